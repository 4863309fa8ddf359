import type { AuditAction } from '../api/audit.ts';

/** The audit log: each recorded action in words, for administrators. */
export const auditMessages = {
  loadFailed: 'Error loading the audit log',
  actions: {
    SIGNED_IN: 'Signed in',
    SIGN_IN_FAILED: 'Sign-in failed',
    SIGN_IN_RATE_LIMITED: 'Sign-in paused after failed attempts',
    ORGANISATION_CREATED: 'Organisation created',
    USER_REGISTERED: 'Registered',
    REGISTRATION_FOR_EXISTING_ACCOUNT: 'Registration tried for an existing account',
    EMAIL_VERIFIED: 'E-mail address verified',
    PASSWORD_RESET_REQUESTED: 'Password reset requested',
    PASSWORD_RESET: 'Password reset',
    TWO_STEP_ENABLED: 'Two-step sign-in turned on',
    TWO_STEP_DISABLED: 'Two-step sign-in turned off',
    TWO_STEP_RECOVERY_CODES_REGENERATED: 'New recovery codes made',
    TWO_STEP_RECOVERY_CODE_USED: 'Recovery code used',
    PASSWORD_CHANGED: 'Password changed',
    OWN_SESSIONS_ENDED: 'Signed out of sessions',
    USER_SESSIONS_ENDED: "Someone's sessions ended",
    INVITATIONS_SENT: 'Invitation sent',
    INVITATION_RESENT: 'Invitation resent',
    INVITATION_REVOKED: 'Invitation revoked',
    INVITATION_ACCEPTED: 'Invitation accepted',
    USER_CONSENTED: 'Consent given',
    ORGANISATION_SETUP_COMPLETED: 'Organisation set up',
    ORGANISATION_SETTINGS_UPDATED: 'Settings changed',
    ROLE_CHANGED: 'Role changed',
    USER_UPDATED: 'Person updated',
    ASSESSMENT_OPENED: 'Assessment opened',
    ASSESSMENT_PAUSED: 'Assessment paused',
    ASSESSMENT_CLOSED: 'Assessment closed',
    ASSESSMENT_LAUNCH_MAILED: 'Assessment e-mails sent',
    ASSESSMENT_CLOSE_DATE_SET: 'Closing date set',
    ASSESSMENT_SCHEDULED: 'Assessment scheduled',
    ASSESSMENT_OPEN_DATE_SET: 'Opening date set',
    ASSESSMENT_DRAFTED: 'Assessment drafted',
    ASSESSMENT_DRAFT_UPDATED: 'Assessment draft changed',
    REMINDER_SCHEDULE_SET: 'Reminders scheduled',
    REMINDER_SENT: 'Reminder sent',
    ROADMAP_GENERATED: 'Roadmap generated',
    ROADMAP_ITEM_UPDATED: 'Roadmap action updated',
    EXPORT_CSV: 'Results exported',
    EXPORT_PDF: 'Results exported as PDF',
    EXPORT_PRESENTATION: 'Results exported as a presentation',
    AUDIT_LOG_EXPORTED: 'Audit log downloaded',
    PLATFORM_ADMIN_APPOINTED: 'Platform administrator appointed',
  } satisfies Record<AuditAction, string>,
} as const;

/** An action in words; one recorded by an older version and since renamed shows as recorded. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditMessages.actions, action) ? auditMessages.actions[action as AuditAction] : action;
}
