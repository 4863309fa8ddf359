import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTION_PLAN_SOURCES, ACTION_PLAN_STATUSES } from '#domain/api/action-plans.ts';
import { users } from './accounts.ts';
import { assessmentOf, inAssessment } from './assessments.ts';
import { tenantOf } from './organisations.ts';
import { timestamps } from './columns.ts';

/**
 * Actions people plan on an assessment's shown results (decision 0061): written by people, never
 * computed from figures. A team action plan (`team_manager_id`) is seen by that manager's team;
 * a published one by everyone in the organisation.
 */
export const actionPlans = pgTable(
  'action_plans',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    source: text('source', { enum: ACTION_PLAN_SOURCES }).notNull(),
    /** The roadmap item's id, the domain's key, the question's id or the theme's words. */
    sourceRef: text('source_ref').notNull(),
    /** The domain the action belongs to, for trends beside it; null for a theme of the comments. */
    domain: text('domain'),
    teamManagerId: uuid('team_manager_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ACTION_PLAN_STATUSES }).notNull().default('not_started'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the owner was told the action is due, and that it is overdue: each once per due date. */
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'action_plans_pkey', columns: [table.organisationId, table.id] }),
    inAssessment('action_plans_assessment_fk', table),
    index('action_plans_assessment_idx').on(table.organisationId, table.assessmentId),
    index('action_plans_open_due_idx')
      .on(table.dueOn)
      .where(sql`${table.status} <> 'done'`),
    check('action_plans_status_check', sql`${table.status} in ('not_started', 'in_progress', 'done')`),
    check('action_plans_source_check', sql`${table.source} in ('priority', 'domain', 'question', 'theme')`),
  ],
);

/** Progress updates of an action plan, with their dates: kept, never edited. */
export const actionPlanUpdates = pgTable(
  'action_plan_updates',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    actionPlanId: uuid('action_plan_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    /** The status this update set, if it changed it. */
    status: text('status', { enum: ACTION_PLAN_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'action_plan_updates_pkey', columns: [table.organisationId, table.id] }),
    foreignKey({
      name: 'action_plan_updates_plan_fk',
      columns: [table.organisationId, table.actionPlanId],
      foreignColumns: [actionPlans.organisationId, actionPlans.id],
    }).onDelete('cascade'),
    index('action_plan_updates_plan_idx').on(table.organisationId, table.actionPlanId),
    check('action_plan_updates_status_check', sql`${table.status} is null or ${table.status} in ('not_started', 'in_progress', 'done')`),
  ],
);
