import type { MessageDescriptor } from '@lingui/core';
import { AppError } from '#server/errors.ts';
import type { ServerContext } from '#server/context.ts';
import type { PasskeyCeremony } from '#server/db/schema.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { passkeyMessages } from '#domain/messages.ts';
import { deleteExpiredChallenges, insertChallenge, takeChallenge } from './queries.ts';

/** A challenge is answered within two minutes (the browser's own timeout), once. */
export const CHALLENGE_MS = 2 * 60_000;

/** Stores a challenge for `ceremony` (and the person, when one is known); the token goes in the ceremony cookie. */
export async function issueChallenge(context: ServerContext, ceremony: PasskeyCeremony, userId: string | null, challenge: string) {
  const token = generateToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await insertChallenge(context.db, { tokenHash: hashToken(token), ceremony, userId, challenge, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Signing in, a refusal is a 401 as a wrong password is; signed in, it is a 400: the person is
 * still signed in, only this passkey's ceremony failed.
 */
export const ceremonyRefusal = (ceremony: PasskeyCeremony, text: MessageDescriptor) =>
  new AppError(ceremony === 'sign_in' || ceremony === 'second_step' ? 'invalid_credentials' : 'bad_request', text);

/**
 * Takes the challenge the cookie names, for good, whatever the answer turns out to be: it must be
 * of this ceremony, not expired, and of this person (null: the passwordless sign-in's, of nobody).
 */
export async function takeChallengeOf(
  context: ServerContext,
  token: string | undefined,
  ceremony: PasskeyCeremony,
  userId: string | null,
): Promise<string> {
  const row = token ? await takeChallenge(context.db, hashToken(token), ceremony, context.clock.now()) : undefined;
  if (!row || row.userId !== userId) throw ceremonyRefusal(ceremony, passkeyMessages.expired);
  return row.challenge;
}

/** Hourly housekeeping: challenges nobody answered. */
export async function purgeExpiredPasskeyChallenges(context: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  await deleteExpiredChallenges(context.db, context.clock.now());
}
