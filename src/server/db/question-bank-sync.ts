import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { allQuestions, questionSets as bankSets } from '#domain/question-bank.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import type { Database } from './database.ts';
import { questionBankState, questions, questionSets, questionSetVersionQuestions, questionSetVersions } from './schema.ts';

/** Changes whenever anything synchronised below changes: the sets, every question and its translations. */
export const questionBankFingerprint = createHash('sha256')
  .update(JSON.stringify({ bankSets, allQuestions, translations: STATEMENT_TRANSLATIONS }))
  .digest('hex');

/** The note of version 1, the bank in code. */
export const BUILT_IN_VERSION_NOTE = 'The built-in statements';

/**
 * Makes the question tables match the question bank in code: inserts new sets and
 * questions, updates changed wording, and deactivates questions that left the bank.
 * Nothing is deleted, because stored answers refer to question ids. The code's bank is version 1
 * of each set: its list is rewritten here, and the platform administrator's later versions
 * (decision 0038) are left as they are, their own statements included.
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
          translations: STATEMENT_TRANSLATIONS[question.id] ?? {},
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
          translations: sql`excluded.translations`,
          domain: sql`excluded.domain`,
          subcategory: sql`excluded.subcategory`,
          orderIndex: sql`excluded.order_index`,
          isActive: sql`true`,
          updatedAt: sql`now()`,
        },
      });

    await syncVersionOne(tx);

    const inLaterVersions = tx
      .select({ id: questionSetVersionQuestions.questionId })
      .from(questionSetVersionQuestions)
      .where(gt(questionSetVersionQuestions.version, 1));
    await tx
      .update(questions)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(
        and(
          notInArray(
            questions.id,
            allQuestions.map((question) => question.id),
          ),
          notInArray(questions.id, inLaterVersions),
        ),
      );

    await tx
      .insert(questionBankState)
      .values({ fingerprint: questionBankFingerprint })
      .onConflictDoUpdate({ target: questionBankState.id, set: { fingerprint: questionBankFingerprint } });
  });
}

/** Version 1 of every set: created once, its statements always the code's, in the code's order. */
async function syncVersionOne(tx: Database) {
  await tx
    .insert(questionSetVersions)
    .values(bankSets.map((set) => ({ setId: set.id, version: 1, note: BUILT_IN_VERSION_NOTE })))
    .onConflictDoNothing();
  await tx.delete(questionSetVersionQuestions).where(
    and(
      eq(questionSetVersionQuestions.version, 1),
      inArray(
        questionSetVersionQuestions.setId,
        bankSets.map((set) => set.id),
      ),
    ),
  );
  await tx
    .insert(questionSetVersionQuestions)
    .values(allQuestions.map((question) => ({ setId: question.setId, version: 1, questionId: question.id, orderIndex: question.order })));
}
