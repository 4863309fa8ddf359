import type { Database } from '#server/db/client.ts';
import { domainTotals, questionTotals, recomputedDomainCounts, recomputedQuestionCounts, type RecomputedCounts } from './queries.ts';

const describe = (row: { answers: number; sum: number; preferNot: number }) => `${row.answers}/${row.sum}/${row.preferNot}`;

/**
 * Recomputes one assessment's organisation sums from the released answers and lists every
 * difference from the ones the releases maintained (empty when they agree). Respondent
 * counts cannot be recomputed: released answers are deliberately not grouped by person.
 */
export async function aggregateDifferences(db: Database, assessmentId: string): Promise<string[]> {
  const byQuestion = await recomputedQuestionCounts(db, assessmentId);
  const byDomain = await recomputedDomainCounts(db, assessmentId);
  const questions = await questionTotals(db, assessmentId);
  const domains = await domainTotals(db, assessmentId);

  const differences: string[] = [];
  const compare = (label: string, expected: Map<string, string>, actual: Map<string, string>) => {
    for (const key of new Set([...expected.keys(), ...actual.keys()])) {
      if (expected.get(key) !== actual.get(key)) differences.push(`${label} ${key}: answers say ${expected.get(key) ?? 'nothing'}, aggregate says ${actual.get(key) ?? 'nothing'}`);
    }
  };
  const recomputed = (rows: RecomputedCounts[]) =>
    new Map(rows.map((row) => [row.key, describe({ answers: row.answer_count, sum: row.value_sum, preferNot: row.prefer_not_count })]));
  compare('question', recomputed(byQuestion), new Map(questions.map((row) => [row.questionId, describe({ answers: row.answerCount, sum: row.valueSum, preferNot: row.preferNotCount })])));
  compare('domain', recomputed(byDomain), new Map(domains.map((row) => [row.domain, describe({ answers: row.answerCount, sum: row.valueSum, preferNot: row.preferNotCount })])));
  return differences;
}
