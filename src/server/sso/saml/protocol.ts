import type { Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import { SAML_RESPONSE_MAX_LENGTH } from '#domain/api/sso.ts';
import { SamlSettingsSchema, type SamlSettings } from '#domain/sso-saml-settings.ts';
import type { Clock } from '#server/clock.ts';
import { assertionFacts, assertsMultiFactor, emailOf, nameOf } from './assertion-facts.ts';
import type { PendingSignIn, SsoProtocol } from '#server/sso/protocol.ts';
import { SamlSettingsFromInputSchema } from './identity-provider-metadata.ts';
import { forgetExpiredAssertions, recordAssertion } from './queries.ts';
import { refusalOfLibraryError, refuse } from './refusals.ts';
import {
  cacheOfOneRequest,
  SAML_CLOCK_SKEW_MS,
  serviceProvider,
  serviceProviderEndpoints,
  type ServiceProviderEndpoints,
} from './service-provider.ts';

const AcsBodySchema = z.object({ SAMLResponse: z.string().min(1).max(SAML_RESPONSE_MAX_LENGTH) });
const SamlPendingSchema = z.object({ requestId: z.string().min(1) });

async function verifiedProfile(
  settings: SamlSettings,
  endpoints: ServiceProviderEndpoints,
  clock: Clock,
  pending: PendingSignIn,
  body: unknown,
): Promise<Profile> {
  const posted = AcsBodySchema.safeParse(body);
  if (!posted.success) throw refuse('invalid_response', 'no SAMLResponse field');
  const { requestId } = SamlPendingSchema.parse(pending);
  const provider = serviceProvider(settings, endpoints, clock, cacheOfOneRequest(requestId));
  try {
    const { profile } = await provider.validatePostResponseAsync({ SAMLResponse: posted.data.SAMLResponse });
    if (!profile) throw refuse('invalid_response', 'not a sign-in answer');
    return profile;
  } catch (error) {
    throw refusalOfLibraryError(error);
  }
}

/**
 * SAML 2.0 Web Browser SSO (an HTTP-Redirect request, an HTTP-POST response) with node-saml as
 * the service provider (decision 0055). `complete` refuses with an SsoRefusalError naming the reason.
 */
export const samlProtocol: SsoProtocol<SamlSettings> = {
  settingsSchema: SamlSettingsFromInputSchema,
  callbackPath: 'saml/acs',
  needsSecret: false,

  async begin(config, callbackUrl, { clock }) {
    const cache = cacheOfOneRequest(undefined);
    const settings = SamlSettingsSchema.parse(config.settings);
    const provider = serviceProvider(settings, serviceProviderEndpoints(callbackUrl), clock, cache);
    const redirectUrl = await provider.getAuthorizeUrlAsync('', undefined, {});
    const requestId = cache.saved();
    if (requestId === undefined) throw new Error('node-saml made a request without recording its ID');
    return { redirectUrl, pending: { requestId } };
  },

  async complete(config, pending, request, { clock, db, callbackUrl }) {
    const { organisationId } = config;
    const settings = SamlSettingsSchema.parse(config.settings);
    const endpoints = serviceProviderEndpoints(callbackUrl);
    const profile = await verifiedProfile(settings, endpoints, clock, pending, request.body);
    // The certificate proves who signed; the issuer says for which of the signer's tenants
    // (one provider may sign for many organisations with one key).
    if (profile.issuer !== settings.idpEntityId) throw refuse('saml_wrong_issuer', profile.issuer);
    const facts = assertionFacts(profile);
    if (!facts.recipients.includes(endpoints.acsUrl)) throw refuse('saml_wrong_recipient', facts.recipients.join(' '));
    if (facts.validUntil === undefined) throw refuse('invalid_response', 'the assertion states no NotOnOrAfter');
    const email = emailOf(profile);
    await forgetExpiredAssertions(db, organisationId, clock.now());
    const expiresAt = new Date(facts.validUntil.getTime() + SAML_CLOCK_SKEW_MS);
    if (!(await recordAssertion(db, organisationId, facts.id, expiresAt))) throw refuse('saml_replayed', facts.id);
    return { email, name: nameOf(profile), subject: profile.nameID || email, multiFactor: assertsMultiFactor(profile, facts) };
  },
};
