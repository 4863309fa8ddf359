import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { AppError } from '#server/errors.ts';
import { bucketKey, tryAgainIn } from '#server/rate-limit/limiter.ts';
import { addToDailyCount } from './queries.ts';
import { rateLimitMessages } from '#domain/messages.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Reserves `count` of the organisation's daily invitations (`quota`, INVITATIONS_PER_DAY of the
 * validated configuration, default 2,000), inside the caller's transaction: one upsert adds
 * them, so concurrent requests (any process) are counted exactly, and a refusal rolls the
 * reservation back with the rest of the request.
 */
export async function reserveInvitations(db: Database, clock: Clock, organisationId: string, count: number, quota: number): Promise<void> {
  if (count === 0) return;
  const now = clock.now();
  const bucket = await addToDailyCount(db, bucketKey('invitations:organisation', organisationId), count, now, DAY);
  if (bucket.hits <= quota) return;
  const left = Math.max(0, quota - (bucket.hits - count));
  const retryAfterSeconds = Math.ceil((bucket.windowStartedAt.getTime() + DAY - now.getTime()) / 1000);
  throw new AppError('rate_limited', [rateLimitMessages.invitationQuota(quota, left), tryAgainIn(retryAfterSeconds)], undefined, {
    retryAfterSeconds,
  });
}
