import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { SsoProtocolName } from '#domain/api/sso.ts';
import type { SsoRefusal } from '#domain/messages/sso.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';

/** An organisation's single sign-on as a protocol sees it: its settings, and its secret unsealed. */
export type SsoConfiguration<Settings> = {
  organisationId: string;
  protocol: SsoProtocolName;
  settings: Settings;
  /** The protocol's secret (an OpenID Connect client secret), or null when it has none. */
  secret: string | null;
  emailDomains: readonly string[];
  required: boolean;
  breakGlassUserId: string | null;
};

/**
 * What a protocol remembers between sending the browser to the provider and its answer (state,
 * nonce, PKCE verifier; a SAML request id). Kept sealed in a row only the starting browser's
 * cookie names, taken once.
 */
export type PendingSignIn = Record<string, string>;

/** Who the provider says signed in; `email` is verified by the provider and lower case. */
export type VerifiedIdentity = { email: string; name?: string; subject: string; multiFactor: boolean };

/**
 * What a protocol may use beside its configuration: the app's clock (token times are checked
 * against it) and the database (SAML keeps the assertions it accepted, so none is taken twice).
 */
export type ProtocolContext = { clock: Clock; db: Database };

/** A refused answer from the provider, with the reason the person reads (ssoMessages.refusals). */
export class SsoRefusalError extends Error {
  readonly reason: SsoRefusal;
  constructor(reason: SsoRefusal, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SsoRefusalError';
    this.reason = reason;
  }
}

/** One single sign-on protocol; registered in protocols.ts. */
export interface SsoProtocol<Settings> {
  settingsSchema: ZodType<Settings>;
  /** Where the provider sends its answer, under /api/sso/{organisationId}/ (`oidc/callback`, `saml/acs`). */
  callbackPath: string;
  /** Whether the protocol needs a secret from the administrator (kept sealed, never shown again). */
  needsSecret: boolean;
  /** Where to send the browser, and what to remember to check the answer. */
  begin(
    config: SsoConfiguration<Settings>,
    callbackUrl: string,
    context: ProtocolContext & { loginHint?: string },
  ): Promise<{ redirectUrl: string; pending: PendingSignIn }>;
  /** Verifies the provider's answer; throws an SsoRefusalError with a clear reason when anything is wrong. */
  complete(
    config: SsoConfiguration<Settings>,
    pending: PendingSignIn,
    request: FastifyRequest,
    context: ProtocolContext & { callbackUrl: string },
  ): Promise<VerifiedIdentity>;
}
