import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountTokens, organisations, users } from '#server/db/schema.ts';

export type EmailTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

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

/** A new person; the unique index on the lower-case address refuses a second account for it. */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function markEmailVerified(db: Database, userId: string, now: Date) {
  const [user] = await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** A new password from a reset link, which also proves the address. */
export async function setResetPassword(db: Database, userId: string, change: { passwordHash: string; emailVerifiedAt: Date }, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertEmailToken(db: Database, token: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date }): Promise<void> {
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
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
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

/**
 * Makes an account without an organisation the administrator of a new one. Undefined when the
 * account has an organisation by now (a second request won the race): the caller refuses then.
 */
export async function makeAdministratorOfNewOrganisation(db: Database, userId: string, organisationId: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({ organisationId, role: 'organisation_admin', managerId: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.organisationId)))
    .returning();
  return user;
}
