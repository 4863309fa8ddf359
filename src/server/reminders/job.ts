import { expectedDurationOf } from '#domain/assessment-durations.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { JobDefinition, OutboxWorker } from '#server/background-work.ts';
import { assessmentReminderMail, enqueueMails, perLanguage, recipientLocale } from '#server/mail/index.ts';
import type { Secrets } from '#server/secrets.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { claimReminderDay, deleteReminderDaysBefore, lockDueSlots, markSlotsSent, notCompletedAfter } from './queries.ts';
import { unsubscribeHeaders } from './unsubscribe-token.ts';
import { answerLinkTemplate, issueAnswerLinks, withAnswerLink } from '#server/answer-links/index.ts';

export const REMINDER_JOB = 'assessment-reminders';

// Slots locked per transaction, and people read (and mail rows written) per statement.
const SLOT_BATCH = 20;
const PEOPLE_BATCH = 500;

type ReminderContext = { db: Database; clock: Clock; secrets: Secrets; publicUrl: string; outbox: () => OutboxWorker };
type DueSlot = Awaited<ReturnType<typeof lockDueSlots>>[number];

/**
 * Queues one assessment's reminder: the same words to every active person who has not completed
 * it, has not unsubscribed, and has had no reminder today (UTC). Nothing about who or how many
 * is kept beside the mail itself: the audit event names the assessment and who asked.
 */
async function queueReminder(tx: Database, context: ReminderContext, slots: DueSlot[], now: Date): Promise<void> {
  const [first] = slots;
  if (!first) return;
  const { organisationId, assessmentId } = first;
  // The same words for everyone of a language: theirs, else the organisation's default.
  const contentIn = perLanguage((locale) =>
    assessmentReminderMail(locale, {
      organisationName: first.organisationName,
      title: first.title,
      expectedTime: expectedDurationOf(first),
      closesAt: first.closesAt,
      // A fresh single-use link per person, put in per recipient (decision 0056).
      url: answerLinkTemplate(context.publicUrl),
    }),
  );
  const day = now.toISOString().slice(0, 10);
  for (let after: string | null = null; ;) {
    const page = await notCompletedAfter(tx, organisationId, assessmentId, after, PEOPLE_BATCH);
    if (page.length === 0) break;
    const claimed = new Set(
      await claimReminderDay(
        tx,
        organisationId,
        page.map((person) => person.id),
        day,
      ),
    );
    const reminded = page.filter((person) => claimed.has(person.id));
    const tokens = await issueAnswerLinks(
      tx,
      context.clock,
      { organisationId, assessmentId },
      reminded.map((person) => ({ userId: person.id })),
    );
    const mails = reminded.map((person, index) => ({
      organisationId,
      kind: 'assessment_reminder' as const,
      to: person.email,
      ...withAnswerLink(contentIn(recipientLocale(person.locale, first.organisationSettings)), tokens[index]!),
      headers: unsubscribeHeaders(context, { organisationId, userId: person.id }),
    }));
    await enqueueMails(tx, context, mails);
    after = page[page.length - 1]!.id;
  }
  await markSlotsSent(
    tx,
    organisationId,
    slots.map((slot) => slot.id),
    now,
  );
  const requester = slots.find((slot) => slot.requestedBy !== null)?.requestedBy ?? null;
  await recordAuditEvent(tx, organisationId, requester, 'REMINDER_SENT', {
    assessment_id: assessmentId,
    trigger: requester ? 'administrator' : 'schedule',
  });
}

/**
 * The reminder job: every five minutes, and at once after 'Send a reminder now', it forgets
 * reminder days before today and sends the slots that are due. Slots are locked while their mail is queued and marked sent in the same
 * transaction, so each goes once across processes; one missed while no process ran goes at the
 * next run, unless the assessment has closed meanwhile.
 */
export function reminderJob(context: ReminderContext): JobDefinition {
  return {
    name: REMINDER_JOB,
    cron: '*/5 * * * *',
    coalesce: true,
    async run() {
      // Yesterday's reminder days are no longer needed by the once-a-day rule: forgotten within minutes of midnight (UTC).
      await deleteReminderDaysBefore(context.db, context.clock.now().toISOString().slice(0, 10));
      let sent = 0;
      for (;;) {
        const batch = await context.db.transaction(async (tx) => {
          const now = context.clock.now();
          const due = await lockDueSlots(tx, now, SLOT_BATCH);
          // Slots of one assessment due together (missed while no process ran) make one reminder.
          const byAssessment = new Map<string, DueSlot[]>();
          for (const slot of due) byAssessment.set(slot.assessmentId, [...(byAssessment.get(slot.assessmentId) ?? []), slot]);
          for (const slots of byAssessment.values()) await queueReminder(tx, context, slots, now);
          return due.length;
        });
        sent += batch;
        if (batch < SLOT_BATCH) break;
      }
      if (sent > 0) context.outbox().nudge();
    },
  };
}
