import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Person, PersonStatus } from '#domain/api/people.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

/** A person's name, or their address while they have not joined. */
export function displayName(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email;
}

export const statusLabel: Record<PersonStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'person status' }),
  invited: msg({ message: 'Invited', context: 'person status' }),
  deactivated: msg({ message: 'Deactivated', context: 'person status' }),
};
export const statusVariant: Record<PersonStatus, BadgeVariant> = { active: 'success', invited: 'info', deactivated: 'neutral' };
