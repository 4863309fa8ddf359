import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoadmapItem, RoadmapItemStatus, RoadmapResponse } from '#domain/api/roadmap.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { domainLabel } from '#domain/question-bank.ts';
import { generateRoadmap } from '#domain/roadmap.ts';
import { assessments, roadmapItems, users } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { recordAuditEvent } from '../audit/service.ts';
import type { OrganisationActor } from '../auth/route-policy.ts';
import { assessmentResults } from '../results/service.ts';

const changer = alias(users, 'changer');

/** The assessment asked for, or else the newest one whose results can be shown, or else the newest. */
export async function pickAssessment(db: Database, organisationId: string, assessmentId?: string): Promise<AssessmentResults | null> {
  if (assessmentId) return assessmentResults(db, organisationId, assessmentId);
  const rows = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.organisationId, organisationId)).orderBy(desc(assessments.createdAt));
  let newest: AssessmentResults | null = null;
  for (const row of rows) {
    const results = await assessmentResults(db, organisationId, row.id);
    newest ??= results;
    if (results.canShowResults) return results;
  }
  return newest;
}

export async function listRoadmapItems(db: Database, organisationId: string, assessmentId: string): Promise<RoadmapItem[]> {
  const rows = await db
    .select({ item: roadmapItems, changerFirstName: changer.firstName, changerLastName: changer.lastName })
    .from(roadmapItems)
    .leftJoin(changer, and(eq(changer.id, roadmapItems.statusChangedBy), eq(changer.organisationId, organisationId)))
    .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.assessmentId, assessmentId)))
    .orderBy(asc(roadmapItems.priorityOrder));
  return rows.map(({ item, changerFirstName, changerLastName }) => ({
    id: item.id,
    assessmentId: item.assessmentId,
    domain: item.domain,
    domainLabel: domainLabel(item.domain) ?? item.domain,
    priority: item.priorityOrder,
    title: item.title,
    rationale: item.rationale,
    firstStep: item.firstStep,
    ownerHint: item.ownerHint,
    timeframe: item.timeframe,
    status: item.status,
    statusChangedBy: changerFirstName ? `${changerFirstName} ${changerLastName ?? ''}`.trim() : null,
    statusChangedAt: item.statusChangedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
  }));
}

export async function getRoadmap(context: ServerContext, actor: OrganisationActor, assessmentId?: string): Promise<RoadmapResponse> {
  const { organisationId } = actor;
  const results = await pickAssessment(context.db, organisationId, assessmentId);
  if (!results) return { assessment: null, responses: 0, canGenerate: false, items: [] };
  const items = await listRoadmapItems(context.db, organisationId, results.assessment.id);
  return { assessment: results.assessment, responses: results.responses, canGenerate: results.canShowResults && items.length === 0, items };
}

/** Saves up to three priority actions from the shown results, once per assessment. */
export async function createRoadmap(context: ServerContext, actor: OrganisationActor, assessmentId: string): Promise<RoadmapResponse> {
  const { organisationId } = actor;
  const results = await assessmentResults(context.db, organisationId, assessmentId);
  if (!results.canShowResults) throw new AppError('conflict', roadmapMessages.insufficientResponses);
  const drafts = generateRoadmap(
    results.domains.flatMap((domain) => (domain.can_show ? [{ domain: domain.domain, label: domain.label, mean: domain.mean_score }] : [])),
    results.heatMap.flatMap((cell) => (cell.canShow ? [{ domain: cell.domain, questionId: cell.questionId, text: cell.questionText, average: cell.average }] : [])),
  );
  const now = context.clock.now();
  try {
    await context.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: roadmapItems.id })
        .from(roadmapItems)
        .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.assessmentId, assessmentId)))
        .limit(1);
      if (existing) throw new AppError('conflict', roadmapMessages.alreadyGenerated);
      await tx.insert(roadmapItems).values(
        drafts.map((draft) => ({
          organisationId,
          assessmentId,
          domain: draft.domain,
          priorityOrder: draft.priority,
          title: draft.title,
          rationale: draft.rationale,
          firstStep: draft.firstStep,
          ownerHint: draft.ownerHint,
          timeframe: draft.timeframe,
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
    if (isUniqueViolation(error, 'roadmap_items_assessment_priority_unique')) throw new AppError('conflict', roadmapMessages.alreadyGenerated);
    throw error;
  }
  return getRoadmap(context, actor, assessmentId);
}

export async function updateRoadmapItem(context: ServerContext, actor: OrganisationActor, itemId: string, status: RoadmapItemStatus): Promise<RoadmapItem> {
  const { organisationId } = actor;
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(roadmapItems)
      .set({ status, statusChangedBy: actor.userId, statusChangedAt: now, updatedAt: now })
      .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.id, itemId)))
      .returning();
    if (!row) throw new AppError('not_found', 'Roadmap item not found');
    await recordAuditEvent(tx, organisationId, actor.userId, 'ROADMAP_ITEM_UPDATED', { roadmap_item_id: row.id, status });
    return row;
  });
  const items = await listRoadmapItems(context.db, organisationId, updated.assessmentId);
  const item = items.find((candidate) => candidate.id === updated.id);
  if (!item) throw new AppError('not_found', 'Roadmap item not found');
  return item;
}
