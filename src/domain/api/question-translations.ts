import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { languageNameText, schemaError, schemaText } from '../schema-language.ts';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { isDomainKey } from '../question-bank.ts';
import { DOMAIN_LABEL_MAX_LENGTH, OPTION_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH } from '../question-kind-limits.ts';
import { isSingleLine, singleLineMessage } from '../validation.ts';

/*
 * An assessment's own question in other languages (decision 0053): per shipped language, the
 * statement and a single-choice question's options, as long as the text written first may be, and
 * an organisation's own domain's label (a language may give the label alone). That a translation
 * has as many options as its question, and that a domain has one label per language, is checked
 * with the question list.
 */

/** The text of a translation that does not match its question. */
export const questionTranslationMessages = {
  optionCountDiffers: (language: string, count: number) =>
    msg`The ${language} translation needs exactly ${count} options, one for each option of the question`,
  noOptions: (language: string) => msg`The ${language} translation has options, but the question has none`,
  domainLabelsDiffer: (key: string, language: string) =>
    msg`The domain "${key}" has two different labels in ${language}: give every question of it the same one`,
} as const;

const TranslatedOptionSchema = z
  .string(schemaError(messages.optionRequired))
  .trim()
  .min(1, schemaError(messages.optionRequired))
  .max(OPTION_MAX_LENGTH, schemaError(messages.optionTooLong(OPTION_MAX_LENGTH)))
  .refine(isSingleLine, singleLineMessage('An option'));

const TranslationSchema = z
  .object({
    text: z
      .string(schemaError(messages.questionTextRequired))
      .trim()
      .max(QUESTION_TEXT_MAX_LENGTH, schemaError(messages.questionTextTooLong(QUESTION_TEXT_MAX_LENGTH)))
      .default(''),
    options: z.array(TranslatedOptionSchema).optional(),
    domainLabel: z
      .string()
      .trim()
      .max(DOMAIN_LABEL_MAX_LENGTH, schemaError(messages.domainLabelTooLong(DOMAIN_LABEL_MAX_LENGTH)))
      .refine(isSingleLine, singleLineMessage('Domain label'))
      .optional(),
  })
  .superRefine((translation, context) => {
    // The statement may be left out only by a language that gives the domain's label alone.
    if (translation.text === '' && (!translation.domainLabel || translation.options !== undefined))
      context.addIssue({ code: 'custom', path: ['text'], message: schemaText(messages.questionTextRequired) });
  })
  .transform(({ domainLabel, ...translation }): { text: string; options?: string[]; domainLabel?: string } =>
    domainLabel ? { ...translation, domainLabel } : translation,
  );

/** A question's translations as an administrator writes them, by shipped language. */
export const QuestionTranslationsInputSchema = z.partialRecord(z.enum(LOCALES), TranslationSchema);

/** A question's translations as the builder reads them back. */
export const QuestionTranslationsSchema = z.partialRecord(
  z.enum(LOCALES),
  z.object({ text: z.string(), options: z.array(z.string()).optional(), domainLabel: z.string().optional() }),
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

type LabelledQuestion = {
  domain: { key: string };
  translations?: Partial<Record<string, { domainLabel?: string | undefined }>> | undefined;
};

/**
 * Issues of an organisation's own domains' translated labels: in each language, every question
 * of a domain gives the same label, or none gives one (a built-in domain's labels are the bank's).
 */
export function domainLabelIssues(questions: readonly LabelledQuestion[]): { path: (string | number)[]; message: string }[] {
  const first = new Map<string, LabelledQuestion>();
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const [index, question] of questions.entries()) {
    if (isDomainKey(question.domain.key)) continue;
    const known = first.get(question.domain.key);
    if (!known) {
      first.set(question.domain.key, question);
      continue;
    }
    for (const locale of LOCALES)
      if (known.translations?.[locale]?.domainLabel !== question.translations?.[locale]?.domainLabel)
        issues.push({
          path: [index, 'translations', locale, 'domainLabel'],
          message: schemaText(questionTranslationMessages.domainLabelsDiffer(question.domain.key, languageNameText(locale))),
        });
  }
  return issues;
}
