import { and, asc, count, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { NAMED_ATTRIBUTES } from '#domain/person-attributes.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { ProvisioningCaller } from '#server/auth/provisioning-tokens.ts';
import { findUserByEmail } from '#server/auth/users.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { changePerson, findMember } from '#server/people/index.ts';
import { desiredUser, parseUserInput, type DesiredUser } from './desired.ts';
import { ScimError, scimMessages } from './errors.ts';
import { filterCondition } from './filter.ts';
import { listResponse, userResource } from './resource.ts';
import { mappedAttributesOf } from './mapped.ts';
import { ScimListQuerySchema } from './user-schema.ts';

type UserRow = typeof users.$inferSelect;

const notFound = () => new ScimError(404, scimMessages.userNotFound);

/** A member of the caller's organisation; anyone else (another organisation's, a platform administrator) is not there. */
export async function memberOf(db: Database, caller: ProvisioningCaller, id: string): Promise<UserRow> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const user = await findMember(db, caller.organisationId, id);
  if (!user || user.role === 'platform_admin') throw notFound();
  return user;
}

export async function getScimUser(context: ServerContext, caller: ProvisioningCaller, id: string) {
  const mapped = await mappedAttributesOf(context.db, caller.organisationId);
  return userResource(context.publicUrl, await memberOf(context.db, caller, id), mapped);
}

const MAX_PAGE = 200;

/** RFC 7644 3.4.2: the organisation's members, filtered, a page at a time (startIndex is 1-based). */
export async function listScimUsers(context: ServerContext, caller: ProvisioningCaller, query: unknown) {
  const parsed = ScimListQuerySchema.safeParse(query);
  if (!parsed.success) throw new ScimError(400, scimMessages.invalid('startIndex/count', 'not a number'), 'invalidValue');
  const startIndex = Math.max(1, parsed.data.startIndex ?? 1);
  const pageSize = Math.min(MAX_PAGE, Math.max(0, parsed.data.count ?? 100));
  const condition = and(
    eq(users.organisationId, caller.organisationId),
    ne(users.role, 'platform_admin'),
    ...(parsed.data.filter ? [filterCondition(parsed.data.filter)] : []),
  );
  const [total] = await context.db.select({ n: count() }).from(users).where(condition);
  const rows =
    pageSize === 0
      ? []
      : await context.db
          .select()
          .from(users)
          .where(condition)
          .orderBy(asc(users.createdAt), asc(users.id))
          .offset(startIndex - 1)
          .limit(pageSize);
  const mapped = await mappedAttributesOf(context.db, caller.organisationId);
  return listResponse(
    rows.map((row) => userResource(context.publicUrl, row, mapped)),
    total?.n ?? 0,
    startIndex,
  );
}

/** userName and externalId are unique: the one across the platform (one organisation per person), the other within the organisation. */
async function refuseTaken(db: Database, caller: ProvisioningCaller, desired: DesiredUser, self: string | null): Promise<void> {
  const holder = await findUserByEmail(db, desired.email);
  if (holder && holder.id !== self) throw new ScimError(409, scimMessages.userNameTaken, 'uniqueness');
  if (desired.externalId === null) return;
  const [twin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, caller.organisationId), eq(users.externalId, desired.externalId)));
  if (twin && twin.id !== self) throw new ScimError(409, scimMessages.externalIdTaken, 'uniqueness');
}

/**
 * Makes a member what `desired` says: names, address and externalId here; active status,
 * manager and attributes through the people page's own change (same rules, audit and end of
 * sessions on deactivation), inside the caller's transaction.
 */
export async function applyDesired(context: ServerContext, tx: Database, caller: ProvisioningCaller, user: UserRow, desired: DesiredUser) {
  const identity = { email: desired.email, firstName: desired.firstName, lastName: desired.lastName, externalId: desired.externalId };
  const renamed = (Object.keys(identity) as (keyof typeof identity)[]).filter((key) => user[key] !== identity[key]);
  if (renamed.length > 0) {
    await refuseTaken(tx, caller, desired, user.id);
    await tx
      .update(users)
      .set({ ...identity, updatedAt: context.clock.now() })
      .where(and(eq(users.organisationId, caller.organisationId), eq(users.id, user.id)));
    await recordAuditEvent(tx, caller.organisationId, null, 'USER_UPDATED', { user_id: user.id, changed: renamed, via: 'scim' });
  }
  const attributes = Object.fromEntries(
    ([...NAMED_ATTRIBUTES, 'tenure', 'employmentType'] as const)
      .filter((key) => (user.attributes[key] ?? null) !== desired.attributes[key])
      .map((key) => [key, desired.attributes[key]]),
  );
  for (const [key, value] of Object.entries(desired.custom)) if ((user.attributes[key] ?? null) !== value) attributes[key] = value;
  const change = {
    ...(user.isActive !== desired.isActive ? { isActive: desired.isActive } : {}),
    ...(user.managerId !== desired.managerId ? { managerId: desired.managerId } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    ...(desired.personalEmail !== undefined && desired.personalEmail !== user.personalEmail
      ? { personalEmail: desired.personalEmail }
      : {}),
  };
  if (Object.keys(change).length === 0) return;
  await changePerson(context, tx, { organisationId: caller.organisationId, userId: null, via: 'scim' }, { personId: user.id, change });
}

/** POST /Users: a new member of the organisation, employee by role, who signs in through the organisation's identity provider or a password reset. */
export async function createScimUser(context: ServerContext, caller: ProvisioningCaller, body: unknown) {
  const now = context.clock.now();
  const desired = desiredUser(parseUserInput(body), now, await mappedAttributesOf(context.db, caller.organisationId));
  const id = await context.db.transaction(async (tx) => {
    await refuseTaken(tx, caller, desired, null);
    const [row] = await tx
      .insert(users)
      .values({
        organisationId: caller.organisationId,
        email: desired.email,
        firstName: desired.firstName,
        lastName: desired.lastName,
        externalId: desired.externalId,
        role: 'employee',
        // The organisation's identity provider vouches for the address.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    await recordAuditEvent(tx, caller.organisationId, null, 'USER_PROVISIONED', { user_id: row.id, token_id: caller.tokenId, via: 'scim' });
    await applyDesired(context, tx, caller, row, desired);
    return row.id;
  });
  return getScimUser(context, caller, id);
}

/** PUT /Users/:id: the member becomes the resource sent, in one transaction. */
export async function replaceScimUser(context: ServerContext, caller: ProvisioningCaller, id: string, body: unknown) {
  const desired = desiredUser(parseUserInput(body), context.clock.now(), await mappedAttributesOf(context.db, caller.organisationId));
  await context.db.transaction(async (tx) => {
    const user = await memberOf(tx, caller, id);
    await applyDesired(context, tx, caller, user, desired);
  });
  return getScimUser(context, caller, id);
}
