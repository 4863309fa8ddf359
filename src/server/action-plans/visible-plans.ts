import { can } from '#domain/permissions.ts';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { Database } from '#server/db/client.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { presentPlans } from './present.ts';
import { planRows } from './queries.ts';

/**
 * The plans of an assessment the caller works on: administrators every one; managers their
 * team's and those they own. One rule for the page's list and the reports (a module of its own,
 * so that the exports read it without the services that read results).
 */
export async function plansWorkedOn(db: Database, actor: OrganisationActor, assessmentId: string): Promise<ActionPlan[]> {
  const ownedOrTeamOf = can.manageActionPlans(actor) ? undefined : actor.userId;
  const rows = await planRows(db, actor.organisationId, { assessmentId, ...(ownedOrTeamOf ? { ownedOrTeamOf } : {}) });
  return presentPlans(db, actor.organisationId, rows);
}
