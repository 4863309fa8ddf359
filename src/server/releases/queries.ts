import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import {
  answerDrafts,
  answers,
  assessments,
  domainAggregates,
  questionAggregates,
  questions,
  releases,
  resultFigures,
  resultPublications,
  teamResultFigures,
  users,
} from '#server/db/schema.ts';
import { parseRows } from '#server/db/rows.ts';
import type { DomainTally, ValueCounts } from './tallies.ts';

/** A release's value counts as the five count columns. */
const countColumns = (counts: ValueCounts | undefined) => ({
  count1: counts?.[0] ?? null,
  count2: counts?.[1] ?? null,
  count3: counts?.[2] ?? null,
  count4: counts?.[3] ?? null,
  count5: counts?.[4] ?? null,
});

/** Adds the release's counts to the stored ones; a null (never counted) stays null. */
const addedCounts = (table: typeof questionAggregates | typeof domainAggregates) => ({
  count1: sql`${table.count1} + excluded.count_1`,
  count2: sql`${table.count2} + excluded.count_2`,
  count3: sql`${table.count3} + excluded.count_3`,
  count4: sql`${table.count4} + excluded.count_4`,
  count5: sql`${table.count5} + excluded.count_5`,
});

/** The stored value counts, or undefined when they were never counted. */
export function valueCountsOf(row: {
  count1: number | null;
  count2: number | null;
  count3: number | null;
  count4: number | null;
  count5: number | null;
}): ValueCounts | undefined {
  const counts = [row.count1, row.count2, row.count3, row.count4, row.count5];
  return counts.every((count): count is number => count !== null) ? counts : undefined;
}

/** Locks the assessment row: releases of one assessment run one at a time, across every app process. */
export async function lockAssessment(db: Database, assessmentId: string) {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentId)).for('update');
  return row;
}

export async function waitingDrafts(db: Database, assessmentId: string) {
  return db
    .select()
    .from(answerDrafts)
    .where(and(eq(answerDrafts.assessmentId, assessmentId), eq(answerDrafts.completed, true)))
    .for('update');
}

export async function deleteDrafts(db: Database, assessmentId: string, respondentKeys?: string[]) {
  if (respondentKeys && respondentKeys.length === 0) return;
  await db
    .delete(answerDrafts)
    .where(
      and(eq(answerDrafts.assessmentId, assessmentId), ...(respondentKeys ? [inArray(answerDrafts.respondentKey, respondentKeys)] : [])),
    );
}

export async function releasesOf(db: Database, assessmentId: string) {
  return db.select().from(releases).where(eq(releases.assessmentId, assessmentId)).orderBy(asc(releases.sequence));
}

export async function insertRelease(db: Database, row: typeof releases.$inferInsert) {
  await db.insert(releases).values(row);
}

const ANSWER_CHUNK = 50_000;

/**
 * Writes the release's answers in the (already shuffled) order given. Rows travel as one JSON
 * parameter per chunk and are unpacked by the database: building a statement with hundreds of
 * thousands of bound values cost more CPU than the insert itself. `with ordinality` keeps the
 * shuffled order, which is the order the rows land in.
 */
export async function insertAnswers(
  db: Database,
  release: { organisationId: string; assessmentId: string; releaseId: string },
  rows: { questionId: string; value: number | null }[],
) {
  for (let start = 0; start < rows.length; start += ANSWER_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + ANSWER_CHUNK).map((row) => [row.questionId, row.value]));
    await db.execute(sql`
      insert into ${answers} (organisation_id, assessment_id, release_id, question_id, value)
      select ${release.organisationId}::uuid, ${release.assessmentId}::uuid, ${release.releaseId}::uuid, item ->> 0, (item ->> 1)::int
      from jsonb_array_elements(${chunk}::jsonb) with ordinality as rows(item, position)
      order by position`);
  }
}

export async function addQuestionAggregates(
  db: Database,
  organisationId: string,
  assessmentId: string,
  deltas: { questionId: string; answers: number; sum: number; preferNot: number; counts: ValueCounts }[],
) {
  if (deltas.length === 0) return;
  await db
    .insert(questionAggregates)
    .values(
      deltas.map((delta) => ({
        organisationId,
        assessmentId,
        questionId: delta.questionId,
        answerCount: delta.answers,
        valueSum: delta.sum,
        preferNotCount: delta.preferNot,
        ...countColumns(delta.counts),
      })),
    )
    .onConflictDoUpdate({
      target: [questionAggregates.organisationId, questionAggregates.assessmentId, questionAggregates.questionId],
      set: {
        answerCount: sql`${questionAggregates.answerCount} + excluded.answer_count`,
        valueSum: sql`${questionAggregates.valueSum} + excluded.value_sum`,
        preferNotCount: sql`${questionAggregates.preferNotCount} + excluded.prefer_not_count`,
        ...addedCounts(questionAggregates),
      },
    });
}

