import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answerDrafts, assessments, participations, questions } from '../db/schema.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

export async function findAssessment(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)));
  return row;
}

export async function listAssessmentRows(db: Database, organisationId: string) {
  return db.select().from(assessments).where(eq(assessments.organisationId, organisationId)).orderBy(desc(assessments.createdAt));
}

export async function nextWave(db: Database, organisationId: string, questionSetId: string): Promise<number> {
  const [row] = await db
    .select({ wave: max(assessments.wave) })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.questionSetId, questionSetId)));
  return (row?.wave ?? 0) + 1;
}

export async function activeQuestions(db: Database, questionSetId: string) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.setId, questionSetId), eq(questions.isActive, true)))
    .orderBy(asc(questions.orderIndex));
}

export async function participationsOf(db: Database, organisationId: string, userId: string) {
  return db
    .select()
    .from(participations)
    .where(and(eq(participations.organisationId, organisationId), eq(participations.userId, userId)));
}

/** The sealed drafts of the given (assessment, respondent key) pairs, for progress. */
export async function draftsOf(db: Database, organisationId: string, pairs: { assessmentId: string; respondentKey: string }[]) {
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(answerDrafts)
    .where(
      and(
        eq(answerDrafts.organisationId, organisationId),
        inArray(answerDrafts.assessmentId, pairs.map((pair) => pair.assessmentId)),
        inArray(answerDrafts.respondentKey, pairs.map((pair) => pair.respondentKey)),
      ),
    );
  const wanted = new Set(pairs.map((pair) => `${pair.assessmentId}:${pair.respondentKey}`));
  return rows.filter((row) => wanted.has(`${row.assessmentId}:${row.respondentKey}`));
}

export async function findDraft(db: Database, organisationId: string, assessmentId: string, key: string) {
  const [row] = await db
    .select()
    .from(answerDrafts)
    .where(and(eq(answerDrafts.organisationId, organisationId), eq(answerDrafts.assessmentId, assessmentId), eq(answerDrafts.respondentKey, key)));
  return row;
}

/** The person's draft, created empty when missing, locked for the rest of the transaction: their saves run one after another. */
export async function lockDraft(db: Database, row: { organisationId: string; assessmentId: string; respondentKey: string; emptySealed: string }) {
  await db
    .insert(answerDrafts)
    .values({ organisationId: row.organisationId, assessmentId: row.assessmentId, respondentKey: row.respondentKey, sealed: row.emptySealed })
    .onConflictDoNothing();
  const [locked] = await db
    .select()
    .from(answerDrafts)
    .where(and(eq(answerDrafts.organisationId, row.organisationId), eq(answerDrafts.assessmentId, row.assessmentId), eq(answerDrafts.respondentKey, row.respondentKey)))
    .for('update');
  if (!locked) throw new Error('answer draft vanished');
  return locked;
}

export async function updateDraft(db: Database, organisationId: string, assessmentId: string, key: string, change: { sealed: string; completed?: boolean }) {
  await db
    .update(answerDrafts)
    .set(change)
    .where(and(eq(answerDrafts.organisationId, organisationId), eq(answerDrafts.assessmentId, assessmentId), eq(answerDrafts.respondentKey, key)));
}

/** Locks the person's participation row: their saves run one after another. */
export async function lockParticipation(db: Database, organisationId: string, assessmentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.organisationId, organisationId), eq(participations.assessmentId, assessmentId), eq(participations.userId, userId)))
    .for('update');
  return row;
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
