import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, max, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { Database } from '#server/db/client.ts';
import {
  answerDrafts,
  answers,
  assessmentQuestions,
  assessments,
  dailyCompletions,
  organisations,
  participations,
  questions,
  questionSetVersionQuestions,
  questionSetVersions,
  releasedComments,
} from '#server/db/schema.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

export async function findAssessment(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)));
  return row;
}

/** The assessment, its row locked until the transaction ends: work about it runs one at a time. */
export async function lockAssessment(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)))
    .for('update');
  return row;
}

/** Deletes one assessment; its own questions go with it (cascade). */
export async function deleteAssessment(db: Database, organisationId: string, assessmentId: string) {
  await db.delete(assessments).where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)));
}

/** Every assessment of the organisation, newest first. */
export async function listAssessmentRows(db: Database, organisationId: string) {
  return db.select().from(assessments).where(eq(assessments.organisationId, organisationId)).orderBy(desc(assessments.createdAt));
}

/** The waves of the same set, or of the same series for assessments with their own questions. */
export const sameSeries = (of: { questionSetId: string | null; seriesId: string | null }) =>
  of.questionSetId !== null
    ? eq(assessments.questionSetId, of.questionSetId)
    : of.seriesId !== null
      ? eq(assessments.seriesId, of.seriesId)
      : sql`false`;

export async function nextWave(
  db: Database,
  organisationId: string,
  of: { questionSetId: string | null; seriesId: string | null },
): Promise<number> {
  const [row] = await db
    .select({ wave: max(assessments.wave) })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), sameSeries(of)));
  return (row?.wave ?? 0) + 1;
}

/**
 * The organisation's minimum group size as it is at this statement, never below the anonymity
 * threshold (bound as a parameter, so the floor lives only in src/domain/anonymity.ts): what an
 * assessment keeps from the moment it opens (decision 0037). Filtered by the parameter, not by a
 * correlated column, so it reads the one organisation whatever table the statement writes.
 */
export const organisationGroupSize = (organisationId: string): SQL<number> =>
  sql<number>`(select greatest(${ANONYMITY_THRESHOLD}::int, coalesce((o.settings ->> 'minimumGroupSize')::int, ${ANONYMITY_THRESHOLD}::int)) from organisations o where o.id = ${organisationId})`;

/** A new assessment, with the organisation's minimum group size now (taken again when a draft or scheduled one opens). */
export async function insertAssessment(
  db: Database,
  organisationId: string,
  row: Omit<typeof assessments.$inferInsert, 'organisationId' | 'minimumGroupSize'>,
) {
  const [created] = await db
    .insert(assessments)
    .values({ ...row, organisationId, minimumGroupSize: organisationGroupSize(organisationId) })
    .returning();
  if (!created) throw new Error('assessment insert returned nothing');
  return created;
}

export async function updateAssessmentStatus(
  db: Database,
  organisationId: string,
  assessmentId: string,
  change: Partial<Pick<typeof assessments.$inferInsert, 'status' | 'openedAt' | 'closedAt' | 'opensAt' | 'closesAt'>> & {
    updatedAt: Date;
    minimumGroupSize?: SQL<number>;
  },
) {
  const [updated] = await db
    .update(assessments)
    .set(change)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.organisationId, organisationId)))
    .returning();
  return updated;
}

/** The schedule leaves a suspended organisation's assessments as they are until it is reinstated (decision 0034). */
const ofOrganisationInUse = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(organisations)
      .where(and(eq(organisations.id, assessments.organisationId), isNotNull(organisations.suspendedAt))),
  );

/**
 * Assessments (of any organisation) not yet closed whose close date has come, locked. A second
 * process waits for the first to commit and then finds them closed: each is closed exactly once.
 */
export async function lockDueToClose(db: Database, now: Date, limit: number) {
  return lockDue(db, ne(assessments.status, 'closed'), assessments.closesAt, now, limit);
}

