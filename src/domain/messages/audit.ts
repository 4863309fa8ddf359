import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction } from '../api/audit.ts';

/** The audit log: each recorded action in words, for administrators. */
export const auditMessages = {
  loadFailed: msg`Error loading the audit log`,
  actions: {
    SIGNED_IN: msg`Signed in`,
    SIGN_IN_FAILED: msg`Sign-in failed`,
    SIGN_IN_RATE_LIMITED: msg`Sign-in paused after failed attempts`,
    ORGANISATION_CREATED: msg`Organisation created`,
    USER_REGISTERED: msg`Registered`,
    REGISTRATION_FOR_EXISTING_ACCOUNT: msg`Registration tried for an existing account`,
    EMAIL_VERIFIED: msg`E-mail address verified`,
    PASSWORD_RESET_REQUESTED: msg`Password reset requested`,
    PASSWORD_RESET: msg`Password reset`,
    TWO_STEP_ENABLED: msg`Two-step sign-in turned on`,
    TWO_STEP_DISABLED: msg`Two-step sign-in turned off`,
    TWO_STEP_RECOVERY_CODES_REGENERATED: msg`New recovery codes made`,
    TWO_STEP_RECOVERY_CODE_USED: msg`Recovery code used`,
    PASSWORD_CHANGED: msg`Password changed`,
    OWN_SESSIONS_ENDED: msg`Signed out of sessions`,
    USER_SESSIONS_ENDED: msg`Someone's sessions ended`,
    INVITATIONS_SENT: msg`Invitation sent`,
    INVITATION_RESENT: msg`Invitation resent`,
    INVITATION_REVOKED: msg`Invitation revoked`,
    INVITATION_ACCEPTED: msg`Invitation accepted`,
    USER_CONSENTED: msg`Consent given`,
    ORGANISATION_SETUP_COMPLETED: msg`Organisation set up`,
    ORGANISATION_SETTINGS_UPDATED: msg`Settings changed`,
    ROLE_CHANGED: msg`Role changed`,
    USER_UPDATED: msg`Person updated`,
    ASSESSMENT_OPENED: msg`Assessment opened`,
    ASSESSMENT_PAUSED: msg`Assessment paused`,
    ASSESSMENT_CLOSED: msg`Assessment closed`,
    ASSESSMENT_LAUNCH_MAILED: msg`Assessment e-mails sent`,
    ASSESSMENT_CLOSE_DATE_SET: msg`Closing date set`,
    ASSESSMENT_SCHEDULED: msg`Assessment scheduled`,
    ASSESSMENT_OPEN_DATE_SET: msg`Opening date set`,
    ASSESSMENT_DRAFTED: msg`Assessment drafted`,
    ASSESSMENT_DRAFT_UPDATED: msg`Assessment draft changed`,
    ASSESSMENT_DELETED: msg`Assessment deleted before opening`,
    ASSESSMENT_ANSWERS_IMPORTED: msg`Answers imported from a local workspace`,
    REMINDER_SCHEDULE_SET: msg`Reminders scheduled`,
    REMINDER_SENT: msg`Reminder sent`,
    ROADMAP_GENERATED: msg`Roadmap generated`,
    ROADMAP_ITEM_UPDATED: msg`Roadmap action updated`,
    EXPORT_CSV: msg`Results exported`,
    EXPORT_PDF: msg`Results exported as PDF`,
    EXPORT_PRESENTATION: msg`Results exported as a presentation`,
    AUDIT_LOG_EXPORTED: msg`Audit log downloaded`,
    PLATFORM_ADMIN_APPOINTED: msg`Platform administrator appointed`,
    ORGANISATION_SUSPENDED: msg`Organisation suspended by CultureLens`,
    ORGANISATION_REINSTATED: msg`Organisation reinstated by CultureLens`,
    EMAIL_DOMAIN_REQUESTED: msg`E-mail domain approval requested`,
    EMAIL_DOMAIN_APPROVED: msg`E-mail domain approved by CultureLens`,
    EMAIL_DOMAIN_REFUSED: msg`E-mail domain refused by CultureLens`,
    SSO_CONFIGURATION_SAVED: msg`Single sign-on settings saved`,
    SSO_CONFIGURATION_REMOVED: msg`Single sign-on removed`,
    SSO_SIGN_IN_REFUSED: msg`Single sign-on refused`,
    QUESTION_SET_VERSION_SAVED: msg`Question set version saved by CultureLens`,
  } satisfies Record<AuditAction, MessageDescriptor>,
} as const;

/** An action in words; one recorded by an older version and since renamed shows as recorded. */
export function auditActionLabel(action: string): MessageDescriptor {
  return Object.hasOwn(auditMessages.actions, action) ? auditMessages.actions[action as AuditAction] : { id: action, message: action };
}
