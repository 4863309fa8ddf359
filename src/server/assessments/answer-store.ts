import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answers, domainAggregates, questionAggregates, respondentDomainCounts } from '../db/schema.ts';

export type StoredAnswer = {
  organisationId: string;
  assessmentId: string;
  respondentKey: string;
  teamKey: string;
  questionId: string;
  domain: string;
  /** 1–5, or null for "Prefer not to say". */
  value: number | null;
  /** YYYY-MM-DD */
  day: string;
};

const given = (value: number | null | undefined) => (value === null || value === undefined ? 0 : 1);

/**
 * Writes one answer and moves the aggregates by the difference it makes, in the caller's
 * transaction (which must hold the respondent's participation lock, so that reading the
 * previous answer and writing the new one cannot interleave with another save).
 */
export async function storeAnswer(db: Database, answer: StoredAnswer): Promise<void> {
  const [previous] = await db
    .select({ value: answers.value })
    .from(answers)
    .where(and(eq(answers.assessmentId, answer.assessmentId), eq(answers.respondentKey, answer.respondentKey), eq(answers.questionId, answer.questionId)));
  const existed = previous !== undefined;
  if (existed && previous.value === answer.value) return;

  await db
    .insert(answers)
    .values({
      organisationId: answer.organisationId,
      assessmentId: answer.assessmentId,
      respondentKey: answer.respondentKey,
      questionId: answer.questionId,
      value: answer.value,
      submittedOn: answer.value === null ? null : answer.day,
      teamKey: answer.teamKey,
    })
    .onConflictDoUpdate({
      target: [answers.assessmentId, answers.respondentKey, answers.questionId],
      set: { value: answer.value, submittedOn: answer.value === null ? null : answer.day },
    });

  const answerDelta = given(answer.value) - (existed ? given(previous.value) : 0);
  const sumDelta = (answer.value ?? 0) - (previous?.value ?? 0);
  const preferNotDelta = (answer.value === null ? 1 : 0) - (existed && previous.value === null ? 1 : 0);

  await db
    .insert(questionAggregates)
    .values({
      organisationId: answer.organisationId,
      assessmentId: answer.assessmentId,
      questionId: answer.questionId,
      teamKey: answer.teamKey,
      answerCount: answerDelta,
      valueSum: sumDelta,
      preferNotCount: preferNotDelta,
    })
    .onConflictDoUpdate({
      target: [questionAggregates.assessmentId, questionAggregates.questionId, questionAggregates.teamKey],
      set: {
        answerCount: sql`${questionAggregates.answerCount} + ${answerDelta}`,
        valueSum: sql`${questionAggregates.valueSum} + ${sumDelta}`,
        preferNotCount: sql`${questionAggregates.preferNotCount} + ${preferNotDelta}`,
      },
    });

  let respondentDelta = 0;
  if (answerDelta !== 0) {
    const [counted] = await db
      .insert(respondentDomainCounts)
      .values({ assessmentId: answer.assessmentId, respondentKey: answer.respondentKey, domain: answer.domain, nonNullAnswers: answerDelta })
      .onConflictDoUpdate({
        target: [respondentDomainCounts.assessmentId, respondentDomainCounts.respondentKey, respondentDomainCounts.domain],
        set: { nonNullAnswers: sql`${respondentDomainCounts.nonNullAnswers} + ${answerDelta}` },
      })
      .returning({ nonNullAnswers: respondentDomainCounts.nonNullAnswers });
    const after = counted?.nonNullAnswers ?? 0;
    const before = after - answerDelta;
    // A respondent counts in a domain while they have at least one non-null answer there.
    if (before === 0 && after > 0) respondentDelta = 1;
    if (before > 0 && after === 0) respondentDelta = -1;
  }

  if (answerDelta !== 0 || sumDelta !== 0 || respondentDelta !== 0) {
    await db
      .insert(domainAggregates)
      .values({
        organisationId: answer.organisationId,
        assessmentId: answer.assessmentId,
        domain: answer.domain,
        teamKey: answer.teamKey,
        respondentCount: respondentDelta,
        answerCount: answerDelta,
        valueSum: sumDelta,
      })
      .onConflictDoUpdate({
        target: [domainAggregates.assessmentId, domainAggregates.domain, domainAggregates.teamKey],
        set: {
          respondentCount: sql`${domainAggregates.respondentCount} + ${respondentDelta}`,
          answerCount: sql`${domainAggregates.answerCount} + ${answerDelta}`,
          valueSum: sql`${domainAggregates.valueSum} + ${sumDelta}`,
        },
      });
  }
}
