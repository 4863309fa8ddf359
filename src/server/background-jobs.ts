import { purgeExpiredPasskeyChallenges } from '#server/passkeys/index.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseTimes } from '#domain/release-times.ts';
import type { Clock } from '#server/clock.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Secrets } from '#server/secrets.ts';
import type { JobDefinition, JobQueue, OutboxWorker, ReleaseWorker } from '#server/background-work.ts';
import { startJobQueueInBackground } from '#server/jobs/index.ts';
import { mailDelivery, purgeMailBodies, type Mailer } from '#server/mail/index.ts';
import { releaseJob } from '#server/releases/index.ts';
import { purgeExpiredRateLimits } from '#server/rate-limit/limiter.ts';
import { purgeExpiredKnownDevices } from '#server/rate-limit/known-devices.ts';
import { launchJob, purgeExpiredAnswers, scheduleJob } from '#server/assessments/index.ts';
import { purgeExpiredPendingSignIns } from '#server/two-step/index.ts';
import { reminderJob } from '#server/reminders/index.ts';
import { actionPlanReminderJob } from '#server/action-plans/index.ts';
import { pulseJob } from '#server/pulse-programmes/index.ts';
import { purgeUnattributedSignInFailures } from '#server/audit/index.ts';
import { purgeOldDailyCompletions } from '#server/platform/index.ts';
import { purgeExpiredOrganisationRequests } from '#server/organisations/index.ts';
import { purgeExpiredAnswerLinks } from '#server/answer-links/index.ts';
import { lifecycleJob } from '#server/lifecycle/index.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

/** Hourly clean-up of expired rows (rate limits, browsers not signed in with for 400 days, unreleased answers, sent mail bodies and reminders, sign-ins waiting for a code, unknown addresses' refused sign-ins, daily completion counts no longer shown, requests for an organisation whose link was never used, answer links two weeks past their expiry). */
function housekeeping(db: DatabaseHandle['db'], clock: Clock): JobDefinition {
  return {
    name: HOUSEKEEPING_JOB,
    cron: '7 * * * *',
    coalesce: true,
    async run() {
      await Promise.all([
        purgeExpiredRateLimits(db, clock),
        purgeExpiredKnownDevices(db, clock),
        purgeExpiredAnswers(db, clock),
        purgeMailBodies(db, clock),
        purgeExpiredPendingSignIns({ db, clock }),
        purgeExpiredPasskeyChallenges({ db, clock }),
        purgeUnattributedSignInFailures(db, clock),
        purgeOldDailyCompletions({ db, clock }),
        purgeExpiredOrganisationRequests({ db, clock }),
        purgeExpiredAnswerLinks(db, clock),
      ]);
    },
  };
}

/** `started` settles once the queue runs; until then calls to it wait (see startJobQueueInBackground). */
export type BackgroundJobs = { queue: JobQueue; outbox: OutboxWorker; releases: ReleaseWorker; started: Promise<void> };

/** Every background job of the app, on one job queue in the app's database, starting behind the app. */
export function startBackgroundJobs(options: {
  database: DatabaseHandle;
  clock: Clock;
  secrets: Secrets;
  mailer: Mailer;
  from: string;
  publicUrl: string;
  releaseTimes: ReleaseTimes;
  log: FastifyBaseLogger;
  /** The queue starts once this settles (the database open and migrated); at once without it. */
  databaseReady?: Promise<void>;
}): BackgroundJobs {
  const { database, clock, secrets, mailer, from, publicUrl, releaseTimes, log } = options;
  const db = database.db;
  const mail = mailDelivery({ db, mailer, clock, from, log, secrets });
  const release = releaseJob({ db, secrets, clock, times: releaseTimes, log });
  // The launch job nudges delivery once it has queued its mail; it runs only after the queue has started.
  const launch = launchJob({ db, clock, secrets, publicUrl, outbox: () => outbox });
  const schedule = scheduleJob({ db, clock, secrets, publicUrl, outbox: () => outbox, releases: () => releases });
  const reminders = reminderJob({ db, clock, secrets, publicUrl, outbox: () => outbox });
  const actionPlanReminders = actionPlanReminderJob({ db, clock, secrets, publicUrl, outbox: () => outbox });
  // Creates each pulse programme's runs; it asks the schedule job to open one that opens now.
  const pulse = pulseJob({ db, clock, jobs: () => queue });
  const lifecycle = lifecycleJob({ db, clock, secrets, publicUrl, outbox: () => outbox });
  const { queue, started } = startJobQueueInBackground(
    database,
    [mail.job, release.job, housekeeping(db, clock), launch, schedule, reminders, actionPlanReminders, pulse, lifecycle],
    log,
    options.databaseReady,
  );
  const outbox = mail.on(queue);
  const releases = release.on(queue);
  return { queue, outbox, releases, started };
}
