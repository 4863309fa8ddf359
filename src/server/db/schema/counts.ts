import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

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
