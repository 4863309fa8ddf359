import type { I18n } from '@lingui/core';
import { intlLocaleOf, isLocale, SOURCE_LOCALE } from './locales.ts';

/**
 * Items as one list in the reader's language (`i18n`'s), as `Intl.ListFormat` writes it there:
 * `and` joins them as a sentence does ("a, b and c", "a, b et c"), `entries` lists entries that
 * stand side by side (a legend, figures, names: "a, b, c" in English).
 */
export function listIn(i18n: I18n, items: readonly string[], kind: 'and' | 'entries' = 'and'): string {
  const locale = intlLocaleOf(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
  const options: Intl.ListFormatOptions = kind === 'and' ? { type: 'conjunction', style: 'long' } : { type: 'unit', style: 'short' };
  return new Intl.ListFormat(locale, options).format(items);
}
