import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ASSESSMENT_STATUSES } from '#domain/api/assessments.ts';
import { ASSESSMENT_AUDIENCES } from '#domain/api/lifecycle-surveys.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { QUESTION_KIND_NAME_PATTERN, type QuestionKind } from '#domain/question-kinds.ts';
import type { AssessmentQuestionTranslations } from '#domain/question-translations.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { tenantOf } from './organisations.ts';
import { questionSets, questionSetVersions } from './question-bank.ts';

/** The assessment a row belongs to; `inAssessment` adds its foreign key. */
export const assessmentOf = () => uuid('assessment_id').notNull();

/**
 * The row's assessment, removed with it. The key pairs organisation and assessment, as every
 * key between tenant tables does, so the database can be distributed by organisation
 * (docs/scaling.md) and a row can never point into another organisation's assessment.
 */
export const inAssessment = (name: string, table: { organisationId: AnyPgColumn; assessmentId: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [table.organisationId, table.assessmentId],
    foreignColumns: [assessments.organisationId, assessments.id],
  }).onDelete('cascade');

/**
 * An assessment run of one organisation: from a built-in question set, or with questions of its
 * own (`assessment_questions`; no question set).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    /** The built-in set asked; null for an assessment with questions of its own. */
    questionSetId: text('question_set_id').references(() => questionSets.id),
    /** The version of the set asked, fixed when the assessment is created (decision 0038); null with no set. */
    questionSetVersion: integer('question_set_version'),
    /**
     * The waves of an assessment with its own questions: the first wave's id, copied by each
     * next wave. Null for built-in sets, whose waves are those of the same set.
     */
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The specification's Create Assessment category; set on assessments with their own questions. */
    category: text('category'),
    /** Expected minutes to answer, as the administrator gave it; null for built-in sets (estimated from their statements). */
    durationMinutes: integer('duration_minutes'),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull(),
    /** 1 for the first run of a set (or series) in the organisation, then 2, 3 …: trends compare waves. */
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
    /**
     * Created to hold answers imported from a local workspace (decision 0029): closed from the
     * start and never answered on the server, so no member's answer ever joins the imported ones.
     */
    importedAnswers: boolean('imported_answers').notNull().default(false),
    /**
     * The fewest people a release, figure or comment of this assessment may stand for: the
     * organisation's setting copied when the assessment opens (or is created to hold imported
     * answers), and never changed by the setting afterwards (decision 0037).
     */
    minimumGroupSize: integer('minimum_group_size').notNull().default(ANONYMITY_THRESHOLD),
    /**
     * Who answers (decision 0066): `everyone` active in the organisation, or only the people a
     * lifecycle survey was sent to (`survey_recipients`): newcomers (`onboarding`) or leavers (`exit`).
     */
    audience: text('audience', { enum: ASSESSMENT_AUDIENCES }).notNull().default('everyone'),
    /** An onboarding survey goes to a person this many days after they joined; null for other audiences. */
    onboardingDays: integer('onboarding_days'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'assessments_pkey', columns: [table.organisationId, table.id] }),
    index('assessments_organisation_idx').on(table.organisationId, table.createdAt),
    check('assessments_status_check', sql`${table.status} in ('draft', 'scheduled', 'open', 'paused', 'closed')`),
    check('assessments_questions_source_check', sql`(${table.questionSetId} is null) = (${table.seriesId} is not null)`),
    check('assessments_question_set_version_check', sql`(${table.questionSetId} is null) = (${table.questionSetVersion} is null)`),
    foreignKey({
      name: 'assessments_question_set_version_fk',
      columns: [table.questionSetId, table.questionSetVersion],
      foreignColumns: [questionSetVersions.setId, questionSetVersions.version],
    }),
    // The database itself keeps an assessment of imported answers closed: it can never be reopened.
    check('assessments_imported_closed_check', sql`not ${table.importedAnswers} or ${table.status} = 'closed'`),
    // The threshold is the floor of every organisation's setting: no assessment can ever count on
    // fewer. Written into the DDL from the constant (a check cannot take a bound parameter).
    check('assessments_audience_check', sql`${table.audience} in ('everyone', 'onboarding', 'exit')`),
    check('assessments_onboarding_days_check', sql`(${table.audience} = 'onboarding') = (${table.onboardingDays} is not null)`),
    // At most one running onboarding and one running exit survey per organisation: a newcomer or a
    // leaver is sent one survey, never a choice of several.
    uniqueIndex('assessments_one_running_lifecycle_unique')
      .on(table.organisationId, table.audience)
      .where(sql`${table.audience} <> 'everyone' and ${table.status} in ('open', 'paused')`),
    check('assessments_minimum_group_size_check', sql`${table.minimumGroupSize} >= ${sql.raw(String(ANONYMITY_THRESHOLD))}`),
  ],
);

/**
 * The questions of an assessment that has its own (issue #17): written while it is a draft,
 * fixed once it opens. `kind` and `options` follow src/domain/question-kinds.ts.
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    id: text('id').notNull(),
    orderIndex: integer('order_index').notNull(),
    text: text('text').notNull(),
    /** A kind of src/domain/question-kinds.ts (the record, not this table, says which exist). */
    kind: text('kind').$type<QuestionKind>().notNull(),
    domain: text('domain').notNull(),
    domainLabel: text('domain_label').notNull(),
    required: boolean('required').notNull(),
    /** The options of a single-choice question, in order; empty for other kinds. */
    options: jsonb('options').$type<string[]>().notNull(),
    /** The question in each other language its author gave, by locale (src/domain/question-translations.ts). */
    translations: jsonb('translations').$type<AssessmentQuestionTranslations>().notNull().default({}),
  },
  (table) => [
    primaryKey({ name: 'assessment_questions_pkey', columns: [table.organisationId, table.assessmentId, table.id] }),
    inAssessment('assessment_questions_assessment_fk', table),
    // The shape of a kind's name, not a list of kinds: which kinds exist is the record in
    // src/domain/question-kinds.ts, checked by every request that writes a question, and a list
    // here would need a migration per kind (decision 0050). Written into the DDL from the
    // constant, as a check cannot take a bound parameter.
    check('assessment_questions_kind_check', sql`${table.kind} ~ ${sql.raw(`'${QUESTION_KIND_NAME_PATTERN}'`)}`),
  ],
);

/**
 * Who started and completed an assessment: person-linked, so it holds no answers. The team
 * (manager) is fixed when the person starts, and travels with the answers. A row means the
 * person started; `completed` whether they finished. No time is kept, not even the day
 * (decision 0042): reminders, one answer per person and what the person sees need only these.
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
    completed: boolean('completed').notNull().default(false),
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

/**
 * Whom a lifecycle survey (onboarding or exit) was sent to, and when: only they list, reach and
 * answer it (decision 0066). Says nothing of whether they answered; `participations` says that,
 * as for every assessment.
 */
export const surveyRecipients = pgTable(
  'survey_recipients',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When its invitation was queued for mail; null while it waits for the lifecycle job (an exit just recorded). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reason: text('reason', { enum: ['onboarding', 'exit'] }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'survey_recipients_pkey', columns: [table.organisationId, table.assessmentId, table.userId] }),
    inAssessment('survey_recipients_assessment_fk', table),
    index('survey_recipients_user_idx').on(table.userId),
    index('survey_recipients_waiting_idx')
      .on(table.organisationId)
      .where(sql`${table.sentAt} is null`),
    check('survey_recipients_reason_check', sql`${table.reason} in ('onboarding', 'exit')`),
  ],
);
