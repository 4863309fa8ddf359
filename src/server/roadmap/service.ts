import type { RoadmapItem, RoadmapItemStatus, RoadmapResponse } from '#domain/api/roadmap.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { domainLabel } from '#domain/question-bank.ts';
import type { Locale } from '#domain/locales.ts';
import { generateRoadmap, roadmapActionTexts } from '#domain/roadmap.ts';
import { translatorFor } from '#server/i18n/index.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { assessmentResults, assessmentToShow } from '#server/results/index.ts';
import { hasRoadmap, insertRoadmapItems, roadmapItemRows, updateRoadmapItemStatus } from './queries.ts';

/**
 * Who reads a roadmap: `locale`, the language its words are written in (the request's), and
 * `locales`, where the statements and domains are looked up (the reader's, then the organisation's default).
 */
export type RoadmapReader = { locale: Locale; locales?: readonly Locale[] };

/** The assessment asked for, or else the newest one whose results can be shown, or else the newest. */
export async function pickAssessment(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId?: string | undefined; locales?: readonly Locale[] | undefined },
): Promise<AssessmentResults | null> {
  const assessmentId = input.assessmentId ?? (await assessmentToShow(context, actor));
  return assessmentId ? assessmentResults(context, actor, { assessmentId, locales: input.locales }) : null;
}

/** The names of an assessment's domains and the wording of its statements, as its results give them to the reader. */
export type RoadmapWording = { labels: ReadonlyMap<string, string>; statements: ReadonlyMap<string, string> };

export function roadmapWordingOf(results: Pick<AssessmentResults, 'domains' | 'heatMap'>): RoadmapWording {
  return {
    labels: new Map(results.domains.map((domain) => [domain.domain, domain.label])),
    statements: new Map(results.heatMap.map((cell) => [cell.questionId, cell.questionText])),
  };
}

type RoadmapRow = Awaited<ReturnType<typeof roadmapItemRows>>[number]['item'];

/**
 * An action's words in the reader's language, from the figures it was made from. An item made
 * before they were kept shows the English texts it was written with.
 */
function actionTextsOf(row: RoadmapRow, label: string, locale: Locale, statements: ReadonlyMap<string, string>) {
  const { domainMean, questionId, questionAverage } = row;
  if (domainMean === null) return { ...row, question: row.questionText };
  const text = (questionId !== null ? statements.get(questionId) : undefined) ?? row.questionText;
  const question = text !== null && questionAverage !== null ? { text, average: questionAverage } : null;
  const texts = roadmapActionTexts(translatorFor(locale), { domain: row.domain, label, mean: domainMean, question });
  return { ...texts, question: question?.text ?? null };
}

/** An assessment's actions, in the reader's language; `wording` from its results (built-in domains are the bank's otherwise). */
export async function listRoadmapItems(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; locale: Locale; wording?: RoadmapWording },
): Promise<RoadmapItem[]> {
  const rows = await roadmapItemRows(context.db, actor.organisationId, input.assessmentId);
  return rows.map(({ item, changerFirstName, changerLastName }) => {
    const label = input.wording?.labels.get(item.domain) ?? domainLabel(item.domain) ?? item.domain;
    const texts = actionTextsOf(item, label, input.locale, input.wording?.statements ?? new Map());
    return {
      id: item.id,
      assessmentId: item.assessmentId,
      domain: item.domain,
      domainLabel: label,
      priority: item.priorityOrder,
      title: texts.title,
      rationale: texts.rationale,
      firstStep: texts.firstStep,
      ownerHint: texts.ownerHint,
      timeframe: texts.timeframe,
      question: texts.question,
      status: item.status,
      statusChangedBy: changerFirstName ? `${changerFirstName} ${changerLastName ?? ''}`.trim() : null,
      statusChangedAt: item.statusChangedAt?.toISOString() ?? null,
      createdAt: item.createdAt.toISOString(),
    };
  });
}

export async function getRoadmap(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId?: string | undefined },
  reader: RoadmapReader,
): Promise<RoadmapResponse> {
  const results = await pickAssessment(context, actor, { ...input, locales: reader.locales });
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
  const items = await listRoadmapItems(context, actor, {
    assessmentId: results.assessment.id,
    locale: reader.locale,
    wording: roadmapWordingOf(results),
  });
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
  reader: RoadmapReader,
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
          // The source language's words, for the record; readers get theirs from the figures.
          ...roadmapActionTexts(translatorFor('en'), draft),
          questionText: draft.question?.text ?? null,
          domainMean: draft.mean,
          questionId: draft.question?.id ?? null,
          questionAverage: draft.question?.average ?? null,
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
  return getRoadmap(context, actor, { assessmentId }, reader);
}

export async function updateRoadmapItem(
  context: ServerContext,
  actor: OrganisationActor,
  input: { itemId: string; status: RoadmapItemStatus },
  reader: RoadmapReader,
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
  const results = await assessmentResults(context, actor, { assessmentId: updated.assessmentId, locales: reader.locales });
  const items = await listRoadmapItems(context, actor, {
    assessmentId: updated.assessmentId,
    locale: reader.locale,
    wording: roadmapWordingOf(results),
  });
  const item = items.find((candidate) => candidate.id === updated.id);
  if (!item) throw new AppError('not_found', roadmapMessages.itemNotFound);
  return item;
}
