import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { createScimToken, listScimTokens, revokeScimToken } from './tokens.ts';

/** The settings page's provisioning tokens: made, listed and revoked by the organisation's administrators. */
export function scimTokenRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/organisations/current/scim-tokens',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: "The organisation's SCIM provisioning tokens (never the tokens themselves)", tags: ['provisioning'] },
      },
      async (request) => listScimTokens(context, actorOf(request)),
    );
    route(
      app,
      'POST /api/organisations/current/scim-tokens',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: 'A new SCIM provisioning token, shown in this answer only', tags: ['provisioning'] },
      },
      async (request) => createScimToken(context, actorOf(request), request.body),
    );
    route(
      app,
      'POST /api/organisations/current/scim-tokens/:id/revoke',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: 'Revoke a SCIM provisioning token at once', tags: ['provisioning'] },
      },
      async (request) => revokeScimToken(context, actorOf(request), { id: request.params.id }),
    );
  };
}
