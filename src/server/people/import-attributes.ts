import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  attributeLabels,
  MAX_ATTRIBUTE_VALUES,
  NAMED_ATTRIBUTES,
  NamedValueSchema,
  parseEmploymentType,
  parseTenure,
  PersonAttributesSchema,
  type PersonAttributes,
} from '#domain/person-attributes.ts';
import { peopleMessages } from '#domain/messages/people.ts';
import type { Database } from '#server/db/client.ts';
import { inRequestLanguage } from '#server/i18n/index.ts';
import { tooManyValues, valuesInUse, type CustomAttribute } from './attributes.ts';

/** The attribute cells of one CSV line, as written. */
export type AttributeCells = {
  department: string;
  location: string;
  tenure: string;
  employmentType: string;
  /** The organisation's own attributes, by key (decision 0060). */
  custom: Record<string, string>;
};

const importMessages = {
  tenure: (value: string) => msg`Tenure "${value}" is neither a band (<1, 1-2, 2-5, 5-10, 10+) nor a start date in the past (YYYY-MM-DD).`,
  employmentType: (value: string) => msg`Employment type "${value}" is not one of full-time, part-time, contractor, temporary, intern.`,
} as const;

/**
 * Reads the attribute cells of every line at once: each line's attributes, or why the line is
 * refused. Values merge case-insensitively with those in use and with each other across the
 * file; a value that would take an attribute past MAX_ATTRIBUTE_VALUES refuses its line.
 */
export async function attributesOfLines(
  db: Database,
  organisationId: string,
  lines: { line: number; cells: AttributeCells }[],
  today: Date,
  definitions: CustomAttribute[],
): Promise<Map<number, PersonAttributes | string>> {
  const spellings = new Map<string, Map<string, string>>();
  for (const key of [...NAMED_ATTRIBUTES, ...definitions.map((row) => row.key)]) {
    spellings.set(key, new Map((await valuesInUse(db, organisationId, key)).map((value) => [value.toLowerCase(), value])));
  }
  const results = new Map<number, PersonAttributes | string>();
  for (const { line, cells } of lines) {
    const attributes = attributesOfLine(cells, spellings, today);
    results.set(
      line,
      typeof attributes === 'string' ? attributes : (customOfLine(cells, spellings, definitions, attributes) ?? attributes),
    );
  }
  return results;
}

/** The line's values of the organisation's own attributes, added to `attributes`; or why the line is refused. */
function customOfLine(
  cells: AttributeCells,
  spellings: Map<string, Map<string, string>>,
  definitions: CustomAttribute[],
  attributes: PersonAttributes,
): string | undefined {
  for (const definition of definitions) {
    const parsed = NamedValueSchema.safeParse(cells.custom[definition.key] ?? '');
    if (!parsed.success) return `${definition.label}: ${parsed.error.issues[0]?.message ?? ''}`;
    if (!parsed.data) continue;
    const known = spellings.get(definition.key) ?? new Map<string, string>();
    const same = known.get(parsed.data.toLowerCase());
    if (!same && known.size >= MAX_ATTRIBUTE_VALUES) return inRequestLanguage(tooManyValues(definition.key, definition.label));
    if (!same) known.set(parsed.data.toLowerCase(), parsed.data);
    attributes[definition.key] = same ?? parsed.data;
  }
  return undefined;
}

function attributesOfLine(cells: AttributeCells, spellings: Map<string, Map<string, string>>, today: Date): PersonAttributes | string {
  const refuse = (text: MessageDescriptor | string) => inRequestLanguage(text);
  const parsed = PersonAttributesSchema.pick({ department: true, location: true }).safeParse({
    department: cells.department,
    location: cells.location,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const label = issue?.path[0] === 'location' ? attributeLabels.location : attributeLabels.department;
    return `${refuse(label)}: ${issue?.message ?? ''}`;
  }
  const attributes: PersonAttributes = {};
  for (const key of NAMED_ATTRIBUTES) {
    const value = parsed.data[key];
    if (!value) continue;
    const known = spellings.get(key) ?? new Map<string, string>();
    const same = known.get(value.toLowerCase());
    if (!same && known.size >= MAX_ATTRIBUTE_VALUES) return refuse(peopleMessages.tooManyValues(key, MAX_ATTRIBUTE_VALUES));
    if (!same) known.set(value.toLowerCase(), value);
    attributes[key] = same ?? value;
  }
  const tenure = parseTenure(cells.tenure, today);
  if (tenure === undefined) return refuse(importMessages.tenure(cells.tenure));
  if (tenure) attributes.tenure = tenure;
  const employmentType = parseEmploymentType(cells.employmentType);
  if (employmentType === undefined) return refuse(importMessages.employmentType(cells.employmentType));
  if (employmentType) attributes.employmentType = employmentType;
  return attributes;
}
