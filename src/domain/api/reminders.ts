import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { reminderMessages } from '../messages.ts';

/** When a reminder goes: a number of days after opening, a day before closing, or at once ('now'). */
export const REMINDER_SLOT_KINDS = ['after_opening', 'before_close', 'now'] as const;

export const REMINDER_DAYS_MAX = 60;

/** An assessment's reminder schedule, as administrators set it. */
export const ReminderScheduleSchema = z.object({
  /** e.g. [3, 7]: three and seven days after the assessment opened. */
  daysAfterOpening: z
    .array(
      z
        .number()
        .int()
        .min(1, schemaError(msg`A reminder can go 1 day after opening at the earliest.`))
        .max(REMINDER_DAYS_MAX, schemaError(msg`A reminder can go ${{ max: REMINDER_DAYS_MAX }} days after opening at the latest.`)),
    )
    .max(5, schemaError(msg`Choose at most 5 reminders after opening.`))
    .refine((days) => new Set(days).size === days.length, schemaError(msg`Each day can be chosen once.`)),
  /** One day before the close date; only when the assessment has one. */
  dayBeforeClose: z.boolean(),
});
export type ReminderSchedule = z.infer<typeof ReminderScheduleSchema>;

/** PUT /api/assessments/:id/reminders */
export const UpdateReminderScheduleRequestSchema = ReminderScheduleSchema;

/**
 * A reminder that went out: when, and whether the schedule or an administrator sent it. Never
 * to whom or to how many: that number would be people minus completions, and give away below
 * six how many have answered.
 */
export const SentReminderSchema = z.object({ sentAt: z.string(), trigger: z.enum(['schedule', 'administrator']) });
export type SentReminder = z.infer<typeof SentReminderSchema>;

/** GET, PUT and POST /api/assessments/:id/reminders: the schedule and what went out when. */
export const RemindersResponseSchema = z.object({
  schedule: ReminderScheduleSchema,
  /** Oldest first. */
  sent: z.array(SentReminderSchema),
  /** 'Send a reminder now' was asked for and has not gone out yet. */
  sending: z.boolean(),
});
export type RemindersResponse = z.infer<typeof RemindersResponseSchema>;

/** An unsubscribe link's token: organisation, person and expiry, sealed (nonce and tag included), base64url (86 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{86}$/;

/** GET and POST /api/unsubscribe?token=… (RFC 8058 one-click unsubscribe); the server judges the token. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string(schemaError(reminderMessages.unsubscribeLinkInvalid)).max(200, schemaError(reminderMessages.unsubscribeLinkInvalid)),
});

export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

/**
 * GET and PUT /api/account/assessment-emails: whether the signed-in person gets their
 * organisation's launch e-mails and reminders (off after an unsubscribe link, on again here).
 */
export const AssessmentEmailsSchema = z.object({ subscribed: z.boolean() });
export type AssessmentEmails = z.infer<typeof AssessmentEmailsSchema>;
