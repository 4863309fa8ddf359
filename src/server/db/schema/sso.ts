import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SSO_PROTOCOLS } from '#domain/api/sso.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { tenantOf } from './organisations.ts';

/**
 * An organisation's single sign-on (decision 0054): at most one per organisation. `settings`
 * is the protocol's own shape, checked by its schema (src/server/sso/protocols.ts); a secret
 * the protocol needs (an OpenID Connect client secret) is sealed under a key kept outside the
 * database, bound to the organisation (decision 0041). Each domain of `email_domains` serves
 * one organisation platform-wide: checked under the e-mail domain claims lock when saved.
 */
export const ssoConfigurations = pgTable(
  'sso_configurations',
  {
    organisationId: tenantOf().primaryKey(),
    protocol: text('protocol', { enum: SSO_PROTOCOLS }).notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    sealedSecret: text('sealed_secret'),
    /** Lower case. */
    emailDomains: text('email_domains').array().notNull(),
    /** Everyone at these domains signs in through the provider, but the break-glass administrator. */
    required: boolean('required').notNull().default(false),
    breakGlassUserId: uuid('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('sso_configurations_email_domains_idx').using('gin', table.emailDomains),
    check('sso_configurations_protocol_check', sql`${table.protocol} in ('oidc', 'saml')`),
  ],
);

/**
 * A sign-in sent to the provider and not back yet: what the protocol must check in the answer
 * (state, nonce, PKCE verifier; a SAML request id), sealed, keyed by the hash of a token that
 * only the browser that started it holds (in a cookie). Taken once, within ten minutes.
 */
export const ssoPendingSignIns = pgTable(
  'sso_pending_sign_ins',
  {
    organisationId: tenantOf(),
    tokenHash: text('token_hash').notNull(),
    sealedPending: text('sealed_pending').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'sso_pending_sign_ins_pkey', columns: [table.organisationId, table.tokenHash] }),
    index('sso_pending_sign_ins_expiry_idx').on(table.expiresAt),
  ],
);
