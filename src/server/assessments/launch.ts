import { z } from 'zod';
import { expectedDurationOf } from '#domain/assessment-durations.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { JobDefinition, OutboxWorker } from '#server/background-work.ts';
import { assessmentLaunchMail, enqueueMails, perLanguage, recipientLocale } from '#server/mail/index.ts';
import type { Secrets } from '#server/secrets.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { recordAuditEvent, wasRecordedFor } from '#server/audit/index.ts';
import { mailableAnswerersAfter, unsubscribeHeaders } from '#server/reminders/index.ts';
import { answerLinkTemplate, issueAnswerLinks, withAnswerLink } from '#server/answer-links/index.ts';
import { pendingInvitationsAfter } from '#server/invitations/index.ts';
import { publishedActionsForLaunch } from '#server/action-plans/index.ts';
import { lockAssessment, type AssessmentRow } from './queries.ts';

export const LAUNCH_JOB = 'assessment-launch';

const LaunchDataSchema = z.object({ organisationId: z.uuid(), assessmentId: z.uuid() });
export type LaunchData = z.infer<typeof LaunchDataSchema>;

// Mail rows written per statement: 10,000 people are twenty statements, not ten thousand.
const BATCH = 500;

type LaunchContext = { db: Database; clock: Clock; secrets: Secrets; publicUrl: string; outbox: () => OutboxWorker };

type LaunchMailContext = { clock: Clock; secrets: Secrets; publicUrl: string };

/**
 * Queues the launch e-mail of an assessment that has opened to everyone who can answer it, with
 * the same words for everyone, inside the caller's transaction (which holds the assessment's row
 * lock). Whoever was told is not told twice: a second call finds the trail's record and queues
 * nothing. Returns how many were queued.
 */
export async function queueLaunchMail(tx: Database, context: LaunchMailContext, assessment: AssessmentRow): Promise<number> {
  const { organisationId } = assessment;
  const organisation = await findOrganisationById(tx, organisationId);
  // A suspended organisation's people are not asked to answer what they cannot sign in to (decision 0034).
  if (!organisation || organisation.suspendedAt) return 0;
  // A lifecycle survey goes to each newcomer or leaver when their time comes, never to everyone (decision 0066).
  if (assessment.audience !== 'everyone') return 0;
  if (await wasRecordedFor(tx, organisationId, 'ASSESSMENT_LAUNCH_MAILED', assessment.id)) return 0;
  // What was done since the last one: the published actions, the same for everyone.
  const actions = await publishedActionsForLaunch(tx, organisationId, assessment.id);
  // The same words for everyone of a language: theirs, else the organisation's default.
  const contentIn = perLanguage((locale) =>
    assessmentLaunchMail(locale, {
      organisationName: organisation.name,
      title: assessment.title,
      expectedTime: expectedDurationOf(assessment),
      closesAt: assessment.closesAt,
      minimumGroupSize: assessment.minimumGroupSize,
      actions,
      // Each person's own single-use link, put in per recipient (decision 0056).
      url: answerLinkTemplate(context.publicUrl),
    }),
  );
  const linksTo = { organisationId, assessmentId: assessment.id };
  let count = 0;
  for (let after: string | null = null; ;) {
    const page = await mailableAnswerersAfter(tx, organisationId, after, BATCH);
    if (page.length === 0) break;
    const tokens = await issueAnswerLinks(
      tx,
      context.clock,
      linksTo,
      page.map((person) => ({ userId: person.id })),
    );
    await enqueueMails(
      tx,
      context,
      page.map((person, index) => ({
        organisationId,
        kind: 'assessment_launch',
        to: person.email,
        ...withAnswerLink(contentIn(recipientLocale(person.locale, organisation.settings)), tokens[index]!),
        headers: unsubscribeHeaders(context, { organisationId, userId: person.id }),
      })),
    );
    count += page.length;
    after = page[page.length - 1]!.id;
  }
  // Those invited who have not joined yet can answer too: their link asks their name and consent, no password.
  for (let after: string | null = null; ;) {
    const page = await pendingInvitationsAfter(tx, organisationId, context.clock.now(), after, BATCH);
    if (page.length === 0) break;
    const tokens = await issueAnswerLinks(
      tx,
      context.clock,
      linksTo,
      page.map((invited) => ({ invitationId: invited.id })),
    );
    await enqueueMails(
      tx,
      context,
      page.map((invited, index) => ({
        organisationId,
        kind: 'assessment_launch',
        to: invited.email,
        ...withAnswerLink(contentIn(recipientLocale(null, organisation.settings)), tokens[index]!),
      })),
    );
    count += page.length;
    after = page[page.length - 1]!.id;
  }
  // Who was mailed is in the outbox; the trail says that it happened and to how many.
  await recordAuditEvent(tx, organisationId, null, 'ASSESSMENT_LAUNCH_MAILED', { assessment_id: assessment.id, recipients: count });
  return count;
}

/**
 * The launch e-mail job: everyone who can answer an assessment that has just opened is told.
 * All of an assessment's mail is queued in one transaction, so a retry after a failure never
 * mails anyone twice; the outbox then delivers it.
 */
export function launchJob(context: LaunchContext): JobDefinition {
  return {
    name: LAUNCH_JOB,
    coalesce: false,
    async run(data) {
      const { organisationId, assessmentId } = LaunchDataSchema.parse(data);
      const queued = await context.db.transaction(async (tx) => {
        const assessment = await lockAssessment(tx, organisationId, assessmentId);
        // Closed, gone or not yet open: nobody is asked to answer what they cannot (a scheduled one is announced when it opens).
        if (!assessment || assessment.status === 'closed' || assessment.status === 'scheduled') return 0;
        return queueLaunchMail(tx, context, assessment);
      });
      if (queued > 0) context.outbox().nudge();
    },
  };
}
