import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { Secrets } from '#server/secrets.ts';
import { assessmentsWithDrafts } from './queries.ts';
import { releaseKeysOf, releaseWaiting } from './release.ts';
import type { JobDefinition, JobQueue } from '#server/jobs/index.ts';

export type ReleaseWorker = {
  /** Asks for a run soon: after a completion or a close. Never runs inside the caller's request. */
  nudge(): void;
  /** Runs now and resolves when there is nothing left to release. */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

type Log = { error(details: object, message: string): void };

/** Releases every assessment that has work; returns how many people were released. */
export async function runDueReleases(db: Database, secrets: Secrets, clock: Clock): Promise<number> {
  const keys = releaseKeysOf(secrets);
  let released = 0;
  for (const due of await assessmentsWithDrafts(db)) {
    const final = due.status === 'closed';
    const wanted = final || (due.waiting >= ANONYMITY_THRESHOLD && due.after_close !== true);
    if (wanted) released += await releaseWaiting(db, keys, clock, due.assessment_id, { final });
  }
  return released;
}

export const RELEASE_JOB = 'anonymity-release';

/**
 * The release job. Each run looks at every assessment with sealed drafts, so a nudge lost
 * with a process that died is made up by the next run a minute later; the assessment row
 * lock makes two processes release one batch once, and the queue runs one release at a time.
 */
export function releaseJob(options: { db: Database; secrets: Secrets; clock: Clock; log: Log }): { job: JobDefinition; on(queue: JobQueue): ReleaseWorker } {
  const job: JobDefinition = {
    name: RELEASE_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      await runDueReleases(options.db, options.secrets, options.clock);
    },
  };
  return {
    job,
    on(queue) {
      let scheduled = false;
      return {
        nudge() {
          // In this process, not as a queued job: a job row stamped when someone completed
          // would tell a database copy the moment of each completion. The minute run covers a
          // nudge lost with a process that stopped. Completions in a burst share one run.
          if (scheduled) return;
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            queue.runNow(RELEASE_JOB).catch((error: unknown) => options.log.error({ err: error }, 'release run failed'));
          });
        },
        drain: () => queue.runNow(RELEASE_JOB),
        async stop() {},
      };
    },
  };
}
