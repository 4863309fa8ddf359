import type { AssessmentEmails, ReminderSchedule, RemindersResponse, SentReminder } from '#domain/api/reminders.ts';
import { assessmentMessages, reminderMessages } from '#domain/messages.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { REMINDER_JOB } from './job.ts';
import {
  assessmentStatus,
  deleteSlots,
  deleteUnsubscribe,
  insertSlots,
  insertUnsubscribe,
  isUnsubscribed,
  lockAssessment,
  setSlotsScheduled,
  slotsOf,
  type ReminderSlotRow,
} from './queries.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

type Input = { assessmentId: string };

/**
 * What administrators see: the schedule, and when reminders went and who started them (the
 * schedule or an administrator). Never recipients or their number: people minus completions
 * would tell how many have answered, below six too (decision 0023).
 */
function viewOf(slots: ReminderSlotRow[], open: boolean): RemindersResponse {
  const scheduled = slots.filter((slot) => slot.kind !== 'now' && slot.scheduled);
  const sent = new Map<number, SentReminder>();
  for (const slot of slots) {
    if (!slot.sentAt) continue;
    // Slots that went together (two missed while the app was down) are one reminder.
    const trigger = slot.kind === 'now' ? 'administrator' : 'schedule';
    const earlier = sent.get(slot.sentAt.getTime());
    if (earlier?.trigger !== 'administrator') sent.set(slot.sentAt.getTime(), { sentAt: slot.sentAt.toISOString(), trigger });
  }
  return {
    schedule: {
      daysAfterOpening: scheduled
        .flatMap((slot) => (slot.kind === 'after_opening' && slot.days !== null ? [slot.days] : []))
        .sort((a, b) => a - b),
      dayBeforeClose: scheduled.some((slot) => slot.kind === 'before_close'),
    },
    sent: [...sent.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
    sending: open && slots.some((slot) => slot.kind === 'now' && slot.sentAt === null),
  };
}

async function lockedAssessment(tx: ServerContext['db'], actor: OrganisationActor, assessmentId: string) {
  const assessment = await lockAssessment(tx, actor.organisationId, assessmentId);
  if (!assessment) throw new AppError('not_found', assessmentMessages.notFound);
  return assessment;
}

export async function remindersOf(context: ServerContext, actor: OrganisationActor, { assessmentId }: Input): Promise<RemindersResponse> {
  const [status, slots] = await Promise.all([
    assessmentStatus(context.db, actor.organisationId, assessmentId),
    slotsOf(context.db, actor.organisationId, assessmentId),
  ]);
  if (!status) throw new AppError('not_found', assessmentMessages.notFound);
  return viewOf(slots, status === 'open');
}

/**
 * Replaces the schedule. A slot kept keeps the moment it was first added (so re-saving never
 * drops a slot that is just due); a sent slot taken out stays in the history; an unsent one goes.
 */
export async function setReminderSchedule(
  context: ServerContext,
  actor: OrganisationActor,
  input: Input & { schedule: ReminderSchedule },
): Promise<RemindersResponse> {
  const { organisationId } = actor;
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const assessment = await lockedAssessment(tx, actor, input.assessmentId);
    if (assessment.status === 'closed') throw new AppError('conflict', reminderMessages.closed);
    if (input.schedule.dayBeforeClose && !assessment.closesAt)
      throw new AppError('bad_request', reminderMessages.beforeCloseNeedsCloseDate);
    const wanted = [
      ...input.schedule.daysAfterOpening.map((days) => ({ kind: 'after_opening' as const, days })),
      ...(input.schedule.dayBeforeClose ? [{ kind: 'before_close' as const, days: null }] : []),
    ];
    const existing = (await slotsOf(tx, organisationId, input.assessmentId)).filter((slot) => slot.kind !== 'now');
    const matches = (slot: ReminderSlotRow, want: (typeof wanted)[number]) => slot.kind === want.kind && slot.days === want.days;
    const kept = existing.filter((slot) => wanted.some((want) => matches(slot, want)));
    const dropped = existing.filter((slot) => !kept.includes(slot));
    await deleteSlots(
      tx,
      organisationId,
      dropped.filter((slot) => !slot.sentAt).map((slot) => slot.id),
    );
    await setSlotsScheduled(
      tx,
      organisationId,
      dropped.filter((slot) => slot.sentAt).map((slot) => slot.id),
      false,
    );
    await setSlotsScheduled(
      tx,
      organisationId,
      kept.map((slot) => slot.id),
      true,
    );
    const added = wanted.filter((want) => !existing.some((slot) => matches(slot, want)));
    await insertSlots(
      tx,
      added.map((want) => ({ organisationId, assessmentId: input.assessmentId, ...want, addedAt: now })),
    );
    await recordAuditEvent(tx, organisationId, actor.userId, 'REMINDER_SCHEDULE_SET', {
      assessment_id: input.assessmentId,
      days_after_opening: input.schedule.daysAfterOpening,
      day_before_close: input.schedule.dayBeforeClose,
    });
    return viewOf(await slotsOf(tx, organisationId, input.assessmentId), assessment.status === 'open');
  });
}

