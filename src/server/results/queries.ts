import { and, asc, count, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { assessments, organisations, participations, questions, users } from '../db/schema.ts';

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

/** People who completed: released or still waiting. The ledger says who, never what. */
export async function completedCount(db: Database, organisationId: string, assessmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(participations)
    .where(and(eq(participations.organisationId, organisationId), eq(participations.assessmentId, assessmentId), isNotNull(participations.completedAt)));
  return row?.n ?? 0;
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
