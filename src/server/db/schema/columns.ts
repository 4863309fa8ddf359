import { timestamp } from 'drizzle-orm/pg-core';

// Conventions of every table file here: plain text columns with CHECK constraints instead
// of PostgreSQL enums: adding a value later is a one-line migration, and the migrations stay
// free of schema-qualified types. `text(name, { enum })` types such a column in TypeScript
// only (no SQL change), so reads need no casts; the CHECK constraint stays the database's guard.

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
