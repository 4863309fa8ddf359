import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { userOf } from '#server/auth/route-policy.ts';
import { endSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { route } from '#server/http/endpoint-route.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { deviceTokenOf, rememberDevice, setDeviceCookie } from '#server/rate-limit/known-devices.ts';
import { clearPendingSignInCookie, pendingSignInToken } from '#server/two-step/index.ts';
import { ceremonyToken, clearCeremonyCookie, setCeremonyCookie } from './ceremony-cookie.ts';
import {
  confirmWithPassword,
  finishConfirmation,
  finishRegistration,
  regenerateRecoveryCodesWithPasskey,
  listOwnPasskeys,
  removeOwnPasskey,
  renameOwnPasskey,
  startConfirmation,
  startRegistration,
} from './service.ts';
import { finishPasskeySecondStep, finishPasskeySignIn, startPasskeySecondStep, startPasskeySignIn } from './sign-in.ts';

const tags = ['passkeys'];

/** Hands the browser the options, and the challenge's token in the ceremony cookie; never cached. */
function ceremonyStarted<Options>(
  context: ServerContext,
  reply: FastifyReply,
  started: { options: Options; ceremony: { token: string; expiresAt: Date } },
) {
  reply.header('cache-control', 'no-store');
  setCeremonyCookie(reply, context, started.ceremony.token, started.ceremony.expiresAt);
  return started.options;
}

/** A new session after a passkey: a fresh token, as after a password. */
async function signedIn(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: { user: SessionUserRow; session: { token: string; expiresAt: Date } },
) {
  clearCeremonyCookie(reply, context);
  clearPendingSignInCookie(reply, context);
  const previous = request.cookies[context.sessionCookie];
  if (previous) await endSession(context.db, context.clock, previous);
  setSessionCookie(reply, context, result.session.token, result.session.expiresAt);
  setDeviceCookie(reply, context, await rememberDevice(context.db, context.clock, result.user.id, deviceTokenOf(request, context)));
  return sessionView(context.db, result.user);
}

/** Signing in with a passkey: without a password, or as the second step after it. */
function signInRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signIn = { policy: 'public', rateLimit: signInPerNetwork } as const;
    route(
      app,
      'POST /api/session/passkey/options',
      { config: signIn, schema: { summary: 'Sign in with a passkey: a challenge', tags } },
      async (_request, reply) => ceremonyStarted(context, reply, await startPasskeySignIn(context)),
    );
    route(
      app,
      'POST /api/session/passkey',
      { config: signIn, schema: { summary: 'Sign in with a passkey: its answer (both steps at once)', tags } },
      async (request, reply) =>
        signedIn(
          context,
          request,
          reply,
          await finishPasskeySignIn(context, visitorOf(request), ceremonyToken(request, context), request.body.response),
        ),
    );
    route(
      app,
      'POST /api/session/second-step/passkey/options',
      { config: signIn, schema: { summary: 'Sign in, second step with a passkey: a challenge', tags } },
      async (request, reply) =>
        ceremonyStarted(context, reply, await startPasskeySecondStep(context, pendingSignInToken(request, context))),
    );
    route(
      app,
      'POST /api/session/second-step/passkey',
      { config: signIn, schema: { summary: 'Sign in, second step with a passkey: its answer', tags } },
      async (request, reply) => {
        const tokens = { pending: pendingSignInToken(request, context), ceremony: ceremonyToken(request, context) };
        return signedIn(context, request, reply, await finishPasskeySecondStep(context, visitorOf(request), tokens, request.body.response));
      },
    );
  };
}

/** The person's own passkeys: an administrator who must still set up two-step sign-in reaches these too. */
function ownPasskeyRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { policy: 'signedIn', beforeSecondFactor: true } as const;
    const ownSession = (request: FastifyRequest) => ({
      user: userOf(request),
      sessionToken: request.cookies[context.sessionCookie] ?? '',
      client: visitorOf(request),
    });
    route(app, 'GET /api/passkeys', { config: own, schema: { summary: 'Your passkeys', tags } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOwnPasskeys(context, userOf(request));
    });
    route(
      app,
      'POST /api/passkeys/registration/options',
      {
        config: own,
        schema: { summary: 'Add a passkey: the options (after a recent sign-in or confirmation, or with the password)', tags },
      },
      async (request, reply) =>
        ceremonyStarted(context, reply, await startRegistration(context, ownSession(request), request.body.password)),
    );
    route(
      app,
      'POST /api/passkeys/registration',
      { config: own, schema: { summary: 'Add a passkey: the new credential', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const added = await finishRegistration(context, userOf(request), ceremonyToken(request, context), request.body);
        clearCeremonyCookie(reply, context);
        return reply.status(201).send(added);
      },
    );
    route(
      app,
      'POST /api/passkeys/confirmation/options',
      { config: own, schema: { summary: 'Confirm it is you with a passkey: a challenge', tags } },
      async (request, reply) => ceremonyStarted(context, reply, await startConfirmation(context, userOf(request))),
    );
    route(
      app,
      'POST /api/passkeys/confirmation',
      { config: own, schema: { summary: 'Confirm it is you with a passkey: its answer', tags } },
      async (request, reply) => {
        clearCeremonyCookie(reply, context);
        return finishConfirmation(context, ownSession(request), ceremonyToken(request, context), request.body.response);
      },
    );
    route(
      app,
      'POST /api/passkeys/confirmation/password',
      { config: own, schema: { summary: 'Confirm it is you with the password', tags } },
      async (request) => confirmWithPassword(context, ownSession(request), request.body.password),
    );
    route(
      app,
      'POST /api/passkeys/recovery-codes',
      { config: own, schema: { summary: 'New recovery codes (the old ones stop working), after a recent confirmation', tags } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return regenerateRecoveryCodesWithPasskey(context, ownSession(request));
      },
    );
    route(app, 'PATCH /api/passkeys/:id', { config: own, schema: { summary: 'Rename a passkey', tags } }, async (request) =>
      renameOwnPasskey(context, userOf(request), request.params.id, request.body.name),
    );
    route(
      app,
      'DELETE /api/passkeys/:id',
      {
        config: own,
        schema: {
          summary: 'Remove a passkey (after a recent confirmation; not the last second factor of someone who must keep one)',
          tags,
        },
      },
      async (request) => removeOwnPasskey(context, ownSession(request), request.params.id),
    );
  };
}

export function passkeyRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(signInRoutes(context));
    await app.register(ownPasskeyRoutes(context));
  };
}
