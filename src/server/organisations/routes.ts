import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateOrganisationRequestSchema, SessionResponseSchema } from '#domain/api/auth.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import type { ServerContext } from '../context.ts';
import { clientAddress, setSessionCookie } from '../auth/request-user.ts';
import { sessionView } from '../accounts/session-view.ts';
import { createOrganisation } from './service.ts';

export function organisationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/organisations',
      {
        schema: {
          summary: 'Create an organisation and its administrator (signed in at once)',
          tags: ['organisations'],
          body: CreateOrganisationRequestSchema,
          response: { 201: SessionResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, session } = await createOrganisation(context, request.body, {
          address: clientAddress(request),
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, context, session.token, session.expiresAt);
        return reply.status(201).send(await sessionView(context.db, user));
      },
    );
  };
}
