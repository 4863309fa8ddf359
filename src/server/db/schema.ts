import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  primaryKey,
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
    // Text and HTML bodies, AES-256-GCM encrypted (src/server/mail/mail-body.ts): they hold live
    // links. Null once purged: after delivery (or after the local mailbox's retention), or when
    // delivery failed for good. Everything else stays for support.
    sealedBody: text('sealed_body'),
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

/** An assessment run of one organisation from a built-in question set. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionSetId: text('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    /** 1 for the first run of a set in the organisation, then 2, 3 …: trends compare waves. */
    wave: integer('wave').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('assessments_organisation_idx').on(table.organisationId, table.createdAt),
    check('assessments_status_check', sql`${table.status} in ('open', 'paused', 'closed')`),
  ],
);

/**
 * Who started and completed an assessment: person-linked, so it holds no answers. The team
 * (manager) is fixed when the person starts, and travels with the answers.
 */
export const participations = pgTable(
  'participations',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    teamManagerId: uuid('team_manager_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.userId] }), index('participations_organisation_idx').on(table.organisationId)],
);

/**
 * Answers, stored without any person's id: the respondent key is an HMAC of the person and
 * the assessment under a secret kept outside the database. No precise time is kept either
 * (only the day), so answers cannot be matched to participation times.
 */
export const answers = pgTable(
  'answers',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    respondentKey: text('respondent_key').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    /** 1–5; null is "Prefer not to say". */
    value: integer('value'),
    /** The day the value was given; null for "Prefer not to say". */
    submittedOn: text('submitted_on'),
    /** The team (manager) the respondent belonged to when starting; '' for none. */
    teamKey: text('team_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assessmentId, table.respondentKey, table.questionId] }),
    check('answers_value_check', sql`${table.value} is null or ${table.value} between 1 and 5`),
  ],
);

/** Per assessment, question and team: sums and counts kept current in the answer's transaction. */
export const questionAggregates = pgTable(
  'question_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    teamKey: text('team_key').notNull(),
    /** Non-null answers: one per respondent, so also the distinct respondents. */
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    preferNotCount: integer('prefer_not_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.questionId, table.teamKey] })],
);

/**
 * Per assessment, respondent and domain: how many non-null answers they gave there. Its
 * 0 → 1 and 1 → 0 transitions keep domain_aggregates' distinct-respondent counts exact.
 */
export const respondentDomainCounts = pgTable(
  'respondent_domain_counts',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    respondentKey: text('respondent_key').notNull(),
    domain: text('domain').notNull(),
    nonNullAnswers: integer('non_null_answers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.respondentKey, table.domain] })],
);

/** Per assessment, domain and team: distinct respondents, and sum and count of values. */
export const domainAggregates = pgTable(
  'domain_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    teamKey: text('team_key').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.domain, table.teamKey] })],
);

/** Priority actions generated from an assessment's shown results, tracked to done. */
export const roadmapItems = pgTable(
  'roadmap_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    priorityOrder: integer('priority_order').notNull(),
    title: text('title').notNull(),
    rationale: text('rationale').notNull(),
    firstStep: text('first_step').notNull(),
    ownerHint: text('owner_hint').notNull(),
    timeframe: text('timeframe').notNull(),
    status: text('status').notNull().default('not_started'),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('roadmap_items_assessment_priority_unique').on(table.assessmentId, table.priorityOrder),
    index('roadmap_items_organisation_idx').on(table.organisationId),
    check('roadmap_items_status_check', sql`${table.status} in ('not_started', 'in_progress', 'done')`),
  ],
);
