import { useLingui } from '@lingui/react';
import { intlLocaleOf, isLocale, SOURCE_LOCALE } from '#domain/locales.ts';

/**
 * The `Intl` locale of the language shown (decision 0053): dates and numbers follow it, so
 * English reads "5 Mar 2026, 14:07" and German "05.03.2026, 14:07". A component using it
 * renders again when the language changes.
 */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return intlLocaleOf(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
}
