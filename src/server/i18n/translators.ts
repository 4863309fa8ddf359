import { i18n, setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { intlLocaleOf, LOCALES, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { messages as ar } from '#locales/ar/server.po';
import { messages as de } from '#locales/de/server.po';
import { messages as en } from '#locales/en/server.po';
import { messages as es } from '#locales/es/server.po';
import { messages as fr } from '#locales/fr/server.po';

/**
 * What the server writes itself, in each shipped language (decision 0053): error messages,
 * e-mails, the PDF report and the presentation. Every catalogue is in the bundle; one
 * translator per language, made once.
 */
const catalogues = { en, de, fr, es, ar };

const translators = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, locales: [intlLocaleOf(locale)], messages: { [locale]: catalogues[locale] } })]),
);

// The shared translator speaks the source language on the server, for modules that do not yet
// know their reader's language; a request's language is `translatorFor(requestLocale(request))`.
i18n.loadAndActivate({ locale: SOURCE_LOCALE, locales: [intlLocaleOf(SOURCE_LOCALE)], messages: en });

/** The translator of a language: `translatorFor('de')._(descriptor)`. */
export function translatorFor(locale: Locale): I18n {
  return translators.get(locale) ?? (translators.get(SOURCE_LOCALE) as I18n);
}

/** A text in `locale`: a message descriptor translated, a plain string as it is. */
export function translate(locale: Locale, text: MessageDescriptor | string): string {
  return typeof text === 'string' ? text : translatorFor(locale)._(text);
}

/** A text in the source language, for logs and the audit trail. */
export function inSourceLanguage(text: MessageDescriptor | string): string {
  return translate(SOURCE_LOCALE, text);
}
