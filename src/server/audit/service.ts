import type { Database } from '#server/db/client.ts';
import { auditEventExists, insertAuditEvent } from './queries.ts';

export type AuditAction =
  | 'ORGANISATION_CREATED'
  | 'USER_REGISTERED'
  | 'REGISTRATION_FOR_EXISTING_ACCOUNT'
  | 'EMAIL_VERIFIED'
  | 'SIGN_IN_RATE_LIMITED'
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET'
  | 'TWO_STEP_ENABLED'
  | 'TWO_STEP_DISABLED'
  | 'TWO_STEP_RECOVERY_CODES_REGENERATED'
  | 'TWO_STEP_RECOVERY_CODE_USED'
  | 'PASSWORD_CHANGED'
  | 'OWN_SESSIONS_ENDED'
  | 'USER_SESSIONS_ENDED'
  | 'INVITATIONS_SENT'
  | 'INVITATION_RESENT'
  | 'INVITATION_REVOKED'
  | 'INVITATION_ACCEPTED'
  | 'USER_CONSENTED'
  | 'ORGANISATION_SETUP_COMPLETED'
  | 'ORGANISATION_SETTINGS_UPDATED'
  | 'USER_UPDATED'
  | 'ASSESSMENT_OPENED'
  | 'ASSESSMENT_PAUSED'
  | 'ASSESSMENT_CLOSED'
  | 'ASSESSMENT_LAUNCH_MAILED'
  | 'ASSESSMENT_CLOSE_DATE_SET'
  | 'ASSESSMENT_SCHEDULED'
  | 'ASSESSMENT_OPEN_DATE_SET'
  | 'ROADMAP_GENERATED'
  | 'ROADMAP_ITEM_UPDATED'
  | 'EXPORT_CSV'
  | 'EXPORT_PDF';

/** The one way every feature records what happened, for the organisation's audit trail. */
export async function recordAuditEvent(
  db: Database,
  organisationId: string | null,
  userId: string | null,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAuditEvent(db, { organisationId, userId, action, details });
}

/** Whether the organisation's trail already holds `action` about this assessment: work recorded once is not done twice. */
export async function wasRecordedFor(db: Database, organisationId: string, action: AuditAction, assessmentId: string): Promise<boolean> {
  return auditEventExists(db, organisationId, action, { assessment_id: assessmentId });
}
