import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { NamedValueSchema } from '#domain/person-attributes.ts';
import type { Database } from '#server/db/client.ts';
import { customAttributesOf } from '#server/people/index.ts';
import { ScimError } from './errors.ts';

/** An organisation-defined attribute its identity provider sends, at the SCIM path the organisation chose (decision 0060). */
export type MappedAttribute = { key: string; label: string; scimPath: string };

export async function mappedAttributesOf(db: Database, organisationId: string): Promise<MappedAttribute[]> {
  return (await customAttributesOf(db, organisationId)).flatMap((row) =>
    row.scimPath ? [{ key: row.key, label: row.label, scimPath: row.scimPath }] : [],
  );
}

/** A path as the schema it lives in (none for a core attribute) and the attribute's name there. */
export function splitPath(path: string): { schema: string | null; name: string } {
  for (const schema of [SCIM_SCHEMAS.enterprise, SCIM_SCHEMAS.attributes]) {
    if (path.startsWith(`${schema}:`)) return { schema, name: path.slice(schema.length + 1) };
  }
  return { schema: null, name: path };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names our extension knows besides the organisation's mapped ones. */
const EXTENSION_OWN = new Set(['location', 'tenure', 'startDate', 'employmentType']);

/** Each mapped attribute's value in a User resource (null when absent or blank); an unmapped name in our extension is refused. */
export function mappedValues(input: Record<string, unknown>, mapped: MappedAttribute[]): Record<string, string | null> {
  const extension = input[SCIM_SCHEMAS.attributes];
  if (isRecord(extension)) {
    const known = new Set(
      mapped
        .map((attribute) => splitPath(attribute.scimPath))
        .flatMap((path) => (path.schema === SCIM_SCHEMAS.attributes ? [path.name] : [])),
    );
    const unknown = Object.keys(extension).find((name) => !EXTENSION_OWN.has(name) && !known.has(name));
    if (unknown !== undefined) throw new ScimError(400, `Unrecognized key: ${SCIM_SCHEMAS.attributes}:${unknown}`, 'invalidSyntax');
  }
  const values: Record<string, string | null> = {};
  for (const attribute of mapped) {
    const { schema, name } = splitPath(attribute.scimPath);
    const holder = schema === null ? input : input[schema];
    const raw = isRecord(holder) ? holder[name] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      throw new ScimError(400, `${attribute.scimPath}: ${attribute.label} must be a string`, 'invalidValue');
    }
    const parsed = NamedValueSchema.safeParse(raw ?? '');
    if (!parsed.success) throw new ScimError(400, `${attribute.scimPath}: ${parsed.error.issues[0]?.message ?? ''}`, 'invalidValue');
    values[attribute.key] = parsed.data;
  }
  return values;
}
