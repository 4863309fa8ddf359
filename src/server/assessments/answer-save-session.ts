import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { answerDrafts, assessments, organisations, participations, secondFactors, sessions, users } from '#server/db/schema.ts';
import {
  knownSessionOwner,
  liveSession,
  sessionColumns,
  sessionLookupValues,
  sessionUserOf,
  type SessionUser,
} from '#server/auth/sessions.ts';
import type { AnsweringState } from './answer-save-queries.ts';
import { respondentKey } from './respondent-key.ts';

/**
 * An answer save reads the session and the person's answering state (assessment, participation,
 * sealed draft) in one statement: a later answer then takes two round trips in all, this read and
 * the write. The respondent key needs the person's id before the statement, so this works for a
 * session this process has seen before (`knownSessionOwner`); the statement checks that the
 * session is live and is that person's, with the very condition of every session lookup. It
 * only reads: recording that a person started stays with the save's own read (their first answer).
 */

/** What the session's statement read for the save: whose key it used, and the state when the person had started. */
export type Prefetched = { userId: string; assessmentId: string; respondentKey: string; state: AnsweringState | undefined };

const prefetched = new WeakMap<FastifyRequest, Prefetched>();

const AssessmentParamsSchema = z.object({ id: z.uuid() });

function prepareSessionAndDraft(db: Database) {
  return db
    .select({
      ...sessionColumns,
      status: assessments.status,
      questionSetId: assessments.questionSetId,
      questionSetVersion: assessments.questionSetVersion,
      started: sql<boolean>`${participations.userId} is not null`,
      completed: sql<boolean>`coalesce(${participations.completed}, false)`,
      team: participations.teamManagerId,
      attributes: users.attributes,
      sealed: answerDrafts.sealed,
      draftCompleted: answerDrafts.completed,
      epoch: sql<number>`(select coalesce(max(r.sequence), 0) from releases r where r.organisation_id = ${assessments.organisationId} and r.assessment_id = ${assessments.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .leftJoin(assessments, and(eq(assessments.organisationId, users.organisationId), eq(assessments.id, sql.placeholder('assessmentId'))))
    .leftJoin(
      participations,
      and(
        eq(participations.organisationId, assessments.organisationId),
        eq(participations.assessmentId, assessments.id),
        eq(participations.userId, users.id),
      ),
    )
    .leftJoin(
      answerDrafts,
      and(
        eq(answerDrafts.organisationId, assessments.organisationId),
        eq(answerDrafts.assessmentId, assessments.id),
        eq(answerDrafts.respondentKey, sql.placeholder('respondentKey')),
      ),
    )
    .where(and(liveSession(), eq(sessions.userId, sql.placeholder('userId'))))
    .prepare('answer_save_session_and_draft');
}

const statements = new WeakMap<Database, ReturnType<typeof prepareSessionAndDraft>>();

/** The route's `sessionLookup`: the session, and the answering state kept for the handler. */
export function sessionWithAnsweringState(context: ServerContext) {
  return async (request: FastifyRequest, token: string): Promise<SessionUser | undefined> => {
    const params = AssessmentParamsSchema.safeParse(request.params);
    const lookup = sessionLookupValues(context.clock, token);
    const userId = knownSessionOwner(lookup.tokenHash);
    if (!params.success || userId === undefined) return undefined;
    let statement = statements.get(context.db);
    if (!statement) {
      statement = prepareSessionAndDraft(context.db);
      statements.set(context.db, statement);
    }
    const assessmentId = params.data.id;
    const key = respondentKey(context.secrets.respondentSecret, assessmentId, userId);
    const [row] = await statement.execute({ ...lookup.values, userId, assessmentId, respondentKey: key });
    if (!row) return undefined;
    const state: AnsweringState | undefined =
      row.status !== null && row.started
        ? {
            status: row.status,
            question_set_id: row.questionSetId,
            question_set_version: row.questionSetVersion,
            completed: row.completed,
            team: row.team,
            attributes: row.attributes,
            sealed: row.sealed,
            draft_completed: row.draftCompleted === true,
            epoch: Number(row.epoch),
          }
        : undefined;
    prefetched.set(request, { userId, assessmentId, respondentKey: key, state });
    return sessionUserOf(context.db, lookup, row);
  };
}

/** The respondent key and answering state read with the session (the state when the person had started): a save's first read. */
export function prefetchedAnsweringState(request: FastifyRequest): Prefetched | undefined {
  return prefetched.get(request);
}
