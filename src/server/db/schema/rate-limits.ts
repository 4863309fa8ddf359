import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Fixed-window counters of the rate limiter: in the database so every app process shares them. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Browsers a person has signed in with (a device cookie, stored as a SHA-256 hash). Wrong
 * passwords from browsers no one has signed in with share a ceiling per account; a browser of
 * this table is spared that ceiling, so a stranger's guessing cannot keep the person out of
 * the browsers they already use. It proves nothing by itself: the password is still checked.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);
