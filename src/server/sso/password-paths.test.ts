import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { InvitationLookupResponseSchema } from '#domain/api/invitations.ts';
import { defaultOrganisationSettings } from '#domain/organisation-settings.ts';
import { createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createUser } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { testEnv } from '#tests/http.ts';
import { startOidcProvider, type TestOidcProvider } from '#tests/oidc-provider.ts';
import { oidcConfiguration, SSO_ORGANISATION_ID, ssoCallbackUrls } from '#tests/sso.ts';
import { users } from '#server/db/schema.ts';

const clock = createTestClock();
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ssoCallbackUrls(testEnv.PUBLIC_URL) });
});
afterAll(async () => provider.close());

/** Accepting an invitation and registering both set a password: where single sign-on is required, that would bypass it. */
describe(`passwords where single sign-on is required, on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  let admin: Awaited<ReturnType<typeof createMember>>;
  let adminCookie: string;

  const requireSso = async () => {
    const body = oidcConfiguration(provider, { required: true, breakGlassUserId: admin.id });
    expect((await server.request('/api/organisations/current/sso', { method: 'PUT', body, cookie: adminCookie })).status).toBe(200);
  };
  const password = { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
  const invite = async (email: string) => {
    const body = { invitations: [{ email, role: 'employee' }] };
    expect((await server.request('/api/invitations', { method: 'POST', cookie: adminCookie, body })).status).toBe(200);
    return (await server.lastMailTo(email))?.link?.split('/invite/')[1] ?? '';
  };
  const accept = (token: string) =>
    server.request('/api/invitations/accept', { method: 'POST', body: { token, firstName: 'Ivy', lastName: 'Invitee', ...password } });
  const register = (email: string) =>
    server.request('/api/accounts', { method: 'POST', body: { email, firstName: 'Walk', lastName: 'In', ...password } });
  const accountOf = async (email: string) => {
    const [row] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    return row;
  };
  const expectSsoRequired = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const error = ErrorResponseSchema.parse(await response.json()).error;
    expect(error.code).toBe('sso_required');
    expect(error.message).toContain('Sign in with your organisation');
  };

  beforeEach(async () => {
    clock.set(new Date());
    await createOrganisation(database.db, {
      id: SSO_ORGANISATION_ID,
      name: 'Acme',
      settings: { ...defaultOrganisationSettings, allowSelfRegistration: true, allowedEmailDomains: ['acme.test', 'partner.test'] },
    });
    admin = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, role: 'organisation_admin', email: 'admin@acme.test' });
    adminCookie = await signInAs(server, admin.email);
  });

  it('refuses accepting an invitation with a password at a domain that requires single sign-on; the invitation stays for it', async () => {
    const before = await invite('early@acme.test');
    expect((await accept(before)).status).toBe(200);
    const token = await invite('ivy@acme.test');
    const elsewhere = await invite('ivy@partner.test');
    await requireSso();

    await expectSsoRequired(await accept(token));
    expect(await accountOf('ivy@acme.test')).toBeUndefined();
    const lookup = await server.request('/api/invitations/lookup', { method: 'POST', body: { token } });
    expect(InvitationLookupResponseSchema.parse(await lookup.json()).status).toBe('pending');
    // An address at a domain single sign-on does not serve still joins with a password.
    expect((await accept(elsewhere)).status).toBe(200);
    // The break-glass administrator keeps their password.
    await expect(signInAs(server, admin.email)).resolves.toContain('culturelens_session=');
  });

  it('refuses an invitation that would give an existing account at the domain a password', async () => {
    await createUser(database.db, { email: 'drifter@acme.test', emailVerifiedAt: clock.now() });
    const token = await invite('drifter@acme.test');
    await requireSso();
    await expectSsoRequired(await accept(token));
    expect((await accountOf('drifter@acme.test'))?.passwordHash).toBeNull();
  });

  it('sets no password from a reset link where single sign-on is required: an earlier link is refused, a new request mails how to sign in', async () => {
    const member = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, email: 'riley@acme.test' });
    const elsewhere = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, email: 'riley@partner.test' });
    const forgot = (email: string) => server.request('/api/accounts/forgot-password', { method: 'POST', body: { email } });
    const reset = (token: string) => server.request('/api/accounts/reset-password', { method: 'POST', body: { token, ...password } });
    const tokenOf = (mail: { link: string | undefined } | undefined) => new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
    expect((await forgot(member.email)).status).toBe(202);
    const early = tokenOf(await server.lastMailTo(member.email));
    const before = await accountOf(member.email);
    await requireSso();

    await expectSsoRequired(await reset(early));
    expect((await accountOf(member.email))?.passwordHash).toBe(before?.passwordHash);
    // Asking again answers as for any address, and mails no link: how to sign in instead.
    clock.advance(1_000);
    expect((await forgot(member.email)).status).toBe(202);
    const mail = await server.lastMailTo(member.email);
    expect(mail?.subject).toBe('Sign in to CultureLens with your organisation');
    expect(mail?.text).toContain('Sign in with your organisation');
    expect(mail?.link).toBe(`${testEnv.PUBLIC_URL}/login`);
    // The break-glass administrator, and an address at a domain single sign-on does not serve, still reset.
    for (const email of [admin.email, elsewhere.email]) {
      expect((await forgot(email)).status).toBe(202);
      expect((await reset(tokenOf(await server.lastMailTo(email)))).status).toBe(200);
    }
  });

  it('refuses registering with a password at a domain that requires single sign-on, whether or not the address has an account', async () => {
    expect((await register('walk.in@acme.test')).status).toBe(201);
    await requireSso();
    await expectSsoRequired(await register('second.walk.in@acme.test'));
    expect(await accountOf('second.walk.in@acme.test')).toBeUndefined();
    await expectSsoRequired(await register('walk.in@acme.test'));
    // Another domain of the organisation, which single sign-on does not serve, still registers.
    expect((await register('walk.in@partner.test')).status).toBe(201);
  });
});
