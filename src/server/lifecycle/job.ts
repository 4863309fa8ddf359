import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { LIFECYCLE_JOB, type JobDefinition, type OutboxWorker } from '#server/background-work.ts';
import type { Secrets } from '#server/secrets.ts';
import { ANSWER_LINK_LIFETIME_MS, answerLinkTemplate, issueAnswerLinks, withAnswerLink } from '#server/answer-links/index.ts';
import { enqueueMail, lifecycleSurveyMail, recipientLocale } from '#server/mail/index.ts';
import { addDueNewcomers, lockWaitingRecipients, markSent, type WaitingRecipient } from './queries.ts';

// People handled per transaction: a large organisation's first run is many short transactions, not one long one.
const BATCH = 200;

type LifecycleContext = { db: Database; clock: Clock; secrets: Secrets; publicUrl: string; outbox: () => OutboxWorker };

/**
 * Queues one recipient's invitation with their own answer link: a newcomer at their work
 * address, a leaver at their personal one (none: nothing is sent, and the row says it was
 * handled). Marked sent in the same transaction, so a retry never mails anyone twice.
 */
async function mailRecipient(tx: Database, context: LifecycleContext, recipient: WaitingRecipient): Promise<void> {
  const now = context.clock.now();
  // A leaver's personal address was given for this very survey; a newcomer who unsubscribed is
  // not mailed (the survey is still theirs to answer, in their list).
  const to = recipient.reason === 'exit' ? recipient.personalEmail : recipient.unsubscribed ? null : recipient.email;
  if (to !== null) {
    const { organisationId, assessmentId } = recipient;
    const [token] = await issueAnswerLinks(tx, context.clock, { organisationId, assessmentId }, [{ userId: recipient.userId }]);
    const content = lifecycleSurveyMail(recipientLocale(recipient.locale, recipient.organisationSettings), {
      reason: recipient.reason,
      organisationName: recipient.organisationName,
      title: recipient.title,
      minimumGroupSize: recipient.minimumGroupSize,
      url: answerLinkTemplate(context.publicUrl),
      expiresAt: new Date(now.getTime() + ANSWER_LINK_LIFETIME_MS),
    });
    await enqueueMail(tx, context, { organisationId, kind: 'lifecycle_survey', to, ...withAnswerLink(content, token!) });
  }
  await markSent(tx, recipient, now);
}

/** One run: newcomers who are due become recipients, then every waiting invitation is queued, a batch per transaction. */
export async function sendLifecycleSurveys(context: LifecycleContext): Promise<number> {
  while ((await addDueNewcomers(context.db, context.clock.now(), BATCH)) === BATCH);
  let sent = 0;
  for (;;) {
    const handled = await context.db.transaction(async (tx) => {
      const waiting = await lockWaitingRecipients(tx, BATCH);
      for (const recipient of waiting) await mailRecipient(tx, context, recipient);
      return waiting.length;
    });
    sent += handled;
    if (handled < BATCH) break;
  }
  return sent;
}

/** Every minute, and when asked after a deactivation: idempotent, so a run that overlaps another sends nothing twice. */
export function lifecycleJob(context: LifecycleContext): JobDefinition {
  return {
    name: LIFECYCLE_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      if ((await sendLifecycleSurveys(context)) > 0) context.outbox().nudge();
    },
  };
}
