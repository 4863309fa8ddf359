import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { LOCALE_COOKIE, shellLocale } from './shell-locale.ts';

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
 * as the web app's own chooser does), else the language the app would start in (`shellLocale`:
 * the cookie of an earlier choice, else Accept-Language, else British English).
 */
export function landingLocaleOf(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): Locale {
  const chosen = chosenLocale(request);
  if (!chosen) return shellLocale(request.headers);
  // Readable by the web app (not httpOnly), which reads it at its next start.
  reply.setCookie(LOCALE_COOKIE, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: secureCookies });
  return chosen;
}
