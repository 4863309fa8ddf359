import { and, count, eq, gt, isNull, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { passkeys, pendingSignIns, recoveryCodes, secondFactors, users } from '#server/db/schema.ts';

// These rows belong to a person, not to an organisation's data: every statement is keyed by
// the user id of the session (or of the pending sign-in), never by anything the client sends.

export async function findSecondFactor(db: Database, userId: string) {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

/** Starting over replaces an unconfirmed secret; a confirmed one is never overwritten here. */
export async function saveUnconfirmedSecret(db: Database, userId: string, sealedSecret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, sealedSecret, createdAt: now })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { sealedSecret, createdAt: now, lastUsedStep: null },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Records `step` as used, only if it is later than the last one used: of two requests with
 * the same code, exactly one wins, and an earlier code never works after a later one.
 */
export async function claimTimeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(secondFactors.userId, userId), or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step))))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

export async function markConfirmed(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(secondFactors).set({ confirmedAt: now }).where(eq(secondFactors.userId, userId));
}

/** Turns the app off; the recovery codes go with it only when no passkey is left, as they came with the first second factor. */
export async function deleteSecondFactor(db: Database, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  if (!(await hasPasskey(db, userId))) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Locks the person's row for the rest of the transaction. Every change that may take away a
 * second factor (turning the app off, removing a passkey) takes it first, then asks whether it
 * is the last: of two such changes at the same moment, the second sees what the first left.
 */
export async function lockPerson(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Replaces every recovery code of the person with new ones (given as hashes). */
export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: string[], now: Date): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: now })));
}

/** Uses a recovery code once: true only for the request that marked it used. */
export async function useRecoveryCode(db: Database, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function insertPendingSignIn(
  db: Database,
  userId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
  viaSso = false,
): Promise<void> {
  // One pending sign-in per person at a time: an older one is worthless once a newer exists.
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  await db.insert(pendingSignIns).values({ tokenHash, userId, createdAt: now, expiresAt, viaSso });
}

export async function findPendingSignIn(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)));
  return row;
}

/** Takes the pending sign-in for good: true only for the one request that removed it. */
export async function takePendingSignIn(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
    .returning({ userId: pendingSignIns.userId });
  return rows.length > 0;
}

export async function deletePendingSignIns(db: Database, userId: string): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/** Housekeeping: pending sign-ins nobody completed. */
export async function deleteExpiredPendingSignIns(db: Database, now: Date): Promise<void> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}

/** Whether the person has confirmed an authenticator app. */
export async function hasAuthenticatorApp(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
  return row !== undefined;
}

/** Whether the person has a passkey: one is a second factor as the app is (decision 0057). */
export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Whether the person has a second factor: a confirmed authenticator app or a passkey. */
export async function hasConfirmedSecondFactor(db: Database, userId: string): Promise<boolean> {
  return (await hasAuthenticatorApp(db, userId)) || (await hasPasskey(db, userId));
}
