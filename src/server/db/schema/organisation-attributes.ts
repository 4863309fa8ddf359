import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantOf } from './organisations.ts';

/**
 * Attributes an organisation defines for its people beside the built-in ones (decision 0060):
 * at most three, each a label with the rules of department and location. A person's value is
 * kept in `users.attributes` / `invitations.attributes` under `key` (`custom:` and eight
 * random hex digits), which no built-in attribute can take and which a rename leaves alone.
 */
export const organisationAttributes = pgTable(
  'organisation_attributes',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    key: text('key').notNull(),
    /** The name shown on the people page, in results, and the CSV column's heading. */
    label: text('label').notNull(),
    /** The SCIM attribute path the organisation's identity provider sends it in, if any. */
    scimPath: text('scim_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'organisation_attributes_pkey', columns: [table.organisationId, table.id] }),
    uniqueIndex('organisation_attributes_key_unique').on(table.organisationId, table.key),
    uniqueIndex('organisation_attributes_label_unique').on(table.organisationId, sql`lower(${table.label})`),
    uniqueIndex('organisation_attributes_scim_path_unique').on(table.organisationId, table.scimPath),
  ],
);
