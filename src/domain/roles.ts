import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Roles, lowest to highest. Stored lower-case; other spellings are accepted on input. */
export const ROLES = ['employee', 'manager', 'organisation_admin', 'platform_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of an organisation's people: what an invitation or an administrator may give. */
export const INVITABLE_ROLES = ['employee', 'manager', 'organisation_admin'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const roleLevel: Record<Role, number> = {
  employee: 1,
  manager: 2,
  organisation_admin: 3,
  platform_admin: 4,
};

/** Each role's name, shown in the reader's language. */
export const roleLabel: Record<Role, MessageDescriptor> = {
  employee: msg({ message: 'Employee', context: 'role' }),
  manager: msg({ message: 'Manager', context: 'role' }),
  organisation_admin: msg({ message: 'Admin', context: 'role' }),
  platform_admin: msg({ message: 'Platform admin', context: 'role' }),
};

// Spellings seen in older data and integrations: upper-case levels and "superadmin".
const aliases: Record<string, Role> = {
  employee: 'employee',
  manager: 'manager',
  organisation_admin: 'organisation_admin',
  organization_admin: 'organisation_admin',
  org_admin: 'organisation_admin',
  admin: 'organisation_admin',
  platform_admin: 'platform_admin',
  superadmin: 'platform_admin',
};

/** The stored role for any accepted spelling, or undefined for anything else. */
export function normaliseRole(input: string): Role | undefined {
  const key = input.trim().toLowerCase();
  // Own keys only: "constructor" or "__proto__" must not find Object's inherited members.
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A route guard admits a role whose level is at least that of any of the required roles. */
export function meetsAnyRole(role: Role, required: readonly Role[]): boolean {
  if (required.length === 0) return true;
  const lowestRequired = Math.min(...required.map((r) => roleLevel[r]));
  return roleLevel[role] >= lowestRequired;
}
