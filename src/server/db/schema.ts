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
import { ASSESSMENT_STATUSES } from '#domain/api/assessments.ts';
import { INVITABLE_ROLES } from '#domain/api/invitations.ts';
import { ROADMAP_ITEM_STATUSES } from '#domain/api/roadmap.ts';

// Plain text columns with CHECK constraints instead of PostgreSQL enums: adding a value
// later is a one-line migration, and the migrations stay free of schema-qualified types.
// `text(name, { enum })` types such a column in TypeScript only (no SQL change), so reads
// need no casts; the CHECK constraint stays the database's guard.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
const tenantOf = () =>
  uuid('organisation_id')
    .notNull()
    .references((): AnyPgColumn => organisations.id, { onDelete: 'cascade' });

/** The assessment a row belongs to, removed with it. */
const assessmentOf = () =>
  uuid('assessment_id')
    .notNull()
    .references((): AnyPgColumn => assessments.id, { onDelete: 'cascade' });

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

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

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
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
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

/**
 * A person's authenticator (TOTP) secret, sealed with AES-256-GCM under the 'second-factor'
 * key and bound to the user, so a database copy holds no usable secret. `confirmedAt` null:
 * enrolment started but no code confirmed yet. `lastUsedStep` refuses a code of the same or
 * an earlier 30-second step, so an overheard code cannot be replayed.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes (each has 80 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * A sign-in whose password was right and whose second step is still due: its token travels
 * in its own cookie, stored hashed, lives 5 minutes and is used once.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_sign_ins_user_idx').on(table.userId)],
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
    organisationId: tenantOf(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
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
    organisationId: tenantOf(),
    questionSetId: text('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull(),
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
    assessmentId: assessmentOf(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: tenantOf(),
    teamManagerId: uuid('team_manager_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.userId] }), index('participations_organisation_idx').on(table.organisationId)],
);

/**
 * A person's answers while they answer, encrypted (AES-256-GCM) under a key derived from the
 * secret outside the database and bound to the row, so a database copy can neither read them
 * nor tell values apart by length (the plaintext is padded). Keyed by the respondent key, an
 * HMAC of person and assessment, so the same person resumes. `completed` rows wait for a
 * release; the release deletes them.
 */
export const answerDrafts = pgTable(
  'answer_drafts',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    respondentKey: text('respondent_key').notNull(),
    sealed: text('sealed').notNull(),
    completed: boolean('completed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.respondentKey] }), index('answer_drafts_waiting_idx').on(table.assessmentId, table.completed)],
);

/**
 * A release: at least six completed people's answers made plain in one transaction that
 * writes nothing about identity. Only the day is kept. The per-team sums of the release are
 * sealed (encrypted) here: plain per-team rows would let a database copy, read beside the
 * participation ledger, give away a team that had one person in a release.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** 1, 2, 3 … within the assessment. */
    sequence: integer('sequence').notNull(),
    /** YYYY-MM-DD */
    releasedOn: text('released_on').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    sealedTeamTallies: text('sealed_team_tallies').notNull(),
  },
  (table) => [uniqueIndex('releases_assessment_sequence_unique').on(table.assessmentId, table.sequence), index('releases_organisation_idx').on(table.organisationId)],
);

/**
 * Released answers: no person, no respondent key, no team and no time, written in random
 * order within their release. A row says only "someone in this release gave this value".
 */
export const answers = pgTable(
  'answers',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    /** 1–5; null is "Prefer not to say". */
    value: integer('value'),
  },
  (table) => [
    index('answers_assessment_idx').on(table.assessmentId),
    index('answers_release_idx').on(table.releaseId),
    check('answers_value_check', sql`${table.value} is null or ${table.value} between 1 and 5`),
  ],
);

/** Per assessment and question, organisation-wide: sums and counts of every release so far. */
export const questionAggregates = pgTable(
  'question_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: assessmentOf(),
    questionId: text('question_id').notNull(),
    /** Non-null answers: one per respondent, so also the respondents who gave a value. */
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    preferNotCount: integer('prefer_not_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.questionId] })],
);

/** Per assessment and domain, organisation-wide: respondents with a value there, and sum and count of values. */
export const domainAggregates = pgTable(
  'domain_aggregates',
  {
    organisationId: uuid('organisation_id').notNull(),
    assessmentId: assessmentOf(),
    domain: text('domain').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    answerCount: integer('answer_count').notNull(),
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
    preferNotCount: integer('prefer_not_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.domain] })],
);

/**
 * What results show, fixed at each release after the anonymity auditor admitted it. Every
 * figure any role sees is read from the newest publication; `sets` keeps, per domain, which
 * respondent sets it published, so the auditor can check the next one against all of them.
 */
export const resultPublications = pgTable(
  'result_publications',
  {
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    /** The release it follows. */
    sequence: integer('sequence').notNull(),
    /** YYYY-MM-DD */
    publishedOn: text('published_on').notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.sequence] }), index('result_publications_organisation_idx').on(table.organisationId)],
);

/** Priority actions generated from an assessment's shown results, tracked to done. */
export const roadmapItems = pgTable(
  'roadmap_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    domain: text('domain').notNull(),
    priorityOrder: integer('priority_order').notNull(),
    title: text('title').notNull(),
    rationale: text('rationale').notNull(),
    firstStep: text('first_step').notNull(),
    ownerHint: text('owner_hint').notNull(),
    timeframe: text('timeframe').notNull(),
    status: text('status', { enum: ROADMAP_ITEM_STATUSES }).notNull().default('not_started'),
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
