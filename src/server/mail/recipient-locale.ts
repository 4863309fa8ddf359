import { eq } from 'drizzle-orm';
import { isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { defaultLocaleOf } from '#domain/organisation-settings.ts';
import type { Database } from '#server/db/client.ts';
import { organisations } from '#server/db/schema.ts';

/**
 * The language a person's e-mail is written in (decision 0053): the one they chose, else their
 * organisation's default, else English (no organisation, or settings stored before languages).
 */
export function recipientLocale(
  personLocale: string | null | undefined,
  organisationSettings?: { defaultLocale?: unknown } | null,
): Locale {
  return isLocale(personLocale) ? personLocale : defaultLocaleOf(organisationSettings);
}

/** An organisation's default language (English for none). */
async function organisationLocale(db: Database, organisationId: string | null): Promise<Locale> {
  if (organisationId === null) return SOURCE_LOCALE;
  const [row] = await db.select({ settings: organisations.settings }).from(organisations).where(eq(organisations.id, organisationId));
  return defaultLocaleOf(row?.settings);
}

/** The language of a mail to someone with an account: theirs, else their organisation's default. */
export async function localeOfRecipient(db: Database, person: { locale: string | null; organisationId: string | null }): Promise<Locale> {
  return isLocale(person.locale) ? person.locale : organisationLocale(db, person.organisationId);
}
