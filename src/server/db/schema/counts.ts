import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tenantOf } from './organisations.ts';

/**
 * Counters a dashboard reads instead of counting people, kept by database triggers (migration
 * 0013) so every way a row changes keeps them right. The count of completions per assessment
 * went with migration 0019: results show only released people (decision 0026).
 */

/**
 * Active people per organisation. Kept beside users, which it counts, with no foreign key:
 * users stays off the distributed tables (docs/scaling.md), and a key to organisations
 * from there could not be kept.
 */
export const activePeopleCounts = pgTable('active_people_counts', {
  organisationId: uuid('organisation_id').primaryKey(),
  active: integer('active').notNull(),
});

/**
 * Completions per organisation and UTC day, for the platform's daily figures (which leave
 * the demo organisation out and hide small numbers). Written with the completion, since
 * participations keep no time; days older than the platform shows are deleted by the hourly
 * housekeeping (decision 0042).
 */
export const dailyCompletions = pgTable(
  'daily_completions',
  {
    organisationId: tenantOf(),
    day: date('day', { mode: 'string' }).notNull(),
    completions: integer('completions').notNull(),
  },
  (table) => [
    primaryKey({ name: 'daily_completions_pkey', columns: [table.organisationId, table.day] }),
    index('daily_completions_day_idx').on(table.day),
  ],
);
