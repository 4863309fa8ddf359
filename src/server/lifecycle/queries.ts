import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { assessments, mailUnsubscribes, organisations, surveyRecipients, users } from '#server/db/schema.ts';

/**
 * Newcomers whose day has come for their organisation's open onboarding survey, added as its
 * recipients (their invitation waiting to be mailed), at most `limit` in one statement. A person
 * is due `onboarding_days` after they joined (their row's creation: the start date is never
 * stored, decision 0059), and only if that day fell after the survey opened: opening a survey
 * does not send it to everyone who joined years ago. Someone added already is never added again.
 */
export async function addDueNewcomers(db: Database, now: Date, limit: number): Promise<number> {
  const due = sql`${users.createdAt} + make_interval(days => ${assessments.onboardingDays})`;
  const candidates = db
    .select({
      organisationId: assessments.organisationId,
      assessmentId: assessments.id,
      userId: users.id,
      sentAt: sql`null::timestamptz`.as('sent_at'),
      reason: sql`'onboarding'`.as('reason'),
    })
    .from(assessments)
    .innerJoin(users, and(eq(users.organisationId, assessments.organisationId), eq(users.isActive, true)))
    .innerJoin(organisations, and(eq(organisations.id, assessments.organisationId), isNull(organisations.suspendedAt)))
    .where(
      and(
        eq(assessments.audience, 'onboarding'),
        eq(assessments.status, 'open'),
        sql`${due} <= ${now.toISOString()}::timestamptz`,
        sql`${due} >= ${assessments.openedAt}`,
        sql`not exists (select 1 from ${surveyRecipients} r where r.organisation_id = ${assessments.organisationId}
          and r.assessment_id = ${assessments.id} and r.user_id = ${users.id})`,
      ),
    )
    .limit(limit);
  const added = await db.insert(surveyRecipients).select(candidates).onConflictDoNothing().returning({ userId: surveyRecipients.userId });
  return added.length;
}

/**
 * Recipients whose invitation waits, with what their mail needs, locked until the caller's
 * transaction marks them sent. Only open surveys of organisations not suspended. A run that meets
 * another's lock waits for it and then finds those rows sent: when a run ends, everything that
 * waited when it began has been queued (the people page's deactivation relies on it).
 */
export async function lockWaitingRecipients(db: Database, limit: number) {
  return db
    .select({
      organisationId: surveyRecipients.organisationId,
      assessmentId: surveyRecipients.assessmentId,
      userId: surveyRecipients.userId,
      reason: surveyRecipients.reason,
      email: users.email,
      personalEmail: users.personalEmail,
      locale: users.locale,
      title: assessments.title,
      minimumGroupSize: assessments.minimumGroupSize,
      organisationName: organisations.name,
      organisationSettings: organisations.settings,
      // Asked for no e-mail about the organisation's assessments (the unsubscribe of launch and
      // reminder mails, decision 0023): nothing is sent to their work address.
      unsubscribed: sql<boolean>`exists (select 1 from ${mailUnsubscribes} u where u.organisation_id = ${surveyRecipients.organisationId}
        and u.user_id = ${surveyRecipients.userId})`,
    })
    .from(surveyRecipients)
    .innerJoin(users, eq(users.id, surveyRecipients.userId))
    .innerJoin(
      assessments,
      and(eq(assessments.organisationId, surveyRecipients.organisationId), eq(assessments.id, surveyRecipients.assessmentId)),
    )
    .innerJoin(organisations, eq(organisations.id, surveyRecipients.organisationId))
    .where(and(isNull(surveyRecipients.sentAt), eq(assessments.status, 'open'), isNull(organisations.suspendedAt)))
    .orderBy(asc(surveyRecipients.organisationId), asc(surveyRecipients.userId))
    .limit(limit)
    .for('update', { of: surveyRecipients });
}

export type WaitingRecipient = Awaited<ReturnType<typeof lockWaitingRecipients>>[number];

export async function markSent(db: Database, recipient: WaitingRecipient, sentAt: Date): Promise<void> {
  await db
    .update(surveyRecipients)
    .set({ sentAt })
    .where(
      and(
        eq(surveyRecipients.organisationId, recipient.organisationId),
        eq(surveyRecipients.assessmentId, recipient.assessmentId),
        eq(surveyRecipients.userId, recipient.userId),
      ),
    );
}

/** The organisation's lifecycle surveys, newest first. */
export async function lifecycleSurveysOf(db: Database, organisationId: string) {
  return db
    .select({ assessmentId: assessments.id, audience: assessments.audience, onboardingDays: assessments.onboardingDays })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), ne(assessments.audience, 'everyone')))
    .orderBy(sql`${assessments.createdAt} desc`);
}

export async function setAudienceOf(
  db: Database,
  organisationId: string,
  assessmentId: string,
  change: Pick<typeof assessments.$inferInsert, 'audience' | 'onboardingDays' | 'closesAt'> & { updatedAt: Date },
) {
  const [row] = await db
    .update(assessments)
    .set(change)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)))
    .returning();
  if (!row) throw new Error(`assessment ${assessmentId} vanished under its lock`);
  return row;
}
