import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A request to create an organisation, waiting for its administrator to prove the address:
 * nothing exists until the e-mailed link is used with the password chosen here, so the answer
 * to the request is the same whether or not the address already has an account. The token is
 * stored as a SHA-256 hash; rows go when used or a day after they were made.
 */
export const organisationRequests = pgTable(
  'organisation_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    organisationName: text('organisation_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('organisation_requests_expires_idx').on(table.expiresAt)],
);
