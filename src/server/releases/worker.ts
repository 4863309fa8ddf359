import { lastReleaseTime, nextReleaseTime, type ReleaseTimes } from '#domain/release-times.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { Secrets } from '#server/secrets.ts';
import { retireLeftoverDraftKeys } from '#server/assessments/index.ts';
import { assessmentsWithDrafts, markNothingWaiting } from './queries.ts';
import { releaseKeysOf, releaseWaiting } from './release.ts';
import type { JobDefinition, JobQueue, ReleaseWorker } from '#server/background-work.ts';

type Log = { error(details: object, message: string): void };

/**
 * Releases every assessment that has work; returns how many people were released. A closed
 * assessment's answers go at once (closing is not anyone's answer). An open one's go only at
 * a fixed release time, acted on once: at the first run after it, the assessments with at least
 * their minimum group size waiting are released and every other one is marked as seen, so the
 * completion that makes enough an hour later waits for the next time instead of setting one
 * off (decision 0026).
 */
export async function runDueReleases(db: Database, secrets: Secrets, clock: Clock, times: ReleaseTimes): Promise<number> {
  const keys = releaseKeysOf(secrets);
  const now = clock.now();
  const releaseTime = lastReleaseTime(times, now);
  if (releaseTime) await markNothingWaiting(db, releaseTime, now);
  let released = 0;
  for (const due of await assessmentsWithDrafts(db)) {
    const heldUntilClose = due.after_close === true;
    if (due.status === 'closed') {
      released += await releaseWaiting(db, keys, clock, due.assessment_id, { final: true });
    } else if (releaseTime) {
      if (due.release_checked_at && due.release_checked_at >= releaseTime) continue;
      released += await releaseWaiting(db, keys, clock, due.assessment_id, { final: false, releaseTime, heldUntilClose });
    } else if (due.waiting >= due.minimum_group_size && !heldUntilClose) {
      released += await releaseWaiting(db, keys, clock, due.assessment_id, { final: false });
    }
  }
  // Keys a release could not destroy (its process stopped after the commit), or of assessments deleted since.
  await retireLeftoverDraftKeys(db, keys.drafts);
  return released;
}

export const RELEASE_JOB = 'anonymity-release';

/**
 * The release job. Each run looks at every assessment with sealed drafts, so a nudge lost
 * with a process that died is made up by the next run a minute later; the assessment row
 * lock makes two processes release one batch once, and the queue runs one release at a time.
 * Each process also wakes at every release time, for release times closer than a minute.
 */
export function releaseJob(options: { db: Database; secrets: Secrets; clock: Clock; times: ReleaseTimes; log: Log }): {
  job: JobDefinition;
  on(queue: JobQueue): ReleaseWorker;
} {
  const { clock, times, log } = options;
  const job: JobDefinition = {
    name: RELEASE_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      await runDueReleases(options.db, options.secrets, clock, times);
    },
  };
  return {
    job,
    on(queue) {
      let scheduled = false;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const runSoon = () => {
        // In this process, not as a queued job: a job row stamped when someone completed
        // would tell a database copy the moment of each completion. The minute run covers a
        // nudge lost with a process that stopped. Requests in a burst share one run.
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          queue.runNow(RELEASE_JOB).catch((error: unknown) => log.error({ err: error }, 'release run failed'));
        });
      };
      const wakeAtNextReleaseTime = () => {
        const next = nextReleaseTime(times, clock.now());
        if (!next || stopped) return;
        // A timer of at most a day: the clock may be moved (tests), and far timers overflow.
        const delay = Math.min(Math.max(next.getTime() - clock.now().getTime(), 0) + 50, 86_400_000);
        timer = setTimeout(() => {
          runSoon();
          wakeAtNextReleaseTime();
        }, delay);
        timer.unref();
      };
      wakeAtNextReleaseTime();
      return {
        nudge: runSoon,
        completed() {
          if (times.kind === 'every-run') runSoon();
        },
        drain: () => queue.runNow(RELEASE_JOB),
        nextReleaseTime: () => nextReleaseTime(times, clock.now()),
        async stop() {
          stopped = true;
          clearTimeout(timer);
        },
      };
    },
  };
}
