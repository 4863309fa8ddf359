import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf, userOf } from '#server/auth/route-policy.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { changePassword, endOtherOwnSessions, endOwnSession, endPersonSessions, listOwnSessions } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';
import { requestLocale, translatorFor } from '#server/i18n/index.ts';

/** A person's own account security (password, sessions), and administrators signing a person out everywhere. */
export function sessionRoutes(context: ServerContext): FastifyPluginAsyncZod {
  const currentToken = (request: FastifyRequest) => request.cookies[context.sessionCookie];
  // One's own account is everyone's who is signed in, whether or not they have joined an organisation yet.
  const owner = (request: FastifyRequest) => {
    const user = userOf(request);
    return { userId: user.id, organisationId: user.organisationId };
  };

  return async (app) => {
    route(
      app,
      'POST /api/account/password',
      {
        config: { policy: 'signedIn' },
        schema: {
          summary: 'Change your password (current and new); your other sessions end and this one gets a new token',
          tags: ['account'],
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

    route(
      app,
      'GET /api/account/sessions',
      { config: { policy: 'signedIn' }, schema: { summary: 'Your live sessions', tags: ['account'] } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listOwnSessions(context, owner(request), { currentToken: currentToken(request) }, translatorFor(requestLocale(request)));
      },
    );

    route(
      app,
      'DELETE /api/account/sessions',
      { config: { policy: 'signedIn' }, schema: { summary: 'End all your sessions but this one', tags: ['account'] } },
      async (request) => endOtherOwnSessions(context, owner(request), { currentToken: currentToken(request) }),
    );

    route(
      app,
      'DELETE /api/account/sessions/:id',
      {
        config: { policy: 'signedIn' },
        schema: { summary: 'End one of your sessions', tags: ['account'] },
      },
      async (request) => endOwnSession(context, owner(request), { sessionId: request.params.id }),
    );

    route(
      app,
      'DELETE /api/people/:id/sessions',
      {
        config: { policy: 'managePeople' },
        schema: {
          summary: 'Sign a person of your organisation out everywhere',
          tags: ['people'],
        },
      },
      async (request) => endPersonSessions(context, actorOf(request), { personId: request.params.id }),
    );
  };
}
