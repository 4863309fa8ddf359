import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { domainAggregates, questionAggregates } from '../db/schema.ts';
import { parseRows } from '../db/rows.ts';

const CountsSchema = z.object({ key: z.string(), answer_count: z.coerce.number(), value_sum: z.coerce.number(), prefer_not_count: z.coerce.number() });

const describe = (row: { answers: number; sum: number; preferNot: number }) => `${row.answers}/${row.sum}/${row.preferNot}`;

/**
 * Recomputes one assessment's organisation sums from the released answers and lists every
 * difference from the ones the releases maintained (empty when they agree). Respondent
 * counts cannot be recomputed: released answers are deliberately not grouped by person.
 */
export async function aggregateDifferences(db: Database, assessmentId: string): Promise<string[]> {
  const byQuestion = parseRows(
    await db.execute(sql`
      select question_id as key, count(value) as answer_count, coalesce(sum(value), 0) as value_sum,
             count(*) filter (where value is null) as prefer_not_count
      from answers where assessment_id = ${assessmentId} group by question_id`),
    CountsSchema,
  );
  const byDomain = parseRows(
    await db.execute(sql`
      select q.domain as key, count(a.value) as answer_count, coalesce(sum(a.value), 0) as value_sum,
             count(*) filter (where a.value is null) as prefer_not_count
      from answers a join questions q on q.id = a.question_id
      where a.assessment_id = ${assessmentId} group by q.domain`),
    CountsSchema,
  );
  const questions = await db.select().from(questionAggregates).where(eq(questionAggregates.assessmentId, assessmentId));
  const domains = await db.select().from(domainAggregates).where(eq(domainAggregates.assessmentId, assessmentId));

  const differences: string[] = [];
  const compare = (label: string, expected: Map<string, string>, actual: Map<string, string>) => {
    for (const key of new Set([...expected.keys(), ...actual.keys()])) {
      if (expected.get(key) !== actual.get(key)) differences.push(`${label} ${key}: answers say ${expected.get(key) ?? 'nothing'}, aggregate says ${actual.get(key) ?? 'nothing'}`);
    }
  };
  const recomputed = (rows: z.infer<typeof CountsSchema>[]) =>
    new Map(rows.map((row) => [row.key, describe({ answers: row.answer_count, sum: row.value_sum, preferNot: row.prefer_not_count })]));
  compare('question', recomputed(byQuestion), new Map(questions.map((row) => [row.questionId, describe({ answers: row.answerCount, sum: row.valueSum, preferNot: row.preferNotCount })])));
  compare('domain', recomputed(byDomain), new Map(domains.map((row) => [row.domain, describe({ answers: row.answerCount, sum: row.valueSum, preferNot: row.preferNotCount })])));
  return differences;
}
