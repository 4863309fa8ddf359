import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditDetailValue } from './api/audit.ts';
import { listIn } from './list-format.ts';
import { auditActionLabel } from './messages.ts';
import { isRole, roleLabel } from './roles.ts';

/** Words for the detail keys people read most; any other key is shown with its underscores as spaces. */
const detailLabels: Record<string, MessageDescriptor> = {
  client: msg({ message: 'network address', context: 'audit detail' }),
  from_role: msg({ message: 'from', context: 'audit detail: the earlier role' }),
  to_role: msg({ message: 'to', context: 'audit detail: the new role' }),
  changed_keys: msg({ message: 'changed', context: 'audit detail: the settings changed' }),
  managerId: msg({ message: 'manager id', context: 'audit detail' }),
  isActive: msg({ message: 'active', context: 'audit detail: whether the person is active' }),
  passkey: msg({ message: 'passkey', context: 'audit detail: the name of a passkey' }),
  label: msg({ message: 'name', context: 'audit detail: the name of a provisioning token or a person attribute' }),
  from_label: msg({ message: 'earlier name', context: 'audit detail: the earlier name of a person attribute' }),
  scim_path: msg({ message: 'SCIM attribute', context: 'audit detail: where the identity provider sends a person attribute' }),
  cleared: msg({ message: 'values cleared', context: 'audit detail: how many people lost the value of a removed attribute' }),
};

const words = {
  none: msg({ message: 'none', context: 'audit detail: an empty list' }),
  yes: msg({ message: 'yes', context: 'audit detail' }),
  no: msg({ message: 'no', context: 'audit detail' }),
  /** One detail: its name and its value. */
  detail: (name: string, value: string) => msg({ message: `${name}: ${value}`, context: 'audit detail' }),
};

const roleKeys = new Set(['role', 'from_role', 'to_role']);

function valueText(i18n: I18n, key: string, value: AuditDetailValue): string {
  if (roleKeys.has(key) && isRole(value)) return i18n._(roleLabel[value]);
  if (key === 'action' && typeof value === 'string') return i18n._(auditActionLabel(value));
  if (value === null) return '—';
  if (Array.isArray(value)) return value.length === 0 ? i18n._(words.none) : listIn(i18n, value.map(String));
  if (typeof value === 'boolean') return i18n._(value ? words.yes : words.no);
  return String(value);
}

/**
 * An event's details in one line ("person: Alan Turing; from: Employee; to: Manager"), the
 * same in the audit log table and its CSV download, in the reader's language (`i18n`).
 */
export function auditDetailsText(i18n: I18n, details: Record<string, AuditDetailValue>): string {
  // The details are fields, kept apart by semicolons as a record's are; a list inside one (the
  // settings changed) is written as the reader's language writes a list.
  return Object.entries(details)
    .map(([key, value]) => {
      const label = detailLabels[key];
      return i18n._(words.detail(label ? i18n._(label) : key.replaceAll('_', ' '), valueText(i18n, key, value)));
    })
    .join('; ');
}
