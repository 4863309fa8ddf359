import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimitBuckets } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { AppError } from '#server/errors.ts';
import type { MessageDescriptor } from '@lingui/core';
import { rateLimitMessages } from '#domain/messages.ts';
import { tryAgainIn } from '#domain/messages/rate-limits.ts';

export { tryAgainIn };

export type RateLimitRule = { name: string; limit: number; windowMs: number; message: MessageDescriptor };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Counts older than this are of no use to any limit: housekeeping drops them. */
export const LONGEST_WINDOW_MS = 24 * HOUR;

const { tooManyRequests, mailBudgetSpent } = rateLimitMessages;

/**
 * Limits counted per subject in services (e-mail addresses, client networks: network.ts).
 * Per-route limits (sign-in per network, link use per token) are declared in the routes'
 * options: see route-limits.ts. Per-network limits are generous: a whole office shares one
 * address. Each kind of mail to an address has a budget of its own, so a stranger who spends
 * one (registering with someone's address) cannot spend another (their password reset).
 */
export const rateLimits = {
  registerPerClient: { name: 'register:client', limit: 10, windowMs: HOUR, message: tooManyRequests },
  createOrganisationPerClient: { name: 'create-organisation:client', limit: 10, windowMs: HOUR, message: tooManyRequests },
  /** "Confirm your address" or "you already have an account", after registering or asking for an organisation with the address. */
  newAccountMailPerAddress: { name: 'new-account-mail:address', limit: 5, windowMs: HOUR, message: mailBudgetSpent },
  resetMailPerAddress: { name: 'reset-mail:address', limit: 5, windowMs: HOUR, message: mailBudgetSpent },
  verificationMailPerAddress: { name: 'verification-mail:address', limit: 5, windowMs: HOUR, message: mailBudgetSpent },
  emailLinkPerClient: { name: 'email-link:client', limit: 300, windowMs: HOUR, message: tooManyRequests },
  /** Answer links that name nothing (decision 0056): counted only when a token is unknown, refused from the next request on. */
  answerLinkGuessesPerClient: { name: 'answer-link-guess:client', limit: 30, windowMs: HOUR, message: tooManyRequests },
  /** Fresh answer links one person is sent on request (a used or expired link's page offers one). */
  answerLinkRenewalsPerPerson: { name: 'answer-link-renewal:person', limit: 3, windowMs: HOUR, message: mailBudgetSpent },
  contactPerClient: {
    name: 'contact:client',
    limit: 5,
    windowMs: HOUR,
    message: rateLimitMessages.contactSent,
  },
  contactPerAddress: {
    name: 'contact:address',
    limit: 3,
    windowMs: HOUR,
    message: rateLimitMessages.contactSent,
  },
} satisfies Record<string, RateLimitRule>;

export type RateLimitOutcome = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** The stored key of a subject: hashed, so the table holds no personal data (addresses, IPs, tokens). */
export function bucketKey(name: string, subject: string): string {
  return `${name}:${createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40)}`;
}

/**
 * Counts one hit for `subject` in a fixed window of `windowMs` named `name`. One upsert
 * statement does the read and the increment, so concurrent requests, from any number of
 * app processes, are counted exactly.
 */
export async function countInWindow(
  db: Database,
  clock: Clock,
  name: string,
  subject: string,
  windowMs: number,
): Promise<{ hits: number; msLeft: number }> {
  const key = bucketKey(name, subject);
  const now = clock.now();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowOpenedBefore = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowOpenedBefore} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowOpenedBefore} then ${nowParam} else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
  if (!bucket) throw new Error('rate limit upsert returned no row');
  return { hits: bucket.hits, msLeft: Math.max(1000, bucket.windowStartedAt.getTime() + windowMs - now.getTime()) };
}

/** Counts one hit for `subject` under `rule` and says whether it is allowed. */
export async function hitRateLimit(db: Database, clock: Clock, rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
  const { hits, msLeft } = await countInWindow(db, clock, rule.name, subject, rule.windowMs);
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.ceil(msLeft / 1000) };
}

/** Like hitRateLimit, but refuses with 429 and the rule's message once the limit is passed. */
export async function enforceRateLimit(db: Database, clock: Clock, rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
  const outcome = await hitRateLimit(db, clock, rule, subject);
  if (!outcome.allowed)
    throw new AppError('rate_limited', [rule.message, tryAgainIn(outcome.retryAfterSeconds)], undefined, {
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  return outcome;
}

/**
 * Refuses with 429 when `subject` has already passed `rule`'s limit in the current window,
 * without counting a hit: for limits counted only on failures (a wrong guess), checked before
 * the attempt, so the attempt after the last allowed failure is refused whether it would succeed or not.
 */
export async function refuseWhenSpent(db: Database, clock: Clock, rule: RateLimitRule, subject: string): Promise<void> {
  const now = clock.now();
  const [bucket] = await db
    .select({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, bucketKey(rule.name, subject)));
  if (!bucket || bucket.hits < rule.limit) return;
  const msLeft = bucket.windowStartedAt.getTime() + rule.windowMs - now.getTime();
  if (msLeft <= 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(msLeft / 1000));
  throw new AppError('rate_limited', [rule.message, tryAgainIn(retryAfterSeconds)], undefined, { retryAfterSeconds });
}

/** Windows long past are of no use: dropped by housekeeping. */
export async function purgeExpiredRateLimits(db: Database, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - LONGEST_WINDOW_MS).toISOString();
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.windowStartedAt} < ${cutoff}::timestamptz`);
}