export async function addDomainAggregates(
  db: Database,
  organisationId: string,
  assessmentId: string,
  deltas: (DomainTally & { domain: string })[],
) {
  if (deltas.length === 0) return;
  await db
    .insert(domainAggregates)
    .values(
      deltas.map((delta) => ({
        organisationId,
        assessmentId,
        domain: delta.domain,
        respondentCount: delta.respondents,
        answerCount: delta.answers,
        valueSum: delta.sum,
        preferNotCount: delta.preferNot,
        ...countColumns(delta.counts),
      })),
    )
    .onConflictDoUpdate({
      target: [domainAggregates.organisationId, domainAggregates.assessmentId, domainAggregates.domain],
      set: {
        respondentCount: sql`${domainAggregates.respondentCount} + excluded.respondent_count`,
        answerCount: sql`${domainAggregates.answerCount} + excluded.answer_count`,
        valueSum: sql`${domainAggregates.valueSum} + excluded.value_sum`,
        preferNotCount: sql`${domainAggregates.preferNotCount} + excluded.prefer_not_count`,
        ...addedCounts(domainAggregates),
      },
    });
}

export async function domainTotals(db: Database, assessmentId: string) {
  return db.select().from(domainAggregates).where(eq(domainAggregates.assessmentId, assessmentId));
}

export async function questionTotals(db: Database, assessmentId: string) {
  return db.select().from(questionAggregates).where(eq(questionAggregates.assessmentId, assessmentId));
}

/** The organisation figures of the newest publication (one small row), or undefined before the first. */
export async function organisationFiguresRow(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select()
    .from(resultFigures)
    .where(and(eq(resultFigures.organisationId, organisationId), eq(resultFigures.assessmentId, assessmentId)));
  return row;
}

/**
 * The newest publication's organisation part for a dashboard: one row read by its key, the
 * same few kilobytes at any number of answers, releases or teams.
 */
export async function latestPublicationPart(db: Database, organisationId: string, assessmentId: string) {
  const row = await organisationFiguresRow(db, organisationId, assessmentId);
  return row ? { publishedOn: row.publishedOn, respondents: row.respondents as unknown, part: row.figures as unknown } : undefined;
}

/** The organisation part of each assessment's newest publication, by assessment, in one query. */
export async function newestOrganisationParts(db: Database, organisationId: string) {
  const rows = await db.select().from(resultFigures).where(eq(resultFigures.organisationId, organisationId));
  return new Map(
    rows.map((row) => [
      row.assessmentId,
      { publishedOn: row.publishedOn, respondents: row.respondents as unknown, part: row.figures as unknown },
    ]),
  );
}

/** The given teams' newest shown figures (the ones a release is about to change). */
export async function teamFigureRows(db: Database, organisationId: string, assessmentId: string, teams: string[]) {
  if (teams.length === 0) return [];
  return db
    .select()
    .from(teamResultFigures)
    .where(
      and(
        eq(teamResultFigures.organisationId, organisationId),
        eq(teamResultFigures.assessmentId, assessmentId),
        inArray(teamResultFigures.team, teams),
      ),
    );
}

/**
 * The organisation chart as the release finds it: each person with a manager, and that manager
 * (deactivated people too: a team answered under its manager whoever is still active).
 */
export async function managerLinks(db: Database, organisationId: string) {
  return db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNotNull(users.managerId)));
}

/** Every release's published sets, in release order: the auditor's whole history for the assessment. */
export async function publishedSetRows(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({ sequence: resultPublications.sequence, figures: resultPublications.figures })
    .from(resultPublications)
    .where(and(eq(resultPublications.organisationId, organisationId), eq(resultPublications.assessmentId, assessmentId)))
    .orderBy(asc(resultPublications.sequence));
}

