import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { sessionCookieFrom, testEnv } from '#tests/http.ts';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '#tests/oidc-provider.ts';
import {
  answerCallback,
  oidcConfiguration,
  OTHER_SSO_ORGANISATION_ID,
  signInThroughProvider,
  SSO_ORGANISATION_ID,
  ssoCallbackUrls,
  startSso,
} from '#tests/sso.ts';
import { auditEvents, invitations, users } from '#server/db/schema.ts';
import { CLOCK_TOLERANCE_SECONDS } from './oidc.ts';

const clock = createTestClock();
const PASSWORD = 'provider-password';
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ssoCallbackUrls(testEnv.PUBLIC_URL) });
});
afterAll(async () => provider.close());

describe(`OpenID Connect sign-in on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  let adminCookie: string;

  beforeEach(async () => {
    clock.set(new Date());
    provider.tamperIdToken(undefined);
    await createOrganisation(database.db, { id: SSO_ORGANISATION_ID, name: 'Acme' });
    const admin = await createMember(database.db, {
      organisationId: SSO_ORGANISATION_ID,
      role: 'organisation_admin',
      email: 'admin@acme.test',
    });
    adminCookie = await signInAs(server, admin.email);
    const saved = await server.request('/api/organisations/current/sso', {
      method: 'PUT',
      body: oidcConfiguration(provider),
      cookie: adminCookie,
    });
    expect(saved.status).toBe(200);
  });

  const account = (email: string, extra: Partial<Parameters<TestOidcProvider['addAccount']>[0]> = {}) => {
    const value = { email, password: PASSWORD, emailVerified: true, name: 'Ada Lovelace', ...extra };
    provider.addAccount(value);
    return value;
  };
  const sessionOf = async (cookie: string) => SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
  const refusedWith = (reason: string) => `/login?sso_error=${reason}`;

  it('makes a first-time person an employee of the organisation, verified and not yet consented, and signs them in', async () => {
    const { response, location } = await signInThroughProvider(server, account('new.person@acme.test'));
    expect(response.status).toBe(303);
    expect(location).toBe('/login?sso=signed-in');
    const session = await sessionOf(sessionCookieFrom(response));
    expect(session.user).toMatchObject({
      email: 'new.person@acme.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'employee',
      organisationId: SSO_ORGANISATION_ID,
      emailVerified: true,
      consentedAt: null,
    });
    // Behind consent, as after registration: the consent page has its text to show.
    const consent = await server.request('/api/consent', { cookie: sessionCookieFrom(response) });
    expect(consent.status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'new.person@acme.test'));
    expect(user?.passwordHash).toBeNull();
  });

  it('makes someone invited join as the invitation says, with its role and names, and accepts the invitation', async () => {
    const invited = await server.request('/api/invitations', {
      method: 'POST',
      cookie: adminCookie,
      body: { text: 'invited.lead@acme.test', role: 'manager' },
    });
    expect(invited.status).toBe(200);
    const { response } = await signInThroughProvider(server, account('invited.lead@acme.test'));
    const session = await sessionOf(sessionCookieFrom(response));
    expect(session.user).toMatchObject({ email: 'invited.lead@acme.test', role: 'manager', organisationId: SSO_ORGANISATION_ID });
    const [invitation] = await database.db.select().from(invitations).where(eq(invitations.email, 'invited.lead@acme.test'));
    expect(invitation?.acceptedAt).not.toBeNull();
    expect(invitation?.acceptedBy).toBe(session.user?.id);
  });

  it('signs an existing member in as themselves, a second time without a new account', async () => {
    const member = await createMember(database.db, { organisationId: SSO_ORGANISATION_ID, email: 'member@acme.test' });
    const first = await signInThroughProvider(server, account('member@acme.test'));
    expect((await sessionOf(sessionCookieFrom(first.response))).user?.id).toBe(member.id);
    const second = await signInThroughProvider(server, account('member@acme.test'));
    expect((await sessionOf(sessionCookieFrom(second.response))).user?.id).toBe(member.id);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@acme.test'))).toHaveLength(1);
  });

  it('never moves or joins a person of another organisation: refused, and they stay where they were', async () => {
    const elsewhere = await createOrganisation(database.db);
    const outsider = await createMember(database.db, { organisationId: elsewhere.id, email: 'outsider@acme.test' });
    const { location, response } = await signInThroughProvider(server, account('outsider@acme.test'));
    expect(location).toBe(refusedWith('other_organisation'));
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('culturelens_session='))).toBe(false);
    const [after] = await database.db.select().from(users).where(eq(users.id, outsider.id));
    expect(after?.organisationId).toBe(elsewhere.id);
    const [refusal] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'SSO_SIGN_IN_REFUSED'));
    expect(refusal).toMatchObject({ organisationId: SSO_ORGANISATION_ID, userId: null });
  });

  it('refuses an address the provider has not verified, or does not say it verified', async () => {
    expect((await signInThroughProvider(server, account('unverified@acme.test', { emailVerified: false }))).location).toBe(
      refusedWith('email_not_verified'),
    );
    expect((await signInThroughProvider(server, account('silent@acme.test', { emailVerified: undefined }))).location).toBe(
      refusedWith('email_not_verified'),
    );
    expect(await database.db.select().from(users).where(eq(users.organisationId, SSO_ORGANISATION_ID))).toHaveLength(1);
  });

  it('refuses an address outside the configured domains', async () => {
    const { location } = await signInThroughProvider(server, account('someone@elsewhere.test'));
    expect(location).toBe(refusedWith('email_outside_domains'));
    expect(await database.db.select().from(users).where(eq(users.email, 'someone@elsewhere.test'))).toHaveLength(0);
  });

  it('refuses an ID token from another issuer, for another audience, or signed by a key the provider does not publish', async () => {
    const person = account('tampered@acme.test');
    provider.tamperIdToken({ claims: (claims) => ({ ...claims, iss: 'https://impostor.example' }) });
    expect((await signInThroughProvider(server, person)).location).toBe(refusedWith('invalid_response'));
    provider.tamperIdToken({ claims: (claims) => ({ ...claims, aud: 'another-client' }) });
    expect((await signInThroughProvider(server, person)).location).toBe(refusedWith('invalid_response'));
    provider.tamperIdToken({ signWith: 'other' });
    expect((await signInThroughProvider(server, person)).location).toBe(refusedWith('invalid_response'));
    // The same token re-signed by the provider's own key is accepted: the refusals above are the changes'.
    provider.tamperIdToken({ signWith: 'provider' });
    expect((await signInThroughProvider(server, person)).location).toBe('/login?sso=signed-in');
  });

  it(`accepts an ID token up to ${CLOCK_TOLERANCE_SECONDS} seconds past its expiry, and refuses it after`, async () => {
    const person = account('late@acme.test');
    const lifetimeSeconds = 300;
    const answerAfter = async (seconds: number) => {
      const start = await startSso(server, SSO_ORGANISATION_ID, person.email);
      const callbackUrl = await signInAtProvider(start.authorizationUrl, person);
      const issuedAt = Date.now();
      clock.set(new Date(issuedAt + (lifetimeSeconds + seconds) * 1000));
      try {
        return (await answerCallback(server, callbackUrl, start.pendingCookie)).headers.get('location');
      } finally {
        clock.set(new Date());
      }
    };
    expect(await answerAfter(CLOCK_TOLERANCE_SECONDS - 15)).toBe('/login?sso=signed-in');
    expect(await answerAfter(CLOCK_TOLERANCE_SECONDS + 15)).toBe(refusedWith('invalid_response'));
  });

  it('refuses a replayed answer: the same callback twice, and an old answer with a newer sign-in', async () => {
    const person = account('replay@acme.test');
    const first = await signInThroughProvider(server, person);
    expect(first.location).toBe('/login?sso=signed-in');
    expect((await answerCallback(server, first.callbackUrl, first.pendingCookie)).headers.get('location')).toBe(refusedWith('expired'));
    // A newer sign-in's cookie with the old answer (its state and nonce are the old sign-in's).
    const newer = await startSso(server, SSO_ORGANISATION_ID, person.email);
    expect((await answerCallback(server, first.callbackUrl, newer.pendingCookie)).headers.get('location')).toBe(
      refusedWith('invalid_response'),
    );
    // Without the starting browser's cookie, an answer opens nothing.
    const other = await startSso(server, SSO_ORGANISATION_ID, person.email);
    const answer = await signInAtProvider(other.authorizationUrl, person);
    expect((await answerCallback(server, answer, undefined)).headers.get('location')).toBe(refusedWith('expired'));
  });

  it('takes an answer only at the organisation that started it', async () => {
    await createOrganisation(database.db, { id: OTHER_SSO_ORGANISATION_ID, name: 'Other' });
    const person = account('crossed@acme.test');
    const start = await startSso(server, SSO_ORGANISATION_ID, person.email);
    const answer = await signInAtProvider(start.authorizationUrl, person);
    const crossed = answer.replace(SSO_ORGANISATION_ID, OTHER_SSO_ORGANISATION_ID);
    expect((await answerCallback(server, crossed, start.pendingCookie)).headers.get('location')).toBe(refusedWith('expired'));
  });
});
