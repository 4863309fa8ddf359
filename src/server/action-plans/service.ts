import type {
  ActionPlan,
  ActionPlanListResponse,
  AddActionPlanUpdateRequest,
  CreateActionPlanRequest,
  SharedActionsResponse,
  UpdateActionPlanRequest,
} from '#domain/api/action-plans.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { actionPlanMessages } from '#domain/messages/action-plans.ts';
import { can } from '#domain/permissions.ts';
import { meetsAnyRole } from '#domain/roles.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findAssessment } from '#server/assessments/index.ts';
import { domainOfSource } from './sources.ts';
import { presentPlans } from './present.ts';
import { plansWorkedOn } from './visible-plans.ts';
import { ACTION_PLAN_REMINDER_JOB, reminderDue } from './reminders.ts';
import { findMember, insertPlan, insertUpdate, lockPlan, planRows, setPlan, type ActionPlanRow } from './queries.ts';

/** The plans of an assessment the caller works on: administrators every one; managers their team's and those they own. */
export async function listActionPlans(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string },
): Promise<ActionPlanListResponse> {
  const { db } = context;
  if (!(await findAssessment(db, actor.organisationId, input.assessmentId))) throw new AppError('not_found', assessmentMessages.notFound);
  return { plans: await plansWorkedOn(db, actor, input.assessmentId) };
}

/** "You said, we did": the published plans, and the plans of the caller's own team and of the team they manage. */
export async function sharedActionPlans(context: ServerContext, actor: OrganisationActor): Promise<SharedActionsResponse> {
  const { db } = context;
  const member = await findMember(db, actor.organisationId, actor.userId);
  const rows = await planRows(db, actor.organisationId, { sharedWith: { userId: actor.userId, managerId: member?.managerId ?? null } });
  return { plans: await presentPlans(db, actor.organisationId, rows) };
}

async function presentPlan(db: Database, organisationId: string, planId: string): Promise<ActionPlan> {
  const [plan] = await presentPlans(db, organisationId, await planRows(db, organisationId, { planId }));
  if (!plan) throw new AppError('not_found', actionPlanMessages.notFound);
  return plan;
}

/** An owner is an active administrator or manager of the organisation. */
async function checkOwner(db: Database, organisationId: string, ownerId: string): Promise<void> {
  const owner = await findMember(db, organisationId, ownerId);
  if (!owner?.isActive || !meetsAnyRole(owner.role, ['manager'])) throw new AppError('bad_request', actionPlanMessages.ownerNotEligible);
}

/**
 * A new plan on a shown result. Administrators plan for the organisation or any shown team, with
 * any administrator or manager as owner; a manager plans for their own team, which they own.
 */
