import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReleasedComment } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { answers, releasedComments, releases, resultFigures, users } from '#server/db/schema.ts';

/** What releases keep of the kinds that are not scored: choices (as answer rows) and comments. */

/** A release's comments, in the (random) order given: nothing about who wrote them or when. */
export async function insertComments(db: Database, release: { organisationId: string; assessmentId: string; releaseId: string }, comments: readonly ReleasedComment[]) {
  if (comments.length === 0) return;
  await db.insert(releasedComments).values(comments.map((comment) => ({ ...release, questionId: comment.questionId, body: comment.text })));
}

/**
 * The first and last names of everyone in the organisation, former people included: what a
 * released comment is masked against (decision 0036).
 */
export async function organisationNames(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.organisationId, organisationId));
  return rows.flatMap((row) => [row.firstName, row.lastName]);
}

const ChoiceCountSchema = z.object({ question_id: z.string(), value: z.number().nullable(), n: z.coerce.number() });

/** How many released answers gave each option (null: Prefer not to say) of the given questions, organisation-wide. */
export async function choiceCounts(db: Database, assessmentId: string, questionIds: readonly string[]) {
  if (questionIds.length === 0) return [];
  const result = await db.execute(sql`
    select question_id, value, count(*) as n from ${answers}
    where assessment_id = ${assessmentId} and question_id in (${sql.join(questionIds.map((id) => sql`${id}`), sql`, `)})
    group by question_id, value`);
  return parseRows(result, ChoiceCountSchema);
}

/**
 * The comments of the given questions released up to the newest publication (the release it
 * follows): results show nothing a publication has not followed.
 */
export async function publishedComments(db: Database, organisationId: string, assessmentId: string, questionIds: readonly string[]) {
  if (questionIds.length === 0) return [];
  const upTo = db
    .select({ sequence: resultFigures.sequence })
    .from(resultFigures)
    .where(and(eq(resultFigures.organisationId, organisationId), eq(resultFigures.assessmentId, assessmentId)));
  return db
    .select({ questionId: releasedComments.questionId, text: releasedComments.body })
    .from(releasedComments)
    .innerJoin(releases, and(eq(releases.organisationId, releasedComments.organisationId), eq(releases.id, releasedComments.releaseId)))
    .where(
      and(
        eq(releasedComments.organisationId, organisationId),
        eq(releasedComments.assessmentId, assessmentId),
        lte(releases.sequence, sql`(${upTo})`),
        inArray(releasedComments.questionId, [...questionIds]),
      ),
    );
}
