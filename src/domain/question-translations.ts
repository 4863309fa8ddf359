import type { Locale } from './locales.ts';

/**
 * A question in the languages other than the one it was written in (decision 0053). Answers are
 * kept by question id, never by wording, so results combine answers given in any language.
 * A language without a translation shows the question as written.
 */

/** A built-in statement in each other shipped language. */
export type QuestionTranslations = Partial<Record<Locale, string>>;

/** An assessment's own question in each language its author gave: the statement, and a single-choice question's options in order. */
export type AssessmentQuestionTranslations = Partial<Record<Locale, { text: string; options?: string[] }>>;
