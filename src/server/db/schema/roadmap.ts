import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROADMAP_ITEM_STATUSES } from '#domain/api/roadmap.ts';
import { users } from './accounts.ts';
import { assessmentOf, inAssessment } from './assessments.ts';
import { tenantOf } from './organisations.ts';
import { timestamps } from './columns.ts';

/** Priority actions generated from an assessment's shown results, tracked to done. */
export const roadmapItems = pgTable(
  'roadmap_items',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    domain: text('domain').notNull(),
    priorityOrder: integer('priority_order').notNull(),
    title: text('title').notNull(),
    rationale: text('rationale').notNull(),
    firstStep: text('first_step').notNull(),
    ownerHint: text('owner_hint').notNull(),
    timeframe: text('timeframe').notNull(),
    /** The statement the title and rationale quote the start of, whole; null for items made before it was kept. */
    questionText: text('question_text'),
    /*
     * The figures an action was made from, so its words are written in each reader's language when
     * read (decision 0053). Null for items made before they were kept: those show the English texts
     * above, as they were written.
     */
    domainMean: doublePrecision('domain_mean'),
    questionId: text('question_id'),
    questionAverage: doublePrecision('question_average'),
    status: text('status', { enum: ROADMAP_ITEM_STATUSES }).notNull().default('not_started'),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'roadmap_items_pkey', columns: [table.organisationId, table.id] }),
    inAssessment('roadmap_items_assessment_fk', table),
    uniqueIndex('roadmap_items_assessment_priority_unique').on(table.organisationId, table.assessmentId, table.priorityOrder),
    index('roadmap_items_organisation_idx').on(table.organisationId),
    check('roadmap_items_status_check', sql`${table.status} in ('not_started', 'in_progress', 'done')`),
  ],
);
