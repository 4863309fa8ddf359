import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailDomainMessages } from '#domain/api/organisation-settings.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { AppError } from '#server/errors.ts';

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
const PUBLIC_WEBMAIL_DOMAINS: ReadonlySet<string> = new Set((require('email-providers/all.json') as string[]).map((domain) => domain.toLowerCase()));

/** Whether the domain, or a domain it belongs to (mail.gmail.com to gmail.com), is a public webmail provider. */
export function isPublicWebmailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    if (PUBLIC_WEBMAIL_DOMAINS.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}

export const emailDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

// Any fixed number: every transaction that gives an organisation a domain takes this lock
// first, so two organisations cannot both check "nobody holds it" and then both take it.
const EMAIL_DOMAIN_CLAIMS_LOCK = 0x43_4c_44_4d; // "CLDM"

export async function lockEmailDomainClaims(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_DOMAIN_CLAIMS_LOCK})`);
}

/**
 * The domains among `domains` that another organisation allows or has been approved for,
 * compared case-insensitively (older rows may hold other spellings). Call under the lock.
 */
export async function domainsHeldElsewhere(tx: Database, organisationId: string, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const wanted = sql.join(
    domains.map((domain) => sql`${domain.toLowerCase()}`),
    sql`, `,
  );
  const rows = await tx.execute(sql`
    select distinct lower(held.domain) as domain
    from organisations o
    cross join lateral jsonb_array_elements_text(
      coalesce(o.settings -> 'allowedEmailDomains', '[]'::jsonb) || coalesce(o.settings -> 'approvedEmailDomains', '[]'::jsonb)
    ) as held(domain)
    where o.id <> ${organisationId} and lower(held.domain) in (${wanted})`);
  return parseRows(rows, z.object({ domain: z.string() })).map((row) => row.domain);
}

export function assertNotPublicWebmail(domain: string): void {
  if (!isPublicWebmailDomain(domain)) return;
  const message = emailDomainMessages.publicWebmail(domain);
  throw new AppError('validation_failed', message, [{ path: 'allowedEmailDomains', message }]);
}

/** Call under the lock, in the transaction that then gives the domain to `organisationId`. */
export async function assertNotHeldElsewhere(tx: Database, organisationId: string, domain: string): Promise<void> {
  if ((await domainsHeldElsewhere(tx, organisationId, [domain])).length > 0) throw new AppError('conflict', emailDomainMessages.heldElsewhere(domain));
}
