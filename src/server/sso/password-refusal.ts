import type { Database } from '#server/db/client.ts';
import { findSsoConfigurationByDomain } from './queries.ts';

/**
 * Whether a password may not sign this person in: the single sign-on that serves their e-mail
 * domain is their own organisation's, it is required, and they are not its break-glass
 * administrator. People of another organisation who have an address at the domain keep their
 * password (the provider could not sign them in anyway).
 */
export async function passwordRefusedBySso(
  db: Database,
  user: { id: string; email: string; organisationId: string | null },
): Promise<boolean> {
  if (!user.organisationId) return false;
  const domain = user.email.slice(user.email.lastIndexOf('@') + 1).toLowerCase();
  const configuration = await findSsoConfigurationByDomain(db, domain);
  return (
    configuration !== undefined &&
    configuration.required &&
    configuration.organisationId === user.organisationId &&
    configuration.breakGlassUserId !== user.id
  );
}

/**
 * Whether the single sign-on that serves this address's domain is required: then nobody may
 * register there with a password (the same answer whether the address has an account or not;
 * discovery tells the same from the domain alone).
 */
export async function passwordRegistrationRefusedBySso(db: Database, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const configuration = await findSsoConfigurationByDomain(db, domain);
  return configuration !== undefined && configuration.required;
}
