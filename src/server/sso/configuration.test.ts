import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SsoConfigurationResponseSchema, SsoDiscoverResponseSchema } from '#domain/api/sso.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { findSecrets, readStoredText } from '#tests/secret-scan.ts';
import { auditEvents, defaultOrganisationSettings } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';

const ISSUER = 'https://login.acme.test';
const SECRET = 'the-client-secret-nobody-may-read-back-0123456789';

describe(`single sign-on settings and discovery on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;

  const body = (overrides: Record<string, unknown> = {}) => ({
    protocol: 'oidc',
    settings: { issuer: ISSUER, clientId: 'culturelens' },
    secret: SECRET,
    emailDomains: ['acme.test'],
    required: false,
    breakGlassUserId: null,
    ...overrides,
  });
  const put = (value: unknown, as = cookie) => server.request('/api/organisations/current/sso', { method: 'PUT', body: value, cookie: as });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const discover = async (email: string) =>
    SsoDiscoverResponseSchema.parse(await (await server.request(`/api/sso/discover?${new URLSearchParams({ email }).toString()}`)).json());

  beforeEach(async () => {
    const organisation = await createOrganisation(database.db, { name: 'Acme' });
    admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin', email: 'admin@acme.test' });
    cookie = await signInAs(server, admin.email);
  });

  it('saves the configuration, shows it without its secret, keeps the secret sealed at rest, and audits', async () => {
    const saved = await put(body({ emailDomains: ['ACME.test', 'acme.test'] }));
    expect(saved.status).toBe(200);
    const view = SsoConfigurationResponseSchema.parse(await saved.json());
    expect(view.configuration).toMatchObject({ protocol: 'oidc', hasSecret: true, emailDomains: ['acme.test'], required: false });
    expect(view.callbackUrls.oidc).toBe(`http://localhost:3000/api/sso/${admin.organisationId}/oidc/callback`);
    expect(view.administrators.map((person) => person.id)).toEqual([admin.id]);
    expect(JSON.stringify(view)).not.toContain(SECRET);
    expect(findSecrets(await readStoredText(database.db), [SECRET])).toEqual([]);
    // Saved again without a secret: the stored one stays.
    const again = SsoConfigurationResponseSchema.parse(await (await put(body({ secret: undefined }))).json());
    expect(again.configuration?.hasSecret).toBe(true);
    const actions = await database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.userId, admin.id));
    expect(actions.filter((row) => row.action === 'SSO_CONFIGURATION_SAVED')).toHaveLength(2);
  });

  it('refuses bad settings with the field that is wrong', async () => {
    const cases: [unknown, string][] = [
      [body({ settings: { issuer: 'http://login.acme.test', clientId: 'x' } }), 'settings.issuer'],
      [body({ settings: { issuer: ISSUER, clientId: '' } }), 'settings.clientId'],
      [body({ secret: undefined }), 'secret'],
      [body({ emailDomains: [] }), 'emailDomains'],
      [body({ emailDomains: ['https://acme.test'] }), 'emailDomains.0'],
      [body({ required: true }), 'breakGlassUserId'],
      [body({ protocol: 'kerberos' }), 'protocol'],
    ];
    for (const [value, path] of cases) {
      const response = await put(value);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it('refuses a break-glass person who is not an administrator of the organisation with a password', async () => {
    const employee = await createMember(database.db, { organisationId: admin.organisationId });
    const stranger = await createMember(database.db, { role: 'organisation_admin' });
    for (const id of [employee.id, stranger.id]) {
      const response = await put(body({ required: true, breakGlassUserId: id }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues?.[0]?.path).toBe('breakGlassUserId');
    }
    expect((await put(body({ required: true, breakGlassUserId: admin.id }))).status).toBe(200);
  });

  it("refuses public webmail and a domain that is not the organisation's", async () => {
    const webmail = await put(body({ emailDomains: ['gmail.com'] }));
    expect(webmail.status).toBe(400);
    expect((await errorOf(webmail)).message).toContain('public e-mail provider');
    const unproven = await put(body({ emailDomains: ['acme.test', 'someone-else.test'] }));
    expect(unproven.status).toBe(403);
    expect((await errorOf(unproven)).message).toContain('someone-else.test');
  });

  it('refuses a domain that a second organisation claims, whether by single sign-on or for self-registration', async () => {
    expect((await put(body())).status).toBe(200);
    // The second organisation's administrator also has an address at the domain, so would prove it.
    const second = await createMember(database.db, { role: 'organisation_admin', email: 'boss@acme.test' });
    const secondCookie = await signInAs(server, second.email);
    const claimed = await put(body(), secondCookie);
    expect(claimed.status).toBe(409);
    expect((await errorOf(claimed)).message).toContain('acme.test is already served by another organisation');
    const selfRegistration = await server.request('/api/organisations/current/settings', {
      method: 'PATCH',
      body: { allowedEmailDomains: ['acme.test'] },
      cookie: secondCookie,
    });
    expect(selfRegistration.status).toBe(409);
    // A domain another organisation admits people by is refused to single sign-on too.
    const third = await createOrganisation(database.db, {
      settings: { ...defaultOrganisationSettings, allowedEmailDomains: ['beta.test'] },
    });
    const betaAdmin = await createMember(database.db, {
      organisationId: admin.organisationId,
      role: 'organisation_admin',
      email: 'it@beta.test',
    });
    expect(third.id).not.toBe(admin.organisationId);
    const betaClaim = await put(body({ emailDomains: ['beta.test'] }), await signInAs(server, betaAdmin.email));
    expect(betaClaim.status).toBe(409);
  });

  it("answers only about the caller's own organisation, and removes it", async () => {
    expect((await put(body())).status).toBe(200);
    const other = await createMember(database.db, { role: 'organisation_admin' });
    const otherCookie = await signInAs(server, other.email);
    const otherView = SsoConfigurationResponseSchema.parse(
      await (await server.request('/api/organisations/current/sso', { cookie: otherCookie })).json(),
    );
    expect(otherView.configuration).toBeNull();
    expect((await server.request('/api/organisations/current/sso', { method: 'DELETE', cookie: otherCookie })).status).toBe(404);
    const removed = await server.request('/api/organisations/current/sso', { method: 'DELETE', cookie });
    expect(SsoConfigurationResponseSchema.parse(await removed.json()).configuration).toBeNull();
    expect((await discover('anyone@acme.test')).sso).toBe(false);
  });

  it('tells the sign-in page whether a domain signs in through its organisation, in one shape for every address', async () => {
    expect(await discover('anyone@acme.test')).toEqual({ sso: false, required: false, startUrl: null });
    expect((await put(body({ required: true, breakGlassUserId: admin.id }))).status).toBe(200);
    expect(await discover('Someone@ACME.test')).toEqual({
      sso: true,
      required: true,
      startUrl: `/api/sso/${admin.organisationId}/start?email=someone%40acme.test`,
    });
    expect(await discover('nobody@unknown.test')).toEqual({ sso: false, required: false, startUrl: null });
    expect((await server.request('/api/sso/discover?email=not-an-address')).status).toBe(400);
  });
});
