import { DURATION_MIN_MINUTES } from '#domain/api/assessments-drafts.ts';
import { nextRunStart, rotationPositions, runCloses } from '#domain/pulse.ts';
import type { Database } from '#server/db/client.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { insertScheduledWave, rescheduleWave } from '#server/assessments/index.ts';
import { runRows, setProgramme, type PulseProgrammeRow } from './queries.ts';

/*
 * A run of a pulse programme (decision 0065): the next wave of its series, scheduled to open at
 * the run's start and close after its open days. The schedule job does the rest.
 */

/** The questions run number `run` (0 for the first) asks: its turn of the rotation, ids as in the source. */
export function runQuestions(programme: Pick<PulseProgrammeRow, 'questions' | 'rotationSize'>, run: number) {
  return rotationPositions(programme.questions.length, programme.rotationSize, run).flatMap((position) => {
    const question = programme.questions[position];
    return question ? [question] : [];
  });
}

/** The programme's newest run, if any. */
export async function latestRun(tx: Database, programme: PulseProgrammeRow) {
  if (programme.seriesId === null) return undefined;
  const [latest] = await runRows(tx, programme.organisationId, [programme.seriesId]);
  return latest;
}

/**
 * Whether a run opening at `opensAt` would be open together with the one before: that one is
 * not closed and has no close date before then (an administrator may have moved or cleared it).
 */
export const overlapsLatest = (latest: Awaited<ReturnType<typeof latestRun>>, opensAt: Date) =>
  latest !== undefined &&
  latest.status !== 'closed' &&
  latest.status !== 'scheduled' &&
  (latest.closesAt === null || latest.closesAt > opensAt);

/**
 * Creates the programme's next run (locked by the caller), opening at `opensAt`, and moves the
 * programme's next start one cadence on from it. Audited as PULSE_RUN_CREATED, with the person
 * who started it early, or none when the job created it on schedule.
 */
export async function createRun(
  tx: Database,
  programme: PulseProgrammeRow,
  options: { opensAt: Date; now: Date; startedBy: string | null },
) {
  const { opensAt, now } = options;
  const run = programme.runCount;
  const wave = await insertScheduledWave(tx, programme.organisationId, {
    seriesId: programme.seriesId,
    title: programme.title,
    description: '',
    category: null,
    // A pulse is short: the least a builder's assessment may say.
    durationMinutes: DURATION_MIN_MINUTES,
    questions: runQuestions(programme, run),
    opensAt,
    closesAt: runCloses(opensAt, programme.cadence, programme.openDays),
    createdBy: options.startedBy,
    now,
  });
  await setProgramme(tx, programme.organisationId, programme.id, {
    seriesId: wave.seriesId,
    runCount: run + 1,
    nextRunAt: nextRunStart(opensAt, programme.cadence),
    updatedAt: now,
  });
  await recordAuditEvent(tx, programme.organisationId, options.startedBy, 'PULSE_RUN_CREATED', {
    pulse_programme_id: programme.id,
    assessment_id: wave.id,
    wave: wave.wave,
    opens_at: opensAt.toISOString(),
    started_early: options.startedBy !== null,
  });
  return wave;
}

/** Brings a run created ahead of its start forward to open now; the next start moves one cadence on from now. */
export async function bringRunForward(
  tx: Database,
  programme: PulseProgrammeRow,
  runId: string,
  options: { now: Date; startedBy: string },
) {
  const { now } = options;
  await rescheduleWave(tx, programme.organisationId, runId, {
    opensAt: now,
    closesAt: runCloses(now, programme.cadence, programme.openDays),
    now,
  });
  await setProgramme(tx, programme.organisationId, programme.id, { nextRunAt: nextRunStart(now, programme.cadence), updatedAt: now });
  await recordAuditEvent(tx, programme.organisationId, options.startedBy, 'PULSE_RUN_STARTED_EARLY', {
    pulse_programme_id: programme.id,
    assessment_id: runId,
  });
}
