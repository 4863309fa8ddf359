/**
 * The languages CultureLens ships (decision 0053). British English is the source of every text;
 * the others are translations of it. A locale here names a catalogue; `intlLocaleOf` gives the
 * locale that dates, numbers and plurals are formatted in.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** The languages other than the source: those a text or a question is translated into. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** Each language by its own name, as a person looking for theirs reads it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};

const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', ar: 'ar' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 locale for `Intl` formatting in a shipped language: British English dates for `en`. */
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/** Right to left for Arabic; every other shipped language runs left to right. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first shipped language among the preferred ones (`navigator.languages`, or an
 * Accept-Language header's tags in order of preference), matched by primary subtag:
 * `de-AT` is German. Undefined when none is shipped.
 */
export function firstShippedLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** The language tags of an Accept-Language header, most preferred first (`q=0` means not wanted). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
