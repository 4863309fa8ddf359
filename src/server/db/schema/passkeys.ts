import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

/**
 * A person's passkeys (WebAuthn credentials): a second factor beside the authenticator app,
 * and a sign-in of their own. Like the app's secret they belong to a person, not to an
 * organisation's data: every statement is keyed by the person of the session or by the
 * credential the authenticator names, and a credential id is unique platform-wide. `counter`
 * is the authenticator's signature counter as last seen (0 for synced passkeys, which keep none).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator gives it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/** What a challenge is for: it is accepted for that ceremony only. */
export const PASSKEY_CEREMONIES = ['register', 'sign_in', 'second_step', 'confirm'] as const;
export type PasskeyCeremony = (typeof PASSKEY_CEREMONIES)[number];

/**
 * WebAuthn challenges handed out and not yet answered. The browser holds a random token in its
 * own cookie; the row is found by the token's hash, taken (deleted) by the one answer that uses
 * it, and lives two minutes. Bound to the person for every ceremony but the passwordless
 * sign-in, where nobody is known yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    ceremony: text('ceremony', { enum: PASSKEY_CEREMONIES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passkey_challenges_expires_idx').on(table.expiresAt),
    check('passkey_challenges_ceremony_check', sql`${table.ceremony} in ('register', 'sign_in', 'second_step', 'confirm')`),
  ],
);
