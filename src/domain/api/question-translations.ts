import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { languageNameText, schemaError, schemaText } from '../schema-language.ts';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { OPTION_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH } from '../question-kind-limits.ts';
import { isSingleLine, singleLineMessage } from '../validation.ts';

/*
 * An assessment's own question in other languages (decision 0053): per shipped language, the
 * statement and a single-choice question's options, as long as the text written first may be.
 * That a translation has as many options as its question is checked with the question list.
 */

/** The text of a translation that does not match its question. */
export const questionTranslationMessages = {
  optionCountDiffers: (language: string, count: number) =>
    msg`The ${language} translation needs exactly ${count} options, one for each option of the question`,
  noOptions: (language: string) => msg`The ${language} translation has options, but the question has none`,
} as const;

const TranslatedOptionSchema = z
  .string(schemaError(messages.optionRequired))
  .trim()
  .min(1, schemaError(messages.optionRequired))
  .max(OPTION_MAX_LENGTH, schemaError(messages.optionTooLong(OPTION_MAX_LENGTH)))
  .refine(isSingleLine, singleLineMessage('An option'));

const TranslationSchema = z.object({
  text: z
    .string(schemaError(messages.questionTextRequired))
    .trim()
    .min(1, schemaError(messages.questionTextRequired))
    .max(QUESTION_TEXT_MAX_LENGTH, schemaError(messages.questionTextTooLong(QUESTION_TEXT_MAX_LENGTH))),
  options: z.array(TranslatedOptionSchema).optional(),
});

/** A question's translations as an administrator writes them, by shipped language. */
export const QuestionTranslationsInputSchema = z.partialRecord(z.enum(LOCALES), TranslationSchema);

/** A question's translations as the builder reads them back. */
export const QuestionTranslationsSchema = z.partialRecord(
  z.enum(LOCALES),
  z.object({ text: z.string(), options: z.array(z.string()).optional() }),
);

/**
 * Issues of a question's translations against the question: each of a single-choice question's
 * translations has exactly its options' count, and a question without options gets none.
 */
export function translationIssues(question: {
  translations?: Partial<Record<string, { options?: string[] | undefined }>> | undefined;
  options?: readonly string[];
}): { path: (string | number)[]; message: string }[] {
  const count = question.options?.length;
  return Object.entries(question.translations ?? {}).flatMap(([locale, translation]) => {
    const given = translation?.options;
    if (count === undefined)
      return given === undefined
        ? []
        : [
            {
              path: ['translations', locale, 'options'],
              message: schemaText(questionTranslationMessages.noOptions(languageNameText(locale))),
            },
          ];
    return given?.length === count
      ? []
      : [
          {
            path: ['translations', locale, 'options'],
            message: schemaText(questionTranslationMessages.optionCountDiffers(languageNameText(locale), count)),
          },
        ];
  });
}
