import { and, asc, eq, gt, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  assessments,
  mailUnsubscribes,
  organisations,
  participations,
  reminderRecipients,
  reminderSlots,
  users,
} from '#server/db/schema.ts';

export type ReminderSlotRow = typeof reminderSlots.$inferSelect;

/** The assessment, locked: schedule changes and 'send now' of one assessment happen one at a time. */
export async function lockAssessment(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select({ id: assessments.id, status: assessments.status, closesAt: assessments.closesAt })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)))
    .for('update');
  return row;
}

/** The assessment's status; undefined when the organisation has no such assessment. */
export async function assessmentStatus(db: Database, organisationId: string, assessmentId: string) {
  const [row] = await db
    .select({ status: assessments.status })
    .from(assessments)
    .where(and(eq(assessments.organisationId, organisationId), eq(assessments.id, assessmentId)));
  return row?.status;
}

/** Every slot of the assessment, sent ones included. */
export async function slotsOf(db: Database, organisationId: string, assessmentId: string): Promise<ReminderSlotRow[]> {
  return db
    .select()
    .from(reminderSlots)
    .where(and(eq(reminderSlots.organisationId, organisationId), eq(reminderSlots.assessmentId, assessmentId)))
    .orderBy(asc(reminderSlots.sentAt), asc(reminderSlots.addedAt));
}

export async function insertSlots(db: Database, rows: (typeof reminderSlots.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(reminderSlots).values(rows);
}

export async function deleteSlots(db: Database, organisationId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(reminderSlots).where(and(eq(reminderSlots.organisationId, organisationId), inArray(reminderSlots.id, ids)));
}

export async function setSlotsScheduled(db: Database, organisationId: string, ids: string[], scheduled: boolean) {
  if (ids.length === 0) return;
  await db
    .update(reminderSlots)
    .set({ scheduled })
    .where(and(eq(reminderSlots.organisationId, organisationId), inArray(reminderSlots.id, ids)));
}

// When a slot is due: 'now' when asked for, the others from the assessment's own dates.
const dueAt = sql<Date>`case ${reminderSlots.kind}
  when 'now' then ${reminderSlots.addedAt}
  when 'after_opening' then ${assessments.openedAt} + make_interval(days => ${reminderSlots.days})
  when 'before_close' then ${assessments.closesAt} - interval '1 day' end`;

/**
 * Unsent slots (of any organisation) whose time has come, of assessments still open, locked and
 * skipping those another process holds: each slot is sent once. A slot missed while no process
 * ran is still due; one whose time had already passed when it was added is never due, and
 * neither is a closed assessment's.
 */
export async function lockDueSlots(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: reminderSlots.id,
      organisationId: reminderSlots.organisationId,
      assessmentId: reminderSlots.assessmentId,
      kind: reminderSlots.kind,
      requestedBy: reminderSlots.requestedBy,
      title: assessments.title,
      questionSetId: assessments.questionSetId,
      durationMinutes: assessments.durationMinutes,
      closesAt: assessments.closesAt,
      organisationName: organisations.name,
      organisationSettings: organisations.settings,
    })
    .from(reminderSlots)
    .innerJoin(
      assessments,
      and(eq(assessments.organisationId, reminderSlots.organisationId), eq(assessments.id, reminderSlots.assessmentId)),
    )
    .innerJoin(organisations, eq(organisations.id, reminderSlots.organisationId))
    .where(
      and(
        isNull(reminderSlots.sentAt),
        eq(assessments.status, 'open'),
        // A lifecycle survey is sent to each newcomer or leaver by itself; nobody else is reminded of it (decision 0066).
        eq(assessments.audience, 'everyone'),
        // Nothing is sent for a suspended organisation; a slot due meanwhile goes after reinstatement (decision 0034).
        isNull(organisations.suspendedAt),
        sql`${dueAt} <= ${now}`,
        sql`${dueAt} >= ${reminderSlots.addedAt}`,
        sql`(${reminderSlots.kind} <> 'before_close' or ${assessments.closesAt} > ${now})`,
      ),
    )
    .orderBy(asc(reminderSlots.addedAt))
    .limit(limit)
    .for('update', { of: reminderSlots, skipLocked: true });
}

