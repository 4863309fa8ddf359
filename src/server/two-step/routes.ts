import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  ConfirmEnrolmentRequestSchema,
  EnrolmentStartSchema,
  ReauthenticationRequestSchema,
  RecoveryCodesResponseSchema,
  SecondStepRequestSchema,
  TwoStepStatusSchema,
} from '#domain/api/two-step.ts';
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

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };
const tags = ['two-step sign-in'];

export function twoStepRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/session/second-step',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: { summary: 'Sign in, second step: a code from the app or a recovery code', tags, body: SecondStepRequestSchema, response: { 200: SessionResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const { user, session } = await completeSecondStep(context, visitorOf(request), { pendingToken: pendingSignInToken(request, context), code: request.body.code });
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

    app.get('/api/two-step', { config: own, schema: { summary: 'Whether two-step sign-in is on, and required', tags, response: { 200: TwoStepStatusSchema, ...errors } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoStepStatus(context, userOf(request));
    });

    app.post(
      '/api/two-step/enrolment',
      { config: own, schema: { summary: 'Start setting up: a new secret for the authenticator app', tags, response: { 200: EnrolmentStartSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return startEnrolment(context, userOf(request));
      },
    );

    app.post(
      '/api/two-step/enrolment/confirm',
      { config: own, schema: { summary: 'Confirm with the password and a first code; answers the recovery codes, once', tags, body: ConfirmEnrolmentRequestSchema, response: { 200: RecoveryCodesResponseSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmEnrolment(context, userOf(request), { ...request.body, client: visitorOf(request) });
      },
    );

    app.post(
      '/api/two-step/recovery-codes',
      { config: own, schema: { summary: 'New recovery codes (the old ones stop working)', tags, body: ReauthenticationRequestSchema, response: { 200: RecoveryCodesResponseSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return regenerateRecoveryCodes(context, userOf(request), { ...request.body, client: visitorOf(request) });
      },
    );

    app.post(
      '/api/two-step/disable',
      { config: own, schema: { summary: 'Turn two-step sign-in off (not for administrators)', tags, body: ReauthenticationRequestSchema, response: { 200: TwoStepStatusSchema, ...errors } } },
      async (request) => turnOffTwoStep(context, userOf(request), { ...request.body, client: visitorOf(request) }),
    );
  };
}
