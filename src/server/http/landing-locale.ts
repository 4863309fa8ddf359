import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, firstShippedLocale, isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';

/** The cookie the web app keeps a visitor's language in (src/web/i18n/locale.ts). */
const LOCALE_COOKIE = 'culturelens_locale';

/**
 * The pre-rendered landing page of a language, as scripts/build-web.ts writes it: the source
 * language's at `prerendered/index.html`, every other one's beside it as `index.<locale>.html`.
 */
export function prerenderedLandingPageOf(locale: Locale): string {
  return locale === SOURCE_LOCALE ? 'prerendered/index.html' : `prerendered/index.${locale}.html`;
}

/** A language chosen on the landing page itself: `/?lang=de`, the link its language chooser offers without a script. */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(lang) ? lang : undefined;
}

/**
 * The language the landing page is served in: one chosen with `?lang=` (then kept in the cookie,
 * as the web app's own chooser does), else the one the visitor chose before (the cookie), else
 * the first shipped one of their browser's Accept-Language, else British English.
 */
export function landingLocaleOf(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): Locale {
  const chosen = chosenLocale(request);
  if (chosen) {
    // Readable by the web app (not httpOnly), which reads it at its next start.
    reply.setCookie(LOCALE_COOKIE, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: secureCookies });
    return chosen;
  }
  const remembered = request.cookies[LOCALE_COOKIE];
  if (isLocale(remembered)) return remembered;
  return firstShippedLocale(acceptedLanguages(request.headers['accept-language'])) ?? SOURCE_LOCALE;
}
