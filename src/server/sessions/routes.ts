import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSessionsResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  EndedSessionsResponseSchema,
  SessionIdParamsSchema,
} from '#domain/api/sessions.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { PersonIdParamsSchema } from '#domain/api/people.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf, userOf } from '#server/auth/route-policy.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { changePassword, endOtherOwnSessions, endOwnSession, endPersonSessions, listOwnSessions } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** A person's own account security (password, sessions), and administrators signing a person out everywhere. */
export function sessionRoutes(context: ServerContext): FastifyPluginAsyncZod {
  const currentToken = (request: FastifyRequest) => request.cookies[context.sessionCookie];
  // One's own account is everyone's who is signed in, whether or not they have joined an organisation yet.
  const owner = (request: FastifyRequest) => {
    const user = userOf(request);
    return { userId: user.id, organisationId: user.organisationId };
  };

  return async (app) => {
    app.post(
      '/api/account/password',
      {
        config: { policy: 'signedIn' },
        schema: {
          summary: 'Change your password (current and new); your other sessions end and this one gets a new token',
          tags: ['account'],
          body: ChangePasswordRequestSchema,
          response: { 200: ChangePasswordResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { address, network, userAgent } = visitorOf(request);
        const current = { token: currentToken(request), userAgent, address, network };
        const { session, otherSessionsEnded } = await changePassword(context, userOf(request), { ...request.body, current });
        setSessionCookie(reply, context, session.token, session.expiresAt);
        return { changed: true as const, otherSessionsEnded };
      },
    );

    app.get(
      '/api/account/sessions',
      { config: { policy: 'signedIn' }, schema: { summary: 'Your live sessions', tags: ['account'], response: { 200: AccountSessionsResponseSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listOwnSessions(context, owner(request), { currentToken: currentToken(request) });
      },
    );

    app.delete(
      '/api/account/sessions',
      { config: { policy: 'signedIn' }, schema: { summary: 'End all your sessions but this one', tags: ['account'], response: { 200: EndedSessionsResponseSchema, ...errors } } },
      async (request) => endOtherOwnSessions(context, owner(request), { currentToken: currentToken(request) }),
    );

    app.delete(
      '/api/account/sessions/:id',
      {
        config: { policy: 'signedIn' },
        schema: { summary: 'End one of your sessions', tags: ['account'], params: SessionIdParamsSchema, response: { 200: EndedSessionsResponseSchema, ...errors } },
      },
      async (request) => endOwnSession(context, owner(request), { sessionId: request.params.id }),
    );

    app.delete(
      '/api/people/:id/sessions',
      {
        config: { policy: 'managePeople' },
        schema: {
          summary: 'Sign a person of your organisation out everywhere',
          tags: ['people'],
          params: PersonIdParamsSchema,
          response: { 200: EndedSessionsResponseSchema, ...errors },
        },
      },
      async (request) => endPersonSessions(context, actorOf(request), { personId: request.params.id }),
    );
  };
}
