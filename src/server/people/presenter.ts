import type { Person } from '#domain/api/people.ts';
import type { listMembers, listOpenInvitations } from './queries.ts';

/** How people leave the server: one shape for a member and for someone invited who has not joined. */

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
type InvitationRow = Awaited<ReturnType<typeof listOpenInvitations>>[number];

const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

export function memberPerson({ user, managerFirstName, managerLastName, directReports }: MemberRow): Person {
  return {
    id: user.id,
    kind: 'member',
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.isActive ? 'active' : 'deactivated',
    managerId: user.managerId,
    managerName: fullName(managerFirstName, managerLastName),
    directReports,
    joinedAt: user.createdAt.toISOString(),
    consented: user.consentedAt !== null,
    attributes: user.attributes,
    personalEmail: user.personalEmail,
  };
}

export function invitedPerson({ invitation, managerFirstName, managerLastName }: InvitationRow): Person {
  return {
    id: invitation.id,
    kind: 'invitation',
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    status: 'invited',
    managerId: invitation.managerId,
    // A manager the same import invited shows by address until they join.
    managerName: fullName(managerFirstName, managerLastName) ?? (invitation.managerEmail ? `${invitation.managerEmail} (invited)` : null),
    directReports: 0,
    joinedAt: null,
    consented: false,
    attributes: invitation.attributes,
    personalEmail: null,
  };
}
