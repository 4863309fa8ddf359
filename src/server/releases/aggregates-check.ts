import type { Database } from '#server/db/client.ts';
import {
  domainTotals,
  questionTotals,
  recomputedDomainCounts,
  recomputedQuestionCounts,
  valueCountsOf,
  type RecomputedCounts,
} from './queries.ts';

// Value counts are compared only where they are kept (sums from before they were counted have none).
const describe = (row: { answers: number; sum: number; preferNot: number; counts: number[] | undefined }) =>
  `${row.answers}/${row.sum}/${row.preferNot}${row.counts ? ` [${row.counts.join(',')}]` : ''}`;

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
      if (expected.get(key) !== actual.get(key))
        differences.push(`${label} ${key}: answers say ${expected.get(key) ?? 'nothing'}, aggregate says ${actual.get(key) ?? 'nothing'}`);
    }
  };
  const kept = (row: { answerCount: number; valueSum: number; preferNotCount: number } & Parameters<typeof valueCountsOf>[0]) =>
    describe({ answers: row.answerCount, sum: row.valueSum, preferNot: row.preferNotCount, counts: valueCountsOf(row) });
  const recomputed = (rows: RecomputedCounts[], keptCounts: Map<string, boolean>) =>
    new Map(
      rows.map((row) => [
        row.key,
        describe({
          answers: row.answer_count,
          sum: row.value_sum,
          preferNot: row.prefer_not_count,
          counts: keptCounts.get(row.key) ? row.counts : undefined,
        }),
      ]),
    );
  const questionsKept = new Map(questions.map((row) => [row.questionId, valueCountsOf(row) !== undefined]));
  const domainsKept = new Map(domains.map((row) => [row.domain, valueCountsOf(row) !== undefined]));
  compare('question', recomputed(byQuestion, questionsKept), new Map(questions.map((row) => [row.questionId, kept(row)])));
  compare('domain', recomputed(byDomain, domainsKept), new Map(domains.map((row) => [row.domain, kept(row)])));
  return differences;
}
