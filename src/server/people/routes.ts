import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  ImportPeopleRequestSchema,
  ImportPeopleResponseSchema,
  PeopleQuerySchema,
  PeopleResponseSchema,
  PersonIdParamsSchema,
  PersonSchema,
  UpdatePersonRequestSchema,
} from '#domain/api/people.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { invitationsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { importPeople } from './import.ts';
import { listPeople, updatePerson } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export function peopleRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/people',
      { config: { policy: 'viewOrganisationData' }, schema: { summary: "The organisation's people and open invitations", tags: ['people'], querystring: PeopleQuerySchema, response: { 200: PeopleResponseSchema, ...errors } } },
      async (request) => listPeople(context, actorOf(request), request.query),
    );
    app.patch(
      '/api/people/:id',
      {
        config: { policy: 'managePeople' },
        schema: {
          summary: "Change a member's role, manager or active status",
          tags: ['people'],
          params: PersonIdParamsSchema,
          body: UpdatePersonRequestSchema,
          response: { 200: PersonSchema, ...errors },
        },
      },
      async (request) => updatePerson(context, actorOf(request), { personId: request.params.id, change: request.body }),
    );
    app.post(
      '/api/people/import',
      {
        config: { policy: 'managePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Invite people from CSV (email, first name, last name, role, manager email)',
          tags: ['people'],
          body: ImportPeopleRequestSchema,
          response: { 200: ImportPeopleResponseSchema, ...errors },
        },
      },
      async (request) => importPeople(context, actorOf(request), { csv: request.body.csv }),
    );
  };
}