export async function markSlotsSent(db: Database, organisationId: string, ids: string[], sentAt: Date) {
  await db
    .update(reminderSlots)
    .set({ sentAt })
    .where(and(eq(reminderSlots.organisationId, organisationId), inArray(reminderSlots.id, ids)));
}

/** The person has not unsubscribed from the organisation's assessment e-mail. */
const notUnsubscribed = (db: Database, organisationId: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(mailUnsubscribes)
      .where(and(eq(mailUnsubscribes.organisationId, organisationId), eq(mailUnsubscribes.userId, users.id))),
  );

/**
 * The organisation's active people (everyone who can answer) who want its assessment e-mail, and
 * meet `alsoWhere` when given, by id after `afterId`, `limit` at a time. One-click unsubscribe
 * (decision 0023) stops launch e-mails and reminders alike.
 */
export async function mailableAnswerersAfter(db: Database, organisationId: string, afterId: string | null, limit: number, alsoWhere?: SQL) {
  return db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.isActive, true),
        notUnsubscribed(db, organisationId),
        alsoWhere,
        afterId === null ? undefined : gt(users.id, afterId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * People who can answer the assessment and have not completed it and want its e-mail, by id
 * after `afterId`, `limit` at a time.
 */
export async function notCompletedAfter(db: Database, organisationId: string, assessmentId: string, afterId: string | null, limit: number) {
  const completed = db
    .select({ one: sql`1` })
    .from(participations)
    .where(
      and(
        eq(participations.organisationId, organisationId),
        eq(participations.assessmentId, assessmentId),
        eq(participations.userId, users.id),
        eq(participations.completed, true),
      ),
    );
  return mailableAnswerersAfter(db, organisationId, afterId, limit, notExists(completed));
}

/**
 * Records `day` as the last reminder day of these people, and returns those who had none on
 * that day yet: they, and only they, are sent this reminder. A second process doing the same
 * waits for the row lock and then finds the day taken.
 */
export async function claimReminderDay(db: Database, organisationId: string, userIds: string[], day: string): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(reminderRecipients)
    .values(userIds.map((userId) => ({ organisationId, userId, lastRemindedOn: day })))
    .onConflictDoUpdate({
      target: [reminderRecipients.organisationId, reminderRecipients.userId],
      set: { lastRemindedOn: day },
      setWhere: lt(reminderRecipients.lastRemindedOn, day),
    })
    .returning({ userId: reminderRecipients.userId });
  return rows.map((row) => row.userId);
}

/**
 * Forgets the reminder days before `today` (UTC, YYYY-MM-DD): the once-a-day rule needs only
 * today's, and an older one would say who had not completed on that day. Returns how many.
 */
export async function deleteReminderDaysBefore(db: Database, today: string): Promise<number> {
  const deleted = await db
    .delete(reminderRecipients)
    .where(lt(reminderRecipients.lastRemindedOn, today))
    .returning({ userId: reminderRecipients.userId });
  return deleted.length;
}

/** Stops launch e-mails and reminders to the person, if they are (still) in the organisation: whether they are. */
export async function insertUnsubscribe(db: Database, organisationId: string, userId: string, now: Date): Promise<boolean> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)));
  if (!person) return false;
  await db.insert(mailUnsubscribes).values({ organisationId, userId, unsubscribedAt: now }).onConflictDoNothing();
  return true;
}

/** Whether the person unsubscribed from the organisation's launch e-mails and reminders. */
export async function isUnsubscribed(db: Database, organisationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: mailUnsubscribes.userId })
    .from(mailUnsubscribes)
    .where(and(eq(mailUnsubscribes.organisationId, organisationId), eq(mailUnsubscribes.userId, userId)));
  return row !== undefined;
}

/** Launch e-mails and reminders reach the person again. */
export async function deleteUnsubscribe(db: Database, organisationId: string, userId: string): Promise<void> {
  await db.delete(mailUnsubscribes).where(and(eq(mailUnsubscribes.organisationId, organisationId), eq(mailUnsubscribes.userId, userId)));
}
