import type { PulseProgramme } from '#domain/api/pulse-programmes.ts';
import { pulseMessages } from '#domain/messages/pulse-programmes.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { SCHEDULE_JOB } from '#server/assessments/index.ts';
import { PULSE_JOB } from './job.ts';
import { lockProgramme, setProgramme } from './queries.ts';
import { bringRunForward, createRun, latestRun } from './runs.ts';
import { pulseProgramme } from './service.ts';

async function lockedProgramme(tx: Database, actor: OrganisationActor, programmeId: string) {
  const programme = await lockProgramme(tx, actor.organisationId, programmeId);
  if (!programme) throw new AppError('not_found', pulseMessages.notFound);
  return programme;
}

/**
 * Pauses (no further runs are created; a run already created keeps its dates) or resumes a
 * programme. Resuming after its next start has passed, the pulse job skips runs that would
 * already be over and creates the current one.
 */
export async function setPulseProgrammeActive(
  context: ServerContext,
  actor: OrganisationActor,
  input: { programmeId: string; active: boolean },
): Promise<PulseProgramme> {
  const status = input.active ? 'active' : 'paused';
  const changed = await context.db.transaction(async (tx) => {
    const programme = await lockedProgramme(tx, actor, input.programmeId);
    if (programme.status === status) return false;
    await setProgramme(tx, actor.organisationId, programme.id, { status, updatedAt: context.clock.now() });
    await recordAuditEvent(tx, actor.organisationId, actor.userId, input.active ? 'PULSE_PROGRAMME_RESUMED' : 'PULSE_PROGRAMME_PAUSED', {
      pulse_programme_id: programme.id,
    });
    return true;
  });
  if (changed && input.active) await context.jobs.trigger(PULSE_JOB);
  return pulseProgramme(context, actor, input);
}

/**
 * Starts the next run now, for a leader who wants it early: the run already created ahead of its
 * start is brought forward, or else the next run is created opening now. Refused while a run is
 * open (or paused), so two runs of a programme are never open at once: an administrator closes
 * it first. The cadence then counts from now.
 */
export async function startNextPulseRun(
  context: ServerContext,
  actor: OrganisationActor,
  input: { programmeId: string },
): Promise<PulseProgramme> {
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const programme = await lockedProgramme(tx, actor, input.programmeId);
    if (programme.status !== 'active') throw new AppError('conflict', pulseMessages.paused);
    const latest = await latestRun(tx, programme);
    if (latest?.status === 'open' || latest?.status === 'paused') throw new AppError('conflict', pulseMessages.runStillOpen);
    if (latest?.status === 'scheduled') await bringRunForward(tx, programme, latest.id, { now, startedBy: actor.userId });
    else await createRun(tx, programme, { opensAt: now, now, startedBy: actor.userId });
  });
  await context.jobs.trigger(SCHEDULE_JOB);
  return pulseProgramme(context, actor, input);
}
