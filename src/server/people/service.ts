import { peopleMessages } from '#domain/messages/people.ts';
import type { z } from 'zod';
import type { Person, PeopleQuerySchema, UpdatePersonRequestSchema } from '#domain/api/people.ts';
import type { Role } from '#domain/roles.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { endAllSessions } from '#server/auth/sessions.ts';
import { applyAttributes } from './attributes.ts';
import { invitedPerson, memberPerson } from './presenter.ts';
import { LIFECYCLE_JOB } from '#server/background-work.ts';
import {
  addLeaver,
  countActiveAdmins,
  countPeopleByStatus,
  findMember,
  listMembers,
  listOpenInvitations,
  managerChain,
  updateMember,
} from './queries.ts';

/** The people page: members (active or deactivated) and people invited who have not joined yet. */
export async function listPeople(context: ServerContext, actor: OrganisationActor, query: z.output<typeof PeopleQuerySchema>) {
  const { organisationId } = actor;
  const role = query.role === 'all' ? undefined : query.role;
  const active = query.status === 'active' ? true : query.status === 'deactivated' ? false : undefined;

  const noMembers: Awaited<ReturnType<typeof listMembers>> = [];
  const noInvitations: Awaited<ReturnType<typeof listOpenInvitations>> = [];
  const members =
    query.status === 'invited' ? noMembers : await listMembers(context.db, organisationId, { search: query.search, role, active });
  const invited =
    query.status === 'all' || query.status === 'invited'
      ? await listOpenInvitations(context.db, organisationId, { search: query.search, role })
      : noInvitations;
  const now = context.clock.now();

  const people: Person[] = [
    ...members.map(memberPerson),
    // Expired invitations are not "invited" any more: they live on in the invitation history.
    ...invited.filter(({ invitation }) => invitation.expiresAt > now).map(invitedPerson),
  ];
  // Counts describe the whole organisation, whatever the filters show: counted in the database, never by listing everyone.
  const counts = await countPeopleByStatus(context.db, organisationId, now);
  return { people, counts };
}

/**
 * Role, manager and active status of one member, with the organisation's rules: the last
 * active administrator stays one, a manager is an active manager or admin of the same
 * organisation, and the reporting lines never form a cycle.
 */
export async function updatePerson(
  context: ServerContext,
  actor: OrganisationActor,
  input: { personId: string; change: z.output<typeof UpdatePersonRequestSchema> },
): Promise<Person> {
  const { organisationId } = actor;
  const updated = await context.db.transaction((tx) => changePerson(context, tx, actor, input));
  if (input.change.isActive === false) await context.jobs.trigger(LIFECYCLE_JOB);
  const [person] = await listMembers(context.db, organisationId, { id: updated.id });
  if (!person) throw new AppError('not_found', peopleMessages.personNotFound);
  return memberPerson(person);
}

/** Who changes a person: an administrator, or the organisation's identity provider (SCIM, no user). */
export type PersonChanger = { organisationId: string; userId: string | null; via?: 'scim' };

/**
 * `updatePerson` inside the caller's transaction, for callers that change more in the same
 * transaction (SCIM): the same rules, the same audit events, the same end of sessions.
 */
export async function changePerson(
  context: ServerContext,
  tx: Database,
  actor: PersonChanger,
  input: { personId: string; change: z.output<typeof UpdatePersonRequestSchema> },
) {
  const { organisationId } = actor;
  const { personId, change } = input;
  const person = await findMember(tx, organisationId, personId);
  if (!person) throw new AppError('not_found', peopleMessages.personNotFound);
  if (person.role === 'platform_admin') throw new AppError('conflict', peopleMessages.platformAdminElsewhere);
  const losesAdmin =
    person.role === 'organisation_admin' &&
    person.isActive &&
    ((change.role !== undefined && change.role !== 'organisation_admin') || change.isActive === false);
  if (losesAdmin && (await countActiveAdmins(tx, organisationId)) <= 1) {
    throw new AppError('conflict', peopleMessages.lastAdministrator);
  }
  if (change.isActive === false && person.id === actor.userId) throw new AppError('conflict', peopleMessages.notYourself);
  if (change.managerId) await checkManager(tx, organisationId, person, change.managerId);
  const attributes = change.attributes ? await applyAttributes(tx, organisationId, person.attributes, change.attributes) : undefined;
  const row = await updateMember(tx, organisationId, person.id, {
    ...(change.role !== undefined ? { role: change.role } : {}),
    ...(change.managerId !== undefined ? { managerId: change.managerId } : {}),
    ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
    ...(attributes ? { attributes } : {}),
    ...(change.personalEmail !== undefined ? { personalEmail: change.personalEmail } : {}),
    updatedAt: context.clock.now(),
  });
  if (!row) throw new AppError('not_found', peopleMessages.personNotFound);
  if (change.isActive === false) await endAllSessions(tx, context.clock, person.id);
  // A leaver with a personal address is sent the open exit survey by the lifecycle job (decision 0066).
  if (change.isActive === false && person.isActive) await addLeaver(tx, organisationId, person.id);
  await recordPersonChange(tx, actor, person, change);
  return row;
}

/** A manager is an active manager or admin of the same organisation, and the reporting lines never form a circle. */
async function checkManager(
  tx: Database,
  organisationId: string,
  person: { id: string; firstName: string; lastName: string },
  managerId: string,
): Promise<void> {
  if (managerId === person.id) throw new AppError('conflict', peopleMessages.ownManager);
  const manager = await findMember(tx, organisationId, managerId);
  if (!manager || !manager.isActive) throw new AppError('conflict', peopleMessages.managerInactive);
  if (manager.role !== 'manager' && manager.role !== 'organisation_admin') {
    throw new AppError('conflict', peopleMessages.managerRole);
  }
  if ((await managerChain(tx, organisationId, manager.id)).includes(person.id)) {
    throw new AppError(
      'conflict',
      peopleMessages.managerCircle(`${manager.firstName} ${manager.lastName}`, `${person.firstName} ${person.lastName}`),
    );
  }
}

/** A new role is its own event, from and to; a new manager or active status is recorded as an update. */
async function recordPersonChange(
  db: Database,
  actor: PersonChanger,
  person: { id: string; role: Role },
  change: z.output<typeof UpdatePersonRequestSchema>,
) {
  const { role, ...rest } = change;
  const via = actor.via ? { via: actor.via } : {};
  if (role !== undefined && role !== person.role) {
    await recordAuditEvent(db, actor.organisationId, actor.userId, 'ROLE_CHANGED', {
      user_id: person.id,
      from_role: person.role,
      to_role: role,
      ...via,
    });
  }
  if (Object.keys(rest).length > 0)
    await recordAuditEvent(db, actor.organisationId, actor.userId, 'USER_UPDATED', { user_id: person.id, ...rest, ...via });
}
