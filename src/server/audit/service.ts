import type { AuditAction } from '#domain/api/audit.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { wellFormedText } from '#domain/validation.ts';
import { auditEventExists, deleteUnattributedSignInFailures, insertAuditEvent } from './queries.ts';

export type { AuditAction };

/** The one way every feature records what happened, for the organisation's audit trail. */
export async function recordAuditEvent(
  db: Database,
  organisationId: string | null,
  userId: string | null,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAuditEvent(db, { organisationId, userId, action, details: storable(details) as Record<string, unknown> });
}

/**
 * Details as the database's JSON can hold them: a lone surrogate half in a text someone typed
 * (which jsonb refuses) becomes U+FFFD, so a broken character never loses the event.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, storable(entry)]));
  }
  return value;
}

/** Whether the organisation's trail already holds `action` about this assessment: work recorded once is not done twice. */
export async function wasRecordedFor(db: Database, organisationId: string, action: AuditAction, assessmentId: string): Promise<boolean> {
  return auditEventExists(db, organisationId, action, { assessment_id: assessmentId });
}

/**
 * How long a refused sign-in of an unknown address is kept: long enough to look into a wave of
 * guessing, not for ever. The row belongs to no organisation, so no retention setting covers
 * it, and it holds the network address of whoever tried.
 */
export const UNATTRIBUTED_SIGN_IN_FAILURE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Housekeeping: forgets refused sign-ins of unknown addresses older than the retention; returns how many. */
export async function purgeUnattributedSignInFailures(db: Database, clock: Clock): Promise<number> {
  return deleteUnattributedSignInFailures(db, new Date(clock.now().getTime() - UNATTRIBUTED_SIGN_IN_FAILURE_RETENTION_MS));
}
