import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { assessmentOf, inAssessment } from './assessments.ts';
import { tenantOf } from './organisations.ts';

/**
 * Counters a dashboard reads instead of counting people or participations, kept by database
 * triggers (migration 0013) so every way a row changes keeps them right.
 */

/** People who completed each assessment (participations with completed_at). */
export const completionCounts = pgTable(
  'completion_counts',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    completed: integer('completed').notNull(),
  },
  (table) => [
    primaryKey({ name: 'completion_counts_pkey', columns: [table.organisationId, table.assessmentId] }),
    inAssessment('completion_counts_assessment_fk', table),
  ],
);

/**
 * Active people per organisation. Kept beside users, which it counts, with no foreign key:
 * users stays off the distributed tables (docs/scaling.md), and a key to organisations
 * from there could not be kept.
 */
export const activePeopleCounts = pgTable('active_people_counts', {
  organisationId: uuid('organisation_id').primaryKey(),
  active: integer('active').notNull(),
});
