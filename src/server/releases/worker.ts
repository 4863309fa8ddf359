import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { Secrets } from '#server/secrets.ts';
import { assessmentsWithDrafts } from './queries.ts';
import { releaseKeysOf, releaseWaiting } from './release.ts';

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

/**
 * The release job. Each run looks at every assessment with sealed drafts, so a nudge lost
 * with a process that died is made up by the next periodic run; the assessment row lock
 * makes two processes release one batch once.
 */
export function startReleaseWorker(options: { db: Database; secrets: Secrets; clock: Clock; log: Log; intervalMs?: number }): ReleaseWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let scheduled = false;

  const runOnce = (): Promise<void> => {
    running = running.then(async () => {
      scheduled = false;
      if (stopped) return;
      try {
        await runDueReleases(options.db, options.secrets, options.clock);
      } catch (error) {
        options.log.error({ err: error }, 'release run failed');
      }
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 60_000);
  timer.unref();

  return {
    nudge() {
      // Completions in a burst share one run.
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => void runOnce());
    },
    drain: () => runOnce(),
    async stop() {
      clearInterval(timer);
      await running;
      stopped = true;
    },
  };
}
