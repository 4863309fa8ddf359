import type { FastifyRequest } from 'fastify';
import { describe, expect } from 'vitest';
import type { SamlSettings } from '#domain/sso-saml-settings.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import {
  createTestIdentityProvider,
  PASSWORD_CONTEXT,
  REFEDS_MFA_CONTEXT,
  TEST_IDP_KEYS,
  type ResponseOptions,
} from '#tests/support/saml-identity-provider.ts';
import { SsoRefusalError } from '#server/sso/protocol.ts';
import { samlProtocol } from './protocol.ts';
import type { SamlRefusal } from './refusals.ts';
import { SAML_CLOCK_SKEW_MS, serviceProviderEndpoints, serviceProviderMetadata } from './service-provider.ts';

const acsUrlOf = (organisationId: string) => `https://culturelens.example.org/api/sso/${organisationId}/saml/acs`;
const MINUTE = 60 * 1000;

describe(`the SAML protocol on ${testEngine}`, () => {
  const database = useTestDatabase();
  const identityProvider = createTestIdentityProvider();
  const settings: SamlSettings = {
    idpEntityId: identityProvider.entityId,
    ssoUrl: identityProvider.ssoUrl,
    certificates: [identityProvider.certificate],
  };

  /** An organisation with SAML set up, a sign-in begun, and what the identity provider read from it. */
  async function begun() {
    const clock = createTestClock();
    const organisation = await createOrganisation(database.db);
    const config = {
      organisationId: organisation.id,
      protocol: 'saml' as const,
      settings,
      secret: null,
      emailDomains: ['example.com'],
      required: false,
      breakGlassUserId: null,
    };
    const endpoints = serviceProviderEndpoints(acsUrlOf(organisation.id));
    const context = { clock, db: database.db, callbackUrl: endpoints.acsUrl };
    const { redirectUrl, pending } = await samlProtocol.begin(config, endpoints.acsUrl, context);
    const metadata = serviceProviderMetadata(endpoints);
    const request = await identityProvider.readRequest(metadata, redirectUrl);
    const respond = (options: ResponseOptions = {}) => identityProvider.respond(metadata, { inResponseTo: request.requestId, ...options });
    const complete = (SAMLResponse: string, pendingSignIn = pending) =>
      samlProtocol.complete(config, pendingSignIn, { body: { SAMLResponse } } as FastifyRequest, context);
    return { clock, organisation, config, context, endpoints, redirectUrl, pending, request, respond, complete };
  }

  async function refusalOf(attempt: Promise<unknown>): Promise<SamlRefusal> {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error, 'the answer was accepted').toBeInstanceOf(SsoRefusalError);
    return (error as SsoRefusalError).reason as SamlRefusal;
  }

  it('sends the browser to the identity provider with a request it reads as ours', async () => {
    const { redirectUrl, request, endpoints, pending } = await begun();
    expect(redirectUrl.startsWith(`${identityProvider.ssoUrl}?`)).toBe(true);
    expect(request.issuer).toBe(endpoints.entityId);
    expect(request.acsUrl).toBe(endpoints.acsUrl);
    expect(pending).toEqual({ requestId: request.requestId });
  });

  it('accepts a signed response to its own request and says who signed in', async () => {
    const { respond, complete } = await begun();
    const identity = await complete(await respond({ email: 'Ada@Example.com', displayName: 'Ada Lovelace', nameId: 'ada-1' }));
    expect(identity).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace', subject: 'ada-1', multiFactor: false });
  });

  it('accepts a response whose assertion alone is signed', async () => {
    const { respond, complete } = await begun();
    expect((await complete(await respond({ sign: 'assertion' }))).email).toBe('ada@example.com');
  });

  it('counts the sign-in as two-step only when the authentication context asserts several factors', async () => {
    const mfa = await begun();
    expect((await mfa.complete(await mfa.respond({ authnContextClassRef: REFEDS_MFA_CONTEXT }))).multiFactor).toBe(true);
    const entra = await begun();
    expect(
      (await entra.complete(await entra.respond({ authnContextClassRef: 'http://schemas.microsoft.com/claims/multipleauthn' })))
        .multiFactor,
    ).toBe(true);
    const password = await begun();
    expect((await password.complete(await password.respond({ authnContextClassRef: PASSWORD_CONTEXT }))).multiFactor).toBe(false);
  });

  describe('refuses', () => {
    it('a response and assertion without any signature', async () => {
      const { respond, complete } = await begun();
      expect(await refusalOf(complete(await respond({ sign: 'none' })))).toBe('saml_signature');
    });

    it('an assertion signed by a key the organisation did not configure', async () => {
      const { respond, complete } = await begun();
      expect(await refusalOf(complete(await respond({ sign: 'both', signingKey: 'other' })))).toBe('saml_signature');
      expect(TEST_IDP_KEYS.other.certificate).not.toBe(identityProvider.certificate);
    });

    it('a signed assertion changed after signing', async () => {
      const { respond, complete } = await begun();
      const tamper = (xml: string) => xml.replace('>ada@example.com<', '>mallory@example.com<');
      expect(await refusalOf(complete(await respond({ sign: 'assertion', tamper })))).toBe('saml_signature');
      expect(await refusalOf(complete(await respond({ sign: 'response', tamper })))).toBe('saml_signature');
    });

    it('an assertion for another audience', async () => {
      const { respond, complete } = await begun();
      const answer = await respond({ audience: 'https://another-app.example.org/saml' });
      expect(await refusalOf(complete(answer))).toBe('saml_wrong_audience');
    });

    it('an assertion from another issuer, even signed with the configured key', async () => {
      const { respond, complete } = await begun();
      expect(await refusalOf(complete(await respond({ issuer: 'https://idp.example.test/another-tenant' })))).toBe('saml_wrong_issuer');
    });

    it('an assertion addressed to another recipient', async () => {
      const { respond, complete } = await begun();
      expect(await refusalOf(complete(await respond({ recipient: 'https://elsewhere.example.org/acs' })))).toBe('saml_wrong_recipient');
    });

    it('an expired assertion, beyond the stated clock skew, and accepts one within it', async () => {
      const late = await begun();
      const expired = await late.respond({
        notBefore: new Date(Date.now() - 20 * MINUTE),
        notOnOrAfter: new Date(Date.now() - 5 * MINUTE),
      });
      expect(await refusalOf(late.complete(expired))).toBe('saml_outside_validity');
      const skewed = await begun();
      const justExpired = new Date(skewed.clock.now().getTime() - SAML_CLOCK_SKEW_MS + MINUTE);
      const answer = await skewed.respond({ notBefore: new Date(justExpired.getTime() - 5 * MINUTE), notOnOrAfter: justExpired });
      expect((await skewed.complete(answer)).email).toBe('ada@example.com');
    });

    it('an assertion not valid yet, beyond the stated clock skew', async () => {
      const { respond, complete, clock } = await begun();
      const future = new Date(clock.now().getTime() + SAML_CLOCK_SKEW_MS + MINUTE);
      expect(await refusalOf(complete(await respond({ notBefore: future })))).toBe('saml_outside_validity');
    });

    it('an assertion that expired while the clock moved on', async () => {
      const { respond, complete, clock } = await begun();
      const answer = await respond();
      clock.advance(6 * MINUTE + SAML_CLOCK_SKEW_MS);
      expect(await refusalOf(complete(answer))).toBe('saml_outside_validity');
    });

    it('a response to a request this sign-in did not send, or to none', async () => {
      const ours = await begun();
      const other = await begun();
      expect(await refusalOf(ours.complete(await ours.respond({ inResponseTo: other.request.requestId })))).toBe('saml_unsolicited');
      expect(await refusalOf(ours.complete(await ours.respond({ inResponseTo: null })))).toBe('saml_unsolicited');
      expect(await refusalOf(ours.complete(await ours.respond(), other.pending))).toBe('saml_unsolicited');
    });

    it('the same assertion a second time, found in the database as another process would', async () => {
      const first = await begun();
      const assertionId = `_replayed-${Date.now()}`;
      const answer = await first.respond({ assertionId });
      expect((await first.complete(answer)).email).toBe('ada@example.com');
      const replay = samlProtocol.complete(
        first.config,
        first.pending,
        { body: { SAMLResponse: answer } } as FastifyRequest,
        first.context,
      );
      expect(await refusalOf(replay)).toBe('saml_replayed');
    });

    it('an answer without an e-mail address', async () => {
      const { respond, complete } = await begun();
      expect(await refusalOf(complete(await respond({ email: 'not an address', nameId: 'opaque-id' })))).toBe('saml_no_email');
    });

    it('a body without a SAMLResponse, or one that is not SAML', async () => {
      const { complete } = await begun();
      expect(await refusalOf(complete(''))).toBe('invalid_response');
      expect(await refusalOf(complete(Buffer.from('not XML at all').toString('base64')))).toBe('invalid_response');
    });
  });
});
