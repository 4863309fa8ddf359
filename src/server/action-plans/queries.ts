import { and, asc, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { actionPlans, actionPlanUpdates, assessments, users } from '#server/db/schema.ts';

const owner = alias(users, 'owner');
const teamManager = alias(users, 'team_manager');
const author = alias(users, 'author');

export type ActionPlanRow = typeof actionPlans.$inferSelect;

/** Which plans to read: of an assessment, by id, or those a person may see. */
export type PlanFilter =
  { assessmentId: string; ownedOrTeamOf?: string } | { planId: string } | { sharedWith: { userId: string; managerId: string | null } };

function conditionOf(filter: PlanFilter): SQL | undefined {
  if ('planId' in filter) return eq(actionPlans.id, filter.planId);
  if ('sharedWith' in filter) {
    const { userId, managerId } = filter.sharedWith;
    // Published to everyone; or a team plan of the person's own team, or of the team they manage.
    const teams = [userId, ...(managerId ? [managerId] : [])];
    return or(isNotNull(actionPlans.publishedAt), inArray(actionPlans.teamManagerId, teams));
  }
  const inAssessment = eq(actionPlans.assessmentId, filter.assessmentId);
  if (!filter.ownedOrTeamOf) return inAssessment;
  return and(inAssessment, or(eq(actionPlans.ownerId, filter.ownedOrTeamOf), eq(actionPlans.teamManagerId, filter.ownedOrTeamOf)));
}

/** Plans with their assessment's title and wave, their owner's and team manager's names; newest assessment first, then by due date. */
export async function planRows(db: Database, organisationId: string, filter: PlanFilter) {
  return db
    .select({
      plan: actionPlans,
      assessmentTitle: assessments.title,
      wave: assessments.wave,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      managerFirstName: teamManager.firstName,
      managerLastName: teamManager.lastName,
    })
    .from(actionPlans)
    .innerJoin(assessments, and(eq(assessments.organisationId, actionPlans.organisationId), eq(assessments.id, actionPlans.assessmentId)))
    .leftJoin(owner, and(eq(owner.id, actionPlans.ownerId), eq(owner.organisationId, organisationId)))
    .leftJoin(teamManager, and(eq(teamManager.id, actionPlans.teamManagerId), eq(teamManager.organisationId, organisationId)))
    .where(and(eq(actionPlans.organisationId, organisationId), conditionOf(filter)))
    .orderBy(desc(assessments.createdAt), asc(actionPlans.dueOn), asc(actionPlans.createdAt));
}

export type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

/** The progress updates of the given plans, oldest first, with their authors' names. */
export async function updateRows(db: Database, organisationId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ update: actionPlanUpdates, authorFirstName: author.firstName, authorLastName: author.lastName })
    .from(actionPlanUpdates)
    .leftJoin(author, and(eq(author.id, actionPlanUpdates.authorId), eq(author.organisationId, organisationId)))
    .where(and(eq(actionPlanUpdates.organisationId, organisationId), inArray(actionPlanUpdates.actionPlanId, [...planIds])))
    .orderBy(asc(actionPlanUpdates.createdAt), asc(actionPlanUpdates.id));
}

export async function insertPlan(db: Database, organisationId: string, row: Omit<typeof actionPlans.$inferInsert, 'organisationId'>) {
  const [inserted] = await db
    .insert(actionPlans)
    .values({ ...row, organisationId })
    .returning();
  if (!inserted) throw new Error('action plan insert returned nothing');
  return inserted;
}

/** The plan, its row locked until the transaction ends. */
export async function lockPlan(db: Database, organisationId: string, planId: string) {
  const [row] = await db
    .select()
    .from(actionPlans)
    .where(and(eq(actionPlans.organisationId, organisationId), eq(actionPlans.id, planId)))
    .for('update');
  return row;
}

export async function setPlan(db: Database, organisationId: string, planId: string, change: Partial<typeof actionPlans.$inferInsert>) {
  await db
    .update(actionPlans)
    .set(change)
    .where(and(eq(actionPlans.organisationId, organisationId), eq(actionPlans.id, planId)));
}

export async function insertUpdate(
  db: Database,
  organisationId: string,
  row: Omit<typeof actionPlanUpdates.$inferInsert, 'organisationId'>,
) {
  await db.insert(actionPlanUpdates).values({ ...row, organisationId });
}

/** A member of the organisation: whether they are active, their role and their manager. */
export async function findMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row;
}
