import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { insertEmailToken, useAllEmailTokens, useEmailToken, type EmailTokenPurpose } from './queries.ts';

export type { EmailTokenPurpose };

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

/** A new single-use link token; only its hash is stored. */
export async function issueEmailToken(db: Database, clock: Clock, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = generateToken();
  const expiresAt = new Date(clock.now().getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]);
  await insertEmailToken(db, { tokenHash: hashToken(token), userId, purpose, expiresAt });
  return token;
}

/** Uses a token once (two clicks racing each other cannot both succeed); the person it was for, or null. */
export async function consumeEmailToken(db: Database, clock: Clock, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  return useEmailToken(db, hashToken(token), purpose, clock.now());
}

/** After a password reset, other outstanding reset links of that person stop working. */
export async function revokeEmailTokens(db: Database, clock: Clock, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await useAllEmailTokens(db, userId, purpose, clock.now());
}
