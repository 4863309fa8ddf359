import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, type MailKind } from '#server/db/schema.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMails(db: Database, rows: (typeof mailOutbox.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(mailOutbox).values(rows);
}

/**
 * Claims up to `limit` due messages for `claimMs`, skipping ones another process holds, and
 * counts the attempt: one statement.
 */
export async function claimDueMail(db: Database, now: Date, limit: number, claimMs: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Records how one delivery attempt ended. */
export async function updateMail(
  db: Database,
  mailId: string,
  change: Pick<
    Partial<typeof mailOutbox.$inferInsert>,
    'status' | 'sealedBody' | 'lockedUntil' | 'lastError' | 'sentAt' | 'deliveredVia' | 'nextAttemptAt'
  >,
) {
  await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, mailId));
}

/**
 * Removes bodies no longer needed, keeping each message's metadata: failed messages, messages
 * delivered by SMTP, and local-mailbox messages sent before `mailboxCutoff`. Returns how many.
 */
export async function purgeSpentBodies(db: Database, mailboxCutoff: Date): Promise<number> {
  const purged = await db
    .update(mailOutbox)
    .set({ sealedBody: null })
    .where(
      and(
        isNotNull(mailOutbox.sealedBody),
        or(
          eq(mailOutbox.status, 'failed'),
          and(
            eq(mailOutbox.status, 'sent'),
            or(ne(mailOutbox.deliveredVia, 'mailbox'), isNull(mailOutbox.deliveredVia), lt(mailOutbox.sentAt, mailboxCutoff)),
          ),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}

/** Removes a message altogether: for mail whose very row would say too much once it is done with. */
export async function deleteMail(db: Database, mailId: string) {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, mailId));
}

/**
 * Deletes messages of these kinds that are done with: failed for good, delivered by SMTP, or
 * delivered to the local mailbox before `mailboxCutoff` (or already emptied). Returns how many.
 */
export async function deleteSpentMail(db: Database, kinds: readonly MailKind[], mailboxCutoff: Date): Promise<number> {
  if (kinds.length === 0) return 0;
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, [...kinds]),
        or(
          eq(mailOutbox.status, 'failed'),
          and(
            eq(mailOutbox.status, 'sent'),
            or(
              ne(mailOutbox.deliveredVia, 'mailbox'),
              isNull(mailOutbox.deliveredVia),
              isNull(mailOutbox.sealedBody),
              lt(mailOutbox.sentAt, mailboxCutoff),
            ),
          ),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** What the local mailbox still holds, newest first. */
export async function mailboxMessages(db: Database, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.deliveredVia, 'mailbox'), isNotNull(mailOutbox.sealedBody)))
    .orderBy(desc(mailOutbox.sentAt))
    .limit(limit);
}

/**
 * An organisation's mail not yet delivered, and mail that failed since `failedSince`. Reminders
 * are left out: they go only to people who have not completed, so their number (waiting, or
 * the drop once delivered) would tell administrators how many have answered (decision 0023).
 */
export async function mailBacklogOf(
  db: Database,
  organisationId: string,
  failedSince: Date,
): Promise<{ waiting: number; failedRecently: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
      failedRecently:
        sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed' and ${mailOutbox.createdAt} >= ${failedSince})`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organisationId, organisationId), ne(mailOutbox.kind, 'assessment_reminder')));
  return { waiting: row?.waiting ?? 0, failedRecently: row?.failedRecently ?? 0 };
}
