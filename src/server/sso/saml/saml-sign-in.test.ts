import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { auditEvents, users } from '#server/db/schema.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { sessionCookieFrom, testEnv } from '#tests/http.ts';
import { OTHER_SSO_ORGANISATION_ID, SSO_ORGANISATION_ID, startSso } from '#tests/sso.ts';
import {
  createTestIdentityProvider,
  PASSWORD_CONTEXT,
  REFEDS_MFA_CONTEXT,
  type ResponseOptions,
} from '#tests/support/saml-identity-provider.ts';

const clock = createTestClock();
const identityProvider = createTestIdentityProvider({ entityId: 'https://idp.acme.test/saml', ssoUrl: 'https://idp.acme.test/sso' });
/** The identity provider's own origin: its page posts the answer from there. */
const IDP_ORIGIN = 'https://idp.acme.test';

describe(`SAML sign-in through the routes on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  let adminCookie: string;

  beforeEach(async () => {
    clock.set(new Date());
    await createOrganisation(database.db, { id: SSO_ORGANISATION_ID, name: 'Acme' });
    const admin = await createMember(database.db, {
      organisationId: SSO_ORGANISATION_ID,
      role: 'organisation_admin',
      email: 'admin@acme.test',
    });
    adminCookie = await signInAs(server, admin.email);
    const saved = await server.request('/api/organisations/current/sso', {
      method: 'PUT',
      cookie: adminCookie,
      body: {
        protocol: 'saml',
        settings: { metadataXml: identityProvider.metadataXml() },
        emailDomains: ['acme.test'],
        required: false,
        breakGlassUserId: null,
      },
    });
    expect(saved.status).toBe(200);
  });

  const metadataOf = async (organisationId = SSO_ORGANISATION_ID) =>
    (await server.request(`/api/sso/${organisationId}/saml/metadata`)).text();

  /** Start, and the identity provider's signed answer to the request it was sent (bent by `options`). */
  async function answered(email: string, options: ResponseOptions = {}, organisationId = SSO_ORGANISATION_ID) {
    const { authorizationUrl, pendingCookie } = await startSso(server, organisationId, email);
    const metadata = await metadataOf(organisationId);
    const request = await identityProvider.readRequest(metadata, authorizationUrl);
    const samlResponse = await identityProvider.respond(metadata, { email, inResponseTo: request.requestId, ...options });
    return { samlResponse, pendingCookie, acsPath: new URL(request.acsUrl).pathname };
  }

  /** The browser's post of the answer to our assertion consumer service, from the identity provider's page. */
  const post = (acsPath: string, fields: Record<string, string>, cookie?: string, origin = IDP_ORIGIN) =>
    server.request(acsPath, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
      ...(cookie ? { cookie } : {}),
    });

  const sessionOf = async (cookie: string) => SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());

  it('publishes our metadata: entity ID and assertion consumer service, for the administrator to give the identity provider', async () => {
    const response = await server.request(`/api/sso/${SSO_ORGANISATION_ID}/saml/metadata`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/samlmetadata\+xml/);
    const xml = await response.text();
    const base = new URL(`/api/sso/${SSO_ORGANISATION_ID}/saml/`, testEnv.PUBLIC_URL).href;
    expect(xml).toContain(`entityID="${base}metadata"`);
    expect(xml).toContain(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${base}acs"`);
    // The administrator's view names the same entity ID.
    const view = (await (await server.request('/api/organisations/current/sso', { cookie: adminCookie })).json()) as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({ samlEntityId: `${base}metadata`, callbackUrls: { saml: `${base}acs` } });
    expect((await server.request(`/api/sso/${OTHER_SSO_ORGANISATION_ID}/saml/metadata`)).status).toBe(404);
  });

  it('signs a first-time person in as an employee of the organisation from a signed answer', async () => {
    const { samlResponse, pendingCookie, acsPath } = await answered('grace@acme.test', { displayName: 'Grace Hopper' });
    const response = await post(acsPath, { SAMLResponse: samlResponse }, pendingCookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?sso=signed-in');
    const session = await sessionOf(sessionCookieFrom(response));
    expect(session.user).toMatchObject({
      email: 'grace@acme.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'employee',
      organisationId: SSO_ORGANISATION_ID,
    });
  });

  it('answers a post that came without the cookie with a page that posts it again from our origin, and then signs in', async () => {
    const { samlResponse, pendingCookie, acsPath } = await answered('grace@acme.test');
    const bounce = await post(acsPath, { SAMLResponse: samlResponse });
    expect(bounce.status).toBe(200);
    const csp = bounce.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    const page = await bounce.text();
    expect(page).toContain(`action="${acsPath}"`);
    expect(page).toContain('name="bounced" value="1"');
    const samlField = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1];
    expect(samlField).toBe(samlResponse);
    // The page's post: same origin, so the browser sends the cookie with it.
    const response = await post(acsPath, { SAMLResponse: samlResponse, bounced: '1' }, pendingCookie, server.baseUrl);
    expect(response.headers.get('location')).toBe('/login?sso=signed-in');
    // A second post without the cookie is not sent round again: nothing to finish.
    expect((await post(acsPath, { SAMLResponse: samlResponse, bounced: '1' })).headers.get('location')).toBe('/login?sso_error=expired');
  });

  it('refuses a forged answer back to the sign-in page with the reason, records it, and starts no session', async () => {
    const { samlResponse, pendingCookie, acsPath } = await answered('mallory@acme.test', { signingKey: 'other', sign: 'both' });
    const response = await post(acsPath, { SAMLResponse: samlResponse }, pendingCookie);
    expect(response.headers.get('location')).toBe('/login?sso_error=saml_signature');
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('culturelens_session='))).toBe(false);
    expect(await database.db.select().from(users).where(eq(users.email, 'mallory@acme.test'))).toHaveLength(0);
    const [refusal] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'SSO_SIGN_IN_REFUSED'));
    expect(refusal?.details).toMatchObject({ reason: 'saml_signature' });
  });

  it('takes an answer once: the same post again finds no sign-in to finish', async () => {
    const { samlResponse, pendingCookie, acsPath } = await answered('grace@acme.test');
    expect((await post(acsPath, { SAMLResponse: samlResponse }, pendingCookie)).headers.get('location')).toBe('/login?sso=signed-in');
    expect((await post(acsPath, { SAMLResponse: samlResponse }, pendingCookie)).headers.get('location')).toBe('/login?sso_error=expired');
    // With a newer sign-in's cookie, the old answer answers another request.
    const newer = await startSso(server, SSO_ORGANISATION_ID, 'grace@acme.test');
    expect((await post(acsPath, { SAMLResponse: samlResponse }, newer.pendingCookie)).headers.get('location')).toBe(
      '/login?sso_error=saml_unsolicited',
    );
  });

  it('takes an answer only at the organisation that started it', async () => {
    await createOrganisation(database.db, { id: OTHER_SSO_ORGANISATION_ID, name: 'Other' });
    const { samlResponse, pendingCookie } = await answered('grace@acme.test');
    const response = await post(`/api/sso/${OTHER_SSO_ORGANISATION_ID}/saml/acs`, { SAMLResponse: samlResponse }, pendingCookie);
    expect(response.headers.get('location')).toMatch(/^\/login\?sso_error=/);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('culturelens_session='))).toBe(false);
  });

  it('counts the session as two-step only when the identity provider asserts multi-factor authentication', async () => {
    // An administrator without a second factor of ours is held at setting one up, unless the provider's sign-in was multi-factor.
    await createMember(database.db, {
      organisationId: SSO_ORGANISATION_ID,
      role: 'organisation_admin',
      email: 'ops@acme.test',
      twoStep: false,
    });
    const adminRoute = (cookie: string) => server.request('/api/organisations/current/sso', { cookie });
    const single = await answered('ops@acme.test', { authnContextClassRef: PASSWORD_CONTEXT });
    const onePassword = await post(single.acsPath, { SAMLResponse: single.samlResponse }, single.pendingCookie);
    expect(onePassword.headers.get('location')).toBe('/login?sso=signed-in');
    expect((await adminRoute(sessionCookieFrom(onePassword))).status).toBe(403);
    const multi = await answered('ops@acme.test', { authnContextClassRef: REFEDS_MFA_CONTEXT });
    const twoFactors = await post(multi.acsPath, { SAMLResponse: multi.samlResponse }, multi.pendingCookie);
    expect(twoFactors.headers.get('location')).toBe('/login?sso=signed-in');
    expect((await adminRoute(sessionCookieFrom(twoFactors))).status).toBe(200);
  });

  it('refuses metadata that cannot be used, with the reason at the field', async () => {
    const response = await server.request('/api/organisations/current/sso', {
      method: 'PUT',
      cookie: adminCookie,
      body: {
        protocol: 'saml',
        settings: { metadataXml: 'not <xml' },
        emailDomains: ['acme.test'],
        required: false,
        breakGlassUserId: null,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', message: 'The metadata is not well-formed XML.' } });
  });
});
