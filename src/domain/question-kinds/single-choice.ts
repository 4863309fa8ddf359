import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { MAX_CHOICE_OPTIONS, MIN_CHOICE_OPTIONS, OPTION_MAX_LENGTH } from '../question-kind-limits.ts';
import { isSingleLine, singleLineMessage } from '../validation.ts';
import { isWhole, ok, refused, type QuestionBase, type QuestionKindDefinition } from './definition.ts';

/** Single choice: the number of one of 2–10 options (1–n), or null Prefer not to say; published as counts, not scored. */
export type SingleChoiceQuestion = QuestionBase & { readonly kind: 'single-choice'; readonly options: readonly string[] };

const OptionSchema = z
  .string(schemaError(messages.optionRequired))
  .trim()
  .min(1, schemaError(messages.optionRequired))
  .max(OPTION_MAX_LENGTH, schemaError(messages.optionTooLong(OPTION_MAX_LENGTH)))
  .refine(isSingleLine, singleLineMessage('An option'));

export const singleChoice = {
  label: msg`Single choice`,
  alwaysOptional: null,
  hasOptions: true,
  fromStored: (base, options) => ({ ...base, kind: 'single-choice', options: [...options] }),
  check: (question, raw) =>
    raw === null || isWhole(raw, 1, question.options.length) ? ok(raw) : refused(messages.answerChoice(question.options.length)),
  encodedCapacity: 2,
  count(question, value, { sums }) {
    sums.rows.push({ questionId: question.id, value: typeof value === 'number' ? value : null });
  },
  publication: { as: 'counts', values: (question) => question.options.map((label, index) => ({ value: index + 1, label })) },
  questionnaireSchema: z.object({ kind: z.literal('single-choice'), options: z.array(z.string()) }),
  inputSchema: z.object({
    kind: z.literal('single-choice'),
    required: z.boolean().default(true),
    options: z
      .array(OptionSchema)
      .min(MIN_CHOICE_OPTIONS, schemaError(messages.tooFewOptions(MIN_CHOICE_OPTIONS)))
      .max(MAX_CHOICE_OPTIONS, schemaError(messages.tooManyOptions(MAX_CHOICE_OPTIONS)))
      .refine(
        (options) => new Set(options.map((option) => option.toLowerCase())).size === options.length,
        schemaError(messages.duplicateOptions),
      ),
  }),
} satisfies QuestionKindDefinition<SingleChoiceQuestion>;
