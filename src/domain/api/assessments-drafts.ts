import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { domainLabel, isDomainKey, QUESTION_SET_IDS } from '../question-bank.ts';
import {
  DOMAIN_LABEL_MAX_LENGTH,
  MAX_CHOICE_OPTIONS,
  MAX_QUESTIONS,
  OPTION_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  QuestionInputKindSchema,
} from '../question-kinds.ts';
import { isSingleLine, singleLineMessage, type SingleLineField } from '../validation.ts';
import { domainLabelIssues, QuestionTranslationsInputSchema, translationIssues } from './question-translations.ts';
import {
  ASSESSMENT_DESCRIPTION_MAX_LENGTH,
  ASSESSMENT_TITLE_MAX_LENGTH,
  AssessmentSummarySchema,
  QuestionnaireQuestionSchema,
} from './assessments.ts';

/*
 * Assessments with questions of their own (spec/02 §2 'Create Assessment', §3 'Draft
 * assessment', §5): written as a draft, opened with PATCH /api/assessments/:id/status, fixed
 * from then on. Decision 0033.
 */

/** The specification's categories of a draft assessment. */
export const ASSESSMENT_CATEGORIES = ['leadership', 'communication', 'technical', 'soft_skills', 'performance'] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 180;
export const DURATION_DEFAULT_MINUTES = 30;
export { DOMAIN_LABEL_MAX_LENGTH };

/** Expected duration in minutes: 5 to 180, and 30 when what was given is not a number (spec/02 §5). */
export const DurationSchema = z.preprocess(
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : DURATION_DEFAULT_MINUTES;
  },
  z
    .number()
    .int()
    .min(DURATION_MIN_MINUTES, schemaError(messages.durationOutOfRange(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES)))
    .max(DURATION_MAX_MINUTES, schemaError(messages.durationOutOfRange(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES))),
);

const singleLine = (label: SingleLineField, max: number, requiredMessage: MessageDescriptor, tooLong: MessageDescriptor) =>
  z
    .string(schemaError(requiredMessage))
    .trim()
    .min(1, schemaError(requiredMessage))
    .max(max, schemaError(tooLong))
    .refine(isSingleLine, singleLineMessage(label));

const titleMax = ASSESSMENT_TITLE_MAX_LENGTH;
const descriptionMax = ASSESSMENT_DESCRIPTION_MAX_LENGTH;

/**
 * A question's domain: a built-in one by its key (its label is the bank's), or one of the
 * organisation's own with a key and a label.
 */
export const DomainInputSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, schemaError(messages.domainKeyInvalid)),
    label: z
      .string()
      .trim()
      .max(DOMAIN_LABEL_MAX_LENGTH, schemaError(messages.domainLabelTooLong(DOMAIN_LABEL_MAX_LENGTH)))
      .refine(isSingleLine, singleLineMessage('Domain label'))
      .optional(),
  })
  .transform((domain, context) => {
    if (isDomainKey(domain.key)) return { key: domain.key, label: domainLabel(domain.key) };
    if (!domain.label) {
      context.addIssue({ code: 'custom', path: ['label'], message: schemaText(messages.domainLabelRequired) });
      return z.NEVER;
    }
    return { key: domain.key, label: domain.label };
  });

const QuestionBaseSchema = z.object({
  /** Kept when given (a question copied from an earlier wave keeps its id, so trends can follow it); made up otherwise. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  text: z
    .string(schemaError(messages.questionTextRequired))
    .trim()
    .min(1, schemaError(messages.questionTextRequired))
    .max(QUESTION_TEXT_MAX_LENGTH, schemaError(messages.questionTextTooLong(QUESTION_TEXT_MAX_LENGTH))),
  domain: DomainInputSchema,
  /** The question in other shipped languages (decision 0053); a language left out shows it as written. */
  translations: QuestionTranslationsInputSchema.default({}),
});

/** One question as an administrator writes it: the common fields, and its kind's own (src/domain/question-kinds/). */
export const QuestionInputSchema = z.intersection(QuestionBaseSchema, QuestionInputKindSchema);
export type QuestionInput = z.output<typeof QuestionInputSchema>;

/** At most 200 questions; ids unique; a custom domain has one label. */
export const QuestionListSchema = z
  .array(QuestionInputSchema)
  .max(MAX_QUESTIONS, schemaError(messages.tooManyQuestions(MAX_QUESTIONS)))
  .superRefine((questions, context) => {
    const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: schemaText(messages.duplicateQuestionIds) });
    const labels = new Map<string, string>();
    for (const [index, question] of questions.entries()) {
      for (const issue of translationIssues(question))
        context.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      const known = labels.get(question.domain.key);
      if (known !== undefined && known !== question.domain.label)
        context.addIssue({
          code: 'custom',
          path: [index, 'domain', 'label'],
          message: schemaText(messages.domainLabelsDiffer(question.domain.key)),
        });
      labels.set(question.domain.key, question.domain.label);
    }
    for (const issue of domainLabelIssues(questions)) context.addIssue({ code: 'custom', ...issue });
  });

