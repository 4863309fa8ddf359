import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultOrganisationSettings, type OrganisationSettings } from '#domain/organisation-settings.ts';
import { timestamps } from './columns.ts';

export { defaultOrganisationSettings, type OrganisationSettings };

/**
 * The settings column: the shape of src/domain/organisation-settings.ts, plus the e-mail
 * domains the platform administrator approved for this organisation beyond its administrators'
 * own (docs/decisions/0010), which only the server reads and members are never sent.
 */
export type StoredOrganisationSettings = Omit<OrganisationSettings, 'defaultLocale'> & {
  /** Absent from settings stored before languages existed: English (`defaultLocaleOf`). */
  defaultLocale?: OrganisationSettings['defaultLocale'];
  approvedEmailDomains?: string[];
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
    settings: jsonb('settings').$type<StoredOrganisationSettings>().notNull().default(defaultOrganisationSettings),
    defaultDomains: jsonb('default_domains').$type<string[]>().notNull().default([]),
    selectedCategories: jsonb('selected_categories').$type<string[]>().notNull().default([]),
    // The read-only demo organisation that signed-out visitors of /dashboard see.
    isDemo: boolean('is_demo').notNull().default(false),
    // Set by the platform administrator: its people cannot sign in and its jobs do nothing,
    // while every row of it is kept (docs/decisions/0034). Null: in use.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
  },
  (table) => [uniqueIndex('organisations_name_lower_unique').on(sql`lower(${table.name})`)],
);
