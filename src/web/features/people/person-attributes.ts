import type { I18n } from '@lingui/core';
import type { Person } from '#domain/api/people.ts';
import { employmentTypeLabels, tenureBandLabels } from '#domain/person-attributes.ts';

/** "Engineering · Berlin · 2–5 years · Full-time": a person's attributes in one line, or null for none. */
export function attributesLine(i18n: I18n, attributes: Person['attributes']): string | null {
  const parts = [
    attributes.department,
    attributes.location,
    attributes.tenure ? i18n._(tenureBandLabels[attributes.tenure]) : undefined,
    attributes.employmentType ? i18n._(employmentTypeLabels[attributes.employmentType]) : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}
