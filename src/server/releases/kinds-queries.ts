import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReleasedComment } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { answers, releasedComments, releases, users } from '#server/db/schema.ts';

/** What releases keep of the kinds that are not scored: choices (as answer rows) and comments. */

/** A release's comments, in the (random) order given: nothing about who wrote them or when. */
export async function insertComments(
  db: Database,
  release: { organisationId: string; assessmentId: string; releaseId: string },
  comments: readonly ReleasedComment[],
) {
  if (comments.length === 0) return;
  await db.insert(releasedComments).values(comments.map((comment) => ({ ...release, questionId: comment.questionId, body: comment.text })));
}

/**
 * The first and last names of everyone in the organisation, former people included: what a
 * released comment is masked against (decision 0036).
 */
export async function organisationNames(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organisationId, organisationId));
  return rows.flatMap((row) => [row.firstName, row.lastName]);
}

const ChoiceCountSchema = z.object({ question_id: z.string(), value: z.number().nullable(), n: z.coerce.number() });

/** How many released answers gave each option (null: Prefer not to say) of the given questions, organisation-wide. */
export async function choiceCounts(db: Database, assessmentId: string, questionIds: readonly string[]) {
  if (questionIds.length === 0) return [];
  const result = await db.execute(sql`
    select question_id, value, count(*) as n from ${answers}
    where assessment_id = ${assessmentId} and question_id in (${sql.join(
      questionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by question_id, value`);
  return parseRows(result, ChoiceCountSchema);
}

/**
 * The comments of the given questions, each up to the release its list was last extended to
 * (`upTo`, from the newest publication): results show only comments that joined the list in a
 * group of the assessment's minimum group size or more.
 */
export async function publishedComments(db: Database, organisationId: string, assessmentId: string, upTo: ReadonlyMap<string, number>) {
  const questionIds = [...upTo.keys()];
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ questionId: releasedComments.questionId, text: releasedComments.body, sequence: releases.sequence })
    .from(releasedComments)
    .innerJoin(releases, and(eq(releases.organisationId, releasedComments.organisationId), eq(releases.id, releasedComments.releaseId)))
    .where(
      and(
        eq(releasedComments.organisationId, organisationId),
        eq(releasedComments.assessmentId, assessmentId),
        lte(releases.sequence, Math.max(...upTo.values())),
        inArray(releasedComments.questionId, questionIds),
      ),
    );
  return rows.filter((row) => row.sequence <= (upTo.get(row.questionId) ?? 0)).map(({ questionId, text }) => ({ questionId, text }));
}

const ReleaseCountSchema = z.object({ sequence: z.coerce.number(), question_id: z.string(), n: z.coerce.number() });

/**
 * Per release (by sequence) and question, how many values were given: the unit the auditor
 * counts a question's figures in ("Prefer not to say" gives none).
 */
export async function answersPerRelease(db: Database, assessmentId: string) {
  return parseRows(
    await db.execute(sql`
      select r.sequence, a.question_id, count(a.value) as n
      from ${answers} a join ${releases} r on r.id = a.release_id
      where a.assessment_id = ${assessmentId} and a.value is not null
      group by r.sequence, a.question_id`),
    ReleaseCountSchema,
  );
}

/** Per release (by sequence) and comment question, how many comments it released. */
export async function commentsPerRelease(db: Database, assessmentId: string) {
  return parseRows(
    await db.execute(sql`
      select r.sequence, c.question_id, count(*) as n
      from ${releasedComments} c join ${releases} r on r.id = c.release_id
      where c.assessment_id = ${assessmentId}
      group by r.sequence, c.question_id`),
    ReleaseCountSchema,
  );
}
