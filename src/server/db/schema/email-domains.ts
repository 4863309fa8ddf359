import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_DOMAIN_REQUEST_STATUSES } from '#domain/api/organisations-email-domains.ts';
import { users } from './accounts.ts';
import { tenantOf } from './organisations.ts';

/**
 * An organisation's administrators asking the platform administrator to approve an e-mail
 * domain for self-registration (one that is not their own verified address's), and the answer.
 * Approval adds the domain to the organisation's `approvedEmailDomains` in the same transaction;
 * the row stays as the history of who asked and who decided.
 */
export const emailDomainRequests = pgTable(
  'email_domain_requests',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    /** Lower case, checked like the settings' domains. */
    domain: text('domain').notNull(),
    status: text('status', { enum: EMAIL_DOMAIN_REQUEST_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a domain was refused, shown to the organisation's administrators. */
    refusalReason: text('refusal_reason'),
  },
  (table) => [
    primaryKey({ name: 'email_domain_requests_pkey', columns: [table.organisationId, table.id] }),
    // One open request per domain and organisation: asking twice changes nothing.
    uniqueIndex('email_domain_requests_pending_unique')
      .on(table.organisationId, table.domain)
      .where(sql`${table.status} = 'pending'`),
    index('email_domain_requests_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
    check('email_domain_requests_status_check', sql`${table.status} in ('pending', 'approved', 'refused')`),
  ],
);
