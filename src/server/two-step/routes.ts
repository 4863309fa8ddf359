import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { userOf } from '#server/auth/route-policy.ts';
import { endSession } from '#server/auth/sessions.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { deviceTokenOf, rememberDevice, setDeviceCookie } from '#server/rate-limit/known-devices.ts';
import { clearPendingSignInCookie, pendingSignInToken } from './pending-cookie.ts';
import { completeSecondStep, confirmEnrolment, regenerateRecoveryCodes, startEnrolment, turnOffTwoStep, twoStepStatus } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

const tags = ['two-step sign-in'];

export function twoStepRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/session/second-step',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: { summary: 'Sign in, second step: a code from the app or a recovery code', tags },
      },
      async (request, reply) => {
        const { user, session } = await completeSecondStep(context, visitorOf(request), {
          pendingToken: pendingSignInToken(request, context),
          code: request.body.code,
        });
        clearPendingSignInCookie(reply, context);
        // A fresh token at every sign-in, as after a password alone.
        const previous = request.cookies[context.sessionCookie];
        if (previous) await endSession(context.db, context.clock, previous);
        setSessionCookie(reply, context, session.token, session.expiresAt);
        setDeviceCookie(reply, context, await rememberDevice(context.db, context.clock, user.id, deviceTokenOf(request, context)));
        return sessionView(context.db, user);
      },
    );

    // Everything below is the person's own account, organisation or not; an administrator who
    // must still set up two-step sign-in reaches these and nothing else.
    const own = { policy: 'signedIn', beforeSecondFactor: true } as const;

    route(
      app,
      'GET /api/two-step',
      { config: own, schema: { summary: 'Whether two-step sign-in is on, and required', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return twoStepStatus(context, userOf(request));
      },
    );

    route(
      app,
      'POST /api/two-step/enrolment',
      { config: own, schema: { summary: 'Start setting up: a new secret for the authenticator app', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return startEnrolment(context, userOf(request));
      },
    );

    route(
      app,
      'POST /api/two-step/enrolment/confirm',
      { config: own, schema: { summary: 'Confirm with the password and a first code; answers the recovery codes, once', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmEnrolment(context, userOf(request), { ...request.body, client: visitorOf(request) });
      },
    );

    route(
      app,
      'POST /api/two-step/recovery-codes',
      { config: own, schema: { summary: 'New recovery codes (the old ones stop working)', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return regenerateRecoveryCodes(context, userOf(request), { ...request.body, client: visitorOf(request) });
      },
    );

    route(
      app,
      'POST /api/two-step/disable',
      { config: own, schema: { summary: 'Turn two-step sign-in off (not for administrators)', tags } },
      async (request) => turnOffTwoStep(context, userOf(request), { ...request.body, client: visitorOf(request) }),
    );
  };
}
