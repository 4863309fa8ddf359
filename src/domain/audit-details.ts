import type { AuditDetailValue } from './api/audit.ts';
import { auditActionLabel } from './messages.ts';
import { isRole, roleLabel } from './roles.ts';

/** Words for the detail keys people read most; any other key is shown with its underscores as spaces. */
const detailLabels: Record<string, string> = {
  client: 'network address',
  from_role: 'from',
  to_role: 'to',
  changed_keys: 'changed',
  managerId: 'manager id',
  isActive: 'active',
};

const roleKeys = new Set(['role', 'from_role', 'to_role']);

function valueText(key: string, value: AuditDetailValue): string {
  if (roleKeys.has(key) && isRole(value)) return roleLabel[value];
  if (key === 'action' && typeof value === 'string') return auditActionLabel(value);
  if (value === null) return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * An event's details in one line ("person: Alan Turing; from: Employee; to: Manager"), the
 * same in the audit log table and its CSV download.
 */
export function auditDetailsText(details: Record<string, AuditDetailValue>): string {
  return Object.entries(details)
    .map(([key, value]) => `${detailLabels[key] ?? key.replaceAll('_', ' ')}: ${valueText(key, value)}`)
    .join('; ');
}
