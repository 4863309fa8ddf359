import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { domainAggregates, questionAggregates } from '../db/schema.ts';
import { parseRows } from '../db/rows.ts';

const QuestionRowSchema = z.object({
  question_id: z.string(),
  team_key: z.string(),
  answer_count: z.coerce.number(),
  value_sum: z.coerce.number(),
  prefer_not_count: z.coerce.number(),
});
const DomainRowSchema = z.object({
  domain: z.string(),
  team_key: z.string(),
  respondent_count: z.coerce.number(),
  answer_count: z.coerce.number(),
  value_sum: z.coerce.number(),
});

const keyOf = (...parts: string[]) => parts.join('|');

/**
 * Recomputes one assessment's aggregates from the raw answers and lists every difference
 * from the maintained ones (empty when they agree). Rows that are all zero count as absent.
 */
export async function aggregateDifferences(db: Database, assessmentId: string): Promise<string[]> {
  const fromAnswers = parseRows(
    await db.execute(sql`
      select question_id, team_key,
             count(value) as answer_count, coalesce(sum(value), 0) as value_sum,
             count(*) filter (where value is null) as prefer_not_count
      from answers where assessment_id = ${assessmentId}
      group by question_id, team_key`),
    QuestionRowSchema,
  );
  const domainsFromAnswers = parseRows(
    await db.execute(sql`
      select q.domain, a.team_key,
             count(distinct a.respondent_key) filter (where a.value is not null) as respondent_count,
             count(a.value) as answer_count, coalesce(sum(a.value), 0) as value_sum
      from answers a join questions q on q.id = a.question_id
      where a.assessment_id = ${assessmentId}
      group by q.domain, a.team_key`),
    DomainRowSchema,
  );
  const maintained = await db.select().from(questionAggregates).where(eq(questionAggregates.assessmentId, assessmentId));
  const maintainedDomains = await db.select().from(domainAggregates).where(eq(domainAggregates.assessmentId, assessmentId));

  const differences: string[] = [];
  const compare = (label: string, expected: Map<string, string>, actual: Map<string, string>) => {
    for (const key of new Set([...expected.keys(), ...actual.keys()])) {
      if (expected.get(key) !== actual.get(key)) differences.push(`${label} ${key}: answers say ${expected.get(key) ?? 'nothing'}, aggregate says ${actual.get(key) ?? 'nothing'}`);
    }
  };
  const nonZero = (values: number[]) => values.some((value) => value !== 0);
  compare(
    'question',
    new Map(fromAnswers.map((r) => [keyOf(r.question_id, r.team_key), `${r.answer_count}/${r.value_sum}/${r.prefer_not_count}`])),
    new Map(
      maintained
        .filter((r) => nonZero([r.answerCount, r.valueSum, r.preferNotCount]))
        .map((r) => [keyOf(r.questionId, r.teamKey), `${r.answerCount}/${r.valueSum}/${r.preferNotCount}`]),
    ),
  );
  compare(
    'domain',
    new Map(domainsFromAnswers.filter((r) => nonZero([r.respondent_count, r.answer_count, r.value_sum])).map((r) => [keyOf(r.domain, r.team_key), `${r.respondent_count}/${r.answer_count}/${r.value_sum}`])),
    new Map(
      maintainedDomains
        .filter((r) => nonZero([r.respondentCount, r.answerCount, r.valueSum]))
        .map((r) => [keyOf(r.domain, r.teamKey), `${r.respondentCount}/${r.answerCount}/${r.valueSum}`]),
    ),
  );
  return differences;
}
