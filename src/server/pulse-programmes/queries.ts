import { and, asc, desc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { assessmentQuestions, assessments, organisations, pulseProgrammes } from '#server/db/schema.ts';

export type PulseProgrammeRow = typeof pulseProgrammes.$inferSelect;

export async function insertProgramme(
  db: Database,
  organisationId: string,
  row: Omit<typeof pulseProgrammes.$inferInsert, 'organisationId'>,
): Promise<PulseProgrammeRow> {
  const [inserted] = await db
    .insert(pulseProgrammes)
    .values({ ...row, organisationId })
    .returning();
  if (!inserted) throw new Error('pulse programme insert returned nothing');
  return inserted;
}

/** The organisation's programmes, newest first. */
export async function programmeRows(db: Database, organisationId: string, programmeId?: string) {
  return db
    .select()
    .from(pulseProgrammes)
    .where(
      and(eq(pulseProgrammes.organisationId, organisationId), programmeId === undefined ? undefined : eq(pulseProgrammes.id, programmeId)),
    )
    .orderBy(desc(pulseProgrammes.createdAt), asc(pulseProgrammes.id));
}

/** The programme, its row locked until the transaction ends: runs of one programme are created one at a time. */
export async function lockProgramme(db: Database, organisationId: string, programmeId: string) {
  const [row] = await db
    .select()
    .from(pulseProgrammes)
    .where(and(eq(pulseProgrammes.organisationId, organisationId), eq(pulseProgrammes.id, programmeId)))
    .for('update');
  return row;
}

export async function setProgramme(
  db: Database,
  organisationId: string,
  programmeId: string,
  change: Partial<typeof pulseProgrammes.$inferInsert>,
) {
  await db
    .update(pulseProgrammes)
    .set(change)
    .where(and(eq(pulseProgrammes.organisationId, organisationId), eq(pulseProgrammes.id, programmeId)));
}

/**
 * Active programmes (of any organisation in use) whose next run starts by `horizon`, locked. A
 * second process waits for the first to commit, and PostgreSQL then checks the row again: its
 * next run has moved on, so it is no longer due and each run is created once.
 */
export async function lockDueProgrammes(db: Database, horizon: Date, limit: number) {
  return db
    .select()
    .from(pulseProgrammes)
    .where(
      and(
        eq(pulseProgrammes.status, 'active'),
        lte(pulseProgrammes.nextRunAt, horizon),
        notExists(
          db
            .select({ one: sql`1` })
            .from(organisations)
            .where(and(eq(organisations.id, pulseProgrammes.organisationId), isNotNull(organisations.suspendedAt))),
        ),
      ),
    )
    .orderBy(asc(pulseProgrammes.nextRunAt))
    .limit(limit)
    .for('update', { of: pulseProgrammes });
}

/** The runs of the given series (waves), newest first. */
export async function runRows(db: Database, organisationId: string, seriesIds: readonly string[]) {
  if (seriesIds.length === 0) return [];
  return db
    .select()
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), inArray(assessments.seriesId, [...seriesIds])))
    .orderBy(desc(assessments.wave));
}

/** The question ids each of the given assessments asks, in order. */
export async function runQuestionIds(db: Database, organisationId: string, assessmentIds: readonly string[]) {
  if (assessmentIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ assessmentId: assessmentQuestions.assessmentId, id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(and(eq(assessmentQuestions.organisationId, organisationId), inArray(assessmentQuestions.assessmentId, [...assessmentIds])))
    .orderBy(asc(assessmentQuestions.orderIndex));
  const byRun = new Map<string, string[]>();
  for (const row of rows) byRun.set(row.assessmentId, [...(byRun.get(row.assessmentId) ?? []), row.id]);
  return byRun;
}
