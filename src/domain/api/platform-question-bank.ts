import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { questionKindMessages } from '../messages/question-kinds.ts';
import { questionBankMessages as messages } from '../messages/question-bank.ts';
import { MAX_QUESTIONS, QUESTION_TEXT_MAX_LENGTH } from '../question-kind-limits.ts';
import { LOCALES, type TranslatedLocale } from '../locales.ts';

/*
 * The platform administrator's question bank (decision 0038): the built-in sets, each with its
 * versions; a new version is saved from the newest one.
 */

export const VERSION_NOTE_MAX_LENGTH = 500;

const DomainSchema = z.object({ key: z.string(), label: z.string() });

/** The languages a statement is translated into: every shipped one but British English, its source. */
const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en') as [
  TranslatedLocale,
  ...TranslatedLocale[],
];

export const QuestionBankStatementSchema = z.object({
  id: z.string(),
  text: z.string(),
  domain: z.string(),
  order: z.number().int(),
  /** The statement in other languages (decision 0053), shown like the built-in statements' translations. */
  translations: z.partialRecord(z.enum(TRANSLATED_LOCALES), z.string()),
});

export const QuestionSetVersionSchema = z.object({
  version: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  /** Who saved it; null for version 1 (the built-in statements) and for a removed account. */
  createdByName: z.string().nullable(),
  statements: z.array(QuestionBankStatementSchema),
});
export type QuestionSetVersion = z.infer<typeof QuestionSetVersionSchema>;

const QuestionBankSetSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), domains: z.array(DomainSchema) });

/** GET /api/platform/question-bank: every built-in set with its newest version. */
export const QuestionBankResponseSchema = z.object({
  sets: z.array(
    QuestionBankSetSchema.extend({
      currentVersion: z.number().int(),
      statementCount: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});
export type QuestionBank = z.infer<typeof QuestionBankResponseSchema>;

export const QuestionBankSetParamsSchema = z.object({ setId: z.string().min(1).max(100) });

/** GET /api/platform/question-bank/{setId}: the set and every version of it, newest first. */
export const QuestionBankSetResponseSchema = z.object({ set: QuestionBankSetSchema, versions: z.array(QuestionSetVersionSchema) });
export type QuestionBankSet = z.infer<typeof QuestionBankSetResponseSchema>;

/** A statement of the version being saved: `id` is the statement it was edited from, absent for a new one. */
export const EditedStatementSchema = z.object({
  id: z.string().min(1).max(100).optional(),
  text: z
    .string(schemaError(questionKindMessages.questionTextRequired))
    .trim()
    .min(1, schemaError(questionKindMessages.questionTextRequired))
    .max(QUESTION_TEXT_MAX_LENGTH, schemaError(questionKindMessages.questionTextTooLong(QUESTION_TEXT_MAX_LENGTH))),
  domain: z.string(schemaError(messages.domainNotInSet)).min(1, schemaError(messages.domainNotInSet)).max(100),
  /** By language; a blank one is no translation. */
  translations: z
    .partialRecord(
      z.enum(TRANSLATED_LOCALES),
      z
        .string()
        .trim()
        .max(QUESTION_TEXT_MAX_LENGTH, schemaError(questionKindMessages.questionTextTooLong(QUESTION_TEXT_MAX_LENGTH))),
    )
    .optional(),
});

/** POST /api/platform/question-bank/{setId}/versions */
export const PublishQuestionSetVersionRequestSchema = z.object({
  /** The version edited: saving answers 409 when another version was saved since. */
  basedOn: z.number().int().min(1),
  note: z
    .string(schemaError(messages.noteRequired))
    .trim()
    .min(1, schemaError(messages.noteRequired))
    .max(VERSION_NOTE_MAX_LENGTH, schemaError(messages.noteTooLong(VERSION_NOTE_MAX_LENGTH))),
  statements: z
    .array(EditedStatementSchema)
    .min(1, schemaError(messages.noStatements))
    .max(MAX_QUESTIONS, schemaError(messages.tooManyStatements(MAX_QUESTIONS))),
});
export type PublishQuestionSetVersionRequest = z.input<typeof PublishQuestionSetVersionRequestSchema>;

export const PublishQuestionSetVersionResponseSchema = QuestionSetVersionSchema;
