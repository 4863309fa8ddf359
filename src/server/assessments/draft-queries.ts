import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { answerDrafts, users } from '#server/db/schema.ts';

// A respondent's sealed draft, row by row: what the answering routes read, lock and rewrite.

/** The sealed drafts of the given (assessment, respondent key) pairs, for progress. */
export async function draftsOf(db: Database, organisationId: string, pairs: { assessmentId: string; respondentKey: string }[]) {
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(answerDrafts)
    .where(
      and(
        eq(answerDrafts.organisationId, organisationId),
        inArray(
          answerDrafts.assessmentId,
          pairs.map((pair) => pair.assessmentId),
        ),
        inArray(
          answerDrafts.respondentKey,
          pairs.map((pair) => pair.respondentKey),
        ),
      ),
    );
  const wanted = new Set(pairs.map((pair) => `${pair.assessmentId}:${pair.respondentKey}`));
  return rows.filter((row) => wanted.has(`${row.assessmentId}:${row.respondentKey}`));
}

export async function findDraft(db: Database, organisationId: string, assessmentId: string, key: string) {
  const [row] = await db
    .select()
    .from(answerDrafts)
    .where(
      and(
        eq(answerDrafts.organisationId, organisationId),
        eq(answerDrafts.assessmentId, assessmentId),
        eq(answerDrafts.respondentKey, key),
      ),
    );
  return row;
}

/** The person's draft, created empty when missing, locked for the rest of the transaction: their saves run one after another. */
export async function lockDraft(
  db: Database,
  row: { organisationId: string; assessmentId: string; respondentKey: string; emptySealed: string },
) {
  await db
    .insert(answerDrafts)
    .values({
      organisationId: row.organisationId,
      assessmentId: row.assessmentId,
      respondentKey: row.respondentKey,
      sealed: row.emptySealed,
    })
    .onConflictDoNothing();
  const [locked] = await db
    .select()
    .from(answerDrafts)
    .where(
      and(
        eq(answerDrafts.organisationId, row.organisationId),
        eq(answerDrafts.assessmentId, row.assessmentId),
        eq(answerDrafts.respondentKey, row.respondentKey),
      ),
    )
    .for('update');
  if (!locked) throw new Error('answer draft vanished');
  return locked;
}

export async function updateDraft(
  db: Database,
  organisationId: string,
  assessmentId: string,
  key: string,
  change: { sealed: string; completed?: boolean },
) {
  await db
    .update(answerDrafts)
    .set(change)
    .where(
      and(
        eq(answerDrafts.organisationId, organisationId),
        eq(answerDrafts.assessmentId, assessmentId),
        eq(answerDrafts.respondentKey, key),
      ),
    );
}

/** A member's attributes now, which the draft they start records (answer-drafts.ts). */
export async function memberAttributes(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ attributes: users.attributes })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row?.attributes;
}
