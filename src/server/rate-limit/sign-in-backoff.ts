import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimitBuckets } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { bucketKey, LONGEST_WINDOW_MS } from './limiter.ts';

const MINUTE = 60_000;
/** Attempts a (account, network) pair gets before any waiting: enough for honest typos. */
export const FREE_ATTEMPTS = 5;
const MAX_WAIT_MS = 60 * MINUTE;

/** The wait after `attempts` unsuccessful tries: none, then 1, 2, 4 … minutes, at most an hour. */
export function backOffMs(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_MS, MINUTE * 2 ** (attempts - FREE_ATTEMPTS));
}

export type SignInAttempt = { allowed: true; attempts: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed sign-ins are counted per (address, network) pair, never per address alone: someone
 * guessing from one network slows only themselves, and the right password from any other
 * network still works, so nobody can keep an administrator out. The count lives in
 * rate_limit_buckets (hits = attempts, window_started_at = the last attempt).
 *
 * Every attempt is counted before the password is checked, in a transaction holding the row
 * lock, so simultaneous guesses cannot slip past the wait; a correct password clears the count.
 */
export async function beginSignInAttempt(db: Database, clock: Clock, email: string, network: string): Promise<SignInAttempt> {
  const key = pairKey(email, network);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.insert(rateLimitBuckets).values({ key, windowStartedAt: now, hits: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)).for('update');
    if (!row) throw new Error('sign-in count vanished');
    const sinceLast = now.getTime() - row.windowStartedAt.getTime();
    // A pair quiet for a day starts afresh (housekeeping drops such rows anyway).
    const previous = sinceLast > LONGEST_WINDOW_MS ? 0 : row.hits;
    const waitMs = backOffMs(previous) - sinceLast;
    if (previous > 0 && waitMs > 0) return { allowed: false as const, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    await tx
      .update(rateLimitBuckets)
      .set({ hits: sql`${previous + 1}`, windowStartedAt: now })
      .where(eq(rateLimitBuckets.key, key));
    return { allowed: true as const, attempts: previous + 1 };
  });
}

/** The right password: the pair's count is forgotten. */
export async function clearSignInAttempts(db: Database, email: string, network: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, pairKey(email, network)));
}

function pairKey(email: string, network: string): string {
  return bucketKey('sign-in:pair', `${email.trim().toLowerCase()}\n${network}`);
}
