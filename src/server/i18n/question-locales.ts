import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, firstShippedLocale, isLocale, type Locale } from '#domain/locales.ts';
import { wordingLocales } from '#domain/question-translations.ts';
import type { Database } from '#server/db/client.ts';
import { organisations } from '#server/db/schema.ts';

/*
 * The languages a reader sees questions in (decision 0053): the caller's, which the web app sends
 * as Accept-Language, then their organisation's default; a question translated into neither shows
 * as written (src/domain/question-translations.ts).
 */

/** The caller's language: the first shipped one of the request's Accept-Language, if any. */
export function callerLocale(request: Pick<FastifyRequest, 'headers'>): Locale | undefined {
  const header = request.headers['accept-language'];
  return firstShippedLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/** The organisation's default language (`settings.defaultLocale`), when it has set a shipped one. */
export async function organisationLocale(db: Database, organisationId: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: sql<string | null>`${organisations.settings} ->> 'defaultLocale'` })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return isLocale(row?.locale) ? row.locale : undefined;
}

/** Where to look for the wording of the questions a request reads: the caller's language, then the organisation's default. */
export async function questionLocalesOf(db: Database, request: Pick<FastifyRequest, 'headers'>, organisationId: string): Promise<Locale[]> {
  return wordingLocales(callerLocale(request), await organisationLocale(db, organisationId));
}
