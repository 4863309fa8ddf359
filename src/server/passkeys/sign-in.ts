import type { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AuthenticationResponseSchema } from '#domain/api/passkeys.ts';
import { passkeyMessages, rateLimitMessages } from '#domain/messages.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { startSession } from '#server/auth/sessions.ts';
import { findUserById } from '#server/auth/users.ts';
import { signInRefusal } from '#server/auth/sign-in-refusal.ts';
import { tryAgainIn } from '#server/rate-limit/limiter.ts';
import { beginCodeAttempt, clearCodeAttempts } from '#server/rate-limit/sign-in-backoff.ts';
import { belongsToDemo } from '#server/organisations/index.ts';
import { completePendingSignIn, pendingSignInUser } from '#server/two-step/index.ts';
import { issueChallenge, takeChallengeOf } from './challenges.ts';
import { findPasskeyByCredentialId, listPasskeys, recordPasskeyUse } from './queries.ts';
import { authenticationOptions, userHandleOf, verifiedCounter } from './relying-party.ts';

type Assertion = z.output<typeof AuthenticationResponseSchema>;

export const notAccepted = () => new AppError('invalid_credentials', passkeyMessages.notAccepted);

/** The back-off of wrong codes, per (account, network) and per account, counts refused passkeys too. */
export async function countAttempt(context: ServerContext, userId: string, client: Visitor): Promise<void> {
  const attempt = await beginCodeAttempt(context.db, context.clock, userId, client.network);
  if (!attempt.allowed) {
    throw new AppError('rate_limited', [rateLimitMessages.tooManyAttempts, tryAgainIn(attempt.retryAfterSeconds)], undefined, {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
}

/** Signing in without a password: any passkey of this site may answer, and it must verify its user (PIN, fingerprint, face). */
export async function startPasskeySignIn(context: ServerContext) {
  const options = await authenticationOptions(context, null, 'required');
  return { options, ceremony: await issueChallenge(context, 'sign_in', null, options.challenge) };
}

/**
 * The answer of a passkey sign-in. A passkey proves possession and, verified, the person: it
 * counts as both steps, so the session starts with two-step sign-in satisfied (decision 0057).
 */
export async function finishPasskeySignIn(context: ServerContext, client: Visitor, ceremonyToken: string | undefined, response: Assertion) {
  const challenge = await takeChallengeOf(context, ceremonyToken, 'sign_in', null);
  const passkey = await findPasskeyByCredentialId(context.db, response.id);
  if (!passkey) throw notAccepted();
  const user = await findUserById(context.db, passkey.userId);
  if (!user || !user.isActive || (await belongsToDemo(context.db, user))) throw notAccepted();
  await countAttempt(context, user.id, client);
  const handle = response.response.userHandle;
  const handleMatches = handle === undefined || handle === Buffer.from(userHandleOf(user.id)).toString('base64url');
  const counter = handleMatches ? await verifiedCounter(context, passkey, response as AuthenticationResponseJSON, challenge, true) : null;
  const session = await context.db
    .transaction(async (tx) => {
      if (counter === null || !(await recordPasskeyUse(tx, passkey.id, passkey.counter, counter, context.clock.now()))) throw notAccepted();
      // Where the organisation requires single sign-on, a passkey opens no more than a password does.
      const refusal = await signInRefusal(tx, user, 'password');
      if (refusal) throw refusal;
      await recordAuditEvent(tx, user.organisationId, user.id, 'SIGNED_IN', {
        client: client.address,
        method: 'passkey',
        passkey: passkey.name,
      });
      return startSession(tx, context.clock, user.id, client.userAgent);
    })
    .catch(async (error: unknown) => {
      // Recorded outside the transaction the error rolled back, as a wrong code is.
      const code = error instanceof AppError ? error.code : null;
      const reason =
        code === 'organisation_suspended' || code === 'sso_required'
          ? code
          : code === 'invalid_credentials'
            ? 'passkey_not_accepted'
            : null;
      if (reason) await recordAuditEvent(context.db, user.organisationId, user.id, 'SIGN_IN_FAILED', { client: client.address, reason });
      throw error;
    });
  await clearCodeAttempts(context.db, user.id, client.network);
  return { user, session };
}

/** The second step with a passkey: one of the pending sign-in's person's own. */
export async function startPasskeySecondStep(context: ServerContext, pendingToken: string | undefined) {
  const user = await pendingSignInUser(context, pendingToken);
  const passkeys = await listPasskeys(context.db, user.id);
  if (passkeys.length === 0) throw new AppError('conflict', passkeyMessages.noneOnAccount);
  const options = await authenticationOptions(context, passkeys, 'preferred');
  return { options, ceremony: await issueChallenge(context, 'second_step', user.id, options.challenge) };
}

export async function finishPasskeySecondStep(
  context: ServerContext,
  client: Visitor,
  tokens: { pending: string | undefined; ceremony: string | undefined },
  response: Assertion,
) {
  const user = await pendingSignInUser(context, tokens.pending);
  const challenge = await takeChallengeOf(context, tokens.ceremony, 'second_step', user.id);
  const refusal = notAccepted();
  return completePendingSignIn(context, client, tokens.pending, { refusal, reason: 'passkey_not_accepted' }, async (tx, person) => {
    // Another person's passkey, however valid, proves nothing about this one.
    const passkey = await findPasskeyByCredentialId(tx, response.id);
    if (!passkey || passkey.userId !== person.id) throw refusal;
    const counter = await verifiedCounter(context, passkey, response as AuthenticationResponseJSON, challenge, false);
    if (counter === null || !(await recordPasskeyUse(tx, passkey.id, passkey.counter, counter, context.clock.now()))) throw refusal;
    return 'passkey';
  });
}
