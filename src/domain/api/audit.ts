import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';

/**
 * Everything the audit trail records. None of them is about answering: saving an answer or
 * completing an assessment is never recorded per person (docs/anonymity.md).
 */
export const AUDIT_ACTIONS = [
  'SIGNED_IN',
  'SIGN_IN_FAILED',
  'SIGN_IN_RATE_LIMITED',
  'ORGANISATION_CREATED',
  'USER_REGISTERED',
  'REGISTRATION_FOR_EXISTING_ACCOUNT',
  'EMAIL_VERIFIED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  'TWO_STEP_ENABLED',
  'TWO_STEP_DISABLED',
  'TWO_STEP_RECOVERY_CODES_REGENERATED',
  'TWO_STEP_RECOVERY_CODE_USED',
  'PASSKEY_ADDED',
  'PASSKEY_RENAMED',
  'PASSKEY_REMOVED',
  'PASSWORD_CHANGED',
  'OWN_SESSIONS_ENDED',
  'USER_SESSIONS_ENDED',
  'INVITATIONS_SENT',
  'INVITATION_RESENT',
  'INVITATION_REVOKED',
  'INVITATION_ACCEPTED',
  'USER_CONSENTED',
  'ORGANISATION_SETUP_COMPLETED',
  'ORGANISATION_SETTINGS_UPDATED',
  'ROLE_CHANGED',
  'USER_UPDATED',
  'ASSESSMENT_OPENED',
  'ASSESSMENT_PAUSED',
  'ASSESSMENT_CLOSED',
  'ASSESSMENT_LAUNCH_MAILED',
  'ASSESSMENT_CLOSE_DATE_SET',
  'ASSESSMENT_SCHEDULED',
  'ASSESSMENT_OPEN_DATE_SET',
  'ASSESSMENT_DRAFTED',
  'ASSESSMENT_DRAFT_UPDATED',
  'ASSESSMENT_DELETED',
  'ASSESSMENT_ANSWERS_IMPORTED',
  'REMINDER_SCHEDULE_SET',
  'REMINDER_SENT',
  'ROADMAP_GENERATED',
  'ROADMAP_ITEM_UPDATED',
  // Action plans (decision 0061).
  'ACTION_PLAN_CREATED',
  'ACTION_PLAN_UPDATED',
  'ACTION_PLAN_PROGRESS_ADDED',
  'ACTION_PLAN_PUBLISHED',
  'ACTION_PLAN_UNPUBLISHED',
  'ACTION_PLAN_REMINDER_SENT',
  // Pulse programmes (decision 0065).
  'PULSE_PROGRAMME_CREATED',
  'PULSE_PROGRAMME_PAUSED',
  'PULSE_PROGRAMME_RESUMED',
  'PULSE_RUN_CREATED',
  'PULSE_RUN_STARTED_EARLY',
  'EXPORT_CSV',
  'EXPORT_PDF',
  'EXPORT_PRESENTATION',
  'AUDIT_LOG_EXPORTED',
  'PLATFORM_ADMIN_APPOINTED',
  // The platform administrator's actions on an organisation, in that organisation's own trail (decision 0034).
  'ORGANISATION_SUSPENDED',
  'ORGANISATION_REINSTATED',
  'EMAIL_DOMAIN_REQUESTED',
  'EMAIL_DOMAIN_APPROVED',
  'EMAIL_DOMAIN_REFUSED',
  // Single sign-on (decision 0054).
  'SSO_CONFIGURATION_SAVED',
  'SSO_CONFIGURATION_REMOVED',
  'SSO_SIGN_IN_REFUSED',
  // Provisioning from the organisation's identity provider (decision 0059).
  'SCIM_TOKEN_CREATED',
  'SCIM_TOKEN_REVOKED',
  'USER_PROVISIONED',
  // The organisation's own person attributes (decision 0060).
  'PERSON_ATTRIBUTE_DEFINED',
  'PERSON_ATTRIBUTE_CHANGED',
  'PERSON_ATTRIBUTE_REMOVED',
  // The platform's own actions, in no organisation's trail (decision 0038).
  'QUESTION_SET_VERSION_SAVED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE_MAX = 100;
/** Rows of one CSV download at most: the newest, when the filters match more. */
export const AUDIT_CSV_ROW_LIMIT = 50_000;

/** A day as the date inputs send it; the log reads it as a UTC day. */
const DaySchema = z.iso.date(schemaError(msg`Enter a date as YYYY-MM-DD`));

const AuditEventFilterFields = z.object({
  action: z.enum(AUDIT_ACTIONS, schemaError(msg`Choose one of the listed actions`)).optional(),
  /** Who acted. */
  personId: z.uuid(schemaError(msg`Not a valid person id`)).optional(),
  /** First day shown, inclusive. */
  from: DaySchema.optional(),
  /** Last day shown, inclusive. */
  to: DaySchema.optional(),
});

function datesInOrder(filter: { from?: string | undefined; to?: string | undefined }): boolean {
  return filter.from === undefined || filter.to === undefined || filter.from <= filter.to;
}
const datesOutOfOrder = { path: ['to'], ...schemaError(msg`The end date must not be before the start date`) };

/** The filters of GET /api/audit-events.csv (and of the list, which adds paging). */
export const AuditEventFilterSchema = AuditEventFilterFields.refine(datesInOrder, datesOutOfOrder);
export type AuditEventFilter = z.input<typeof AuditEventFilterSchema>;

/** GET /api/audit-events: one page of the organisation's events, newest first, filtered. */
export const AuditEventListQuerySchema = AuditEventFilterFields.extend({
  page: z.coerce
    .number()
    .int(schemaError(msg`Page must be a whole number`))
    .min(1, schemaError(msg`Page must be 1 or more`))
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_PAGE_SIZE_MAX, schemaError(msg`At most ${{ max: AUDIT_PAGE_SIZE_MAX }} events a page`))
    .default(25),
}).refine(datesInOrder, datesOutOfOrder);
export type AuditEventListQuery = z.input<typeof AuditEventListQuerySchema>;

/** What a detail may hold: plain values and lists of text, never nested records. */
export const AuditDetailValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditDetailValue = z.infer<typeof AuditDetailValueSchema>;

export const AuditEventSchema = z.object({
  id: z.number().int(),
  /** One of AUDIT_ACTIONS for every event recorded today; text, so that an older action still shows. */
  action: z.string(),
  /** Who acted; null for the system (a scheduled close) or someone since removed. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
  details: z.record(z.string(), AuditDetailValueSchema),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListResponseSchema = z.object({
  events: z.array(AuditEventSchema),
  /** Events that match the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditEventList = z.infer<typeof AuditEventListResponseSchema>;
