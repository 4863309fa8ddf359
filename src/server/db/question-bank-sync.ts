import { createHash } from 'node:crypto';
import { notInArray, sql } from 'drizzle-orm';
import { allQuestions, questionSets as bankSets } from '#domain/question-bank.ts';
import type { Database } from './client.ts';
import { questionBankState, questions, questionSets } from './schema.ts';

/** Changes whenever anything synchronised below changes: the sets and every question. */
export const questionBankFingerprint = createHash('sha256').update(JSON.stringify({ bankSets, allQuestions })).digest('hex');

/**
 * Makes the question tables match the question bank in code: inserts new sets and
 * questions, updates changed wording, and deactivates questions that left the bank.
 * Nothing is deleted, because stored answers refer to question ids.
 */
export async function syncQuestionBank(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(questionSets)
      .values(
        bankSets.map((set) => ({
          id: set.id,
          title: set.title,
          description: set.description,
          isCategory: set.isCategory,
          domains: set.domains.map((domain) => domain.key),
        })),
      )
      .onConflictDoUpdate({
        target: questionSets.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          isCategory: sql`excluded.is_category`,
          domains: sql`excluded.domains`,
          updatedAt: sql`now()`,
        },
      });

    await tx
      .insert(questions)
      .values(
        allQuestions.map((question) => ({
          id: question.id,
          setId: question.setId,
          text: question.text,
          domain: question.domain,
          subcategory: question.subcategory,
          orderIndex: question.order,
          isActive: true,
        })),
      )
      .onConflictDoUpdate({
        target: questions.id,
        set: {
          setId: sql`excluded.set_id`,
          text: sql`excluded.text`,
          domain: sql`excluded.domain`,
          subcategory: sql`excluded.subcategory`,
          orderIndex: sql`excluded.order_index`,
          isActive: sql`true`,
          updatedAt: sql`now()`,
        },
      });

    await tx
      .update(questions)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(notInArray(questions.id, allQuestions.map((question) => question.id)));

    await tx
      .insert(questionBankState)
      .values({ fingerprint: questionBankFingerprint })
      .onConflictDoUpdate({ target: questionBankState.id, set: { fingerprint: questionBankFingerprint } });
  });
}
