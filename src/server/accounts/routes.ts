import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPendingSignInCookie } from '#server/two-step/index.ts';
import type { ServerContext } from '#server/context.ts';
import { clearSessionCookie, setSessionCookie } from '#server/auth/request-user.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { endSession } from '#server/auth/sessions.ts';
import { registerAccount, requestPasswordReset, resendVerification, resetPassword, signIn, verifyEmail } from './service.ts';
import { perLinkToken, signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { deviceTokenOf, rememberDevice, setDeviceCookie } from '#server/rate-limit/known-devices.ts';
import { currentSessionView, sessionView } from '#server/auth/session-view.ts';
import { admittedSessionOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { accountLocaleRoutes } from './locale.ts';

export function accountRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(accountLocaleRoutes(context));
    route(
      app,
      'GET /api/session',
      {
        config: { policy: 'public', answering: true },
        schema: { summary: 'Who is signed in (user null when nobody)', tags: ['accounts'] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return currentSessionView(context, request.user, request.cookies[context.sessionCookie], admittedSessionOf(request)?.scope);
      },
    );

    route(
      app,
      'POST /api/session',
      { config: { policy: 'public', rateLimit: signInPerNetwork }, schema: { summary: 'Sign in', tags: ['accounts'] } },
      async (request, reply) => {
        const deviceToken = deviceTokenOf(request, context);
        const result = await signIn(context, visitorOf(request), { ...request.body, deviceToken });
        if (result.pending) {
          setPendingSignInCookie(reply, context, result.pending.token, result.pending.expiresAt);
          return { secondStepRequired: true as const };
        }
        const { user, session } = result;
        // A fresh token at every sign-in: a token planted before sign-in is worthless after it.
        const previous = request.cookies[context.sessionCookie];
        if (previous) await endSession(context.db, context.clock, previous);
        setSessionCookie(reply, context, session.token, session.expiresAt);
        setDeviceCookie(reply, context, await rememberDevice(context.db, context.clock, user.id, deviceToken));
        return sessionView(context.db, user);
      },
    );

    // Ending one's own session changes nothing in an organisation: allowed to demo members too.
    route(
      app,
      'DELETE /api/session',
      { config: { policy: 'public', demoMayWrite: true, answering: true }, schema: { summary: 'Sign out', tags: ['accounts'] } },
      async (request, reply) => {
        const token = request.cookies[context.sessionCookie];
        if (token) await endSession(context.db, context.clock, token);
        clearSessionCookie(reply, context);
        return reply.status(204).send(null);
      },
    );

    route(
      app,
      'POST /api/accounts',
      { config: { policy: 'public' }, schema: { summary: 'Register (verification e-mail follows)', tags: ['accounts'] } },
      async (request, reply) => reply.status(201).send(await registerAccount(context, visitorOf(request), request.body)),
    );

    route(
      app,
      'POST /api/accounts/verify-email',
      { config: { policy: 'public', rateLimit: perLinkToken }, schema: { summary: 'Use an e-mail verification link', tags: ['accounts'] } },
      async (request) => verifyEmail(context, visitorOf(request), request.body),
    );

    route(
      app,
      'POST /api/accounts/resend-verification',
      { config: { policy: 'public' }, schema: { summary: 'Send a new verification link (always 202)', tags: ['accounts'] } },
      async (request, reply) => reply.status(202).send(await resendVerification(context, visitorOf(request), request.body)),
    );

    route(
      app,
      'POST /api/accounts/forgot-password',
      { config: { policy: 'public' }, schema: { summary: 'Send a password reset link (always 202)', tags: ['accounts'] } },
      async (request, reply) => reply.status(202).send(await requestPasswordReset(context, visitorOf(request), request.body)),
    );

    route(
      app,
      'POST /api/accounts/reset-password',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: { summary: 'Choose a new password with a reset link', tags: ['accounts'] },
      },
      async (request) => resetPassword(context, visitorOf(request), request.body),
    );
  };
}
