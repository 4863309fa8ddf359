import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tenantOf } from './organisations.ts';

/**
 * Bearer tokens an organisation's identity provider uses for SCIM provisioning (decision 0059).
 * Only the SHA-256 of a token is kept: it is shown once, when it is made. A revoked token stays
 * as the history of who made and revoked it.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    tokenHash: text('token_hash').notNull(),
    /** The administrator's own name for the token, e.g. the identity provider it was made for. */
    label: text('label').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'scim_tokens_pkey', columns: [table.organisationId, table.id] }),
    uniqueIndex('scim_tokens_token_hash_unique').on(table.tokenHash),
    index('scim_tokens_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);
