import { createRequire } from 'node:module';
import { emailDomainMessages } from '#domain/api/organisations-settings.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { domainsHeldElsewhere } from './queries.ts';

/**
 * Who may admit people by their e-mail domain. A domain in an organisation's self-registration
 * list sends every new sign-up at that domain into the organisation, so a domain must be shown
 * to be the organisation's: the administrator's own verified address is that proof, and the
 * platform administrator can approve others after checking by other means. Public webmail
 * domains never qualify (anyone can have an address there), and no domain serves two
 * organisations.
 */

// The maintained list of free e-mail providers (email-providers on npm, from the same lists
// that sign-up forms use to spot personal addresses); loaded once, lower case.
const require = createRequire(import.meta.url);
const PUBLIC_WEBMAIL_DOMAINS: ReadonlySet<string> = new Set(
  (require('email-providers/all.json') as string[]).map((domain) => domain.toLowerCase()),
);

/** Whether the domain, or a domain it belongs to (mail.gmail.com to gmail.com), is a public webmail provider. */
export function isPublicWebmailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    if (PUBLIC_WEBMAIL_DOMAINS.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}

export const emailDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function assertNotPublicWebmail(domain: string): void {
  if (!isPublicWebmailDomain(domain)) return;
  const message = emailDomainMessages.publicWebmail(domain);
  throw new AppError('validation_failed', message, [{ path: 'allowedEmailDomains', message }]);
}

/** Call under the lock, in the transaction that then gives the domain to `organisationId`. */
export async function assertNotHeldElsewhere(tx: Database, organisationId: string, domain: string): Promise<void> {
  if ((await domainsHeldElsewhere(tx, organisationId, [domain])).length > 0)
    throw new AppError('conflict', emailDomainMessages.heldElsewhere(domain));
}
