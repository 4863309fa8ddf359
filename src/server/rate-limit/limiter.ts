import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number; message: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tooManySignIns = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const tooManyEmails = 'Too many requests for this address. Please wait an hour before asking for another email.';
const tooManyRequests = 'Too many requests from your network. Please wait a while and try again.';

/** Every limit of the application in one place, so their sizes can be read side by side. */
export const rateLimits = {
  signInPerAddress: { name: 'sign-in:address', limit: 10, windowMs: 15 * MINUTE, message: tooManySignIns },
  signInPerClient: { name: 'sign-in:client', limit: 50, windowMs: 15 * MINUTE, message: tooManySignIns },
  registerPerClient: { name: 'register:client', limit: 10, windowMs: HOUR, message: tooManyRequests },
  emailLinkPerAddress: { name: 'email-link:address', limit: 5, windowMs: HOUR, message: tooManyEmails },
  emailLinkPerClient: { name: 'email-link:client', limit: 30, windowMs: HOUR, message: tooManyRequests },
  contactPerClient: { name: 'contact:client', limit: 5, windowMs: HOUR, message: 'You have sent several messages already. Please wait an hour, or email us directly.' },
  contactPerAddress: { name: 'contact:address', limit: 3, windowMs: HOUR, message: 'You have sent several messages already. Please wait an hour, or email us directly.' },
  tokenUsePerClient: { name: 'token-use:client', limit: 30, windowMs: HOUR, message: tooManyRequests },
} satisfies Record<string, RateLimitRule>;

export type RateLimitOutcome = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * Counts one hit for `subject` under `rule` (a fixed window) and says whether it is allowed.
 * One upsert statement does the read and the increment, so concurrent requests, from any
 * number of app processes, are counted exactly.
 */
export async function hitRateLimit(db: Database, clock: Clock, rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
  // Subjects (e-mail addresses, IPs) are hashed: the table need not hold personal data.
  const key = `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40)}`;
  const now = clock.now();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowOpenedBefore = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
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
  const windowEndsAt = bucket.windowStartedAt.getTime() + rule.windowMs;
  return {
    allowed: bucket.hits <= rule.limit,
    hits: bucket.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
  };
}

/** Like hitRateLimit, but refuses with 429 and the rule's message once the limit is passed. */
export async function enforceRateLimit(db: Database, clock: Clock, rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
  const outcome = await hitRateLimit(db, clock, rule, subject);
  if (!outcome.allowed) throw new AppError('rate_limited', rule.message, undefined, { retryAfterSeconds: outcome.retryAfterSeconds });
  return outcome;
}

/** Windows long past are of no use: dropped by housekeeping. */
export async function purgeExpiredRateLimits(db: Database, clock: Clock): Promise<void> {
  const longestWindow = Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs));
  const cutoff = new Date(clock.now().getTime() - longestWindow).toISOString();
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.windowStartedAt} < ${cutoff}::timestamptz`);
}
