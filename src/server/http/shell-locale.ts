import { acceptedLanguages, firstShippedLocale, isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';

/** The cookie the web app keeps a person's choice of language in (src/web/i18n/locale.ts). */
export const LOCALE_COOKIE = 'culturelens_locale';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language the web app will start in for this request, as its `startingLocale` decides it:
 * the person's choice on this device (the cookie), else the browser's first shipped language
 * (Accept-Language), else the source language. The app shell is sent in it (`lang`, `dir`, the
 * catalogue preloaded), so the page does not change language or direction once its script runs.
 */
export function shellLocale(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return firstShippedLocale(acceptedLanguages(headers['accept-language'])) ?? SOURCE_LOCALE;
}
