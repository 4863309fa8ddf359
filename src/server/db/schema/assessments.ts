import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ASSESSMENT_STATUSES } from '#domain/api/assessments.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { tenantOf } from './organisations.ts';
import { questionSets } from './question-bank.ts';

/** The assessment a row belongs to; `inAssessment` adds its foreign key. */
export const assessmentOf = () => uuid('assessment_id').notNull();

/**
 * The row's assessment, removed with it. The key pairs organisation and assessment, as every
 * key between tenant tables does, so the database can be distributed by organisation
 * (docs/scaling.md) and a row can never point into another organisation's assessment.
 */
export const inAssessment = (name: string, table: { organisationId: AnyPgColumn; assessmentId: AnyPgColumn }) =>
  foreignKey({ name, columns: [table.organisationId, table.assessmentId], foreignColumns: [assessments.organisationId, assessments.id] }).onDelete(
    'cascade',
  );

/** An assessment run of one organisation from a built-in question set. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    questionSetId: text('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull(),
    /** 1 for the first run of a set in the organisation, then 2, 3 …: trends compare waves. */
    wave: integer('wave').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When set on a scheduled assessment, the schedule job opens it at this time. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** When set, the schedule job closes the assessment at this time. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /**
     * The last fixed release time at which the release job looked at this assessment's waiting
     * answers (decision 0026): each release time is acted on once, whatever happens after it.
     */
    releaseCheckedAt: timestamp('release_checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'assessments_pkey', columns: [table.organisationId, table.id] }),
    index('assessments_organisation_idx').on(table.organisationId, table.createdAt),
    check('assessments_status_check', sql`${table.status} in ('scheduled', 'open', 'paused', 'closed')`),
  ],
);

/**
 * Who started and completed an assessment: person-linked, so it holds no answers. The team
 * (manager) is fixed when the person starts, and travels with the answers.
 */
export const participations = pgTable(
  'participations',
  {
    assessmentId: assessmentOf(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: tenantOf(),
    teamManagerId: uuid('team_manager_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'participations_pkey', columns: [table.organisationId, table.assessmentId, table.userId] }),
    inAssessment('participations_assessment_fk', table),
    index('participations_organisation_idx').on(table.organisationId),
  ],
);

/**
 * A person's answers while they answer, encrypted (AES-256-GCM) under a key derived from the
 * secret outside the database and bound to the row, so a database copy can neither read them
 * nor tell values apart by length (the plaintext is padded). Keyed by the respondent key, an
 * HMAC of person and assessment, so the same person resumes. `completed` rows wait for a
 * release; the release deletes them.
 */
export const answerDrafts = pgTable(
  'answer_drafts',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    respondentKey: text('respondent_key').notNull(),
    sealed: text('sealed').notNull(),
    completed: boolean('completed').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'answer_drafts_pkey', columns: [table.organisationId, table.assessmentId, table.respondentKey] }),
    inAssessment('answer_drafts_assessment_fk', table),
    index('answer_drafts_waiting_idx').on(table.assessmentId, table.completed),
  ],
);
