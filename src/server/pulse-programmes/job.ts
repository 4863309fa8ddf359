import { nextRunStart, runCloses } from '#domain/pulse.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { JobDefinition, JobQueue } from '#server/background-work.ts';
import { SCHEDULE_JOB } from '#server/assessments/index.ts';
import { lockDueProgrammes, setProgramme, type PulseProgrammeRow } from './queries.ts';
import { createRun, latestRun, overlapsLatest } from './runs.ts';

export const PULSE_JOB = 'pulse-programmes';

/** A run is created this long before it opens, so it is listed (and can be started early) ahead of time. */
export const PULSE_LEAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

type PulseJobContext = { db: Database; clock: Clock; jobs: () => JobQueue };

/** The first start from `start` on whose run would not already be over at `now`: runs missed while nothing ran are skipped, not crammed in. */
function firstStartNotOver(programme: PulseProgrammeRow, now: Date): Date {
  let start = programme.nextRunAt;
  while (runCloses(start, programme.cadence, programme.openDays) <= now) start = nextRunStart(start, programme.cadence);
  return start;
}

/**
 * One transaction: the due programmes, locked, each given its next run (opening at its start, or
 * now if that has passed). A run that would be open together with the one before waits for it
 * to close (next hour). Returns how many were looked at and whether a run opens now.
 */
async function createDueRuns(tx: Database, now: Date) {
  const due = await lockDueProgrammes(tx, new Date(now.getTime() + PULSE_LEAD_MS), BATCH);
  let opensNow = false;
  let handled = 0;
  for (const programme of due) {
    const start = firstStartNotOver(programme, now);
    if (start.getTime() !== programme.nextRunAt.getTime()) {
      await setProgramme(tx, programme.organisationId, programme.id, { nextRunAt: start, updatedAt: now });
      if (start.getTime() > now.getTime() + PULSE_LEAD_MS) continue;
    }
    const opensAt = start < now ? now : start;
    if (overlapsLatest(await latestRun(tx, programme), opensAt)) continue;
    await createRun(tx, { ...programme, nextRunAt: start }, { opensAt, now, startedBy: null });
    handled += 1;
    if (opensAt <= now) opensNow = true;
  }
  return { looked: due.length, handled, opensNow };
}

/**
 * Hourly (and when a programme is set up): creates each active programme's next run a day
 * before it opens. Creating a run moves the programme's next start on in the same transaction,
 * under the programme's row lock, so two processes running the job create one run.
 */
export function pulseJob(context: PulseJobContext): JobDefinition {
  return {
    name: PULSE_JOB,
    cron: '3 * * * *',
    coalesce: true,
    async run() {
      let opensNow = false;
      for (;;) {
        const batch = await context.db.transaction((tx) => createDueRuns(tx, context.clock.now()));
        opensNow ||= batch.opensNow;
        // Programmes whose run waits for the one before stay due: stop when none was handled.
        if (batch.looked < BATCH || batch.handled === 0) break;
      }
      // A run opening now needs not wait for the schedule job's next minute.
      if (opensNow) await context.jobs().trigger(SCHEDULE_JOB);
    },
  };
}