/** Writes a release's publication: its published sets, the organisation figures, and the teams it changed. */
export async function storePublication(
  db: Database,
  publication: typeof resultFigures.$inferInsert,
  sets: Record<string, unknown>,
  teams: Omit<typeof teamResultFigures.$inferInsert, 'organisationId' | 'assessmentId'>[],
) {
  const { organisationId, assessmentId } = publication;
  await db
    .insert(resultPublications)
    .values({ organisationId, assessmentId, sequence: publication.sequence, publishedOn: publication.publishedOn, figures: sets });
  await db
    .insert(resultFigures)
    .values(publication)
    .onConflictDoUpdate({
      target: [resultFigures.organisationId, resultFigures.assessmentId],
      set: {
        sequence: publication.sequence,
        publishedOn: publication.publishedOn,
        respondents: publication.respondents,
        figures: publication.figures,
      },
    });
  if (teams.length === 0) return;
  await db
    .insert(teamResultFigures)
    .values(teams.map((team) => ({ ...team, organisationId, assessmentId })))
    .onConflictDoUpdate({
      target: [teamResultFigures.organisationId, teamResultFigures.assessmentId, teamResultFigures.team],
      set: { respondents: sql`excluded.respondents`, domains: sql`excluded.domains` },
    });
}

const CountsSchema = z.object({
  key: z.string(),
  answer_count: z.coerce.number(),
  value_sum: z.coerce.number(),
  prefer_not_count: z.coerce.number(),
  counts: z.array(z.coerce.number()),
});
export type RecomputedCounts = z.infer<typeof CountsSchema>;

/** The organisation sums of one assessment per question, recomputed from its released answers. */
export async function recomputedQuestionCounts(db: Database, assessmentId: string): Promise<RecomputedCounts[]> {
  return parseRows(
    await db.execute(sql`
      select question_id as key, count(value) as answer_count, coalesce(sum(value), 0) as value_sum,
             count(*) filter (where value is null) as prefer_not_count,
             array[count(*) filter (where value = 1), count(*) filter (where value = 2), count(*) filter (where value = 3),
                   count(*) filter (where value = 4), count(*) filter (where value = 5)] as counts
      from ${answers} where assessment_id = ${assessmentId} group by question_id`),
    CountsSchema,
  );
}

/** The organisation sums of one assessment per domain, recomputed from its released answers. */
export async function recomputedDomainCounts(db: Database, assessmentId: string): Promise<RecomputedCounts[]> {
  return parseRows(
    await db.execute(sql`
      select q.domain as key, count(a.value) as answer_count, coalesce(sum(a.value), 0) as value_sum,
             count(*) filter (where a.value is null) as prefer_not_count,
             array[count(*) filter (where a.value = 1), count(*) filter (where a.value = 2), count(*) filter (where a.value = 3),
                   count(*) filter (where a.value = 4), count(*) filter (where a.value = 5)] as counts
      from ${answers} a join ${questions} q on q.id = a.question_id
      where a.assessment_id = ${assessmentId} group by q.domain`),
    CountsSchema,
  );
}

const DueRowSchema = z.object({
  assessment_id: z.string(),
  status: z.string(),
  after_close: z.boolean().nullable(),
  waiting: z.coerce.number(),
  drafts: z.coerce.number(),
  release_checked_at: z.coerce.date().nullable(),
  minimum_group_size: z.coerce.number(),
});

/**
 * Assessments with work for the release job: open ones with enough people waiting (unless
 * the organisation shows results only after closing), and closed ones with any draft left.
 */
export async function assessmentsWithDrafts(db: Database) {
  return parseRows(
    await db.execute(sql`
      select a.id as assessment_id, a.status, (o.settings ->> 'resultsAfterClose')::boolean as after_close,
             count(*) filter (where d.completed) as waiting, count(*) as drafts, a.release_checked_at, a.minimum_group_size
      from ${answerDrafts} d
      join ${assessments} a on a.id = d.assessment_id
      join organisations o on o.id = a.organisation_id
      -- A suspended organisation's answers wait, sealed, until it is reinstated (decision 0034).
      where o.suspended_at is null
      group by a.id, a.status, o.settings, a.release_checked_at, a.minimum_group_size`),
    DueRowSchema,
  );
}

/**
 * Marks every running assessment with no one waiting as looked at for the release time
 * `since`: a completion after it then waits for the next release time. A completion landing
 * while this runs is at worst marked too, and so released at the next time, never sooner.
 */
export async function markNothingWaiting(db: Database, since: Date, now: Date) {
  await db.execute(sql`
    update ${assessments} a set release_checked_at = ${now.toISOString()}::timestamptz
    where a.status in ('open', 'paused')
      and (a.release_checked_at is null or a.release_checked_at < ${since.toISOString()}::timestamptz)
      and not exists (select 1 from ${answerDrafts} d where d.assessment_id = a.id and d.completed)`);
}

/** Records that the release time was acted on for the (locked) assessment. */
export async function markReleaseChecked(db: Database, assessmentId: string, now: Date) {
  await db.update(assessments).set({ releaseCheckedAt: now }).where(eq(assessments.id, assessmentId));
}
