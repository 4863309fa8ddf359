import * as client from 'openid-client';
import { OidcSettingsSchema, type OidcSettings } from '#domain/api/sso.ts';
import { isMultiFactor } from '#domain/sso-multi-factor.ts';
import { SsoRefusalError, type ProtocolContext, type SsoConfiguration, type SsoProtocol } from './protocol.ts';

/**
 * OpenID Connect, authorization code flow with PKCE (S256), state and nonce (decision 0054).
 * openid-client checks the answer: the state, the issuer of the answer (RFC 9207, when sent),
 * and the ID token's signature against the provider's published keys, its issuer, audience,
 * expiry and nonce. Times are checked against the app's clock with a tolerance of
 * CLOCK_TOLERANCE_SECONDS either way.
 */
export const CLOCK_TOLERANCE_SECONDS = 60;

// The provider's discovery document, per issuer, for a few minutes: one request per sign-in is
// enough (the keys are fetched by each sign-in's configuration). Only a cache: every process
// fills its own.
const DISCOVERY_TTL_MS = 5 * 60_000;
const discovered = new Map<string, { metadata: client.ServerMetadata; fetchedAt: number }>();

const isLocalHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

async function serverMetadata(settings: OidcSettings): Promise<client.ServerMetadata> {
  const cached = discovered.get(settings.issuer);
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.metadata;
  const options = isLocalHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
  const configuration = await client.discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, options);
  const metadata = configuration.serverMetadata();
  if (discovered.size > 500) discovered.clear();
  discovered.set(settings.issuer, { metadata, fetchedAt: Date.now() });
  return metadata;
}

/** A client configuration whose notion of now is the app's clock. */
async function clientConfiguration(config: SsoConfiguration<OidcSettings>, context: ProtocolContext): Promise<client.Configuration> {
  const metadata = await serverMetadata(config.settings).catch((error: unknown) => {
    throw new SsoRefusalError('invalid_response', `discovery failed: ${String(error)}`);
  });
  const skewSeconds = Math.round((context.clock.now().getTime() - Date.now()) / 1000);
  const configuration = new client.Configuration(metadata, config.settings.clientId, {
    ...(config.secret ? { client_secret: config.secret } : {}),
    [client.clockSkew]: skewSeconds,
    [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
  });
  if (isLocalHttp(config.settings.issuer)) client.allowInsecureRequests(configuration);
  // openid-client trusts an ID token from the token endpoint on TLS alone (OpenID Connect Core
  // 3.1.3.7 allows it); we verify its signature against the provider's published keys as well.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The ID token's claims, and the UserInfo answer's when the token leaves the address out (some providers do). */
async function identityClaims(configuration: client.Configuration, tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>) {
  const claims = tokens.claims();
  if (!claims) throw new SsoRefusalError('invalid_response', 'no ID token');
  if (claims.email !== undefined) return { claims, profile: claims };
  const profile = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return { claims, profile };
}

export const oidcProtocol: SsoProtocol<OidcSettings> = {
  settingsSchema: OidcSettingsSchema,
  needsSecret: true,
  callbackPath: 'oidc/callback',

  async begin(config, callbackUrl, context) {
    const configuration = await clientConfiguration(config, context);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(context.loginHint ? { login_hint: context.loginHint } : {}),
    });
    return { redirectUrl: url.href, pending: { codeVerifier, state, nonce } };
  },

  async complete(config, pending, request, context) {
    const configuration = await clientConfiguration(config, context);
    // The answer as the provider addressed it: our public callback address with its query.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const currentUrl = new URL(`${context.callbackUrl}${query}`);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) throw new SsoRefusalError('provider_refused', error.error);
      throw new SsoRefusalError('invalid_response', error instanceof Error ? error.message : String(error));
    }
    const { claims, profile } = await identityClaims(configuration, tokens).catch((error: unknown) => {
      if (error instanceof SsoRefusalError) throw error;
      throw new SsoRefusalError('invalid_response', String(error));
    });
    const email = text(profile.email)?.toLowerCase();
    if (!email) throw new SsoRefusalError('email_not_verified', 'no e-mail address');
    if (profile.email_verified !== true) throw new SsoRefusalError('email_not_verified');
    const name = text(profile.name) ?? [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' ');
    return {
      email,
      subject: claims.sub,
      multiFactor: isMultiFactor(Array.isArray(claims.amr) ? claims.amr : undefined),
      ...(name ? { name } : {}),
    };
  },
};
