import type { SessionResponse } from '#domain/api/accounts.ts';
import type { Locale } from '#domain/locales.ts';
import { activateLocale, currentLocale, rememberLocale, startingLocale } from './locale.ts';

/**
 * The language the session asks for (decision 0053): the person's own choice; else, when
 * neither this device's remembered choice nor the browser's languages name a shipped one,
 * their organisation's default. Undefined: keep the language the app started in.
 */
export function sessionLocale(
  session: SessionResponse | undefined,
  started: Locale | undefined,
): { locale: Locale; chosen: boolean } | undefined {
  const chosen = session?.user?.locale;
  if (chosen) return { locale: chosen, chosen: true };
  const organisationDefault = session?.organisation?.settings.defaultLocale;
  if (started === undefined && organisationDefault) return { locale: organisationDefault, chosen: false };
  return undefined;
}

/** Shows the session's language when it differs from the one shown; a person's choice is remembered on this device too. */
export async function applySessionLocale(session: SessionResponse | undefined): Promise<void> {
  const wanted = sessionLocale(session, startingLocale());
  if (!wanted) return;
  if (wanted.chosen) rememberLocale(wanted.locale);
  if (wanted.locale !== currentLocale()) await activateLocale(wanted.locale);
}
