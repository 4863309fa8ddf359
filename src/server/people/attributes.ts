import { and, asc, eq, sql } from 'drizzle-orm';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { peopleMessages } from '#domain/messages/people.ts';
import {
  attributeLabels,
  MAX_ATTRIBUTE_VALUES,
  NAMED_ATTRIBUTES,
  type PersonAttributes,
  type PersonAttributesChange,
} from '#domain/person-attributes.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { invitations, organisationAttributes, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { ADVISORY_LOCKS } from '#server/db/advisory-locks.ts';

const ValueSchema = z.object({ value: z.string() });

/** The values an attribute has in the organisation (members and open invitations), one spelling per case-insensitive value. */
export async function valuesInUse(db: Database, organisationId: string, key: string): Promise<string[]> {
  const rows = parseRows(
    await db.execute(sql`
      select distinct on (lower(value)) value from (
        select ${users.attributes} ->> ${key} as value from ${users} where ${users.organisationId} = ${organisationId}
        union all
        select ${invitations.attributes} ->> ${key} from ${invitations}
        where ${invitations.organisationId} = ${organisationId} and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null
      ) as used where value is not null
      order by lower(value), value`),
    ValueSchema,
  );
  return rows.map((row) => row.value);
}

// The lock space of the organisation's attribute values, with the organisation in the second key.
const ATTRIBUTE_VALUES_LOCK = ADVISORY_LOCKS.attributeValues;

/**
 * Serialises, per organisation, every transaction that may add an attribute value or an
 * attribute: counting the values in use and writing a new one happen under it, so two
 * concurrent writes (people page, CSV import, SCIM) cannot both take the 20th place. Held
 * until the transaction ends; other organisations are not held up.
 */
export async function lockAttributeValues(db: Database, organisationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ATTRIBUTE_VALUES_LOCK}, hashtext(${organisationId}))`);
}

/** The attributes the organisation defined itself, oldest first. */
export async function customAttributesOf(db: Database, organisationId: string) {
  return db
    .select()
    .from(organisationAttributes)
    .where(eq(organisationAttributes.organisationId, organisationId))
    .orderBy(asc(organisationAttributes.createdAt), asc(organisationAttributes.id));
}
export type CustomAttribute = Awaited<ReturnType<typeof customAttributesOf>>[number];

export async function findCustomAttribute(db: Database, organisationId: string, id: string): Promise<CustomAttribute | undefined> {
  const [row] = await db
    .select()
    .from(organisationAttributes)
    .where(and(eq(organisationAttributes.organisationId, organisationId), eq(organisationAttributes.id, id)));
  return row;
}

/** An attribute people may have, with the name results show it by: a catalogue text for the built-ins, the organisation's own words otherwise. */
export type AttributeDefinition =
  | { key: 'department' | 'location' | 'tenure' | 'employmentType'; builtIn: true; label: MessageDescriptor }
  | { key: string; builtIn: false; label: string };

/** Every attribute of the organisation's people, built-ins first, with their labels (for results cut by them). */
export async function attributeDefinitionsOf(db: Database, organisationId: string): Promise<AttributeDefinition[]> {
  const builtIns = (['department', 'location', 'tenure', 'employmentType'] as const).map((key): AttributeDefinition => ({
    key,
    builtIn: true,
    label: attributeLabels[key],
  }));
  const custom = await customAttributesOf(db, organisationId);
  return [...builtIns, ...custom.map((row): AttributeDefinition => ({ key: row.key, builtIn: false, label: row.label }))];
}

const BUILT_IN_KEYS = new Set<string>([...NAMED_ATTRIBUTES, 'tenure', 'employmentType']);

/**
 * `current` with `change` applied, by the organisation's rules: a value that differs from one in
 * use only in case takes that one's spelling, and an attribute never gets more than
 * MAX_ATTRIBUTE_VALUES different values, counted under the organisation's lock. An
 * organisation-defined attribute must be defined. Runs inside the caller's transaction.
 */
export async function applyAttributes(
  db: Database,
  organisationId: string,
  current: PersonAttributes,
  change: PersonAttributesChange,
): Promise<PersonAttributes> {
  const given = change as Record<string, string | null | undefined>;
  const customKeys = Object.keys(given).filter((key) => !BUILT_IN_KEYS.has(key) && given[key] !== undefined);
  if (NAMED_ATTRIBUTES.some((key) => typeof given[key] === 'string') || customKeys.length > 0) {
    await lockAttributeValues(db, organisationId);
  }
  const labels = new Map<string, string>();
  if (customKeys.length > 0) for (const row of await customAttributesOf(db, organisationId)) labels.set(row.key, row.label);
  const unknown = customKeys.find((key) => !labels.has(key));
  if (unknown !== undefined) throw new AppError('validation_failed', peopleMessages.unknownAttribute(unknown));
  const next: Record<string, string | undefined> = { ...current };
  for (const key of [...NAMED_ATTRIBUTES, ...customKeys]) {
    const value = given[key];
    if (value === undefined) continue;
    if (value === null) {
      delete next[key];
      continue;
    }
    const inUse = await valuesInUse(db, organisationId, key);
    const same = inUse.find((used) => used.toLowerCase() === value.toLowerCase());
    // Counted with the value this person holds now, which others may hold too: the limit is never passed.
    if (!same && inUse.length >= MAX_ATTRIBUTE_VALUES) throw new AppError('validation_failed', tooManyValues(key, labels.get(key)));
    next[key] = same ?? value;
  }
  for (const key of ['tenure', 'employmentType'] as const) {
    const value = change[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as PersonAttributes;
}

export function tooManyValues(key: string, label: string | undefined): MessageDescriptor {
  return key === 'department' || key === 'location'
    ? peopleMessages.tooManyValues(key, MAX_ATTRIBUTE_VALUES)
    : peopleMessages.tooManyValuesOf(label ?? key, MAX_ATTRIBUTE_VALUES);
}

/**
 * The CSV import's values counted again inside the invitations' transaction, under the
 * organisation's lock: each takes the spelling in use now, and if values added meanwhile
 * would take an attribute past MAX_ATTRIBUTE_VALUES, the import is refused whole.
 */
export async function recheckAttributeValues(
  tx: Database,
  organisationId: string,
  entries: PersonAttributes[],
  definitions: CustomAttribute[],
): Promise<void> {
  await lockAttributeValues(tx, organisationId);
  // An attribute removed since the file was read takes its column with it: nothing is kept under a key no longer defined.
  const defined = new Set((await customAttributesOf(tx, organisationId)).map((row) => row.key));
  const removed = definitions.find((row) => !defined.has(row.key) && entries.some((entry) => entry[row.key] !== undefined));
  if (removed) throw new AppError('conflict', peopleMessages.unknownAttribute(removed.label));
  for (const key of [...NAMED_ATTRIBUTES, ...definitions.map((row) => row.key)]) {
    const given = entries.filter((entry) => entry[key] !== undefined);
    if (given.length === 0) continue;
    const spellings = new Map((await valuesInUse(tx, organisationId, key)).map((value) => [value.toLowerCase(), value]));
    for (const entry of given) {
      const value = entry[key] ?? '';
      const same = spellings.get(value.toLowerCase());
      if (same) entry[key] = same;
      else spellings.set(value.toLowerCase(), value);
    }
    if (spellings.size > MAX_ATTRIBUTE_VALUES) {
      const label = definitions.find((row) => row.key === key)?.label ?? (key === 'department' ? 'department' : 'location');
      throw new AppError('conflict', peopleMessages.valuesAddedMeanwhile(label, MAX_ATTRIBUTE_VALUES));
    }
  }
}
