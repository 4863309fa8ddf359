import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Plain text columns with CHECK constraints instead of PostgreSQL enums: adding a value
// later is a one-line migration, and the migrations stay free of schema-qualified types.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export type OrganisationSettings = {
  allow_self_registration: boolean;
  require_email_verification: boolean;
  /** E-mail domains whose owners may join by registering, when self-registration is on. */
  allowed_email_domains: string[];
  /** Months answers are kept after an assessment closes; shown in the consent text. */
  retention_months: number;
};

export const defaultOrganisationSettings: OrganisationSettings = {
  allow_self_registration: false,
  require_email_verification: true,
  allowed_email_domains: [],
  retention_months: 24,
};

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

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null until the person creates or joins an organisation.
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('employee'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_organisation_idx').on(table.organisationId),
    index('users_manager_idx').on(table.managerId),
    check('users_role_check', sql`${table.role} in ('employee', 'manager', 'organisation_admin', 'platform_admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the opaque cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_organisation_created_idx').on(table.organisationId, table.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // 'smtp' or 'mailbox' (the built-in local mailbox when no SMTP server is configured).
    deliveredVia: text('delivered_via'),
    // Set while one app process delivers the message, so two processes never send it twice;
    // a process that dies mid-send leaves a lock that simply expires.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

// The question bank is product content: rows are synchronised from
// src/domain/question-bank.ts after every migration and never deleted (answers refer to them).
export const questionSets = pgTable('question_sets', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  isCategory: boolean('is_category').notNull(),
  domains: jsonb('domains').$type<string[]>().notNull(),
  ...timestamps,
});

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    setId: text('set_id')
      .notNull()
      .references(() => questionSets.id),
    text: text('text').notNull(),
    domain: text('domain').notNull(),
    subcategory: text('subcategory').notNull(),
    orderIndex: integer('order_index').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('questions_set_order_idx').on(table.setId, table.orderIndex)],
);

/** Single-use e-mail tokens (verification, password reset), stored as SHA-256 hashes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** Fixed-window counters of the rate limiter: in the database so every app process shares them. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Enquiries from the consultancy site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Invitations by e-mail. Status is derived: accepted_at, revoked_at, then expires_at against now.
 * At most one open (not accepted, not revoked) invitation per address and organisation.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** Names known in advance (people import), offered on the acceptance form. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who the person will report to once they join (from a people import). */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The newest invitation e-mail, to show its delivery state. */
    lastMailId: uuid('last_mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('invitations_open_email_unique')
      .on(table.organisationId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_organisation_created_idx').on(table.organisationId, table.createdAt),
    check('invitations_role_check', sql`${table.role} in ('employee', 'manager', 'organisation_admin')`),
  ],
);
