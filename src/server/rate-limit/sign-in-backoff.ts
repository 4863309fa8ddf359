import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimitBuckets } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { bucketKey, LONGEST_WINDOW_MS } from './limiter.ts';

const MINUTE = 60_000;

/** Attempts a (account, network) pair gets before any waiting: enough for honest typos. */
export const FREE_ATTEMPTS = 5;
/**
 * Failures one account gets from every network together before any waiting: wrong codes, and
 * wrong passwords from browsers nobody has signed in with (known-devices.ts). Twice a pair's,
 * so one honest person typing badly from two places is never slowed by it.
 */
export const ACCOUNT_FREE_ATTEMPTS = 10;
const MAX_WAIT_MS = 60 * MINUTE;

/** The wait after `attempts` unsuccessful tries: none, then 1, 2, 4 … minutes, at most an hour. */
export function backOffMs(attempts: number, free = FREE_ATTEMPTS): number {
  if (attempts < free) return 0;
  return Math.min(MAX_WAIT_MS, MINUTE * 2 ** (attempts - free));
}

/** `attempts`: this one included, for the pair; `accountAttempts`: for the account, when it was counted. */
export type SignInAttempt =
  { allowed: true; attempts: number; accountAttempts: number | null } | { allowed: false; retryAfterSeconds: number };

/** One count an attempt goes into: its key in rate_limit_buckets, and how many tries it allows before waiting. */
type Count = { key: string; free: number };

/**
 * Counts one attempt in every one of `counts`, or in none when any of them must still wait.
 * Each count lives in rate_limit_buckets (hits = attempts, window_started_at = the last
 * attempt). The rows are locked, in key order so two attempts never wait for each other,
 * before anything is checked, so simultaneous guesses cannot slip past a wait. A refused
 * attempt changes nothing: hammering during a wait does not lengthen it.
 */
async function beginAttempt(db: Database, clock: Clock, counts: Count[]): Promise<SignInAttempt> {
  const now = clock.now();
  const sorted = [...counts].sort((a, b) => (a.key < b.key ? -1 : 1));
  return db.transaction(async (tx) => {
    const previous: number[] = [];
    let waitMs = 0;
    for (const { key, free } of sorted) {
      await tx.insert(rateLimitBuckets).values({ key, windowStartedAt: now, hits: 0 }).onConflictDoNothing();
      const [row] = await tx.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)).for('update');
      if (!row) throw new Error('sign-in count vanished');
      const sinceLast = now.getTime() - row.windowStartedAt.getTime();
      // A count quiet for a day starts afresh (housekeeping drops such rows anyway).
      const hits = sinceLast > LONGEST_WINDOW_MS ? 0 : row.hits;
      previous.push(hits);
      if (hits > 0) waitMs = Math.max(waitMs, backOffMs(hits, free) - sinceLast);
    }
    if (waitMs > 0) return { allowed: false as const, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const [index, { key }] of sorted.entries()) {
      await tx
        .update(rateLimitBuckets)
        .set({ hits: sql`${(previous[index] ?? 0) + 1}`, windowStartedAt: now })
        .where(eq(rateLimitBuckets.key, key));
    }
    const countOf = (key: string) => (previous[sorted.findIndex((count) => count.key === key)] ?? 0) + 1;
    const [pair, account] = counts;
    return { allowed: true as const, attempts: pair ? countOf(pair.key) : 0, accountAttempts: account ? countOf(account.key) : null };
  });
}

const normalised = (email: string) => email.trim().toLowerCase();
const pairKey = (subject: string, network: string) => bucketKey('sign-in:pair', `${subject}\n${network}`);
const passwordAccountKey = (email: string) => bucketKey('sign-in:account', normalised(email));
const codeSubject = (userId: string) => `second-step\n${userId}`;
const codeAccountKey = (userId: string) => bucketKey('second-step:account', userId);

/**
 * A password attempt. Always counted per (address, network) pair: someone guessing from one
 * network slows only themselves there. From a browser nobody has signed in with to this
 * account (`knownDevice` false), also counted per account across every network, so guessing
 * from many addresses is slowed as well; the person's own browsers are spared that count, so a
 * stranger's guessing never keeps them out of the browsers they already use.
 */
export async function beginSignInAttempt(
  db: Database,
  clock: Clock,
  email: string,
  network: string,
  options: { knownDevice: boolean },
): Promise<SignInAttempt> {
  const pair = { key: pairKey(normalised(email), network), free: FREE_ATTEMPTS };
  return beginAttempt(db, clock, options.knownDevice ? [pair] : [pair, { key: passwordAccountKey(email), free: ACCOUNT_FREE_ATTEMPTS }]);
}

/**
 * The right password: the pair's count is forgotten, and this attempt no longer counts against
 * the account, whose count holds only failures (it is not cleared: a guesser elsewhere would
 * get fresh tries every time the person signs in).
 */
export async function clearSignInAttempts(
  db: Database,
  email: string,
  network: string,
  attempt: { accountAttempts: number | null },
): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, pairKey(normalised(email), network)));
  if (attempt.accountAttempts === null) return;
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, passwordAccountKey(email)));
}

/**
 * A second-step code (or a recovery code), counted per (account, network) and per account
 * across every network. Only someone who knows the password reaches a code, so the account's
 * count cannot be spent by a stranger; it bounds guessing from many addresses at once. These
 * counts are apart from the password's: a right password does not clear them.
 */
export async function beginCodeAttempt(db: Database, clock: Clock, userId: string, network: string): Promise<SignInAttempt> {
  return beginAttempt(db, clock, [
    { key: pairKey(codeSubject(userId), network), free: FREE_ATTEMPTS },
    { key: codeAccountKey(userId), free: ACCOUNT_FREE_ATTEMPTS },
  ]);
}

/** A right code: the person is there, with password and phone; their code counts start afresh. */
export async function clearCodeAttempts(db: Database, userId: string, network: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [pairKey(codeSubject(userId), network), codeAccountKey(userId)]));
}
