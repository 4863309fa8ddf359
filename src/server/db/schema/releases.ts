import { sql } from 'drizzle-orm';
import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN } from '#domain/question-kind-limits.ts';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessmentOf, inAssessment } from './assessments.ts';
import { tenantOf } from './organisations.ts';

/** Released answers, their running sums, and the figures results may show. */

/**
 * A release: at least six completed people's answers made plain in one transaction that
 * writes nothing about identity. Only the day is kept. The per-team sums of the release are
 * sealed (encrypted) here: plain per-team rows would let a database copy, read beside the
 * participation ledger, give away a team that had one person in a release.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** 1, 2, 3 … within the assessment. */
    sequence: integer('sequence').notNull(),
    /** YYYY-MM-DD */
    releasedOn: text('released_on').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    sealedTeamTallies: text('sealed_team_tallies').notNull(),
  },
  (table) => [
    primaryKey({ name: 'releases_pkey', columns: [table.organisationId, table.id] }),
    inAssessment('releases_assessment_fk', table),
    uniqueIndex('releases_assessment_sequence_unique').on(table.organisationId, table.assessmentId, table.sequence),
    index('releases_organisation_idx').on(table.organisationId),
  ],
);

/**
 * Released answers: no person, no respondent key, no team and no time, written in random
 * order within their release. A row says only "someone in this release gave this value".
 */
export const answers = pgTable(
  'answers',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    releaseId: uuid('release_id').notNull(),
    /** A built-in statement's id, or a question of the assessment's own (no key: those live in a tenant table). */
    questionId: text('question_id').notNull(),
    /** The value its kind stores (1–5 agreement, an option's number 1–10 single choice); null is "Prefer not to say". */
    value: integer('value'),
  },
  (table) => [
    inAssessment('answers_assessment_fk', table),
    foreignKey({
      name: 'answers_release_fk',
      columns: [table.organisationId, table.releaseId],
      foreignColumns: [releases.organisationId, releases.id],
    }).onDelete('cascade'),
    index('answers_assessment_idx').on(table.assessmentId),
    index('answers_release_idx').on(table.releaseId),
    // Every kind's stored values lie in this range (src/domain/question-kind-limits.ts), so the
    // check needs no change per kind; written into the DDL from the constants, as a check cannot
    // take a bound parameter.
    check(
      'answers_value_check',
      sql`${table.value} is null or ${table.value} between ${sql.raw(String(ANSWER_VALUE_MIN))} and ${sql.raw(String(ANSWER_VALUE_MAX))}`,
    ),
  ],
);

/**
 * Released comments, as answers are: no person, no respondent key, no team and no time, written
 * in random order with their release of at least six people. Results show them only at the
 * organisation's level.
 */
export const releasedComments = pgTable(
  'released_comments',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    releaseId: uuid('release_id').notNull(),
    questionId: text('question_id').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    inAssessment('released_comments_assessment_fk', table),
    foreignKey({
      name: 'released_comments_release_fk',
      columns: [table.organisationId, table.releaseId],
      foreignColumns: [releases.organisationId, releases.id],
    }).onDelete('cascade'),
    index('released_comments_assessment_idx').on(table.organisationId, table.assessmentId),
  ],
);

/**
 * How many answers gave each value, 1 to 5: the favourability behind a mean. Null on rows
 * summed before these were counted whose answers could not be recounted (retention removed
 * them); a null stays null as releases add to it, so no partial count is ever shown.
 */
const valueCounts = () => ({
  count1: integer('count_1'),
  count2: integer('count_2'),
  count3: integer('count_3'),
  count4: integer('count_4'),
  count5: integer('count_5'),
});

/** Per assessment and question, organisation-wide: sums and counts of every release so far. */
export const questionAggregates = pgTable(
  'question_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: assessmentOf(),
    questionId: text('question_id').notNull(),
    /** Non-null answers: one per respondent, so also the respondents who gave a value. */
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    preferNotCount: integer('prefer_not_count').notNull(),
    ...valueCounts(),
  },
  (table) => [
    primaryKey({ name: 'question_aggregates_pkey', columns: [table.organisationId, table.assessmentId, table.questionId] }),
    inAssessment('question_aggregates_assessment_fk', table),
  ],
);

/** Per assessment and domain, organisation-wide: respondents with a value there, and sum and count of values. */
export const domainAggregates = pgTable(
  'domain_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: assessmentOf(),
    domain: text('domain').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    preferNotCount: integer('prefer_not_count').notNull(),
    ...valueCounts(),
  },
  (table) => [
    primaryKey({ name: 'domain_aggregates_pkey', columns: [table.organisationId, table.assessmentId, table.domain] }),
    inAssessment('domain_aggregates_assessment_fk', table),
  ],
);

/**
 * What results show, fixed at each release after the anonymity auditor admitted it. Every
 * figure any role sees is read from the newest publication; `sets` keeps, per domain, which
 * respondent sets it published, so the auditor can check the next one against all of them.
 */
export const resultPublications = pgTable(
  'result_publications',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** The release it follows. */
    sequence: integer('sequence').notNull(),
    /** YYYY-MM-DD */
    publishedOn: text('published_on').notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'result_publications_pkey', columns: [table.organisationId, table.assessmentId, table.sequence] }),
    inAssessment('result_publications_assessment_fk', table),
    index('result_publications_organisation_idx').on(table.organisationId),
  ],
);

/**
 * The organisation's figures of the newest publication, one small row per assessment: what a
 * dashboard reads, whatever the number of answers, releases or teams. Replaced at each release.
 */
export const resultFigures = pgTable(
  'result_figures',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** The release the figures follow. */
    sequence: integer('sequence').notNull(),
    /** YYYY-MM-DD */
    publishedOn: text('published_on').notNull(),
    /** Respondents released so far. */
    respondents: integer('respondents').notNull(),
    /** Domain tallies and heat-map cells as the auditor admitted them (OrganisationFiguresSchema). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'result_figures_pkey', columns: [table.organisationId, table.assessmentId] }),
    inAssessment('result_figures_assessment_fk', table),
  ],
);

/**
 * Each team's newest published figures, one row per team that ever had a figure admitted:
 * a team view reads its teams' rows, and a release rewrites only the teams it changed.
 */
export const teamResultFigures = pgTable(
  'team_result_figures',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** The team's key: its manager's id ('' for people without a manager). */
    team: text('team').notNull(),
    /** Respondents behind the team's newest shown figure. */
    respondents: integer('respondents').notNull(),
    /** Domain tallies with the release each was taken up to (TeamFiguresSchema's value). */
    domains: jsonb('domains').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'team_result_figures_pkey', columns: [table.organisationId, table.assessmentId, table.team] }),
    inAssessment('team_result_figures_assessment_fk', table),
  ],
);
