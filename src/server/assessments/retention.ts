import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answerDrafts, answers, assessments, organisations } from '../db/schema.ts';
import type { Clock } from '../clock.ts';

/**
 * Deletes the released answers (and any sealed draft left) of assessments that closed longer ago
 * than their organisation's retention period, as the consent text promises. The aggregates
 * and publications stay: they hold no one's answers, only what the auditor admitted.
 * Returns how many assessments were purged.
 */
export async function purgeExpiredAnswers(db: Database, clock: Clock): Promise<number> {
  const now = clock.now().toISOString();
  const expired = await db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(organisations, eq(organisations.id, assessments.organisationId))
    .where(
      and(
        eq(assessments.status, 'closed'),
        isNotNull(assessments.closedAt),
        lt(
          assessments.closedAt,
          sql`${now}::timestamptz - make_interval(months => coalesce((${organisations.settings} ->> 'retention_months')::int, 24))`,
        ),
      ),
    );
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.delete(answers).where(inArray(answers.assessmentId, ids));
    await tx.delete(answerDrafts).where(inArray(answerDrafts.assessmentId, ids));
  });
  return ids.length;
}
