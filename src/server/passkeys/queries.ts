import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { passkeyChallenges, passkeys, sessions, type PasskeyCeremony } from '#server/db/schema.ts';

// A person's passkeys are keyed by the person of the session, or found by the credential id
// the authenticator names; no statement takes a person or organisation from the request body.

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Adds a passkey; false when its credential is already on an account (this one or another). */
export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return inserted;
}

/**
 * Records a use: only if the counter is still the one the signature was checked against, so of
 * two requests with the same assertion at most one wins even when the authenticator keeps no count.
 */
export async function recordPasskeyUse(db: Database, id: string, previousCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, previousCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function deletePasskey(db: Database, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function insertChallenge(db: Database, row: typeof passkeyChallenges.$inferInsert): Promise<void> {
  await db.insert(passkeyChallenges).values(row);
}

/** Takes a challenge for good: the one request that deletes it gets it, if it has not expired. */
export async function takeChallenge(db: Database, tokenHash: string, ceremony: PasskeyCeremony, now: Date) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.tokenHash, tokenHash), eq(passkeyChallenges.ceremony, ceremony), gt(passkeyChallenges.expiresAt, now)))
    .returning();
  return row;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}

/** When the live session behind `tokenHash` last proved who it is. */
export async function sessionConfirmedAt(db: Database, tokenHash: string, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ confirmedAt: sessions.confirmedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row?.confirmedAt ?? null;
}

export async function confirmSession(db: Database, tokenHash: string, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ confirmedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId)));
}
