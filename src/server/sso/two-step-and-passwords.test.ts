import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { authenticatorSecretOf, createMember, GOOD_PASSWORD, pendingSignInCookieFrom, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { sessionCookieFrom, testEnv } from '#tests/http.ts';
import { startOidcProvider, type TestOidcProvider } from '#tests/oidc-provider.ts';
import { oidcConfiguration, signInThroughProvider, SSO_ORGANISATION_ID, ssoCallbackUrls } from '#tests/sso.ts';
import { codeAt } from '#server/two-step/totp.ts';

const clock = createTestClock();
const PASSWORD = 'provider-password';
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ssoCallbackUrls(testEnv.PUBLIC_URL) });
});
afterAll(async () => provider.close());

describe(`single sign-on, two-step sign-in and passwords on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  let admin: Awaited<ReturnType<typeof createMember>>;
  let adminCookie: string;

  const save = (overrides: Parameters<typeof oidcConfiguration>[1] = {}) =>
    server.request('/api/organisations/current/sso', { method: 'PUT', body: oidcConfiguration(provider, overrides), cookie: adminCookie });
  const passwordSignIn = (email: string) => server.request('/api/session', { method: 'POST', body: { email, password: GOOD_PASSWORD } });
  const through = (email: string, amr?: string[]) => {
    const account = { email, password: PASSWORD, emailVerified: true, ...(amr ? { amr } : {}) };
    provider.addAccount(account);
    return signInThroughProvider(server, account);
  };
  const adminRoute = (cookie: string) => server.request('/api/organisations/current/sso', { cookie });

  beforeEach(async () => {
    clock.set(new Date());
    await createOrganisation(database.db, { id: SSO_ORGANISATION_ID, name: 'Acme' });
    admin = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, role: 'organisation_admin', email: 'admin@acme.test' });
    adminCookie = await signInAs(server, admin.email);
    expect((await save()).status).toBe(200);
  });

  it("counts the provider's multi-factor sign-in as two-step: an administrator goes straight in", async () => {
    const { location, response } = await through('admin@acme.test', ['pwd', 'otp']);
    expect(location).toBe('/login?sso=signed-in');
    expect((await adminRoute(sessionCookieFrom(response))).status).toBe(200);
  });

  it('asks an administrator with a second factor for its code when the provider asserts one factor', async () => {
    const { location, response } = await through('admin@acme.test', ['pwd']);
    expect(location).toBe('/login?sso=second-step');
    expect(() => sessionCookieFrom(response)).toThrow('no session cookie');
    const secret = authenticatorSecretOf('admin@acme.test') ?? '';
    const code = codeAt(secret, new Date(clock.now().getTime() + 30_000));
    const second = await server.request('/api/session/second-step', {
      method: 'POST',
      body: { code },
      cookie: pendingSignInCookieFrom(response),
    });
    expect(second.status).toBe(200);
    expect((await adminRoute(sessionCookieFrom(second))).status).toBe(200);
  });

  it('holds an administrator without a second factor at setting one up unless the provider asserted multi-factor', async () => {
    const unenrolled = await createMember(database.db, {
      organisationId: SSO_ORGANISATION_ID,
      role: 'organisation_admin',
      email: 'new.admin@acme.test',
      twoStep: false,
    });
    const single = await through(unenrolled.email, ['pwd']);
    const refused = await adminRoute(sessionCookieFrom(single.response));
    expect(refused.status).toBe(403);
    expect(ErrorResponseSchema.parse(await refused.json()).error.code).toBe('two_step_required');
    const multi = await through(unenrolled.email, ['mfa']);
    expect((await adminRoute(sessionCookieFrom(multi.response))).status).toBe(200);
  });

  it('refuses a password where single sign-on is required, with and without a second factor, but not the break-glass administrator', async () => {
    const employee = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, email: 'employee@acme.test' });
    const otherAdmin = await createMember(database.db, {
      organisationId: SSO_ORGANISATION_ID,
      role: 'organisation_admin',
      email: 'other.admin@acme.test',
    });
    expect((await passwordSignIn(employee.email)).status).toBe(200);
    expect((await save({ required: true, breakGlassUserId: admin.id })).status).toBe(200);

    const refused = await passwordSignIn(employee.email);
    expect(refused.status).toBe(403);
    const error = ErrorResponseSchema.parse(await refused.json()).error;
    expect(error.code).toBe('sso_required');
    expect(error.message).toContain('Sign in with your organisation');
    // With a second factor the refusal comes after the code, as every refusal does: the code does not open it either.
    await expect(signInAs(server, otherAdmin.email)).rejects.toThrow('second sign-in step failed with 403');
    // A wrong password still reads as a wrong password.
    expect(
      (await server.request('/api/session', { method: 'POST', body: { email: employee.email, password: 'not the password' } })).status,
    ).toBe(401);
    // The break-glass administrator keeps their password (and their code).
    await expect(signInAs(server, admin.email)).resolves.toContain('culturelens_session=');
    // Through the provider, the employee gets in.
    expect((await through(employee.email)).location).toBe('/login?sso=signed-in');
  });

  it('keeps the password of a person of another organisation whose address is at the domain', async () => {
    const elsewhere = await createOrganisation(database.db);
    const outsider = await createMember(database.db, { organisationId: elsewhere.id, email: 'contractor@acme.test' });
    expect((await save({ required: true, breakGlassUserId: admin.id })).status).toBe(200);
    expect((await passwordSignIn(outsider.email)).status).toBe(200);
  });
});