/** Scheduled assessments (of any organisation) whose open date has come, locked: each is opened exactly once, as lockDueToClose. */
export async function lockDueToOpen(db: Database, now: Date, limit: number) {
  return lockDue(db, eq(assessments.status, 'scheduled'), assessments.opensAt, now, limit);
}

/** Assessments in a state whose date (`due`) has come, oldest date first, locked: what the scheduler acts on. */
function lockDue(db: Database, inState: SQL, due: typeof assessments.closesAt | typeof assessments.opensAt, now: Date, limit: number) {
  return db
    .select()
    .from(assessments)
    .where(and(inState, lte(due, now), ofOrganisationInUse(db)))
    .orderBy(asc(due))
    .limit(limit)
    .for('update');
}

/** The statements of one version of a set, in that version's order. Product content, not a tenant's: no organisation. */
export async function setVersionQuestions(db: Database, questionSetId: string, version: number) {
  return db
    .select({
      id: questions.id,
      text: questions.text,
      translations: questions.translations,
      domain: questions.domain,
      subcategory: questions.subcategory,
      orderIndex: questionSetVersionQuestions.orderIndex,
    })
    .from(questionSetVersionQuestions)
    .innerJoin(questions, eq(questions.id, questionSetVersionQuestions.questionId))
    .where(and(eq(questionSetVersionQuestions.setId, questionSetId), eq(questionSetVersionQuestions.version, version)))
    .orderBy(asc(questionSetVersionQuestions.orderIndex));
}

/** Which statements of which domains the given versions of a set ask: for comparing waves of different versions. */
export async function setVersionsDomains(db: Database, questionSetId: string, versions: readonly number[]) {
  return db
    .select({ version: questionSetVersionQuestions.version, questionId: questions.id, domain: questions.domain })
    .from(questionSetVersionQuestions)
    .innerJoin(questions, eq(questions.id, questionSetVersionQuestions.questionId))
    .where(and(eq(questionSetVersionQuestions.setId, questionSetId), inArray(questionSetVersionQuestions.version, [...versions])));
}

/** The newest version of a set: what a new assessment of it asks. */
export async function newestSetVersion(db: Database, questionSetId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(questionSetVersions.version) })
    .from(questionSetVersions)
    .where(eq(questionSetVersions.setId, questionSetId));
  return row?.version ?? 1;
}

type CountedRow = Pick<AssessmentRow, 'id' | 'questionSetId' | 'questionSetVersion'>;

/** The key of `activeQuestionCounts` for an assessment: its set's version, or the assessment itself. */
export const questionCountKey = (row: CountedRow) =>
  row.questionSetId === null ? row.id : `${row.questionSetId}@${row.questionSetVersion ?? 1}`;

/**
 * How many questions each of the given assessments asks, keyed by `questionCountKey` (a set's
 * version, or the assessment for one with its own): two queries for a whole list.
 */
export async function activeQuestionCounts(db: Database, organisationId: string, rows: CountedRow[]): Promise<Map<string, number>> {
  const setIds = [...new Set(rows.flatMap((row) => (row.questionSetId === null ? [] : [row.questionSetId])))];
  const ownIds = rows.flatMap((row) => (row.questionSetId === null ? [row.id] : []));
  const sets =
    setIds.length === 0
      ? []
      : await db
          .select({ key: sql<string>`${questionSetVersionQuestions.setId} || '@' || ${questionSetVersionQuestions.version}`, n: count() })
          .from(questionSetVersionQuestions)
          .where(inArray(questionSetVersionQuestions.setId, setIds))
          .groupBy(questionSetVersionQuestions.setId, questionSetVersionQuestions.version);
  const own =
    ownIds.length === 0
      ? []
      : await db
          .select({ key: assessmentQuestions.assessmentId, n: count() })
          .from(assessmentQuestions)
          .where(and(eq(assessmentQuestions.organisationId, organisationId), inArray(assessmentQuestions.assessmentId, ownIds)))
          .groupBy(assessmentQuestions.assessmentId);
  return new Map([...sets, ...own].map((row) => [row.key, row.n]));
}

