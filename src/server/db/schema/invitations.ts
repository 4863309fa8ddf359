import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITABLE_ROLES } from '#domain/api/invitations.ts';
import type { PersonAttributes } from '#domain/person-attributes.ts';
import { users } from './accounts.ts';
import { mailOutbox } from './mail.ts';
import { tenantOf } from './organisations.ts';

/**
 * Invitations by e-mail. Status is derived: accepted_at, revoked_at, then expires_at against now.
 * At most one open (not accepted, not revoked) invitation per address and organisation.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    /** Names known in advance (people import), offered on the acceptance form. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who the person will report to once they join (from a people import). */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The manager's address when the same people import invited them too (lower case): whoever
     * of the two joins second links them, so a hierarchy imports in one pass.
     */
    managerEmail: text('manager_email'),
    /** Attributes from the people import, given to the person when they join. */
    attributes: jsonb('attributes').$type<PersonAttributes>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The newest invitation e-mail, to show its delivery state. */
    lastMailId: uuid('last_mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'invitations_pkey', columns: [table.organisationId, table.id] }),
    // Token first: accepting an invitation finds it by token alone, before the organisation is known.
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash, table.organisationId),
    uniqueIndex('invitations_open_email_unique')
      .on(table.organisationId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_organisation_created_idx').on(table.organisationId, table.createdAt),
    check('invitations_role_check', sql`${table.role} in ('employee', 'manager', 'organisation_admin')`),
  ],
);
