import type { I18n } from '@lingui/core';
import { AuditDetailValueSchema, type AuditDetailValue, type AuditEvent } from '#domain/api/audit.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import type { AuditEventRow } from './queries.ts';

/**
 * The detail keys an administrator sees, in the order shown; any other key stays in the
 * database. A detail must be added here on purpose, so nothing recorded later (let alone about
 * answers, which are never recorded) reaches the log by accident.
 */
const SHOWN_DETAIL_KEYS = new Set([
  'client',
  'reason',
  'second_step',
  'during',
  'user_id',
  'from_role',
  'to_role',
  'role',
  'managerId',
  'isActive',
  'count',
  'invitation_id',
  'name',
  'self_registration',
  'other_sessions_ended',
  'ended',
  'which',
  'consent_version',
  'changed_keys',
  'domain',
  'selected_categories',
  'invitations_sent',
  'assessment_id',
  'status',
  'scheduled',
  'closes_at',
  'days_after_opening',
  'day_before_close',
  'recipients',
  'item_count',
  'domains',
  'roadmap_item_id',
  'recovery_codes_left',
  'action',
  'from',
  'to',
  'rows',
  'sessions_ended',
  'protocol',
  'required',
  'break_glass_user_id',
  'multi_factor',
]);

function fullName(first: string | null, last: string | null): string | null {
  return first === null ? null : `${first} ${last ?? ''}`.trim();
}

function assessmentName(i18n: I18n, row: AuditEventRow): string | null {
  return row.assessmentTitle === null || row.assessmentWave === null
    ? null
    : i18n._(assessmentHeading({ title: row.assessmentTitle, wave: row.assessmentWave }));
}

/**
 * The shown details: the person and the assessment an event is about by name (instead of their
 * ids; a deleted assessment keeps its id), then the listed keys with plain values.
 */
function shownDetails(i18n: I18n, row: AuditEventRow): Record<string, AuditDetailValue> {
  const person = fullName(row.subjectFirstName, row.subjectLastName);
  const assessment = assessmentName(i18n, row);
  const details: Record<string, AuditDetailValue> = {
    ...(person === null ? {} : { person }),
    ...(assessment === null ? {} : { assessment }),
  };
  // In the list's order: the database keeps a record's keys in an order of its own.
  for (const key of SHOWN_DETAIL_KEYS) {
    if (!Object.hasOwn(row.details, key) || (key === 'user_id' && person !== null) || (key === 'assessment_id' && assessment !== null))
      continue;
    const parsed = AuditDetailValueSchema.safeParse(row.details[key]);
    if (parsed.success) details[key] = parsed.data;
  }
  return details;
}

/** An event as the log shows it, the assessment's heading in the reader's language (`i18n`). */
export function presentAuditEvent(i18n: I18n, row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    action: row.action,
    actorName: fullName(row.actorFirstName, row.actorLastName),
    actorEmail: row.actorEmail,
    at: row.createdAt.toISOString(),
    details: shownDetails(i18n, row),
  };
}
