import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_SLOT_KINDS } from '#domain/api/reminders.ts';
import { users } from './accounts.ts';
import { assessmentOf, inAssessment } from './assessments.ts';
import { tenantOf } from './organisations.ts';

/**
 * When an assessment's reminders go, and when each went: one row per slot of the schedule
 * ('after_opening' with its days, 'before_close') and per 'send now'. `sentAt` is set in the
 * transaction that queues the slot's mail, so each slot goes once across processes. No row
 * says to whom or to how many.
 */
export const reminderSlots = pgTable(
  'reminder_slots',
  {
    id: uuid('id').defaultRandom().notNull(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    kind: text('kind', { enum: REMINDER_SLOT_KINDS }).notNull(),
    /** Days after opening ('after_opening' only). */
    days: integer('days'),
    /** Whether the slot is part of the current schedule; a sent slot taken out stays as history. */
    scheduled: boolean('scheduled').notNull().default(true),
    /** A slot whose time had passed when it was added is never sent ('Send a reminder now' is for that). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    /** The administrator who asked for a 'now' slot. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'reminder_slots_pkey', columns: [table.organisationId, table.id] }),
    inAssessment('reminder_slots_assessment_fk', table),
    // One 'after_opening' slot per day count and one 'before_close' per assessment; 'now' slots are many.
    uniqueIndex('reminder_slots_schedule_unique')
      .on(table.organisationId, table.assessmentId, table.kind, sql`coalesce(${table.days}, 0)`)
      .where(sql`${table.kind} <> 'now'`),
    index('reminder_slots_unsent_idx')
      .on(table.assessmentId)
      .where(sql`${table.sentAt} is null`),
    check('reminder_slots_kind_check', sql`${table.kind} in ('after_opening', 'before_close', 'now')`),
    check('reminder_slots_days_check', sql`(${table.kind} = 'after_opening') = (${table.days} is not null)`),
  ],
);

/**
 * The last day (UTC) each person was sent a reminder, whatever the assessment: at most one a
 * day. Keyed by organisation and person only, never by assessment, so it tells a copy of the
 * database nothing about completion that `participations` does not already hold.
 */
export const reminderRecipients = pgTable(
  'reminder_recipients',
  {
    organisationId: tenantOf(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastRemindedOn: date('last_reminded_on', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ name: 'reminder_recipients_pkey', columns: [table.organisationId, table.userId] })],
);

/** People who asked (one-click unsubscribe) to get no launch e-mails or reminders from their organisation. */
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    organisationId: tenantOf(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'mail_unsubscribes_pkey', columns: [table.organisationId, table.userId] })],
);
