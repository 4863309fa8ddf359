import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, firstShippedLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';

/**
 * The caller's language: the first shipped one of their Accept-Language header (the web app
 * sends the language it shows), else British English (decision 0053).
 */
export function callerLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return firstShippedLocale(acceptedLanguages(request.headers['accept-language'])) ?? SOURCE_LOCALE;
}
