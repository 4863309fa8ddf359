import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PULSE_CADENCES, PULSE_STATUSES } from '#domain/api/pulse-programmes.ts';
import type { AssessmentQuestion } from '#domain/question-kinds.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { tenantOf } from './organisations.ts';

/**
 * A short assessment repeated on a schedule (decision 0065). Each run is a wave of one series
 * (`series_id`, set when the first run is created): a scheduled assessment the schedule job opens
 * and closes like any other, so launch e-mails, reminders, releases and trends work unchanged.
 */
export const pulseProgrammes = pgTable(
  'pulse_programmes',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    title: text('title').notNull(),
    /**
     * Where the questions came from: an assessment with its own questions (the template), or a
     * built-in set. Kept to show it only: the questions were copied when the programme was set up.
     */
    templateAssessmentId: uuid('template_assessment_id'),
    questionSetId: text('question_set_id'),
    /** The questions every run draws from, copied once (ids kept, so every run's answers line up). */
    questions: jsonb('questions').$type<AssessmentQuestion[]>().notNull(),
    cadence: text('cadence', { enum: PULSE_CADENCES }).notNull(),
    openDays: integer('open_days').notNull(),
    /** How many questions each run asks, cycling through the source; null: every question every run. */
    rotationSize: integer('rotation_size'),
    /** The series every run belongs to: the first run's id, null until it is created. */
    seriesId: uuid('series_id'),
    /** How many runs were created: the next run's place in the rotation. */
    runCount: integer('run_count').notNull().default(0),
    /** When the next run opens; the job creates it ahead of this time. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: PULSE_STATUSES }).notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'pulse_programmes_pkey', columns: [table.organisationId, table.id] }),
    index('pulse_programmes_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.status} = 'active'`),
    check('pulse_programmes_source_check', sql`(${table.templateAssessmentId} is null) <> (${table.questionSetId} is null)`),
    check('pulse_programmes_cadence_check', sql`${table.cadence} in ('monthly', 'quarterly')`),
    check('pulse_programmes_status_check', sql`${table.status} in ('active', 'paused')`),
    check('pulse_programmes_open_days_check', sql`${table.openDays} >= 1`),
    check('pulse_programmes_rotation_check', sql`${table.rotationSize} is null or ${table.rotationSize} >= 1`),
  ],
);
