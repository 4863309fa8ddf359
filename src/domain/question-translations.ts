import { LOCALES, SOURCE_LOCALE, type Locale } from './locales.ts';
import { DOMAIN_LABEL_TRANSLATIONS, SET_TRANSLATIONS } from './question-set-translations.ts';

/**
 * A question in the languages other than the one it was written in (decision 0053). Answers are
 * kept by question id (and a single choice by its option's number), never by wording, so results
 * combine answers given in any language. A language without a translation shows the question in
 * the organisation's default language, else as written.
 */

/** A built-in statement in each other shipped language. */
export type QuestionTranslations = Partial<Record<Locale, string>>;

/**
 * An assessment's own question in each language its author gave: the statement (blank when only
 * the domain's label was given), a single-choice question's options in order, and an
 * organisation's own domain's label (the same for every question of the domain).
 */
export type AssessmentQuestionTranslations = Partial<Record<Locale, { text: string; options?: string[]; domainLabel?: string }>>;

/** The languages the built-in wording is translated into: every shipped one but the source. */
export type { TranslatedLocale } from './locales.ts';

/** Where to look for a question's wording, most wanted first: the reader's language, then the organisation's default. */
export function wordingLocales(...wanted: readonly (Locale | null | undefined)[]): Locale[] {
  return [...new Set(wanted.filter((locale): locale is Locale => locale != null && (LOCALES as readonly string[]).includes(locale)))];
}

/**
 * A built-in text (written in the source language) in the first of `locales` it has: the source
 * language is the text itself. Without any, the text as written.
 */
export function builtInText(source: string, translations: QuestionTranslations | undefined, locales: readonly Locale[]): string {
  for (const locale of locales) {
    if (locale === SOURCE_LOCALE) return source;
    const text = translations?.[locale];
    if (text) return text;
  }
  return source;
}

/** A built-in domain's label in the first of `locales` it has; any other label as it is. */
export function domainLabelIn(key: string, label: string, locales: readonly Locale[]): string {
  return Object.hasOwn(DOMAIN_LABEL_TRANSLATIONS, key) ? builtInText(label, DOMAIN_LABEL_TRANSLATIONS[key], locales) : label;
}

/** A built-in set's title and description in the first of `locales` they have. */
export function setWordingIn<S extends { id: string; title: string; description: string }>(set: S, locales: readonly Locale[]): S {
  const translations = Object.hasOwn(SET_TRANSLATIONS, set.id) ? SET_TRANSLATIONS[set.id] : undefined;
  return {
    ...set,
    title: builtInText(set.title, translations?.title, locales),
    description: builtInText(set.description, translations?.description, locales),
  };
}

type Translatable = {
  readonly text: string;
  readonly domain: string;
  readonly domainLabel: string;
  readonly translations?: AssessmentQuestionTranslations | undefined;
};

/**
 * A question's domain label in the first of `locales` it has: a built-in domain's from the bank,
 * an organisation's own from the question's translations; else as written.
 */
function questionDomainLabelIn(question: Translatable, locales: readonly Locale[]): string {
  if (Object.hasOwn(DOMAIN_LABEL_TRANSLATIONS, question.domain)) return domainLabelIn(question.domain, question.domainLabel, locales);
  for (const locale of locales) {
    const label = question.translations?.[locale]?.domainLabel;
    if (label) return label;
  }
  return question.domainLabel;
}

/**
 * A question as a reader of `locales` sees it: the text (and a single choice's options, when the
 * translation has as many) of the first language it was translated into, else as written; its
 * domain's label in the first language it has. The translations themselves are left out.
 */
export function questionIn<Q extends Translatable>(question: Q, locales: readonly Locale[]): Q {
  const { translations, ...rest } = question;
  const locale = locales.find((candidate) => translations?.[candidate]?.text);
  const wording = locale === undefined ? undefined : translations?.[locale];
  const shown = { ...rest, domainLabel: questionDomainLabelIn(question, locales) };
  if (!wording) return shown as unknown as Q;
  const options = 'options' in rest && Array.isArray(rest.options) ? (rest.options as readonly string[]) : undefined;
  const translatedOptions = options && wording.options?.length === options.length ? { options: [...wording.options] } : {};
  return { ...shown, text: wording.text, ...translatedOptions } as unknown as Q;
}

/** A built-in statement's translations as an assessment question's (copied into a draft, or asked from a set). */
export function asQuestionTranslations(translations: QuestionTranslations | undefined, source: string): AssessmentQuestionTranslations {
  const result: AssessmentQuestionTranslations = {};
  for (const locale of LOCALES) {
    const text = locale === SOURCE_LOCALE ? source : translations?.[locale];
    if (text) result[locale] = { text };
  }
  return result;
}
