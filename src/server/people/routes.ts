import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { invitationsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { importPeople } from './import.ts';
import { listPeople, updatePerson } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';
import { personAttributeRoutes } from './attribute-routes.ts';

export function peopleRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(personAttributeRoutes(context));
    route(
      app,
      'GET /api/people',
      {
        config: { policy: 'viewOrganisationData' },
        schema: { summary: "The organisation's people and open invitations", tags: ['people'] },
      },
      async (request) => listPeople(context, actorOf(request), request.query),
    );
    route(
      app,
      'PATCH /api/people/:id',
      {
        config: { policy: 'managePeople' },
        schema: {
          summary: "Change a member's role, manager or active status",
          tags: ['people'],
        },
      },
      async (request) => updatePerson(context, actorOf(request), { personId: request.params.id, change: request.body }),
    );
    route(
      app,
      'POST /api/people/import',
      {
        config: { policy: 'managePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Invite people from CSV (email, first name, last name, role, manager email)',
          tags: ['people'],
        },
      },
      async (request) => importPeople(context, actorOf(request), { csv: request.body.csv }),
    );
  };
}
