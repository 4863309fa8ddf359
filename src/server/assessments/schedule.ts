import { closesAfterOpening } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { lifecycleMessages } from '#domain/messages/lifecycle.ts';
import type { Clock } from '#server/clock.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { JobDefinition, OutboxWorker, ReleaseWorker } from '#server/background-work.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { Secrets } from '#server/secrets.ts';
import { queueLaunchMail } from './launch.ts';
import {
  lockAssessment,
  lockDueToClose,
  lockDueToOpen,
  organisationGroupSize,
  updateAssessmentStatus,
  type AssessmentRow,
} from './queries.ts';
import { questionsOf, refuseUnlessReadyToOpen } from './questions.ts';
import { futureCloseDate, futureOpenDate, NO_PROGRESS, summarise } from './service.ts';

export const SCHEDULE_JOB = 'assessment-schedule';

// Assessments closed per transaction; a minute with more due carries on in the next batch.
const BATCH = 100;
// Fewer opened per transaction: each carries its launch e-mail to everyone who can answer.
const OPEN_BATCH = 10;

type ScheduleContext = {
  db: Database;
  clock: Clock;
  secrets: Secrets;
  publicUrl: string;
  outbox: () => OutboxWorker;
  releases: () => ReleaseWorker;
};

/** Runs `step` in transactions of at most `limit` assessments until fewer are due; returns how many it handled and mailed. */
async function inBatches(
  context: ScheduleContext,
  limit: number,
  step: (tx: Database, now: Date) => Promise<{ handled: number; mailed: number }>,
) {
  const total = { handled: 0, mailed: 0 };
  for (;;) {
    const batch = await context.db.transaction((tx) => step(tx, context.clock.now()));
    total.handled += batch.handled;
    total.mailed += batch.mailed;
    if (batch.handled < limit) return total;
  }
}

/** Closes what is due as an administrator's close would: closed_at stamped, ASSESSMENT_CLOSED with no person. */
async function closeDue(tx: Database, now: Date) {
  const due = await lockDueToClose(tx, now, BATCH);
  for (const row of due) {
    await updateAssessmentStatus(tx, row.organisationId, row.id, { status: 'closed', closedAt: now, updatedAt: now });
    await recordAuditEvent(tx, row.organisationId, null, 'ASSESSMENT_CLOSED', { assessment_id: row.id, status: 'closed', scheduled: true });
  }
  return { handled: due.length, mailed: 0 };
}

/**
 * Opens what is due as an administrator's open would: opened_at stamped, ASSESSMENT_OPENED with
 * no person, and the launch e-mail queued in the same transaction, so an assessment that opened
 * has always had its e-mail queued, once.
 */
async function openDue(context: ScheduleContext, tx: Database, now: Date) {
  const due = await lockDueToOpen(tx, now, OPEN_BATCH);
  let mailed = 0;
  for (const row of due) {
    const opened = await updateAssessmentStatus(tx, row.organisationId, row.id, {
      status: 'open',
      openedAt: now,
      updatedAt: now,
      minimumGroupSize: organisationGroupSize(row.organisationId),
    });
    await recordAuditEvent(tx, row.organisationId, null, 'ASSESSMENT_OPENED', { assessment_id: row.id, status: 'open', scheduled: true });
    mailed += await queueLaunchMail(tx, context, opened ?? row);
  }
  return { handled: due.length, mailed };
}

/**
 * Every minute, closes the assessments whose close date has come and opens the scheduled ones
 * whose open date has come. Due rows are locked, so each is closed or opened once however many
 * processes run the job; anything due while no process ran is found at the next run. Closing
 * goes first: an assessment whose whole window passed while nothing ran closes without
 * announcing an assessment nobody can answer.
 */
export function scheduleJob(context: ScheduleContext): JobDefinition {
  return {
    name: SCHEDULE_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      const closed = await inBatches(context, BATCH, closeDue);
      const opened = await inBatches(context, OPEN_BATCH, (tx, now) => openDue(context, tx, now));
      if (closed.handled > 0) context.releases().nudge();
      if (opened.mailed > 0) context.outbox().nudge();
    },
  };
}

const summaryOf = async (context: ServerContext, row: AssessmentRow) =>
  summarise(row, (await questionsOf(context.db, row)).length, NO_PROGRESS);

/** Sets or clears (null) the close date of an assessment not yet closed; the schedule job closes it when the date comes. */
export async function setCloseDate(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; closesAt: string | null },
) {
  const { organisationId } = actor;
  const row = await context.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status === 'closed') throw new AppError('conflict', assessmentAdministrationMessages.closeDateOfClosed);
    if (current.audience !== 'everyone' && input.closesAt !== null) throw new AppError('conflict', lifecycleMessages.noCloseDate);
    const closesAt = input.closesAt === null ? null : futureCloseDate(context, input.closesAt);
    if (current.status === 'scheduled' && !closesAfterOpening(current.opensAt, closesAt))
      throw new AppError('bad_request', assessmentAdministrationMessages.closeDateBeforeOpenDate);
    const updated = await updateAssessmentStatus(tx, organisationId, current.id, { closesAt, updatedAt: context.clock.now() });
    if (!updated) throw new AppError('not_found', assessmentMessages.notFound);
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_CLOSE_DATE_SET', {
      assessment_id: updated.id,
      closes_at: closesAt?.toISOString() ?? null,
    });
    return updated;
  });
  return summaryOf(context, row);
}

/**
 * Moves the open date of an assessment still scheduled, or schedules a draft (the builder's own
 * questions) to open then, as a built-in set can be at its start: its questions are fixed from
 * now, and the schedule job opens it and sends the launch e-mail. To open at once, an
 * administrator opens it (status route).
 */
export async function setOpenDate(context: ServerContext, actor: OrganisationActor, input: { assessmentId: string; opensAt: string }) {
  const { organisationId } = actor;
  const row = await context.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status !== 'scheduled' && current.status !== 'draft')
      throw new AppError('conflict', assessmentAdministrationMessages.openDateOfOpened);
    const scheduling = current.status === 'draft';
    if (scheduling) await refuseUnlessReadyToOpen(tx, current, 'open');
    const opensAt = futureOpenDate(context, input.opensAt);
    if (!closesAfterOpening(opensAt, current.closesAt))
      throw new AppError('bad_request', assessmentAdministrationMessages.closeDateBeforeOpenDate);
    const updated = await updateAssessmentStatus(tx, organisationId, current.id, {
      opensAt,
      updatedAt: context.clock.now(),
      ...(scheduling ? { status: 'scheduled' as const } : {}),
    });
    if (!updated) throw new AppError('not_found', assessmentMessages.notFound);
    await recordAuditEvent(tx, organisationId, actor.userId, scheduling ? 'ASSESSMENT_SCHEDULED' : 'ASSESSMENT_OPEN_DATE_SET', {
      assessment_id: updated.id,
      opens_at: opensAt.toISOString(),
    });
    return updated;
  });
  return summaryOf(context, row);
}
