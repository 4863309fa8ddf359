import { randomUUID } from 'node:crypto';
import type { AssessmentDraft, CreateDraftRequest, QuestionInput, UpdateDraftRequest } from '#domain/api/assessments-drafts.ts';
import { assessmentMessages, questionKindMessages } from '#domain/messages.ts';
import { definitionOf, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import {
  findAssessment,
  insertAssessment,
  lockAssessment,
  nextWave,
  replaceQuestions,
  updateDraftFields,
  type AssessmentRow,
} from './queries.ts';
import { apiQuestion, ownQuestions, questionsOf, setQuestions } from './questions.ts';
import { summarise } from './service.ts';

/*
 * Assessments with questions of their own (issue #17): a draft is written and rewritten, then
 * opened with the status route; from then on its questions are fixed. Each change is one
 * transaction, so bad input leaves nothing half-saved.
 */

/** A copied question as if written again: same id, text, kind, domain, options and translations (but one that repeats the text). */
export const asInput = (question: AssessmentQuestion): QuestionInput =>
  ({
    ...question,
    ...('options' in question ? { options: [...question.options] } : {}),
    required: definitionOf(question).alwaysOptional === null && question.required,
    domain: { key: question.domain, label: question.domainLabel },
    translations: Object.fromEntries(
      Object.entries(question.translations ?? {}).flatMap(([locale, translation]) =>
        translation.text !== question.text
          ? [[locale, translation]]
          : translation.domainLabel
            ? [[locale, { text: '', domainLabel: translation.domainLabel }]]
            : [],
      ),
    ),
  }) as QuestionInput;

/** The rows of a list of questions, in the order given; a question without an id gets one. */
export function questionRows(questions: readonly QuestionInput[]) {
  return questions.map((question, index) => ({
    id: question.id ?? `q-${randomUUID()}`,
    orderIndex: index + 1,
    text: question.text,
    kind: question.kind,
    domain: question.domain.key,
    domainLabel: question.domain.label,
    required: question.required,
    options: 'options' in question ? question.options : [],
    translations: question.translations,
  }));
}

async function draftView(db: Database, row: AssessmentRow): Promise<AssessmentDraft> {
  const questions = await questionsOf(db, row);
  return {
    assessment: summarise(row, questions.length, { answered: 0, started: false, completed: false }),
    durationMinutes: row.durationMinutes,
    questions: questions.map(apiQuestion),
  };
}

/** The earlier wave a draft continues: an assessment of the organisation with its own questions. */
async function earlierWave(db: Database, organisationId: string, assessmentId: string) {
  const earlier = await findAssessment(db, organisationId, assessmentId);
  if (!earlier || earlier.questionSetId !== null || earlier.seriesId === null)
    throw new AppError('not_found', questionKindMessages.sourceNotFound);
  return earlier;
}

/**
 * Creates a draft: with the questions given, or a copy of a built-in set's statements, or of an
 * earlier wave's questions (the draft then is its next wave), or none.
 */
export async function createDraft(context: ServerContext, actor: OrganisationActor, input: CreateDraftRequest): Promise<AssessmentDraft> {
  const { organisationId } = actor;
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const earlier = input.nextWaveOf === undefined ? undefined : await earlierWave(tx, organisationId, input.nextWaveOf);
    const copied = earlier
      ? await ownQuestions(tx, organisationId, earlier.id)
      : input.fromQuestionSetId
        ? await setQuestions(tx, input.fromQuestionSetId)
        : [];
    const id = randomUUID();
    const seriesId = earlier?.seriesId ?? id;
    const created = await insertAssessment(tx, organisationId, {
      id,
      questionSetId: null,
      seriesId,
      title: input.title,
      description: input.description,
      category: input.category,
      durationMinutes: input.durationMinutes,
      status: 'draft',
      wave: await nextWave(tx, organisationId, { questionSetId: null, seriesId }),
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await replaceQuestions(tx, organisationId, created.id, questionRows(input.questions ?? copied.map(asInput)));
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_DRAFTED', { assessment_id: created.id });
    return created;
  });
  return draftView(context.db, row);
}

/** Replaces a draft's fields and questions; refused once the assessment has opened. */
export async function updateDraft(
  context: ServerContext,
  actor: OrganisationActor,
  input: UpdateDraftRequest & { assessmentId: string },
): Promise<AssessmentDraft> {
  const { organisationId } = actor;
  const row = await context.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status !== 'draft') throw new AppError('conflict', questionKindMessages.notADraft);
    const updated = await updateDraftFields(tx, organisationId, current.id, {
      title: input.title,
      description: input.description,
      category: input.category,
      durationMinutes: input.durationMinutes,
      updatedAt: context.clock.now(),
    });
    if (!updated) throw new AppError('not_found', assessmentMessages.notFound);
    await replaceQuestions(tx, organisationId, current.id, questionRows(input.questions));
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_DRAFT_UPDATED', {
      assessment_id: current.id,
      question_count: input.questions.length,
    });
    return updated;
  });
  return draftView(context.db, row);
}

/** Any assessment's facts and questions, for those who manage assessments. */
export async function assessmentDraft(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string },
): Promise<AssessmentDraft> {
  const row = await findAssessment(context.db, actor.organisationId, input.assessmentId);
  if (!row) throw new AppError('not_found', assessmentMessages.notFound);
  return draftView(context.db, row);
}
