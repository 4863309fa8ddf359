import type { AuditAction } from '#domain/api/audit.ts';
import type { Database } from '#server/db/client.ts';
import { auditEventExists, insertAuditEvent } from './queries.ts';

export type { AuditAction };

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
