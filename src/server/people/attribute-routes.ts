import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { changeAttribute, defineAttribute, listAttributeDefinitions, removeAttribute } from './attribute-definitions.ts';

/** The organisation's own person attributes (decision 0060): read with the people list, defined by administrators. */
export function personAttributeRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['people'];
    route(
      app,
      'GET /api/organisations/current/person-attributes',
      { config: { policy: 'viewOrganisationData' }, schema: { summary: "The organisation's own person attributes", tags } },
      async (request) => listAttributeDefinitions(context, actorOf(request)),
    );
    route(
      app,
      'POST /api/organisations/current/person-attributes',
      { config: { policy: 'manageOrganisation' }, schema: { summary: 'Define a person attribute (at most three)', tags } },
      async (request) => defineAttribute(context, actorOf(request), request.body),
    );
    route(
      app,
      'PATCH /api/organisations/current/person-attributes/:id',
      { config: { policy: 'manageOrganisation' }, schema: { summary: 'Rename a person attribute or change its SCIM path', tags } },
      async (request) => changeAttribute(context, actorOf(request), { id: request.params.id, change: request.body }),
    );
    route(
      app,
      'DELETE /api/organisations/current/person-attributes/:id',
      { config: { policy: 'manageOrganisation' }, schema: { summary: "Remove a person attribute and clear everyone's value of it", tags } },
      async (request) => removeAttribute(context, actorOf(request), { id: request.params.id }),
    );
  };
}
