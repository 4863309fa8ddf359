import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '#domain/api/assessments.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';

/** The SQL of draft keys (draft-keys.ts). Raw SQL: each is one statement the query builder spells no better. */

const EpochSchema = z.object({ epoch: z.coerce.number() });

/**
 * The assessment's draft key epoch: how many releases it has had. A release's row is written in
 * the transaction that re-seals the drafts it leaves, so the epoch and the drafts move together.
 */
export async function draftEpoch(db: Database, organisationId: string, assessmentId: string): Promise<number> {
  const [row] = parseRows(
    await db.execute(
      sql`select coalesce(max(sequence), 0) as epoch from releases where organisation_id = ${organisationId}::uuid and assessment_id = ${assessmentId}::uuid`,
    ),
    EpochSchema,
  );
  return row?.epoch ?? 0;
}

const LockedAssessmentSchema = z.object({ organisation_id: z.string(), status: z.enum(ASSESSMENT_STATUSES) });
const AfterLockSchema = z.object({ epoch: z.coerce.number(), has_drafts: z.boolean() });

/**
 * Locks the assessment row as a release does, so no release runs meanwhile; then, in a statement
 * of its own (which sees every release committed before the lock was granted), its epoch and
 * whether it has drafts. Undefined when it is gone.
 */
export async function lockAssessmentForKeys(db: Database, assessmentId: string) {
  const [locked] = parseRows(
    await db.execute(sql`select organisation_id, status from assessments where id = ${assessmentId}::uuid for update`),
    LockedAssessmentSchema,
  );
  if (!locked) return undefined;
  const [state] = parseRows(
    await db.execute(sql`
      select (select coalesce(max(sequence), 0) from releases where organisation_id = ${locked.organisation_id}::uuid and assessment_id = ${assessmentId}::uuid) as epoch,
        exists (select 1 from answer_drafts where organisation_id = ${locked.organisation_id}::uuid and assessment_id = ${assessmentId}::uuid) as has_drafts`),
    AfterLockSchema,
  );
  return { ...locked, epoch: state?.epoch ?? 0, has_drafts: state?.has_drafts ?? false };
}

const DraftRowSchema = z.object({ respondent_key: z.string(), sealed: z.string() });

/** Every draft of the assessment, locked for the rest of the transaction; `except` leaves out those whose sealed text starts so. */
export async function lockDraftsOf(db: Database, organisationId: string, assessmentId: string, except?: string) {
  return parseRows(
    await db.execute(sql`
      select respondent_key, sealed from answer_drafts
      where organisation_id = ${organisationId}::uuid and assessment_id = ${assessmentId}::uuid
        ${except === undefined ? sql`` : sql`and left(sealed, ${except.length}) <> ${except}`}
      for update`),
    DraftRowSchema,
  );
}

const RESEAL_CHUNK = 500;

/** Writes drafts sealed again (rows the caller has locked), many a statement. */
export async function writeResealed(
  db: Database,
  organisationId: string,
  assessmentId: string,
  rows: { respondentKey: string; sealed: string }[],
) {
  for (let start = 0; start < rows.length; start += RESEAL_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + RESEAL_CHUNK).map((row) => ({ k: row.respondentKey, s: row.sealed })));
    await db.execute(sql`
      update answer_drafts d set sealed = r.s
      from json_to_recordset(${chunk}::json) as r(k text, s text)
      where d.organisation_id = ${organisationId}::uuid and d.assessment_id = ${assessmentId}::uuid and d.respondent_key = r.k`);
  }
}

/** The length of a sealed draft's start that holds its key name and its random nonce: a version (answer-save-queries.ts). */
const VERSION_CHARS = 64;

const WrittenSchema = z.object({ written: z.number() });

/** Replaces one draft with the same draft sealed again, only if it is still the version given (completed or not). */
export async function resealIfUnchanged(
  db: Database,
  organisationId: string,
  input: { assessmentId: string; respondentKey: string; previous: string; sealed: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    update answer_drafts set sealed = ${input.sealed}
    where organisation_id = ${organisationId}::uuid and assessment_id = ${input.assessmentId}::uuid and respondent_key = ${input.respondentKey}
      and left(sealed, ${VERSION_CHARS}) = ${input.previous.slice(0, VERSION_CHARS)}
    returning 1 as written`);
  return parseRows(result, WrittenSchema).length === 1;
}

const KeyStateSchema = z.object({ id: z.string(), status: z.enum(ASSESSMENT_STATUSES), epoch: z.coerce.number(), drafts: z.boolean() });

/** For the assessments named: their status, epoch and whether any draft is left (those gone are not listed). */
export async function keyStatesOf(db: Database, assessmentIds: string[]) {
  if (assessmentIds.length === 0) return [];
  return parseRows(
    await db.execute(sql`
      select a.id, a.status,
        (select coalesce(max(r.sequence), 0) from releases r where r.organisation_id = a.organisation_id and r.assessment_id = a.id) as epoch,
        exists (select 1 from answer_drafts d where d.organisation_id = a.organisation_id and d.assessment_id = a.id) as drafts
      from assessments a where a.id = any(${`{${assessmentIds.join(',')}}`}::uuid[])`),
    KeyStateSchema,
  );
}

const SealedUnderSchema = z.object({
  assessment_id: z.string(),
  epoch: z.string().nullable(),
  tag: z.string().nullable(),
  n: z.coerce.number(),
});

/** How many drafts each assessment has under each key (epoch and tag); null for drafts an earlier version sealed. */
export async function draftsByKey(db: Database) {
  return parseRows(
    await db.execute(sql`
      select assessment_id,
        case when left(sealed, 3) = 'd1.' then split_part(sealed, '.', 2) end as epoch,
        case when left(sealed, 3) = 'd1.' then split_part(sealed, '.', 3) end as tag,
        count(*) as n
      from answer_drafts group by 1, 2, 3`),
    SealedUnderSchema,
  );
}
