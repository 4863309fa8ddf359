import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { peopleMessages } from '#domain/messages/people.ts';
import { MAX_ATTRIBUTE_VALUES, NAMED_ATTRIBUTES, type PersonAttributes, type PersonAttributesChange } from '#domain/person-attributes.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { invitations, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

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

/**
 * `current` with `change` applied, by the organisation's rules: a value that differs from one in
 * use only in case takes that one's spelling, and an attribute never gets more than
 * MAX_ATTRIBUTE_VALUES different values. Read inside the caller's transaction.
 */
export async function applyAttributes(
  db: Database,
  organisationId: string,
  current: PersonAttributes,
  change: PersonAttributesChange,
): Promise<PersonAttributes> {
  const next: Record<string, string | undefined> = { ...current };
  for (const key of NAMED_ATTRIBUTES) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === null) {
      delete next[key];
      continue;
    }
    const inUse = await valuesInUse(db, organisationId, key);
    const same = inUse.find((used) => used.toLowerCase() === value.toLowerCase());
    // Counted with the value this person holds now, which others may hold too: the limit is never passed.
    if (!same && inUse.length >= MAX_ATTRIBUTE_VALUES) {
      throw new AppError('validation_failed', peopleMessages.tooManyValues(key, MAX_ATTRIBUTE_VALUES));
    }
    next[key] = same ?? value;
  }
  for (const key of ['tenure', 'employmentType'] as const) {
    const value = change[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as PersonAttributes;
}
