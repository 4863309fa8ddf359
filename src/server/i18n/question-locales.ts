import { eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '#domain/locales.ts';
import { wordingLocales } from '#domain/question-translations.ts';
import type { Database } from '#server/db/client.ts';
import { organisations } from '#server/db/schema.ts';
import { callerLocale, type LanguageSource } from './request-locale.ts';

/*
 * The languages a reader sees questions in (decision 0053): the caller's (their choice, else the
 * Accept-Language the web app sends), then their organisation's default; a question translated into neither shows
 * as written (src/domain/question-translations.ts).
 */

/** The organisation's default language (`settings.defaultLocale`), when it has set a shipped one. */
export async function organisationLocale(db: Database, organisationId: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: sql<string | null>`${organisations.settings} ->> 'defaultLocale'` })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return isLocale(row?.locale) ? row.locale : undefined;
}

/** Where to look for the wording of the questions a request reads: the caller's language, then the organisation's default. */
export async function questionLocalesOf(db: Database, request: LanguageSource, organisationId: string): Promise<Locale[]> {
  return wordingLocales(callerLocale(request), await organisationLocale(db, organisationId));
}
