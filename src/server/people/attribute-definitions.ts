import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AttributeDefinition } from '#domain/api/organisation-attributes.ts';
import { PEOPLE_CSV_COLUMNS } from '#domain/api/people.ts';
import { peopleMessages } from '#domain/messages/people.ts';
import { MAX_CUSTOM_ATTRIBUTES } from '#domain/person-attributes.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { invitations, organisationAttributes, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { customAttributesOf, findCustomAttribute, lockAttributeValues } from './attributes.ts';

/** Names an attribute of the organisation's own cannot take: the built-ins' and the people file's columns. */
const TAKEN_NAMES = new Set<string>([...PEOPLE_CSV_COLUMNS, 'tenure', 'start date', 'e-mail', 'email address']);

const CountSchema = z.object({ key: z.string(), n: z.coerce.number() });

/** How many members and open invitations hold a value of each key. */
async function peopleWithValues(db: Database, organisationId: string): Promise<Map<string, number>> {
  const rows = parseRows(
    await db.execute(sql`
      select key, count(*) as n from (
        select jsonb_object_keys(${users.attributes}) as key from ${users} where ${users.organisationId} = ${organisationId}
        union all
        select jsonb_object_keys(${invitations.attributes}) from ${invitations}
        where ${invitations.organisationId} = ${organisationId} and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null
      ) as keys where key like 'custom:%' group by key`),
    CountSchema,
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** The organisation's own attributes as the people page shows them. */
export async function listAttributeDefinitions(context: ServerContext, actor: OrganisationActor) {
  const rows = await customAttributesOf(context.db, actor.organisationId);
  const counts = await peopleWithValues(context.db, actor.organisationId);
  const definitions: AttributeDefinition[] = rows.map((row) => ({
    id: row.id,
    key: row.key,
    label: row.label,
    scimPath: row.scimPath,
    peopleWithValue: counts.get(row.key) ?? 0,
  }));
  return { definitions, most: MAX_CUSTOM_ATTRIBUTES };
}

/** A name and a SCIM path no other attribute of the organisation has, nor a built-in. */
async function refuseClash(
  tx: Database,
  organisationId: string,
  self: string | null,
  change: { label?: string; scimPath?: string | null },
) {
  const others = (await customAttributesOf(tx, organisationId)).filter((row) => row.id !== self);
  const label = change.label;
  if (
    label !== undefined &&
    (TAKEN_NAMES.has(label.toLowerCase()) || others.some((row) => row.label.toLowerCase() === label.toLowerCase()))
  ) {
    throw new AppError('conflict', peopleMessages.attributeNameTaken(label));
  }
  if (change.scimPath && others.some((row) => row.scimPath === change.scimPath))
    throw new AppError('conflict', peopleMessages.scimPathTaken);
  return others;
}

async function definitionById(context: ServerContext, actor: OrganisationActor, id: string): Promise<AttributeDefinition> {
  const { definitions } = await listAttributeDefinitions(context, actor);
  const definition = definitions.find((row) => row.id === id);
  if (!definition) throw new AppError('not_found', peopleMessages.attributeNotFound);
  return definition;
}

/** A new attribute of the organisation's own, at most MAX_CUSTOM_ATTRIBUTES, counted under the organisation's lock. Audited. */
export async function defineAttribute(
  context: ServerContext,
  actor: OrganisationActor,
  input: { label: string; scimPath?: string | null },
) {
  const id = await context.db.transaction(async (tx) => {
    await lockAttributeValues(tx, actor.organisationId);
    const others = await refuseClash(tx, actor.organisationId, null, input);
    if (others.length >= MAX_CUSTOM_ATTRIBUTES) throw new AppError('conflict', peopleMessages.tooManyAttributes(MAX_CUSTOM_ATTRIBUTES));
    const [row] = await tx
      .insert(organisationAttributes)
      .values({
        organisationId: actor.organisationId,
        key: `custom:${randomBytes(4).toString('hex')}`,
        label: input.label,
        scimPath: input.scimPath ?? null,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!row) throw new Error('attribute insert returned nothing');
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'PERSON_ATTRIBUTE_DEFINED', {
      attribute: row.key,
      label: row.label,
      scim_path: row.scimPath,
    });
    return row.id;
  });
  return definitionById(context, actor, id);
}

/** A new name or SCIM path; people's values stay, kept under the attribute's unchanging key. Audited. */
export async function changeAttribute(
  context: ServerContext,
  actor: OrganisationActor,
  input: { id: string; change: { label?: string | undefined; scimPath?: string | null | undefined } },
) {
  await context.db.transaction(async (tx) => {
    await lockAttributeValues(tx, actor.organisationId);
    const row = await findCustomAttribute(tx, actor.organisationId, input.id);
    if (!row) throw new AppError('not_found', peopleMessages.attributeNotFound);
    await refuseClash(tx, actor.organisationId, row.id, input.change);
    const { label = row.label, scimPath = row.scimPath } = input.change;
    if (label === row.label && scimPath === row.scimPath) return;
    await tx
      .update(organisationAttributes)
      .set({ label, scimPath })
      .where(and(eq(organisationAttributes.organisationId, actor.organisationId), eq(organisationAttributes.id, row.id)));
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'PERSON_ATTRIBUTE_CHANGED', {
      attribute: row.key,
      ...(label !== row.label ? { from_label: row.label, label } : { label }),
      ...(scimPath !== row.scimPath ? { scim_path: scimPath } : {}),
    });
  });
  return definitionById(context, actor, input.id);
}

/** Removes an attribute and clears its value from every member and invitation, in one transaction; says how many were cleared. Audited. */
export async function removeAttribute(context: ServerContext, actor: OrganisationActor, input: { id: string }) {
  return context.db.transaction(async (tx) => {
    await lockAttributeValues(tx, actor.organisationId);
    const row = await findCustomAttribute(tx, actor.organisationId, input.id);
    if (!row) throw new AppError('not_found', peopleMessages.attributeNotFound);
    // Counted as the list shows it: members and open invitations, each once.
    const cleared = (await peopleWithValues(tx, actor.organisationId)).get(row.key) ?? 0;
    const holding = (column: typeof users.attributes | typeof invitations.attributes) => sql`${column} ? ${row.key}`;
    await tx
      .update(users)
      .set({ attributes: sql`${users.attributes} - ${row.key}` })
      .where(and(eq(users.organisationId, actor.organisationId), holding(users.attributes)));
    await tx
      .update(invitations)
      .set({ attributes: sql`${invitations.attributes} - ${row.key}` })
      .where(and(eq(invitations.organisationId, actor.organisationId), holding(invitations.attributes)));
    await tx
      .delete(organisationAttributes)
      .where(and(eq(organisationAttributes.organisationId, actor.organisationId), eq(organisationAttributes.id, row.id)));
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'PERSON_ATTRIBUTE_REMOVED', {
      attribute: row.key,
      label: row.label,
      cleared,
    });
    return { cleared };
  });
}
