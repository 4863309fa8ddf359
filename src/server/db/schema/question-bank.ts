import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    domain: text('domain').notNull(),
    subcategory: text('subcategory').notNull(),
    orderIndex: integer('order_index').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('questions_set_order_idx').on(table.setId, table.orderIndex)],
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
