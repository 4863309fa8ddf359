/*
 * The question kinds' names and limits, apart from question-kinds.ts's schemas, so the
 * respondent's page can use them without loading zod (decision 0032).
 */

export const QUESTION_KINDS = ['agreement', 'single-choice', 'comment'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 200;
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 2000;
export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 10;
export const OPTION_MAX_LENGTH = 200;
/** A comment's most UTF-8 bytes: 3 per UTF-16 unit (a surrogate pair is 4 bytes for 2 units). */
export const COMMENT_MAX_UTF8_BYTES = COMMENT_MAX_LENGTH * 3;