const DraftFieldsSchema = z.object({
  title: singleLine(
    'Title',
    ASSESSMENT_TITLE_MAX_LENGTH,
    msg`Title is required`,
    msg`Title must be at most ${{ max: titleMax }} characters`,
  ),
  category: z.enum(ASSESSMENT_CATEGORIES, schemaError(messages.categoryInvalid)),
  description: z
    .string()
    .trim()
    .max(ASSESSMENT_DESCRIPTION_MAX_LENGTH, schemaError(msg`Description must be at most ${{ max: descriptionMax }} characters`))
    .default(''),
  durationMinutes: DurationSchema,
});

/**
 * POST /api/assessments/drafts: a draft assessment with its own questions: blank, the
 * questions given, or a copy of a built-in set's statements (`fromQuestionSetId`) or of an
 * earlier assessment's questions (`nextWaveOf`: the draft is that assessment's next wave).
 * Given questions win over a copy.
 */
export const CreateDraftRequestSchema = DraftFieldsSchema.extend({
  fromQuestionSetId: z.enum(QUESTION_SET_IDS, schemaError(msg`Choose one of the built-in question sets`)).optional(),
  nextWaveOf: z.uuid(schemaError(msg`Not a valid assessment id`)).optional(),
  questions: QuestionListSchema.optional(),
});
export type CreateDraftRequest = z.output<typeof CreateDraftRequestSchema>;

/** PUT /api/assessments/:id/draft: replaces a draft's fields and its whole list of questions, in order. */
export const UpdateDraftRequestSchema = DraftFieldsSchema.extend({ questions: QuestionListSchema });
export type UpdateDraftRequest = z.output<typeof UpdateDraftRequestSchema>;

/**
 * A draft's (or any assessment's) facts and its questions, for the people who manage assessments;
 * `durationMinutes` is the expected duration an administrator gave (null for built-in sets).
 */
export const AssessmentDraftResponseSchema = z.object({
  assessment: AssessmentSummarySchema,
  durationMinutes: z.number().int().nullable(),
  questions: z.array(QuestionnaireQuestionSchema),
});
export type AssessmentDraft = z.infer<typeof AssessmentDraftResponseSchema>;

/** Most UTF-8 bytes one UTF-16 unit of typed text takes in JSON as JSON.stringify writes it (ids and keys are ASCII). */
const BYTES_PER_TEXT_UNIT = 3;
const ID_MAX_LENGTH = 100;
const DOMAIN_KEY_MAX_LENGTH = 40;

/**
 * The most bytes a valid draft request takes, as a browser sends it (JSON.stringify, UTF-8): 200
 * single-choice questions with every text, label and option at its longest, and translated into
 * every shipped language at the same length, in characters of three bytes. About 9 MB, over the
 * app's 1 MB body limit, so the draft routes get this one (decision 0040). A body padded beyond
 * it (whitespace around the texts, which are trimmed) is refused with 413 like any other oversized body.
 */
export function maxDraftRequestBytes(): number {
  const question = {
    id: 'i'.repeat(ID_MAX_LENGTH),
    text: '',
    kind: 'single-choice',
    required: false,
    domain: { key: 'k'.repeat(DOMAIN_KEY_MAX_LENGTH), label: '' },
    options: Array.from({ length: MAX_CHOICE_OPTIONS }, () => ''),
    translations: Object.fromEntries(
      LOCALES.map((locale) => [locale, { text: '', options: Array.from({ length: MAX_CHOICE_OPTIONS }, () => ''), domainLabel: '' }]),
    ),
  };
  const wordings = 1 + LOCALES.length;
  const skeleton = { title: '', category: 'soft_skills', description: '', durationMinutes: DURATION_MAX_MINUTES, questions: [question] };
  const perQuestion =
    JSON.stringify(question).length +
    1 +
    BYTES_PER_TEXT_UNIT * (wordings * (DOMAIN_LABEL_MAX_LENGTH + QUESTION_TEXT_MAX_LENGTH + MAX_CHOICE_OPTIONS * OPTION_MAX_LENGTH));
  const fields =
    JSON.stringify(skeleton).length -
    JSON.stringify(question).length +
    BYTES_PER_TEXT_UNIT * (ASSESSMENT_TITLE_MAX_LENGTH + ASSESSMENT_DESCRIPTION_MAX_LENGTH);
  return fields + MAX_QUESTIONS * perQuestion;
}

/** The draft routes' body limit: the largest valid draft, rounded up to 64 KiB. */
export const DRAFT_BODY_LIMIT_BYTES = Math.ceil(maxDraftRequestBytes() / 65_536) * 65_536;
