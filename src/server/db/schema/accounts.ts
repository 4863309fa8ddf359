import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PersonAttributes } from '#domain/person-attributes.ts';
import { ROLES } from '#domain/roles.ts';
import { timestamps } from './columns.ts';
import { organisations } from './organisations.ts';

/** People, their browser sessions, and everything that proves who they are. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null until the person creates or joins an organisation.
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('employee'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The language the person chose (src/domain/locales.ts); null follows their browser, then the organisation's default. */
    locale: text('locale'),
    isActive: boolean('is_active').notNull().default(true),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Department, location, tenure band and employment type (src/domain/person-attributes.ts); never a date. */
    attributes: jsonb('attributes').$type<PersonAttributes>().notNull().default({}),
    /** The identity provider's own id for the person (SCIM `externalId`), unique within the organisation. */
    externalId: text('external_id'),
    /**
     * An address of the person's own, for an exit survey after they leave (decision 0066); only
     * administrators see it, and it goes with the person's row.
     */
    personalEmail: text('personal_email'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_external_id_unique')
      .on(table.organisationId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('users_organisation_idx').on(table.organisationId),
    index('users_manager_idx').on(table.managerId),
    check('users_role_check', sql`${table.role} in ('employee', 'manager', 'organisation_admin', 'platform_admin')`),
  ],
);

/** What a session may do: everything its person may, or only answer assessments. */
export const SESSION_SCOPES = ['full', 'answering'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

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
    /** Begun by single sign-on whose provider asserted a second factor: counts as two-step sign-in (decision 0054). */
    providerMultiFactor: boolean('provider_multi_factor').notNull().default(false),
    /**
     * 'full': signed in with a password (and second step) or single sign-on. 'answering': from
     * an e-mailed answer link, admitted only to the routes that answer (decision 0056).
     */
    scope: text('scope', { enum: SESSION_SCOPES }).notNull().default('full'),
    /** When the person last proved who they are in this session (its sign-in, a password, a passkey): adding a passkey needs it recent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Set on the answering session a deactivated person begins from an exit survey's link: it is
     * live although the person is not, and reaches that one assessment only (decision 0066).
     */
    exitAssessmentId: uuid('exit_assessment_id'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    check('sessions_scope_check', sql`${table.scope} in ('full', 'answering')`),
    check('sessions_exit_answering_check', sql`${table.exitAssessmentId} is null or ${table.scope} = 'answering'`),
  ],
);

/** What an e-mailed link is for. */
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;

/** Single-use e-mail tokens (verification, password reset), stored as SHA-256 hashes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
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
    /** Begun by single sign-on rather than a password: a required single sign-on does not refuse its code step. */
    viaSso: boolean('via_sso').notNull().default(false),
  },
  (table) => [index('pending_sign_ins_user_idx').on(table.userId)],
);