export async function createActionPlan(
  context: ServerContext,
  actor: OrganisationActor,
  input: CreateActionPlanRequest,
): Promise<ActionPlan> {
  const { db } = context;
  const { organisationId } = actor;
  if (!(await findAssessment(db, organisationId, input.assessmentId))) throw new AppError('not_found', assessmentMessages.notFound);
  const administers = can.manageActionPlans(actor);
  const teamManagerId = administers ? (input.teamManagerId ?? null) : (input.teamManagerId ?? actor.userId);
  if (!administers && teamManagerId !== actor.userId) throw new AppError('bad_request', actionPlanMessages.onlyOwnTeam);
  if (!administers && input.ownerId !== actor.userId) throw new AppError('bad_request', actionPlanMessages.managerOwnsOwnTeamPlan);
  await checkOwner(db, organisationId, input.ownerId);
  const domain = await domainOfSource(context, actor, { ...input, teamManagerId });
  const now = context.clock.now();
  const plan = await db.transaction(async (tx) => {
    const row = await insertPlan(tx, organisationId, {
      assessmentId: input.assessmentId,
      source: input.source,
      sourceRef: input.sourceRef,
      domain,
      teamManagerId,
      title: input.title,
      description: input.description,
      ownerId: input.ownerId,
      dueOn: input.dueOn,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, organisationId, actor.userId, 'ACTION_PLAN_CREATED', {
      action_plan_id: row.id,
      assessment_id: row.assessmentId,
      source: row.source,
      team_manager_id: row.teamManagerId,
      owner_id: row.ownerId,
      due_on: row.dueOn,
    });
    return row;
  });
  if (reminderDue(plan, now)) await context.jobs.trigger(ACTION_PLAN_REMINDER_JOB);
  return presentPlan(db, organisationId, plan.id);
}

/** Administrators change every plan; a manager the plans they own or that are for their team. */
function mayChange(actor: OrganisationActor, plan: ActionPlanRow): boolean {
  return can.manageActionPlans(actor) || plan.ownerId === actor.userId || plan.teamManagerId === actor.userId;
}

async function lockedPlanFor(tx: Database, actor: OrganisationActor, planId: string): Promise<ActionPlanRow> {
  const plan = await lockPlan(tx, actor.organisationId, planId);
  if (!plan) throw new AppError('not_found', actionPlanMessages.notFound);
  // A manager works on the plans they own or that are for their team; the others are not theirs to see.
  if (!mayChange(actor, plan)) throw new AppError('not_found', actionPlanMessages.notFound);
  return plan;
}

/** Changes a plan's own fields; a new due date is reminded of afresh. */
export async function changeActionPlan(
  context: ServerContext,
  actor: OrganisationActor,
  input: { planId: string; change: UpdateActionPlanRequest },
): Promise<ActionPlan> {
  const { organisationId } = actor;
  const { change } = input;
  const now = context.clock.now();
  const remind = await context.db.transaction(async (tx) => {
    const plan = await lockedPlanFor(tx, actor, input.planId);
    // Another organisation's plan answers 404 before an empty change is refused.
    if (Object.values(change).every((value) => value === undefined)) throw new AppError('bad_request', actionPlanMessages.nothingToChange);
    if (change.ownerId !== undefined && change.ownerId !== plan.ownerId) {
      if (!can.manageActionPlans(actor)) throw new AppError('bad_request', actionPlanMessages.managerOwnsOwnTeamPlan);
      await checkOwner(tx, organisationId, change.ownerId);
    }
    const newDueDate = change.dueOn !== undefined && change.dueOn !== plan.dueOn;
    await setPlan(tx, organisationId, plan.id, {
      ...change,
      ...(newDueDate ? { dueRemindedAt: null, overdueRemindedAt: null } : {}),
      updatedAt: now,
    });
    await recordAuditEvent(tx, organisationId, actor.userId, 'ACTION_PLAN_UPDATED', {
      action_plan_id: plan.id,
      changed_keys: Object.keys(change).filter((key) => change[key as keyof UpdateActionPlanRequest] !== undefined),
      ...(change.status !== undefined ? { status: change.status } : {}),
    });
    return newDueDate && reminderDue({ dueOn: change.dueOn ?? plan.dueOn, status: change.status ?? plan.status }, now);
  });
  if (remind) await context.jobs.trigger(ACTION_PLAN_REMINDER_JOB);
  return presentPlan(context.db, organisationId, input.planId);
}

/** A dated progress update, kept as written; with a status, it moves the plan along too. */
export async function addActionPlanUpdate(
  context: ServerContext,
  actor: OrganisationActor,
  input: { planId: string; update: AddActionPlanUpdateRequest },
): Promise<ActionPlan> {
  const { organisationId } = actor;
  const { note, status } = input.update;
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const plan = await lockedPlanFor(tx, actor, input.planId);
    const newStatus = status !== undefined && status !== plan.status ? status : null;
    await insertUpdate(tx, organisationId, { actionPlanId: plan.id, authorId: actor.userId, note, status: newStatus, createdAt: now });
    await setPlan(tx, organisationId, plan.id, { ...(newStatus ? { status: newStatus } : {}), updatedAt: now });
    await recordAuditEvent(tx, organisationId, actor.userId, 'ACTION_PLAN_PROGRESS_ADDED', {
      action_plan_id: plan.id,
      status: newStatus,
    });
  });
  return presentPlan(context.db, organisationId, input.planId);
}

/** Shows a plan to everyone in the organisation as "you said, we did", or no longer (administrators). */
export async function publishActionPlan(
  context: ServerContext,
  actor: OrganisationActor,
  input: { planId: string; published: boolean },
): Promise<ActionPlan> {
  const { organisationId } = actor;
  await context.db.transaction(async (tx) => {
    const plan = await lockedPlanFor(tx, actor, input.planId);
    if ((plan.publishedAt !== null) === input.published) return;
    await setPlan(tx, organisationId, plan.id, {
      publishedAt: input.published ? context.clock.now() : null,
      publishedBy: input.published ? actor.userId : null,
    });
    await recordAuditEvent(tx, organisationId, actor.userId, input.published ? 'ACTION_PLAN_PUBLISHED' : 'ACTION_PLAN_UNPUBLISHED', {
      action_plan_id: plan.id,
    });
  });
  return presentPlan(context.db, organisationId, input.planId);
}
