import { and, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { assessments, users } from '#server/db/schema.ts';

/** The smallest minimum group size among the organisation's assessments people may answer now; undefined when none runs. */
export async function smallestRunningGroupSize(db: Database, organisationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ size: min(assessments.minimumGroupSize) })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), inArray(assessments.status, ['open', 'paused'])));
  return row?.size ?? undefined;
}

/** Stamps the member's consent to a version of the text; the updated row, or undefined when not a member. */
export async function recordConsent(
  db: Database,
  organisationId: string,
  userId: string,
  consent: { consentedAt: Date; consentVersion: string },
) {
  const [updated] = await db
    .update(users)
    .set({ ...consent, updatedAt: consent.consentedAt })
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .returning();
  return updated;
}
