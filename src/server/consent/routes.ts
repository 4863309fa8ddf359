import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { memberOf } from '#server/auth/route-policy.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { consentInfo, giveConsent } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

export function consentRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/consent',
      {
        config: { policy: 'member', answering: true },
        schema: { summary: 'The consent text facts and whether the person consented', tags: ['people'] },
      },
      async (request) => consentInfo(context, memberOf(request)),
    );
    route(
      app,
      'POST /api/consent',
      {
        config: { policy: 'member', answering: true },
        schema: {
          summary: 'Consent to taking part (current version)',
          tags: ['people'],
        },
      },
      async (request) => sessionView(context.db, await giveConsent(context, memberOf(request))),
    );
  };
}
