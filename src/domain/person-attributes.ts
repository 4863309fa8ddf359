import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { schemaError } from './schema-language.ts';

/**
 * What may describe a person for later breakdowns of results (decision 0059). An attribute is
 * a label shared by several people, never something that names one: no free text, at most
 * MAX_ATTRIBUTE_VALUES distinct values per attribute and organisation, each value short, trimmed
 * and merged with an existing value that differs only in case. The start date is never kept:
 * only its tenure band is.
 */
export const MAX_ATTRIBUTE_VALUES = 20;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 60;

/** Attributes whose values the organisation names (limited in number of distinct values). */
export const NAMED_ATTRIBUTES = ['department', 'location'] as const;
export type NamedAttribute = (typeof NAMED_ATTRIBUTES)[number];

export const TENURE_BANDS = ['under_1', '1_2', '2_5', '5_10', '10_plus'] as const;
export type TenureBand = (typeof TENURE_BANDS)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor', 'temporary', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const tenureBandLabels: Record<TenureBand, MessageDescriptor> = {
  under_1: msg`Less than 1 year`,
  '1_2': msg`1–2 years`,
  '2_5': msg`2–5 years`,
  '5_10': msg`5–10 years`,
  '10_plus': msg`10 years or more`,
};

export const employmentTypeLabels: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg`Full-time`,
  part_time: msg`Part-time`,
  contractor: msg`Contractor`,
  temporary: msg`Temporary`,
  intern: msg`Intern`,
};

export const attributeLabels: Record<NamedAttribute | 'tenure' | 'employmentType', MessageDescriptor> = {
  department: msg`Department`,
  location: msg`Location`,
  tenure: msg`Tenure`,
  employmentType: msg`Employment type`,
};

/** At most this many attributes an organisation defines itself (decision 0060). */
export const MAX_CUSTOM_ATTRIBUTES = 3;

// A blank value clears the attribute, as null does.
export const NamedValueSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' ') || null)
  .pipe(
    z
      .string()
      .max(MAX_ATTRIBUTE_VALUE_LENGTH, schemaError(msg`At most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters`))
      // Letters, digits, spaces and a few joiners: a label, not a sentence or an address.
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} &/().,'’-]*$/u, schemaError(msg`Use letters, digits, spaces and & / ( ) . , ' - only`))
      .nullable(),
  )
  .nullable();

/** A person's attributes; each absent one stays as it is, null clears it. */
export const PersonAttributesSchema = z
  .object({
    department: NamedValueSchema.optional(),
    location: NamedValueSchema.optional(),
    tenure: z
      .enum(TENURE_BANDS, schemaError(msg`Choose one of the tenure bands`))
      .nullable()
      .optional(),
    employmentType: z
      .enum(EMPLOYMENT_TYPES, schemaError(msg`Choose one of the employment types`))
      .nullable()
      .optional(),
  })
  // Only the organisation's own attributes (custom:…) besides these, each a label: the server
  // refuses any key the organisation has not defined, so a start date, for one, is never taken.
  .catchall(NamedValueSchema.optional());
export type PersonAttributesChange = z.output<typeof PersonAttributesSchema>;

/** What is stored and shown: only set attributes. */
export const StoredAttributesSchema = z
  .object({
    department: z.string().optional(),
    location: z.string().optional(),
    tenure: z.enum(TENURE_BANDS).optional(),
    employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  })
  .catchall(z.string());
export type PersonAttributes = z.infer<typeof StoredAttributesSchema>;

/** The tenure band of someone who started on `start`, on `today`: the band is kept, never the date. */
export function tenureBandOf(start: Date, today: Date): TenureBand | null {
  if (start.getTime() > today.getTime()) return null;
  const years = (today.getTime() - start.getTime()) / (365.25 * 24 * 3600 * 1000);
  if (years < 1) return 'under_1';
  if (years < 2) return '1_2';
  if (years < 5) return '2_5';
  if (years < 10) return '5_10';
  return '10_plus';
}

const START_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BAND_WORDS: Record<string, TenureBand> = {
  '<1': 'under_1',
  '0-1': 'under_1',
  '1-2': '1_2',
  '2-5': '2_5',
  '5-10': '5_10',
  '10+': '10_plus',
};

/** A tenure given as a band (`under_1`, `<1`, `1-2`, `2-5`, `5-10`, `10+`) or a start date (YYYY-MM-DD). */
export function parseTenure(text: string, today: Date): TenureBand | null | undefined {
  const value = text.toLowerCase().replace(/\s+/g, '').replace(/[–—]/g, '-');
  if (value === '') return null;
  if ((TENURE_BANDS as readonly string[]).includes(value)) return value as TenureBand;
  if (BAND_WORDS[value]) return BAND_WORDS[value];
  if (START_DATE.test(value)) {
    const start = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(start.getTime()) ? undefined : (tenureBandOf(start, today) ?? undefined);
  }
  return undefined;
}

/** An employment type as people write it: `Full-time`, `full time`, `FULL_TIME`, `Contractor` … */
export function parseEmploymentType(text: string): EmploymentType | null | undefined {
  const value = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (value === '') return null;
  if (value === 'employee' || value === 'permanent' || value === 'fulltime') return 'full_time';
  if (value === 'parttime') return 'part_time';
  if (value === 'contract') return 'contractor';
  if (value === 'internship') return 'intern';
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value) ? (value as EmploymentType) : undefined;
}
