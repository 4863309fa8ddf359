import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantOf } from './organisations.ts';

/**
 * The SAML assertions an organisation's identity provider sent that signed someone in, kept
 * until they expire: an assertion is accepted once, by whichever app process receives it
 * first (decision 0055). Expired rows are deleted as new ones arrive.
 */
export const ssoSamlAssertions = pgTable(
  'sso_saml_assertions',
  {
    organisationId: tenantOf(),
    /** The assertion's `ID`, unique per identity provider (SAML core 1.3.4). */
    assertionId: text('assertion_id').notNull(),
    /** When the assertion stops being valid, clock skew included; a replay after this fails its time check anyway. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sso_saml_assertions_pkey', columns: [table.organisationId, table.assertionId] }),
    index('sso_saml_assertions_expires_idx').on(table.expiresAt),
  ],
);
