import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import type { Database } from '#server/db/client.ts';
import { assessments, dailyCompletions, organisations, users } from '#server/db/schema.ts';

/**
 * The platform's own questions: counts across organisations, never a row of anyone's answers
 * or results. The demo organisation is nobody's and is left out of every figure.
 */

const notDemo = eq(organisations.isDemo, false);

export async function countOrganisations(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organisations).where(notDemo);
  return row?.total ?? 0;
}

/** Members of organisations (platform administrators belong to none). */
export async function countPeople(db: Database): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number) })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(notDemo);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export async function countAssessmentsByStatus(db: Database): Promise<{ status: AssessmentStatus; total: number }[]> {
  return db
    .select({ status: assessments.status, total: count() })
    .from(assessments)
    .innerJoin(organisations, eq(organisations.id, assessments.organisationId))
    .where(notDemo)
    .groupBy(assessments.status);
}

/** Completions per UTC day in [from, to) (YYYY-MM-DD), with how many organisations they came from. */
export async function countCompletionsByDay(
  db: Database,
  from: string,
  to: string,
): Promise<{ day: string; completions: number; organisations: number }[]> {
  return db
    .select({
      day: dailyCompletions.day,
      completions: sql<number>`coalesce(sum(${dailyCompletions.completions}), 0)`.mapWith(Number),
      organisations: sql<number>`count(distinct ${dailyCompletions.organisationId})`.mapWith(Number),
    })
    .from(dailyCompletions)
    .innerJoin(organisations, eq(organisations.id, dailyCompletions.organisationId))
    .where(and(notDemo, gte(dailyCompletions.day, from), lt(dailyCompletions.day, to)))
    .groupBy(dailyCompletions.day);
}

/** Deletes the daily completion counts of days before `from` (YYYY-MM-DD): the platform no longer shows them. */
export async function deleteDailyCompletionsBefore(db: Database, from: string): Promise<void> {
  await db.delete(dailyCompletions).where(lt(dailyCompletions.day, from));
}

/** One page of organisations, newest first. */
export async function listOrganisations(db: Database, limit: number, offset: number) {
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      suspendedAt: organisations.suspendedAt,
      suspensionReason: organisations.suspensionReason,
    })
    .from(organisations)
    .where(notDemo)
    .orderBy(desc(organisations.createdAt), organisations.id)
    .limit(limit)
    .offset(offset);
}

export async function countPeopleIn(db: Database, organisationIds: string[]): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: users.organisationId, total: count() })
    .from(users)
    .where(inArray(users.organisationId, organisationIds))
    .groupBy(users.organisationId);
  return new Map(rows.map((row) => [row.organisationId ?? '', row.total]));
}

export async function countAssessmentsIn(db: Database, organisationIds: string[]): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: assessments.organisationId, total: count() })
    .from(assessments)
    .where(inArray(assessments.organisationId, organisationIds))
    .groupBy(assessments.organisationId);
  return new Map(rows.map((row) => [row.organisationId, row.total]));
}

/** Whether anyone is a platform administrator already. */
export async function platformAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'platform_admin')).limit(1);
  return row !== undefined;
}

/** Makes someone a platform administrator of no organisation, with an optional new name. */
export async function makePlatformAdmin(
  db: Database,
  userId: string,
  name: { firstName: string; lastName: string } | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ role: 'platform_admin', organisationId: null, managerId: null, ...name, updatedAt: now })
    .where(eq(users.id, userId));
}
