import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answers, assessments, participations, questions } from '../db/schema.ts';

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

/** Answers given under each (assessment, respondent key) pair, for progress. */
export async function answerCounts(db: Database, pairs: { assessmentId: string; respondentKey: string }[]) {
  if (pairs.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ assessmentId: answers.assessmentId, respondentKey: answers.respondentKey, n: count() })
    .from(answers)
    .where(
      and(
        inArray(answers.assessmentId, pairs.map((pair) => pair.assessmentId)),
        inArray(answers.respondentKey, pairs.map((pair) => pair.respondentKey)),
      ),
    )
    .groupBy(answers.assessmentId, answers.respondentKey);
  const wanted = new Set(pairs.map((pair) => `${pair.assessmentId}:${pair.respondentKey}`));
  return new Map(rows.filter((row) => wanted.has(`${row.assessmentId}:${row.respondentKey}`)).map((row) => [row.assessmentId, row.n]));
}

export async function answersOf(db: Database, assessmentId: string, key: string) {
  return db
    .select({ questionId: answers.questionId, value: answers.value })
    .from(answers)
    .where(and(eq(answers.assessmentId, assessmentId), eq(answers.respondentKey, key)));
}

/** Locks the person's participation row: their saves run one after another. */
export async function lockParticipation(db: Database, assessmentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.assessmentId, assessmentId), eq(participations.userId, userId)))
    .for('update');
  return row;
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
