import type { SessionUser } from '#domain/api/accounts.ts';
import { INVITABLE_ROLES } from '#domain/api/invitations.ts';
import { can, type Ability, type Actor } from '#domain/permissions.ts';
import { roleLabel } from '#domain/roles.ts';

export function actorOfUser(user: SessionUser): Actor {
  return { userId: user.id, organisationId: user.organisationId, role: user.role };
}

/** Whether the signed-in person may do something: the same rule the server applies to its routes. */
export function userCan(user: SessionUser | null, ability: Ability): boolean {
  return user !== null && can[ability](actorOfUser(user));
}

/** The organisation roles that hold an ability, for "Required roles: …" (platform administrators are not an organisation's role). */
export function rolesThatCan(ability: Ability): string {
  return INVITABLE_ROLES.filter((role) => can[ability]({ userId: '', organisationId: null, role }))
    .map((role) => roleLabel[role])
    .join(', ');
}
