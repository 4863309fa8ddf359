import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { QuestionTranslations } from '#domain/question-translations.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

// The question bank is product content: rows are synchronised from
// src/domain/question-bank.ts after every migration and never deleted (answers refer to them).
export const questionSets = pgTable('question_sets', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  isCategory: boolean('is_category').notNull(),
  domains: jsonb('domains').$type<string[]>().notNull(),
  ...timestamps,
});

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    setId: text('set_id')
      .notNull()
      .references(() => questionSets.id),
    text: text('text').notNull(),
    /** The statement in each other shipped language, by locale; a missing language shows the source text. */
    translations: jsonb('translations').$type<QuestionTranslations>().notNull().default({}),
    domain: text('domain').notNull(),
    subcategory: text('subcategory').notNull(),
    orderIndex: integer('order_index').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('questions_set_order_idx').on(table.setId, table.orderIndex)],
);

/**
 * The versions of a built-in set (decision 0038). Version 1 is the bank in code, kept by the
 * synchronisation; later versions are the platform administrator's, and nothing in code
 * touches them. An assessment keeps the version it started with.
 */
export const questionSetVersions = pgTable(
  'question_set_versions',
  {
    setId: text('set_id')
      .notNull()
      .references(() => questionSets.id),
    version: integer('version').notNull(),
    note: text('note').notNull(),
    /** Null for version 1 (the code's) and once the author's account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'question_set_versions_pkey', columns: [table.setId, table.version] }),
    check('question_set_versions_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * The statements of a version, in order. A statement's wording and domain live on its
 * `questions` row and never change once a platform version uses it: a new wording is a new
 * question id, so earlier waves' answers keep meaning what was asked.
 */
export const questionSetVersionQuestions = pgTable(
  'question_set_version_questions',
  {
    setId: text('set_id').notNull(),
    version: integer('version').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    orderIndex: integer('order_index').notNull(),
  },
  (table) => [
    primaryKey({ name: 'question_set_version_questions_pkey', columns: [table.setId, table.version, table.questionId] }),
    unique('question_set_version_questions_order_unique').on(table.setId, table.version, table.orderIndex),
    foreignKey({
      name: 'question_set_version_questions_version_fk',
      columns: [table.setId, table.version],
      foreignColumns: [questionSetVersions.setId, questionSetVersions.version],
    }).onDelete('cascade'),
    index('question_set_version_questions_question_idx').on(table.questionId),
  ],
);

/**
 * One row: the fingerprint of the question bank last synchronised, so that a start with the
 * same build and no new migration skips the synchronisation.
 */
export const questionBankState = pgTable(
  'question_bank_state',
  {
    id: boolean('id').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [check('question_bank_state_one_row', sql`${table.id}`)],
);
