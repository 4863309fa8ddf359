import { and, asc, count, desc, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { assessments, domainAggregates, organisations, participations, questionAggregates, questions, users } from '../db/schema.ts';

/** Organisation-wide sums per domain, added up in the database rather than row by row here. */
export async function organisationDomainTallies(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({
      domain: domainAggregates.domain,
      respondentCount: sql<number>`sum(${domainAggregates.respondentCount})::int`,
      answerCount: sql<number>`sum(${domainAggregates.answerCount})::int`,
      valueSum: sql<number>`sum(${domainAggregates.valueSum})::float8`,
    })
    .from(domainAggregates)
    .where(and(eq(domainAggregates.organisationId, organisationId), eq(domainAggregates.assessmentId, assessmentId)))
    .groupBy(domainAggregates.domain);
}

/** Per-team rows, for the given teams only. */
export async function domainTallies(db: Database, organisationId: string, assessmentId: string, teamKeys: string[]) {
  if (teamKeys.length === 0) return [];
  return db
    .select()
    .from(domainAggregates)
    .where(
      and(eq(domainAggregates.organisationId, organisationId), eq(domainAggregates.assessmentId, assessmentId), inArray(domainAggregates.teamKey, teamKeys)),
    );
}

export async function questionTallies(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({
      questionId: questionAggregates.questionId,
      answers: sql<number>`sum(${questionAggregates.answerCount})::int`,
      sum: sql<number>`sum(${questionAggregates.valueSum})::float8`,
      preferNot: sql<number>`sum(${questionAggregates.preferNotCount})::int`,
    })
    .from(questionAggregates)
    .where(and(eq(questionAggregates.organisationId, organisationId), eq(questionAggregates.assessmentId, assessmentId)))
    .groupBy(questionAggregates.questionId);
}

export async function setQuestions(db: Database, questionSetId: string) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.setId, questionSetId), eq(questions.isActive, true)))
    .orderBy(asc(questions.orderIndex));
}

export async function activePeopleCount(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.organisationId, organisationId), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export async function participationSummary(db: Database, organisationId: string, assessmentId: string, userIds?: string[]) {
  if (userIds && userIds.length === 0) return { started: 0, completed: 0, lastUpdated: null };
  const [row] = await db
    .select({
      started: count(),
      completed: sql<number>`count(${participations.completedAt})::int`,
      lastUpdated: max(participations.completedAt),
    })
    .from(participations)
    .where(
      and(
        eq(participations.organisationId, organisationId),
        eq(participations.assessmentId, assessmentId),
        ...(userIds ? [inArray(participations.userId, userIds)] : []),
      ),
    );
  return { started: row?.started ?? 0, completed: row?.completed ?? 0, lastUpdated: row?.lastUpdated ?? null };
}

export async function assessmentsOf(db: Database, organisationId: string) {
  return db.select().from(assessments).where(eq(assessments.organisationId, organisationId)).orderBy(desc(assessments.createdAt));
}

/** The closed wave of the same set just before this one, if any. */
export async function previousClosedWave(db: Database, organisationId: string, questionSetId: string, wave: number) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.organisationId, organisationId),
        eq(assessments.questionSetId, questionSetId),
        eq(assessments.status, 'closed'),
        lt(assessments.wave, wave),
        isNotNull(assessments.closedAt),
      ),
    )
    .orderBy(desc(assessments.wave))
    .limit(1);
  return row;
}

/** Managers (and admins) of the organisation with their active direct reports. */
export async function teamsOf(db: Database, organisationId: string, managerId?: string) {
  const reports = await db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isActive, true), isNotNull(users.managerId), ...(managerId ? [eq(users.managerId, managerId)] : [])));
  const managerIds = [...new Set(reports.map((report) => report.managerId).filter((id): id is string => id !== null))];
  if (managerIds.length === 0) return [];
  const managers = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, managerIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return managers.map((manager) => ({
    managerId: manager.id,
    managerName: `${manager.firstName} ${manager.lastName}`,
    memberIds: reports.filter((report) => report.managerId === manager.id).map((report) => report.id),
  }));
}

export async function demoOrganisation(db: Database) {
  const [row] = await db.select().from(organisations).where(eq(organisations.isDemo, true)).orderBy(asc(organisations.createdAt)).limit(1);
  return row;
}
