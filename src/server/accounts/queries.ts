import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountTokens, organisations, users } from '#server/db/schema.ts';

export type EmailTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** The organisation a self-registering person joins: self-registration on and their e-mail domain allowed (never the demo, nor a suspended one). */
export async function findSelfRegistrationOrganisation(db: Database, emailDomain: string) {
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(
      sql`not ${organisations.isDemo}
          and ${organisations.suspendedAt} is null
          and (${organisations.settings} ->> 'allowSelfRegistration')::boolean
          and ${organisations.settings} -> 'allowedEmailDomains' @> ${JSON.stringify([emailDomain.toLowerCase()])}::jsonb`,
    )
    .orderBy(organisations.createdAt)
    .limit(1);
  return organisation;
}

export async function markEmailVerified(db: Database, userId: string, now: Date) {
  const [user] = await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** A new password from a reset link, which also proves the address. */
export async function setResetPassword(
  db: Database,
  userId: string,
  change: { passwordHash: string; emailVerifiedAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertEmailToken(
  db: Database,
  token: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/**
 * Uses a token once: the single UPDATE both checks (unused, unexpired, right purpose) and
 * marks it used, so two clicks racing each other cannot both succeed.
 */
export async function useEmailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused token of one purpose of a person used. */
export async function useAllEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
