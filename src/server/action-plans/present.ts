import type { ActionPlan } from '#domain/api/action-plans.ts';
import { domainLabel } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import { updateRows, type PlanRow } from './queries.ts';

const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

/** Plans as the API shows them, each with its progress updates. */
export async function presentPlans(db: Database, organisationId: string, rows: readonly PlanRow[]): Promise<ActionPlan[]> {
  const updates = await updateRows(
    db,
    organisationId,
    rows.map((row) => row.plan.id),
  );
  return rows.map(({ plan, ...names }) => ({
    id: plan.id,
    assessmentId: plan.assessmentId,
    assessmentTitle: names.assessmentTitle,
    wave: names.wave,
    source: plan.source,
    sourceRef: plan.sourceRef,
    domain: plan.domain,
    domainLabel: plan.domain === null ? null : (domainLabel(plan.domain) ?? plan.domain),
    teamManagerId: plan.teamManagerId,
    teamManagerName: nameOf(names.managerFirstName, names.managerLastName),
    title: plan.title,
    description: plan.description,
    ownerId: plan.ownerId,
    ownerName: nameOf(names.ownerFirstName, names.ownerLastName),
    dueOn: plan.dueOn,
    status: plan.status,
    publishedAt: plan.publishedAt?.toISOString() ?? null,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    updates: updates
      .filter(({ update }) => update.actionPlanId === plan.id)
      .map(({ update, authorFirstName, authorLastName }) => ({
        id: update.id,
        note: update.note,
        status: update.status,
        authorName: nameOf(authorFirstName, authorLastName),
        createdAt: update.createdAt.toISOString(),
      })),
  }));
}
