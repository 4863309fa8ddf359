import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { surveyRecipients } from '#server/db/schema.ts';

/**
 * Who a lifecycle survey (onboarding or exit) was sent to (decision 0066): only they list,
 * reach and answer it. An assessment for everyone has no recipients.
 */
/** The lifecycle surveys of the organisation that were sent to this person. */
export async function surveysSentTo(db: Database, organisationId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ assessmentId: surveyRecipients.assessmentId })
    .from(surveyRecipients)
    .where(and(eq(surveyRecipients.organisationId, organisationId), eq(surveyRecipients.userId, userId)));
  return new Set(rows.map((row) => row.assessmentId));
}

/** Whether the survey was sent to the person. */
export async function wasSentTo(db: Database, organisationId: string, assessmentId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(surveyRecipients)
    .where(
      and(
        eq(surveyRecipients.organisationId, organisationId),
        eq(surveyRecipients.assessmentId, assessmentId),
        eq(surveyRecipients.userId, userId),
      ),
    );
  return row !== undefined;
}

/** How many people each of these surveys was sent to. */
export async function countRecipients(db: Database, organisationId: string, assessmentIds: string[]): Promise<Map<string, number>> {
  if (assessmentIds.length === 0) return new Map();
  const rows = await db
    .select({ assessmentId: surveyRecipients.assessmentId, sent: count() })
    .from(surveyRecipients)
    .where(and(eq(surveyRecipients.organisationId, organisationId), inArray(surveyRecipients.assessmentId, assessmentIds)))
    .groupBy(surveyRecipients.assessmentId);
  return new Map(rows.map((row) => [row.assessmentId, Number(row.sent)]));
}
