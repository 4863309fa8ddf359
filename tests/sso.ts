import { expect } from 'vitest';
import type { SaveSsoConfigurationRequest } from '#domain/api/sso.ts';
import type { TestServer } from './http.ts';
import { signInAtProvider, type TestOidcProvider } from './oidc-provider.ts';

/** Fixed organisation ids: the test provider knows their callback addresses in advance. */
export const SSO_ORGANISATION_ID = '0b7e6a52-5f0c-4d2e-9a43-2c1f0e7d5a01';
export const OTHER_SSO_ORGANISATION_ID = '0b7e6a52-5f0c-4d2e-9a43-2c1f0e7d5a02';

/** The callback addresses of both organisations under the tests' PUBLIC_URL. */
export function ssoCallbackUrls(publicUrl: string): string[] {
  return [SSO_ORGANISATION_ID, OTHER_SSO_ORGANISATION_ID].map((id) => new URL(`/api/sso/${id}/oidc/callback`, publicUrl).href);
}

/** The body an administrator sends to use the test provider for `domains`. */
export function oidcConfiguration(
  provider: TestOidcProvider,
  overrides: Partial<SaveSsoConfigurationRequest> = {},
): SaveSsoConfigurationRequest {
  return {
    protocol: 'oidc',
    settings: { issuer: provider.issuer, clientId: provider.clientId },
    secret: provider.clientSecret,
    emailDomains: ['acme.test'],
    required: false,
    breakGlassUserId: null,
    ...overrides,
  };
}

/** The cookie a response set under `name` (either spelling of cookieName), as a Cookie header value. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`) || value.startsWith(`__Host-${name}=`));
  return cookie?.split(';')[0];
}

/** The app's start: 303 to the provider, with the pending cookie. */
export async function startSso(server: TestServer, organisationId: string, email: string) {
  const response = await server.request(`/api/sso/${organisationId}/start?${new URLSearchParams({ email }).toString()}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const pendingCookie = cookieFrom(response, 'culturelens_sso_pending');
  if (!pendingCookie) throw new Error('the start set no pending cookie');
  return { authorizationUrl: response.headers.get('location') ?? '', pendingCookie };
}

/** Sends the provider's answer (an address under PUBLIC_URL) to the test server, as the browser would. */
export async function answerCallback(server: TestServer, callbackUrl: string, cookie: string | undefined) {
  const url = new URL(callbackUrl);
  return server.request(`${url.pathname}${url.search}`, { redirect: 'manual', ...(cookie ? { cookie } : {}) });
}

/** Start, the provider's pages, and the callback: the app's answer, and what the browser was sent back with. */
export async function signInThroughProvider(
  server: TestServer,
  account: { email: string; password: string },
  organisationId = SSO_ORGANISATION_ID,
) {
  const { authorizationUrl, pendingCookie } = await startSso(server, organisationId, account.email);
  const callbackUrl = await signInAtProvider(authorizationUrl, account);
  const response = await answerCallback(server, callbackUrl, pendingCookie);
  return { response, callbackUrl, pendingCookie, location: response.headers.get('location') };
}
