import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '#domain/locales.ts';
import { domainLabel, getQuestionSet, type Question, type QuestionSetId } from '#domain/question-bank.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { builtInText, domainLabelIn, setWordingIn } from '#domain/question-translations.ts';

/**
 * The built-in question bank in the language shown (decision 0053): sets, domains and
 * statements in their translation where the bank has one, else as written.
 */

/** Where to look for a wording: the language shown. */
export function useShownLocales(): Locale[] {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? [i18n.locale] : [];
}

export function setTitleIn(id: QuestionSetId, locales: readonly Locale[]): string {
  return setWordingIn(getQuestionSet(id), locales).title;
}

export function domainLabelOf(key: string, locales: readonly Locale[]): string {
  return domainLabelIn(key, domainLabel(key) ?? key, locales);
}

export function statementIn(question: Pick<Question, 'id' | 'text'>, locales: readonly Locale[]): string {
  return builtInText(question.text, STATEMENT_TRANSLATIONS[question.id], locales);
}
