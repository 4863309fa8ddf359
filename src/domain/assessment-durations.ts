import { allQuestions, QUESTION_SET_IDS, type QuestionSetId } from './question-bank.ts';

/** Seconds people take per agree/disagree statement: from quick readers to careful ones. */
const SECONDS_PER_STATEMENT = { quick: 20, careful: 25 } as const;

/**
 * The time to answer a number of statements, as a range in whole minutes ("3-4 minutes"; spec/02
 * §9's wording). The app and the marketing pages both derive it from the question set, so they
 * cannot disagree.
 */
export function estimateMinutes(statements: number): string {
  const { low, high } = minutesRange(statements);
  return `${low}-${high} minutes`;
}

function minutesRange(statements: number): { low: number; high: number } {
  const low = Math.max(1, Math.round((statements * SECONDS_PER_STATEMENT.quick) / 60));
  const high = Math.max(low + 1, Math.ceil((statements * SECONDS_PER_STATEMENT.careful) / 60));
  return { low, high };
}

/** Estimated time to answer each built-in set, shown before starting and on the marketing pages. */
export const estimatedMinutes: Record<QuestionSetId, string> = Object.fromEntries(
  QUESTION_SET_IDS.map((setId) => [setId, estimateMinutes(allQuestions.filter((question) => question.setId === setId).length)]),
) as Record<QuestionSetId, string>;

/**
 * The expected time of an assessment: a built-in set's estimate, or the minutes an administrator
 * gave an assessment with its own questions (30 when none, spec/02 §9).
 */
export function expectedTimeOf(assessment: { questionSetId: string | null; durationMinutes: number | null }): string {
  if (assessment.questionSetId === null) return `${assessment.durationMinutes ?? 30} minutes`;
  return (estimatedMinutes as Record<string, string | undefined>)[assessment.questionSetId] ?? 'a few minutes';
}

/** The expected time as numbers, for texts written in any language: a range of minutes, exact minutes, or unknown (null). */
export type ExpectedDuration = { low: number; high: number } | { minutes: number } | null;

export function expectedDurationOf(assessment: { questionSetId: string | null; durationMinutes: number | null }): ExpectedDuration {
  if (assessment.questionSetId === null) return { minutes: assessment.durationMinutes ?? 30 };
  if (!(QUESTION_SET_IDS as readonly string[]).includes(assessment.questionSetId)) return null;
  return minutesRange(allQuestions.filter((question) => question.setId === assessment.questionSetId).length);
}
