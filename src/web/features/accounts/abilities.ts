import type { I18n } from '@lingui/core';
import { listIn } from '#domain/list-format.ts';
import type { SessionUser } from '#domain/api/accounts.ts';
import { can, isPlatformAbility, type Ability, type Actor } from '#domain/permissions.ts';
import { INVITABLE_ROLES, roleLabel } from '#domain/roles.ts';

export function actorOfUser(user: SessionUser): Actor {
  return { userId: user.id, organisationId: user.organisationId, role: user.role };
}

/** Whether the signed-in person may do something: the same rule the server applies to its routes. */
export function userCan(user: SessionUser | null, ability: Ability): boolean {
  return user !== null && can[ability](actorOfUser(user));
}

/**
 * The organisation roles that hold an ability, for "Required roles: …" (platform administrators
 * are not an organisation's role), or the platform administrator for a platform ability.
 */
export function rolesThatCan(ability: Ability, i18n: I18n): string {
  if (isPlatformAbility(ability)) return i18n._(roleLabel.platform_admin);
  const roles = INVITABLE_ROLES.filter((role) => can[ability]({ userId: '', organisationId: null, role }));
  return listIn(
    i18n,
    roles.map((role) => i18n._(roleLabel[role])),
    'entries',
  );
}

/**
 * Whether a page of the ability is of use to the person: the server refuses every ability but the
 * platform's to someone of no organisation (a platform administrator), so their links are left out.
 */
export function userMayOpen(user: SessionUser, ability: Ability): boolean {
  return userCan(user, ability) && (user.organisationId !== null || isPlatformAbility(ability));
}
