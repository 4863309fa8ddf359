import type { RoadmapItem, RoadmapItemStatus, RoadmapResponse } from '#domain/api/roadmap.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { domainLabel } from '#domain/question-bank.ts';
import { generateRoadmap } from '#domain/roadmap.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { assessmentResults, assessmentToShow } from '#server/results/index.ts';
import { hasRoadmap, insertRoadmapItems, roadmapItemRows, updateRoadmapItemStatus } from './queries.ts';

/** The assessment asked for, or else the newest one whose results can be shown, or else the newest. */
export async function pickAssessment(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId?: string | undefined },
): Promise<AssessmentResults | null> {
  const assessmentId = input.assessmentId ?? (await assessmentToShow(context, actor));
  return assessmentId ? assessmentResults(context, actor, { assessmentId }) : null;
}

/** `labels`: the names of an assessment's own domains, from its results (built-in ones are the bank's). */
export async function listRoadmapItems(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; labels?: ReadonlyMap<string, string> },
): Promise<RoadmapItem[]> {
  const rows = await roadmapItemRows(context.db, actor.organisationId, input.assessmentId);
  return rows.map(({ item, changerFirstName, changerLastName }) => ({
    id: item.id,
    assessmentId: item.assessmentId,
    domain: item.domain,
    domainLabel: input.labels?.get(item.domain) ?? domainLabel(item.domain) ?? item.domain,
    priority: item.priorityOrder,
    title: item.title,
    rationale: item.rationale,
    firstStep: item.firstStep,
    ownerHint: item.ownerHint,
    timeframe: item.timeframe,
    question: item.questionText,
    status: item.status,
    statusChangedBy: changerFirstName ? `${changerFirstName} ${changerLastName ?? ''}`.trim() : null,
    statusChangedAt: item.statusChangedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
  }));
}

export async function getRoadmap(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId?: string | undefined },
): Promise<RoadmapResponse> {
  const results = await pickAssessment(context, actor, input);
  if (!results) {
    // No assessment yet: the size the next one will keep, the organisation's setting.
    const organisation = await findOrganisationById(context.db, actor.organisationId);
    return {
      assessment: null,
      threshold: organisation?.settings.minimumGroupSize ?? ANONYMITY_THRESHOLD,
      responses: 0,
      canGenerate: false,
      noActionNeeded: false,
      items: [],
    };
  }
  const labels = new Map(results.domains.map((domain) => [domain.domain, domain.label]));
  const items = await listRoadmapItems(context, actor, { assessmentId: results.assessment.id, labels });
  const proposable = results.canShowResults ? draftsFrom(results).length : 0;
  return {
    assessment: results.assessment,
    threshold: results.threshold,
    responses: results.responses,
    canGenerate: proposable > 0 && items.length === 0,
    noActionNeeded: results.canShowResults && proposable === 0 && items.length === 0,
    items,
  };
}

/** The actions the shown results call for: shown domains and shown questions only. */
function draftsFrom(results: AssessmentResults) {
  return generateRoadmap(
    results.domains.flatMap((domain) => (domain.canShow ? [{ domain: domain.domain, label: domain.label, mean: domain.meanScore }] : [])),
    results.heatMap.flatMap((cell) =>
      cell.canShow ? [{ domain: cell.domain, questionId: cell.questionId, text: cell.questionText, average: cell.average }] : [],
    ),
  );
}

/** Saves at most three priority actions from the shown results, once per assessment; none is asked of an all-Excellent result. */
export async function createRoadmap(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string },
): Promise<RoadmapResponse> {
  const { organisationId } = actor;
  const { assessmentId } = input;
  const results = await assessmentResults(context, actor, { assessmentId });
  if (!results.canShowResults) throw new AppError('conflict', roadmapMessages.insufficientResponses);
  const drafts = draftsFrom(results);
  if (drafts.length === 0) throw new AppError('conflict', roadmapMessages.noActionNeeded);
  const now = context.clock.now();
  try {
    await context.db.transaction(async (tx) => {
      if (await hasRoadmap(tx, organisationId, assessmentId)) throw new AppError('conflict', roadmapMessages.alreadyGenerated);
      await insertRoadmapItems(
        tx,
        organisationId,
        drafts.map((draft) => ({
          assessmentId,
          domain: draft.domain,
          priorityOrder: draft.priority,
          title: draft.title,
          rationale: draft.rationale,
          firstStep: draft.firstStep,
          ownerHint: draft.ownerHint,
          timeframe: draft.timeframe,
          questionText: draft.question,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await recordAuditEvent(tx, organisationId, actor.userId, 'ROADMAP_GENERATED', {
        assessment_id: assessmentId,
        item_count: drafts.length,
        domains: drafts.map((draft) => draft.domain),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roadmap_items_assessment_priority_unique'))
      throw new AppError('conflict', roadmapMessages.alreadyGenerated);
    throw error;
  }
  return getRoadmap(context, actor, { assessmentId });
}

export async function updateRoadmapItem(
  context: ServerContext,
  actor: OrganisationActor,
  input: { itemId: string; status: RoadmapItemStatus },
): Promise<RoadmapItem> {
  const { organisationId } = actor;
  const { itemId, status } = input;
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateRoadmapItemStatus(tx, organisationId, itemId, {
      status,
      statusChangedBy: actor.userId,
      statusChangedAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError('not_found', roadmapMessages.itemNotFound);
    await recordAuditEvent(tx, organisationId, actor.userId, 'ROADMAP_ITEM_UPDATED', { roadmap_item_id: row.id, status });
    return row;
  });
  const items = await listRoadmapItems(context, actor, { assessmentId: updated.assessmentId });
  const item = items.find((candidate) => candidate.id === updated.id);
  if (!item) throw new AppError('not_found', roadmapMessages.itemNotFound);
  return item;
}
