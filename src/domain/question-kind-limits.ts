/*
 * The question kinds' limits, apart from question-kinds.ts's schemas, so the respondent's page
 * can use them without loading zod (decision 0032). The kinds themselves are the record in
 * question-kinds.ts; the page imports their type from there (`import type` costs it nothing),
 * so this file imports nothing and question-kinds.ts re-exports it without a cycle.
 */

export const MAX_QUESTIONS = 200;
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 2000;
export const MIN_CHOICE_OPTIONS = 2;
export const MAX_CHOICE_OPTIONS = 10;
export const OPTION_MAX_LENGTH = 200;
/** An organisation's own domain's label, in each language. */
export const DOMAIN_LABEL_MAX_LENGTH = 60;
/** A comment's most UTF-8 bytes: 3 per UTF-16 unit (a surrogate pair is 4 bytes for 2 units). */
export const COMMENT_MAX_UTF8_BYTES = COMMENT_MAX_LENGTH * 3;
/** What a kind's name looks like: the one rule the database keeps about kinds (assessment_questions_kind_check). */
export const QUESTION_KIND_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$';
/**
 * The range of every stored answer value (`answers.value`, a sealed draft's numbers): each kind's
 * values lie within it (question-kinds.test.ts checks), so a new kind needs no new database check.
 */
export const ANSWER_VALUE_MIN = 0;
export const ANSWER_VALUE_MAX = 10;
