import type { I18n } from '@lingui/core';
import type { Person } from '#domain/api/people.ts';
import { employmentTypeLabels, tenureBandLabels } from '#domain/person-attributes.ts';

/** "Engineering · Berlin · 2–5 years · Full-time · Retail": a person's attributes in one line (the organisation's own last), or null for none. */
export function attributesLine(i18n: I18n, attributes: Person['attributes'], custom: { key: string }[] = []): string | null {
  const parts = [
    attributes.department,
    attributes.location,
    attributes.tenure ? i18n._(tenureBandLabels[attributes.tenure]) : undefined,
    attributes.employmentType ? i18n._(employmentTypeLabels[attributes.employmentType]) : undefined,
    ...custom.map((definition) => attributes[definition.key]),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}
