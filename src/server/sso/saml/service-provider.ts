import { randomUUID } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type CacheProvider, type SamlConfig } from '@node-saml/node-saml';
import type { SamlSettings } from '#domain/sso-saml-settings.ts';
import type { Clock } from '#server/clock.ts';

/** How far the identity provider's clock may be from ours, either way (decision 0055). */
export const SAML_CLOCK_SKEW_MS = 3 * 60 * 1000;

/** Our side of an organisation's SAML set-up, what its administrator copies into the identity provider. */
export type ServiceProviderEndpoints = {
  /** Our entity ID: the metadata's own address, unique per organisation. */
  entityId: string;
  /** The assertion consumer service (HTTP-POST binding). */
  acsUrl: string;
};

/** Our entity ID is our metadata's address, beside the assertion consumer service the shared code names (`saml/acs`). */
export function serviceProviderEndpoints(acsUrl: string): ServiceProviderEndpoints {
  return { entityId: new URL('metadata', acsUrl).href, acsUrl };
}

/**
 * Our metadata for the organisation's identity provider: entity ID, the assertion consumer
 * service (HTTP-POST) and that assertions need not be signed apart from the response. No keys:
 * we sign no requests and take no encrypted assertions.
 */
export function serviceProviderMetadata(endpoints: ServiceProviderEndpoints): string {
  return generateServiceProviderMetadata({
    issuer: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    identifierFormat: null,
    wantAssertionsSigned: false,
    generateUniqueId: () => `_${randomUUID()}`,
  });
}

/**
 * node-saml reads the time from `new Date()`; every validity window is checked through
 * `checkTimestampsValidityError`, which is given our clock's time instead, so expiry follows
 * the application's clock like everything else (and tests move it).
 */
class ClockedSaml extends SAML {
  constructor(
    private readonly clock: Clock,
    config: SamlConfig,
  ) {
    super(config);
  }

  protected override checkTimestampsValidityError(_nowMs: number, notBefore: string, notOnOrAfter: string, maxTimeLimitMs?: number) {
    return super.checkTimestampsValidityError(this.clock.now().getTime(), notBefore, notOnOrAfter, maxTimeLimitMs);
  }
}

/**
 * node-saml keeps the IDs of requests it sent in a cache to check `InResponseTo`. We keep the
 * one request of a sign-in with the sign-in itself (the pending sign-in the shared code
 * stores), so this cache only knows that one ID: nothing lives in the process.
 */
export function cacheOfOneRequest(requestId: string | undefined): CacheProvider & { saved(): string | undefined } {
  let saved: string | undefined;
  return {
    saveAsync: async (key, value) => {
      saved = key;
      return { value, createdAt: Date.now() };
    },
    // The pending sign-in's own expiry is the shared code's; node-saml's second check of the
    // request's age is given "now" so that it never disagrees with the application's clock.
    getAsync: async (key) => (requestId !== undefined && key === requestId ? new Date().toISOString() : null),
    removeAsync: async () => null,
    saved: () => saved,
  };
}

/**
 * The service provider for one organisation. Strict where the SAML profiles require it:
 * an assertion counts only if a signature by one of the configured certificates covers it
 * (on the assertion, or on the whole response), its audience is our entity ID, its times are
 * valid within the skew, and it answers the request this browser's sign-in sent. The
 * issuer, recipient and replay checks node-saml does not make are ours (`protocol.ts`).
 */
export function serviceProvider(
  settings: SamlSettings,
  endpoints: ServiceProviderEndpoints,
  clock: Clock,
  cacheProvider: CacheProvider,
): SAML {
  return new ClockedSaml(clock, {
    issuer: endpoints.entityId,
    audience: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    entryPoint: settings.ssoUrl,
    idpCert: settings.certificates,
    // Either signature will do, but one must cover the assertion: node-saml then reads the
    // assertion out of the signed part only.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 24 * 60 * 60 * 1000,
    cacheProvider,
    // Let the identity provider choose how people sign in (it may ask for a second factor);
    // asking for an exact class makes some refuse anything stronger than a password.
    disableRequestedAuthnContext: true,
    // Any name identifier: the e-mail address may come as an attribute instead.
    identifierFormat: null,
    signatureAlgorithm: 'sha256',
  });
}
