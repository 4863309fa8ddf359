import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ConsentInfoResponseSchema, GiveConsentRequestSchema } from '#domain/api/consent.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { memberOf } from '#server/auth/route-policy.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { consentInfo, giveConsent } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export function consentRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/consent',
      { config: { policy: 'member' }, schema: { summary: 'The consent text facts and whether the person consented', tags: ['people'], response: { 200: ConsentInfoResponseSchema, ...errors } } },
      async (request) => consentInfo(context, memberOf(request)),
    );
    app.post(
      '/api/consent',
      {
        config: { policy: 'member' },
        schema: {
          summary: 'Consent to taking part (current version)',
          tags: ['people'],
          body: GiveConsentRequestSchema,
          response: { 200: SessionResponseSchema, ...errors },
        },
      },
      async (request) => sessionView(context.db, await giveConsent(context, memberOf(request))),
    );
  };
}