/**
 * 'Send a reminder now': a slot due at once, sent by the reminder job like any other, so this
 * answer is the same whoever has answered. A request while one is still waiting adds nothing.
 */
export async function sendReminderNow(
  context: ServerContext,
  actor: OrganisationActor,
  { assessmentId }: Input,
): Promise<RemindersResponse> {
  const { organisationId } = actor;
  const view = await context.db.transaction(async (tx) => {
    const assessment = await lockedAssessment(tx, actor, assessmentId);
    if (assessment.status !== 'open') throw new AppError('conflict', reminderMessages.notOpen);
    const slots = await slotsOf(tx, organisationId, assessmentId);
    if (!slots.some((slot) => slot.kind === 'now' && slot.sentAt === null)) {
      await insertSlots(tx, [{ organisationId, assessmentId, kind: 'now', addedAt: context.clock.now(), requestedBy: actor.userId }]);
    }
    return viewOf(await slotsOf(tx, organisationId, assessmentId), true);
  });
  await context.jobs.trigger(REMINDER_JOB);
  return view;
}

/**
 * One-click unsubscribe: no more launch e-mails or reminders to the person the link was made
 * for, from that organisation. Account e-mail (verification, password) is not affected.
 */
export async function unsubscribe(context: ServerContext, _visitor: Visitor, input: { token: string }): Promise<{ unsubscribed: true }> {
  const link = readUnsubscribeToken(context.secrets, input.token, context.clock.now());
  if (link.status === 'expired') throw new AppError('invalid_token', reminderMessages.unsubscribeLinkExpired);
  if (link.status === 'invalid') throw new AppError('invalid_token', reminderMessages.unsubscribeLinkInvalid);
  const { recipient } = link;
  // Not in the audit trail: administrators read it, and unsubscribing just after a reminder
  // would tell them who got one, that is, who had not completed. Someone who has since left the
  // organisation gets no mail from it anyway: the answer is the same.
  await insertUnsubscribe(context.db, recipient.organisationId, recipient.userId, context.clock.now());
  return { unsubscribed: true };
}

/** Whether the signed-in person gets their organisation's launch e-mails and reminders. */
export async function assessmentEmailsOf(context: ServerContext, actor: OrganisationActor): Promise<AssessmentEmails> {
  return { subscribed: !(await isUnsubscribed(context.db, actor.organisationId, actor.userId)) };
}

/**
 * The signed-in person turns launch e-mails and reminders off or on. Not audited, for the
 * reason `unsubscribe` gives; and turning them on again is the only way back after an
 * unsubscribe link, since no more launch e-mails (with their links) reach the person.
 */
export async function setAssessmentEmails(
  context: ServerContext,
  actor: OrganisationActor,
  input: AssessmentEmails,
): Promise<AssessmentEmails> {
  if (input.subscribed) await deleteUnsubscribe(context.db, actor.organisationId, actor.userId);
  else await insertUnsubscribe(context.db, actor.organisationId, actor.userId, context.clock.now());
  return assessmentEmailsOf(context, actor);
}
