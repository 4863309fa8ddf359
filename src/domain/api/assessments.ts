import { msg } from '@lingui/core/macro';
import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { answerImportMessages } from '../messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { QUESTION_SET_IDS } from '../question-bank.ts';
import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, COMMENT_MAX_LENGTH, QuestionnaireKindSchema } from '../question-kinds.ts';
import { isSingleLine, singleLineMessage } from '../validation.ts';
import { QuestionTranslationsSchema } from './question-translations.ts';

/**
 * `draft`: an assessment with its own questions, still being written; `scheduled`: created with
 * an open date still ahead. Nobody can answer either until it opens.
 */
export const ASSESSMENT_STATUSES = ['draft', 'scheduled', 'open', 'paused', 'closed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
/** What an administrator may set: an assessment becomes scheduled only by being created with an open date. */
export const SETTABLE_ASSESSMENT_STATUSES = ['open', 'paused', 'closed'] as const;
export type SettableAssessmentStatus = (typeof SETTABLE_ASSESSMENT_STATUSES)[number];

export const AnswerValueSchema = z
  .number(schemaError(msg`An answer is a number from 1 to 5, or null for "Prefer not to say"`))
  .int(schemaError(msg`An answer is a whole number from 1 to 5`))
  .min(1, schemaError(msg`An answer is a number from 1 to 5`))
  .max(5, schemaError(msg`An answer is a number from 1 to 5`))
  .nullable();

/** What a person sees of an assessment: its facts and their own progress, never others'. */
export const AssessmentSummarySchema = z.object({
  id: z.uuid(),
  /** The built-in set asked; null for an assessment with questions of its own. */
  questionSetId: z.enum(QUESTION_SET_IDS).nullable(),
  title: z.string(),
  description: z.string(),
  /** The category of an assessment with its own questions (ASSESSMENT_CATEGORIES); null for built-in sets. */
  category: z.string().nullable(),
  status: z.enum(ASSESSMENT_STATUSES),
  wave: z.number().int(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** When set on a scheduled assessment, it opens by itself at this time. */
  opensAt: z.string().nullable(),
  /** When set, the assessment closes by itself at this time. */
  closesAt: z.string().nullable(),
  /** Created for answers imported from a local workspace: closed from the start, never answered here. */
  importedAnswers: z.boolean(),
  /**
   * The fewest people any result of it stands for: fixed when it opened (decision 0037); before
   * that, the organisation's setting when it was created or last opened.
   */
  minimumGroupSize: z.number().int(),
  createdAt: z.string(),
  questionCount: z.number().int(),
  estimatedMinutes: z.string(),
  /** The caller's own progress: whether, never when (decision 0042). */
  myProgress: z.object({
    answered: z.number().int(),
    started: z.boolean(),
    completed: z.boolean(),
  }),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummarySchema>;

export const AssessmentListResponseSchema = z.object({ assessments: z.array(AssessmentSummarySchema) });

export const AssessmentIdParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid assessment id`)) });

export const ASSESSMENT_TITLE_MAX_LENGTH = 150;
export const ASSESSMENT_DESCRIPTION_MAX_LENGTH = 1000;

const AssessmentTitleSchema = z
  .string()
  .trim()
  .min(1, schemaError(msg`Title is required`))
  .max(ASSESSMENT_TITLE_MAX_LENGTH, schemaError(msg`Title must be at most ${{ max: ASSESSMENT_TITLE_MAX_LENGTH }} characters`))
  .refine(isSingleLine, singleLineMessage('Title'));
const AssessmentDescriptionSchema = z
  .string()
  .trim()
  .max(
    ASSESSMENT_DESCRIPTION_MAX_LENGTH,
    schemaError(msg`Description must be at most ${{ max: ASSESSMENT_DESCRIPTION_MAX_LENGTH }} characters`),
  );

/** A close date: an ISO 8601 date and time with its offset. That it lies ahead is checked against the server's clock. */
const CloseDateSchema = z.iso.datetime({ offset: true, ...schemaError(assessmentAdministrationMessages.closeDateInvalid) });

/** An open date, as the close date; null (clearing it) is refused in its own words, as a scheduled assessment opens only by date or by Open. */
const OpenDateSchema = z.iso.datetime({
  offset: true,
  error: (issue) =>
    schemaText(issue.input === null ? assessmentAdministrationMessages.openDateRequired : assessmentAdministrationMessages.openDateInvalid),
});

/** Whether a close date comes after an open date; a missing or unreadable one is another rule's to refuse. */
export function closesAfterOpening(opensAt: string | Date | null | undefined, closesAt: string | Date | null | undefined): boolean {
  if (opensAt == null || closesAt == null) return true;
  const [opens, closes] = [new Date(opensAt).getTime(), new Date(closesAt).getTime()];
  return Number.isNaN(opens) || Number.isNaN(closes) || closes > opens;
}
const closeAfterOpenRule = {
  check: (dates: { opensAt?: string | undefined; closesAt?: string | undefined }) => closesAfterOpening(dates.opensAt, dates.closesAt),
  params: { path: ['closesAt'], ...schemaError(assessmentAdministrationMessages.closeDateBeforeOpenDate) },
};

const CreateAssessmentFieldsSchema = z.object({
  questionSetId: z.enum(QUESTION_SET_IDS, schemaError(msg`Choose one of the built-in question sets`)),
  title: AssessmentTitleSchema.optional(),
  description: AssessmentDescriptionSchema.optional(),
  opensAt: OpenDateSchema.optional(),
  closesAt: CloseDateSchema.optional(),
});

/** Answers imported from a local workspace get an assessment of their own, closed from the start: it takes no dates. */
const importedAnswersRule = {
  check: (fields: { importedAnswers?: true | undefined; opensAt?: string | undefined; closesAt?: string | undefined }) =>
    fields.importedAnswers === undefined || (fields.opensAt === undefined && fields.closesAt === undefined),
  params: { path: ['importedAnswers'], ...schemaError(answerImportMessages.noDates) },
};

/**
 * POST /api/assessments: start an assessment from a built-in set: open at once, or scheduled to
 * open by itself at `opensAt` when given; closing by itself at `closesAt` when given. With
 * `importedAnswers`, it is created closed, to receive a local workspace's answers
 * (POST /api/assessments/:id/answer-import), and nobody ever answers it here.
 */
export const CreateAssessmentRequestSchema = CreateAssessmentFieldsSchema.extend({ importedAnswers: z.literal(true).optional() })
  .refine(closeAfterOpenRule.check, closeAfterOpenRule.params)
  .refine(importedAnswersRule.check, importedAnswersRule.params);
export type CreateAssessmentRequest = z.input<typeof CreateAssessmentRequestSchema>;

/** A local date and time from the browser's picker, sent as an instant; empty means none. */
const localDateTime = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => {
      if (value === '') return undefined;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString();
    })
    .pipe(schema.optional());

/**
 * The create-assessment form: the request's rules, where an empty title or a blank description
 * means the set's own (not sent). A title of only spaces is still refused, as the server does.
 */
export const CreateAssessmentFormSchema = CreateAssessmentFieldsSchema.extend({
  title: z
    .string()
    .transform((title) => (title === '' ? undefined : title))
    .pipe(AssessmentTitleSchema.optional()),
  description: z
    .string()
    .transform((description) => (description.trim() === '' ? undefined : description))
    .pipe(AssessmentDescriptionSchema.optional()),
  opensAt: localDateTime(OpenDateSchema),
  closesAt: localDateTime(CloseDateSchema),
}).refine(closeAfterOpenRule.check, closeAfterOpenRule.params);

/**
 * The dates chosen when opening an assessment of the organisation's own questions (the
 * builder's Open dialog), read as the create-assessment form reads them: an empty open date
 * opens it now, an empty close date leaves closing to an administrator.
 */
export const AssessmentDatesFormSchema = z
  .object({ opensAt: localDateTime(OpenDateSchema), closesAt: localDateTime(CloseDateSchema) })
  .refine(closeAfterOpenRule.check, closeAfterOpenRule.params);
export type AssessmentDates = z.output<typeof AssessmentDatesFormSchema>;

/** PATCH /api/assessments/:id/close-date: change the close date of an assessment not yet closed, or clear it (null). */
export const UpdateCloseDateRequestSchema = z.object({ closesAt: CloseDateSchema.nullable() });

/** PATCH /api/assessments/:id/open-date: move the open date of an assessment still scheduled, or schedule a draft to open then. */
export const UpdateOpenDateRequestSchema = z.object({ opensAt: OpenDateSchema });

/** PATCH /api/assessments/:id/status */
export const UpdateAssessmentStatusRequestSchema = z.object({
  status: z.enum(SETTABLE_ASSESSMENT_STATUSES, schemaError(msg`Status must be open, paused or closed`)),
});

const QuestionBaseSchema = z.object({
  id: z.string(),
  text: z.string(),
  domain: z.string(),
  domainLabel: z.string(),
  order: z.number().int(),
  /** Whether it needs an answer before completing; optional ones may be skipped. */
  required: z.boolean(),
  /** Its wording in other languages: only in the builder's view; the person answering gets the question in their language. */
  translations: QuestionTranslationsSchema.optional(),
});

/** A question as the person answering sees it, by kind (src/domain/question-kinds.ts). */
export const QuestionnaireQuestionSchema = z.intersection(QuestionBaseSchema, QuestionnaireKindSchema);
export type QuestionnaireQuestion = z.infer<typeof QuestionnaireQuestionSchema>;

/**
 * A saved answer of any kind: 1–5 (agreement), an option's number (single choice), null for
 * "Prefer not to say", or a comment's text. Which of them a question takes is checked against
 * the question on the server (checkAnswer).
 */
export const GivenAnswerSchema = z.union([
  z
    .number(schemaError(msg`An answer is a number, text, or null for "Prefer not to say"`))
    .int(schemaError(msg`An answer is a whole number`))
    .min(ANSWER_VALUE_MIN)
    .max(ANSWER_VALUE_MAX),
  z.null(),
  // Longer than a comment may be before trimming; the comment's own rule gives the message.
  z.string().max(COMMENT_MAX_LENGTH * 2, schemaError(msg`A comment is text of at most ${{ max: COMMENT_MAX_LENGTH }} characters`)),
]);

/** GET /api/assessments/:id/questionnaire: the questions and the caller's own saved answers. */
export const QuestionnaireResponseSchema = z.object({
  assessment: AssessmentSummarySchema,
  questions: z.array(QuestionnaireQuestionSchema),
  /** Question id → saved answer (null = Prefer not to say). Unanswered questions are absent. */
  answers: z.record(z.string(), GivenAnswerSchema),
  /** Where to resume: the first question without an answer (questions.length when all are answered). */
  resumeAt: z.number().int(),
});
export type Questionnaire = z.infer<typeof QuestionnaireResponseSchema>;

export const QuestionIdParamsSchema = z.object({
  id: z.uuid(schemaError(msg`Not a valid assessment id`)),
  questionId: z.string().min(1).max(100),
});

/** PUT /api/assessments/:id/answers/:questionId */
export const SaveAnswerRequestSchema = z.object({ value: GivenAnswerSchema });
export const SaveAnswerResponseSchema = z.object({ saved: z.literal(true), answered: z.number().int(), total: z.number().int() });

/** POST /api/assessments/:id/complete: optional last answers, then finish (every required question needs an answer). */
export const CompleteAssessmentRequestSchema = z.object({
  answers: z.record(z.string().max(100), GivenAnswerSchema).default({}),
});
export const CompleteAssessmentResponseSchema = z.object({ completed: z.literal(true) });
