import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

export async function issueEmailToken(db: Database, clock: Clock, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = generateToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token once: the single UPDATE both checks (unused, unexpired, right purpose) and
 * marks it used, so two clicks racing each other cannot both succeed.
 */
export async function consumeEmailToken(db: Database, clock: Clock, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const now = clock.now();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** After a password reset, other outstanding reset links of that person stop working. */
export async function revokeEmailTokens(db: Database, clock: Clock, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
