import { msg } from '@lingui/core/macro';
/** Texts about questions of each kind, custom assessments and their drafts (issue #17). */
export const questionKindMessages = {
  questionTextRequired: msg`Question text is required`,
  questionTextTooLong: (max: number) => msg`Question text must be at most ${max} characters`,
  tooManyQuestions: (max: number) => msg`An assessment has at most ${max} questions`,
  optionRequired: msg`Each option needs a text`,
  optionTooLong: (max: number) => msg`An option must be at most ${max} characters`,
  tooFewOptions: (min: number) => msg`A single-choice question needs at least ${min} options`,
  tooManyOptions: (max: number) => msg`A single-choice question has at most ${max} options`,
  duplicateOptions: msg`The options of a question must differ from each other`,
  commentAlwaysOptional: msg`A comment question is always optional: nobody has to write one`,
  domainKeyInvalid: msg`A domain key is 1 to 40 lower-case letters, digits or hyphens, starting with a letter`,
  domainLabelRequired: msg`A custom domain needs a label`,
  domainLabelTooLong: (max: number) => msg`A domain label must be at most ${max} characters`,
  domainLabelsDiffer: (key: string) => msg`The domain "${key}" has two different labels: give it one`,
  duplicateQuestionIds: msg`Two questions have the same id`,
  categoryInvalid: msg`Choose a category: leadership, communication, technical, soft skills or performance`,
  durationOutOfRange: (min: number, max: number) => msg`The duration must be between ${min} and ${max} minutes`,
  answerAgreement: msg`An answer is a number from 1 to 5, or null for "Prefer not to say"`,
  answerChoice: (options: number) =>
    msg`An answer is the number of one of the ${options} options (1 to ${options}), or null for "Prefer not to say"`,
  answerNetPromoter: msg`An answer is a whole number from 0 to 10, or null for "Prefer not to say"`,
  answerComment: (max: number) => msg`A comment is text of at most ${max} characters`,
  notADraft: msg`This assessment has opened, so its questions can no longer change. Start a new wave to ask different questions.`,
  draftHasNoQuestions: msg`Add at least one question before opening the assessment.`,
  draftCannotPauseOrClose: msg`This assessment is still a draft: open it first.`,
  sourceNotFound: msg`The assessment to copy the questions from was not found.`,
} as const;
