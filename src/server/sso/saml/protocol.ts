import type { Profile } from '@node-saml/node-saml';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SamlSettings } from '#domain/sso-saml-settings.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { assertionFacts, assertsMultiFactor, emailOf, nameOf } from './assertion-facts.ts';
import type { PendingSignIn, SsoConfiguration, SsoProtocol, VerifiedIdentity } from './foundation-shape.ts';
import { SamlSettingsFromInputSchema } from './identity-provider-metadata.ts';
import { forgetExpiredAssertions, recordAssertion } from './queries.ts';
import { refusalOfLibraryError, SamlRefusal } from './refusals.ts';
import {
  cacheOfOneRequest,
  SAML_CLOCK_SKEW_MS,
  serviceProvider,
  serviceProviderEndpoints,
  type ServiceProviderEndpoints,
} from './service-provider.ts';

/** A response with one assertion is a few kilobytes; a megabyte of base64 is far beyond any real one. */
export const SAML_RESPONSE_MAX_LENGTH = 1024 * 1024;

const AcsBodySchema = z.object({ SAMLResponse: z.string().min(1).max(SAML_RESPONSE_MAX_LENGTH) });
const SamlPendingSchema = z.object({ requestId: z.string().min(1) });

export type SamlProtocolDependencies = { db: Database; clock: Clock; publicUrl: string };

async function verifiedProfile(
  settings: SamlSettings,
  endpoints: ServiceProviderEndpoints,
  clock: Clock,
  pending: PendingSignIn,
  body: unknown,
): Promise<Profile> {
  const posted = AcsBodySchema.safeParse(body);
  if (!posted.success) throw new SamlRefusal('malformed', 'no SAMLResponse field');
  const { requestId } = SamlPendingSchema.parse(pending);
  const provider = serviceProvider(settings, endpoints, clock, cacheOfOneRequest(requestId));
  try {
    const { profile } = await provider.validatePostResponseAsync({ SAMLResponse: posted.data.SAMLResponse });
    if (!profile) throw new SamlRefusal('malformed', 'not a sign-in answer');
    return profile;
  } catch (error) {
    throw refusalOfLibraryError(error);
  }
}

/**
 * SAML 2.0 Web Browser SSO (HTTP-Redirect request, HTTP-POST response) with node-saml as the
 * service provider (decision 0055). `complete` refuses with a `SamlRefusal` naming the reason.
 */
export function createSamlProtocol({ db, clock, publicUrl }: SamlProtocolDependencies): SsoProtocol<SamlSettings> {
  return {
    settingsSchema: SamlSettingsFromInputSchema,

    async begin(config: SsoConfiguration<SamlSettings>) {
      const cache = cacheOfOneRequest(undefined);
      const provider = serviceProvider(config.settings, serviceProviderEndpoints(publicUrl, config.organisationId), clock, cache);
      const redirectUrl = await provider.getAuthorizeUrlAsync('', undefined, {});
      const requestId = cache.saved();
      if (requestId === undefined) throw new Error('node-saml made a request without recording its ID');
      return { redirectUrl, pending: { requestId } };
    },

    async complete(config: SsoConfiguration<SamlSettings>, pending: PendingSignIn, request: FastifyRequest): Promise<VerifiedIdentity> {
      const { settings, organisationId } = config;
      const endpoints = serviceProviderEndpoints(publicUrl, organisationId);
      const profile = await verifiedProfile(settings, endpoints, clock, pending, request.body);
      // The certificate proves who signed; the issuer says for which of the signer's tenants
      // (one provider may sign for many organisations with one key).
      if (profile.issuer !== settings.idpEntityId) throw new SamlRefusal('wrongIssuer', profile.issuer);
      const facts = assertionFacts(profile);
      if (!facts.recipients.includes(endpoints.acsUrl)) throw new SamlRefusal('wrongRecipient', facts.recipients.join(' '));
      if (facts.validUntil === undefined) throw new SamlRefusal('malformed', 'the assertion states no NotOnOrAfter');
      const email = emailOf(profile);
      const now = clock.now();
      await forgetExpiredAssertions(db, organisationId, now);
      const expiresAt = new Date(facts.validUntil.getTime() + SAML_CLOCK_SKEW_MS);
      if (!(await recordAssertion(db, organisationId, facts.id, expiresAt))) throw new SamlRefusal('replayed', facts.id);
      return { email, name: nameOf(profile), subject: profile.nameID || email, multiFactor: assertsMultiFactor(profile, facts) };
    },
  };
}
