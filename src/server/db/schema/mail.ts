import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** What a message is for: account mail, invitations, an assessment's launch and reminders, reminders to action plans' owners, the contact form. */
export const MAIL_KINDS = [
  'verify_email',
  'reset_password',
  'password_changed',
  'account_exists',
  'confirm_organisation',
  'invitation',
  'assessment_launch',
  'assessment_reminder',
  'action_plan_reminder',
  'lifecycle_survey',
  'contact',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // Text and HTML bodies, AES-256-GCM encrypted (src/server/mail/mail-body.ts): they hold live
    // links. Null once purged: after delivery (or after the local mailbox's retention), or when
    // delivery failed for good. Everything else stays for support.
    sealedBody: text('sealed_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // 'smtp' or 'mailbox' (the built-in local mailbox when no SMTP server is configured).
    deliveredVia: text('delivered_via'),
    // Set while one app process delivers the message, so two processes never send it twice;
    // a process that dies mid-send leaves a lock that simply expires.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
