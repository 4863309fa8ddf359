import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { QuestionTranslations } from '#domain/question-translations.ts';
import type { Database } from '#server/db/client.ts';
import { questions, questionSets, questionSetVersionQuestions, questionSetVersions, users } from '#server/db/schema.ts';

/** Every version of every set, newest first, with its author's name and statement count: one query. */
export async function listSetVersions(db: Database) {
  // A join, not a correlated subquery: drizzle writes a select's columns without their table, so
  // the subquery compared its own columns and counted every set's statements (CONTRIBUTING, 3).
  return db
    .select({
      setId: questionSetVersions.setId,
      version: questionSetVersions.version,
      createdAt: questionSetVersions.createdAt,
      statementCount: count(questionSetVersionQuestions.questionId),
    })
    .from(questionSetVersions)
    .leftJoin(
      questionSetVersionQuestions,
      and(
        eq(questionSetVersionQuestions.setId, questionSetVersions.setId),
        eq(questionSetVersionQuestions.version, questionSetVersions.version),
      ),
    )
    .groupBy(questionSetVersions.setId, questionSetVersions.version)
    .orderBy(asc(questionSetVersions.setId), desc(questionSetVersions.version));
}

/** The set's versions, newest first, with who saved each. */
export async function versionsOfSet(db: Database, setId: string) {
  return db
    .select({
      version: questionSetVersions.version,
      note: questionSetVersions.note,
      createdAt: questionSetVersions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(questionSetVersions)
    .leftJoin(users, eq(users.id, questionSetVersions.createdBy))
    .where(eq(questionSetVersions.setId, setId))
    .orderBy(desc(questionSetVersions.version));
}

/** The statements of every version of the set, in each version's order. */
export async function statementsOfSet(db: Database, setId: string) {
  return db
    .select({
      version: questionSetVersionQuestions.version,
      id: questions.id,
      text: questions.text,
      translations: questions.translations,
      domain: questions.domain,
      subcategory: questions.subcategory,
      order: questionSetVersionQuestions.orderIndex,
    })
    .from(questionSetVersionQuestions)
    .innerJoin(questions, eq(questions.id, questionSetVersionQuestions.questionId))
    .where(eq(questionSetVersionQuestions.setId, setId))
    .orderBy(asc(questionSetVersionQuestions.version), asc(questionSetVersionQuestions.orderIndex));
}

/** The set's row locked, so versions of one set are saved one at a time; and its newest version. */
export async function lockSet(db: Database, setId: string) {
  const [set] = await db.select({ id: questionSets.id }).from(questionSets).where(eq(questionSets.id, setId)).for('update');
  if (!set) return undefined;
  const [newest] = await db
    .select({ version: max(questionSetVersions.version) })
    .from(questionSetVersions)
    .where(eq(questionSetVersions.setId, setId));
  return { id: set.id, newest: newest?.version ?? 1 };
}

/** Saves a version: its new statements as questions (never changed afterwards), the version, and its list. */
export async function insertVersion(
  db: Database,
  version: { setId: string; version: number; note: string; createdBy: string; createdAt: Date },
  statements: readonly {
    id: string;
    text: string;
    domain: string;
    subcategory: string;
    translations: QuestionTranslations;
    isNew: boolean;
  }[],
) {
  const added = statements.filter((statement) => statement.isNew);
  if (added.length > 0) {
    await db.insert(questions).values(
      added.map((statement, index) => ({
        id: statement.id,
        setId: version.setId,
        text: statement.text,
        translations: statement.translations,
        domain: statement.domain,
        subcategory: statement.subcategory,
        // The questions table's own order is version 1's; a version's order is its list's.
        orderIndex: 1000 * version.version + index,
        isActive: true,
        createdAt: version.createdAt,
        updatedAt: version.createdAt,
      })),
    );
  }
  await db.insert(questionSetVersions).values(version);
  await db.insert(questionSetVersionQuestions).values(
    statements.map((statement, index) => ({
      setId: version.setId,
      version: version.version,
      questionId: statement.id,
      orderIndex: index + 1,
    })),
  );
}