/** Replaces the questions of an assessment (a draft's) with the given list. */
export async function replaceQuestions(
  db: Database,
  organisationId: string,
  assessmentId: string,
  rows: Omit<typeof assessmentQuestions.$inferInsert, 'organisationId' | 'assessmentId'>[],
) {
  await db
    .delete(assessmentQuestions)
    .where(and(eq(assessmentQuestions.organisationId, organisationId), eq(assessmentQuestions.assessmentId, assessmentId)));
  if (rows.length > 0) await db.insert(assessmentQuestions).values(rows.map((row) => ({ ...row, organisationId, assessmentId })));
}

/** Changes a draft's own fields. */
export async function updateDraftFields(
  db: Database,
  organisationId: string,
  assessmentId: string,
  change: Pick<typeof assessments.$inferInsert, 'title' | 'description' | 'category' | 'durationMinutes' | 'updatedAt'>,
) {
  const [updated] = await db
    .update(assessments)
    .set(change)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.organisationId, organisationId)))
    .returning();
  return updated;
}

export async function participationsOf(db: Database, organisationId: string, userId: string) {
  return db
    .select()
    .from(participations)
    .where(and(eq(participations.organisationId, organisationId), eq(participations.userId, userId)));
}

/** Records that the person started (with their team then), not when; a second start changes nothing. */
export async function recordParticipationStart(
  db: Database,
  organisationId: string,
  row: { assessmentId: string; userId: string; teamManagerId: string | null },
) {
  await db
    .insert(participations)
    .values({ ...row, organisationId })
    .onConflictDoNothing();
}

/** Records that the person completed, not when. */
export async function markParticipationCompleted(db: Database, organisationId: string, assessmentId: string, userId: string) {
  await db
    .update(participations)
    .set({ completed: true })
    .where(
      and(
        eq(participations.organisationId, organisationId),
        eq(participations.assessmentId, assessmentId),
        eq(participations.userId, userId),
      ),
    );
}

/** Counts one completion on the organisation's `day` (UTC, YYYY-MM-DD), for the platform's daily figures. */
export async function countCompletion(db: Database, organisationId: string, day: string) {
  await db
    .insert(dailyCompletions)
    .values({ organisationId, day, completions: 1 })
    .onConflictDoUpdate({
      target: [dailyCompletions.organisationId, dailyCompletions.day],
      set: { completions: sql`${dailyCompletions.completions} + 1` },
    });
}

/** The closed wave of the same set (or series) just before this one, if any. */
export async function previousClosedWave(
  db: Database,
  organisationId: string,
  of: { questionSetId: string | null; seriesId: string | null },
  wave: number,
) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.organisationId, organisationId),
        sameSeries(of),
        eq(assessments.status, 'closed'),
        lt(assessments.wave, wave),
        isNotNull(assessments.closedAt),
      ),
    )
    .orderBy(desc(assessments.wave))
    .limit(1);
  return row;
}

/**
 * Assessments of every organisation that closed longer ago than their organisation's
 * retention period. Crosses tenants on purpose: it is the retention job's question.
 */
export async function assessmentsPastRetention(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(organisations, eq(organisations.id, assessments.organisationId))
    .where(
      and(
        eq(assessments.status, 'closed'),
        isNotNull(assessments.closedAt),
        lt(
          assessments.closedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(months => coalesce((${organisations.settings} ->> 'retentionMonths')::int, 24))`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Deletes the released answers and any sealed draft left of the given assessments. */
export async function deleteAnswersOf(db: Database, assessmentIds: string[]) {
  if (assessmentIds.length === 0) return;
  await db.delete(answers).where(inArray(answers.assessmentId, assessmentIds));
  await db.delete(releasedComments).where(inArray(releasedComments.assessmentId, assessmentIds));
  await db.delete(answerDrafts).where(inArray(answerDrafts.assessmentId, assessmentIds));
}

/** Locks the person's participation row: their saves run one after another. */
export async function lockParticipation(db: Database, organisationId: string, assessmentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.organisationId, organisationId),
        eq(participations.assessmentId, assessmentId),
        eq(participations.userId, userId),
      ),
    )
    .for('update');
  return row;
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
