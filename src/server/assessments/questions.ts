import { and, asc, eq } from 'drizzle-orm';
import type { QuestionnaireQuestion, SettableAssessmentStatus } from '#domain/api/assessments.ts';
import { questionKindMessages } from '#domain/messages.ts';
import type { Locale } from '#domain/locales.ts';
import { domainLabel } from '#domain/question-bank.ts';
import { draftCapacity, kindNamed, scoredDomains, type AssessmentQuestion } from '#domain/question-kinds.ts';
import { asQuestionTranslations, questionIn } from '#domain/question-translations.ts';
import type { Database } from '#server/db/client.ts';
import { assessmentQuestions } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newestSetVersion, setVersionQuestions, type AssessmentRow } from './queries.ts';

/*
 * The questions an assessment asks, whatever their source: the statements of the built-in
 * set's version it started with (agreement, required; decision 0038), or the assessment's own
 * (`assessment_questions`). Every other part of the server reads questions through here.
 */

type QuestionSource = Pick<AssessmentRow, 'organisationId' | 'id' | 'questionSetId' | 'questionSetVersion'>;

type StoredQuestion = typeof assessmentQuestions.$inferSelect;

/** A stored question of an assessment's own as the domain's union. */
export function fromStored(row: StoredQuestion): AssessmentQuestion {
  const base = {
    id: row.id,
    text: row.text,
    order: row.orderIndex,
    domain: row.domain,
    domainLabel: row.domainLabel,
    required: row.required,
    translations: row.translations,
  };
  return kindNamed(row.kind).fromStored(base, row.options);
}

/** A question as the API carries it (its translations only where given: the builder's view). */
export const apiQuestion = (question: AssessmentQuestion): QuestionnaireQuestion => structuredClone(question) as QuestionnaireQuestion;

/** The questions of an assessment with its own, in order. */
export async function ownQuestions(db: Database, organisationId: string, assessmentId: string): Promise<AssessmentQuestion[]> {
  const rows = await db
    .select()
    .from(assessmentQuestions)
    .where(and(eq(assessmentQuestions.organisationId, organisationId), eq(assessmentQuestions.assessmentId, assessmentId)))
    .orderBy(asc(assessmentQuestions.orderIndex));
  return rows.map(fromStored);
}

/** The statements of a version of a built-in set (the newest when none is given), as agreement questions. */
export async function setQuestions(db: Database, questionSetId: string, version?: number): Promise<AssessmentQuestion[]> {
  const asked = version ?? (await newestSetVersion(db, questionSetId));
  return (await setVersionQuestions(db, questionSetId, asked)).map((question) => ({
    id: question.id,
    text: question.text,
    order: question.orderIndex,
    domain: question.domain,
    domainLabel: domainLabel(question.domain) ?? question.domain,
    required: true,
    kind: 'agreement' as const,
    // The source language's wording too, so a reader of it is never shown the organisation's default instead.
    translations: asQuestionTranslations(question.translations, question.text),
  }));
}

/**
 * The questions an assessment asks, in order: with `locales` (wordingLocales: the reader's
 * language, then the organisation's default), each in the first of them it was translated into,
 * else as written; without, as written and with their translations.
 */
export async function questionsOf(db: Database, row: QuestionSource, locales?: readonly Locale[]): Promise<AssessmentQuestion[]> {
  const asked =
    row.questionSetId === null
      ? await ownQuestions(db, row.organisationId, row.id)
      : await setQuestions(db, row.questionSetId, row.questionSetVersion ?? 1);
  return locales === undefined ? asked : asked.map((question) => questionIn(question, locales));
}

/** The domains an assessment scores, in order, with their labels (in the first of `locales` they have). */
export async function domainsOfAssessment(db: Database, row: QuestionSource, locales?: readonly Locale[]) {
  return scoredDomains(await questionsOf(db, row, locales));
}

export type AskedQuestions = { byId: ReadonlyMap<string, AssessmentQuestion>; list: readonly AssessmentQuestion[]; capacity: number };

/**
 * The questions of an open assessment, kept briefly per database handle for answer saves, keyed
 * by the set's version (or the assessment with its own). A version's statements change only
 * when a deployment synchronises the bank into version 1 (a platform version never changes once
 * saved), and an assessment's own questions never change once it opened (saves check it is open
 * in SQL first), so the short lifetime only bounds how long another process's new bank goes unseen.
 */
const LIFETIME_MS = 60_000;
const cacheOf = new WeakMap<Database, Map<string, AskedQuestions & { loadedAt: number }>>();

export async function askedQuestions(db: Database, row: QuestionSource): Promise<AskedQuestions> {
  let cache = cacheOf.get(db);
  if (!cache) cacheOf.set(db, (cache = new Map()));
  const key = row.questionSetId === null ? `${row.organisationId}:${row.id}` : `${row.questionSetId}@${row.questionSetVersion ?? 1}`;
  const entry = cache.get(key);
  if (entry && performance.now() - entry.loadedAt < LIFETIME_MS) return entry;
  const list = await questionsOf(db, row);
  const loaded = {
    byId: new Map(list.map((question) => [question.id, question])),
    list,
    capacity: draftCapacity(list),
    loadedAt: performance.now(),
  };
  cache.set(key, loaded);
  return loaded;
}

/** A draft may only be opened, and only with at least one question (its questions are fixed from then on). */
export async function refuseUnlessReadyToOpen(db: Database, row: QuestionSource, status: SettableAssessmentStatus) {
  if (status !== 'open') throw new AppError('conflict', questionKindMessages.draftCannotPauseOrClose);
  if ((await ownQuestions(db, row.organisationId, row.id)).length === 0)
    throw new AppError('conflict', questionKindMessages.draftHasNoQuestions);
}
