import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export type OrganisationSettings = {
  allow_self_registration: boolean;
  require_email_verification: boolean;
  /** E-mail domains whose owners may join by registering, when self-registration is on. */
  allowed_email_domains: string[];
  /** Domains the platform administrator approved for this organisation beyond its administrators' own (docs/decisions/0010). */
  approved_email_domains?: string[];
  /** Months answers are kept after an assessment closes; shown in the consent text. */
  retention_months: number;
  /** Release answers only when an assessment closes: one release, nothing held back when six or more answered. */
  results_after_close: boolean;
  /** Everyone, not only administrators, must sign in with two steps (ASVS 6.3.2 at level 2); absent means off. */
  require_two_step_for_everyone?: boolean;
};

/** Also the column's default; settings added later are optional and absent means off, so adding one needs no migration. */
export const defaultOrganisationSettings: OrganisationSettings = {
  allow_self_registration: false,
  require_email_verification: true,
  allowed_email_domains: [],
  retention_months: 24,
  results_after_close: false,
};

/** The owning organisation: every tenant row goes when its organisation goes. */
export const tenantOf = () =>
  uuid('organisation_id')
    .notNull()
    .references((): AnyPgColumn => organisations.id, { onDelete: 'cascade' });

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    domain: text('domain'),
    settings: jsonb('settings')
      .$type<OrganisationSettings>()
      .notNull()
      .default(defaultOrganisationSettings),
    defaultDomains: jsonb('default_domains').$type<string[]>().notNull().default([]),
    selectedCategories: jsonb('selected_categories').$type<string[]>().notNull().default([]),
    // The read-only demo organisation that signed-out visitors of /dashboard see.
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('organisations_name_lower_unique').on(sql`lower(${table.name})`)],
);
