import { assessmentMessages } from '#domain/messages.ts';
import type { Clock } from '#server/clock.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { JobDefinition } from '#server/jobs/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { ReleaseWorker } from '#server/releases/index.ts';
import { activeQuestions, lockAssessment, lockDueToClose, updateAssessmentStatus } from './queries.ts';
import { futureCloseDate, summarise } from './service.ts';

export const SCHEDULE_JOB = 'assessment-schedule';

// Assessments closed per transaction; a minute with more due carries on in the next batch.
const BATCH = 100;

type ScheduleContext = { db: Database; clock: Clock; releases: () => ReleaseWorker };

/**
 * Every minute, closes the assessments whose close date has come, as an administrator's close
 * would: closed_at stamped, ASSESSMENT_CLOSED in the trail (no person did it), and the releases
 * nudged for whoever is still waiting. Due rows are locked, so each assessment is closed once
 * however many processes run the job.
 */
export function scheduleJob(context: ScheduleContext): JobDefinition {
  return {
    name: SCHEDULE_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      let closed = 0;
      for (;;) {
        const batch = await context.db.transaction(async (tx) => {
          const now = context.clock.now();
          const due = await lockDueToClose(tx, now, BATCH);
          for (const row of due) {
            await updateAssessmentStatus(tx, row.organisationId, row.id, { status: 'closed', closedAt: now, updatedAt: now });
            await recordAuditEvent(tx, row.organisationId, null, 'ASSESSMENT_CLOSED', { assessment_id: row.id, status: 'closed', scheduled: true });
          }
          return due.length;
        });
        closed += batch;
        if (batch < BATCH) break;
      }
      if (closed > 0) context.releases().nudge();
    },
  };
}

/** Sets or clears (null) the close date of an assessment not yet closed; the schedule job closes it when the date comes. */
export async function setCloseDate(context: ServerContext, actor: OrganisationActor, input: { assessmentId: string; closesAt: string | null }) {
  const { organisationId } = actor;
  const row = await context.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!current) throw new AppError('not_found', 'Assessment not found');
    if (current.status === 'closed') throw new AppError('conflict', assessmentMessages.closeDateOfClosed);
    const closesAt = input.closesAt === null ? null : futureCloseDate(context, input.closesAt);
    const updated = await updateAssessmentStatus(tx, organisationId, current.id, { closesAt, updatedAt: context.clock.now() });
    if (!updated) throw new AppError('not_found', 'Assessment not found');
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_CLOSE_DATE_SET', { assessment_id: updated.id, closes_at: closesAt?.toISOString() ?? null });
    return updated;
  });
  return summarise(row, (await activeQuestions(context.db, row.questionSetId)).length, { answered: 0, startedAt: null, completedAt: null });
}
