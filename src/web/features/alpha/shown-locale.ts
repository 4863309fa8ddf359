import type { I18n } from '@lingui/core';
import { intlLocaleOf, isLocale, SOURCE_LOCALE } from '#domain/locales.ts';

/** The `Intl` locale of the language shown (`en-GB` for British English), for dates and numbers. */
export function shownIntlLocale(i18n: I18n): string {
  return intlLocaleOf(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
}
