import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { sessions } from '#server/db/schema.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '#server/auth/sessions.ts';

const clock = createTestClock();

describe(`sessions on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const session = async (cookie?: string) =>
    SessionResponseSchema.parse(await (await server.request('/api/session', cookie ? { cookie } : {})).json());

  it('signs in with the right password, with a hardened cookie, and reports who is signed in', async () => {
    const member = await createMember(database.db, { role: 'manager', email: 'Ada.Lovelace@Example.test' });
    const response = await server.request('/api/session', {
      method: 'POST',
      body: { email: ' ada.lovelace@example.TEST ', password: GOOD_PASSWORD },
    });
    expect(response.status).toBe(200);
    const [setCookie = '', device = '', ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    // Local http:// development: the bare name, as browsers refuse a __Host- cookie without HTTPS.
    expect(setCookie).toMatch(/^culturelens_session=[A-Za-z0-9_-]{43};/);
    // The browser is remembered as one the person signs in with (known-devices.ts).
    expect(device).toMatch(/^culturelens_device=[A-Za-z0-9_-]{43};/);
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const view = await session(sessionCookieFrom(response));
    expect(view.user).toMatchObject({ id: member.id, role: 'manager', emailVerified: true, organisationId: member.organisationId });
    expect(view.organisation?.id).toBe(member.organisationId);
    expect(JSON.stringify(view)).not.toContain('argon2');
  });

  it('stores only a hash of the session token', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const token = cookie.split('=')[1] ?? '';
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const member = await createMember(database.db);
    const wrongPassword = await server.request('/api/session', {
      method: 'POST',
      body: { email: member.email, password: 'not the password' },
    });
    const unknownAddress = await server.request('/api/session', {
      method: 'POST',
      body: { email: 'nobody@example.test', password: 'not the password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownAddress.json());
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unverified address only after the right password, and never a deactivated person', async () => {
    const unverified = await createMember(database.db, { verified: false });
    const wrong = await server.request('/api/session', { method: 'POST', body: { email: unverified.email, password: 'not the password' } });
    expect(ErrorResponseSchema.parse(await wrong.json()).error.code).toBe('invalid_credentials');
    const right = await server.request('/api/session', { method: 'POST', body: { email: unverified.email, password: GOOD_PASSWORD } });
    expect(right.status).toBe(403);
    expect(ErrorResponseSchema.parse(await right.json()).error.code).toBe('email_not_verified');
  });

  it('rejects malformed sign-in input with field issues', async () => {
    const response = await server.request('/api/session', { method: 'POST', body: { email: 'not-an-email', password: 42 } });
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['email', 'password']);
  });

  it('signs out: the session is revoked on the server, not just forgotten by the browser', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const signOut = await server.request('/api/session', { method: 'DELETE', cookie });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.getSetCookie().join()).toMatch(/culturelens_session=;/);
    expect((await session(cookie)).user).toBeNull();
  });

  it('ends a session after 30 idle minutes, and slides while in use', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await session(cookie)).user?.id).toBe(member.id);
    clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await session(cookie)).user?.id).toBe(member.id);
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1);
    expect((await session(cookie)).user).toBeNull();
  });

  it('ends a session after 12 hours however active it is', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const step = SESSION_IDLE_TIMEOUT_MS / 2;
    for (let elapsed = 0; elapsed + step < SESSION_ABSOLUTE_TIMEOUT_MS; elapsed += step) {
      clock.advance(step);
      expect((await session(cookie)).user?.id).toBe(member.id);
    }
    clock.advance(step);
    expect((await session(cookie)).user).toBeNull();
  });

  it('issues a new token at sign-in and revokes the one the browser had', async () => {
    const member = await createMember(database.db);
    const first = await signInAs(server, member.email);
    const response = await server.request('/api/session', {
      method: 'POST',
      cookie: first,
      body: { email: member.email, password: GOOD_PASSWORD },
    });
    const second = sessionCookieFrom(response);
    expect(second).not.toBe(first);
    expect((await session(first)).user).toBeNull();
    expect((await session(second)).user?.id).toBe(member.id);
  });

  it('ignores a forged cookie', async () => {
    expect((await session('culturelens_session=forged-token-value-that-matches-nothing')).user).toBeNull();
  });
});

describe(`the session cookie when served over HTTPS, on ${testEngine}`, () => {
  // The public address is HTTPS (a TLS proxy in front); the test still speaks HTTP to the app.
  const { database, server } = useTestServer({ clock, env: { PUBLIC_URL: 'https://culturelens.example' } });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const signedInUser = async (cookie: string) =>
    SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json()).user;

  it('names the cookie __Host-culturelens_session, Secure, for the whole site and no other host', async () => {
    const member = await createMember(database.db);
    const response = await server.request('/api/session', { method: 'POST', body: { email: member.email, password: GOOD_PASSWORD } });
    expect(response.status).toBe(200);
    const [setCookie, device, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(device).toMatch(/^__Host-culturelens_device=[A-Za-z0-9_-]{43};/);
    expect(device).toMatch(/; Secure(;|$)/i);
    expect(device).toMatch(/; Path=\/(;|$)/);
    expect(device).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/^__Host-culturelens_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Secure(;|$)/i);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await signedInUser(sessionCookieFrom(response)))?.id).toBe(member.id);
  });

  it('ignores the token under the bare name, which a sibling subdomain or a plain-HTTP page could plant', async () => {
    const member = await createMember(database.db);
    const response = await server.request('/api/session', { method: 'POST', body: { email: member.email, password: GOOD_PASSWORD } });
    const token = sessionCookieFrom(response).split('=')[1] ?? '';
    expect(token).toHaveLength(43);
    expect(await signedInUser(`culturelens_session=${token}`)).toBeNull();
    // Nor does signing out with the bare name end the real session.
    await server.request('/api/session', { method: 'DELETE', cookie: `culturelens_session=${token}` });
    expect((await signedInUser(`__Host-culturelens_session=${token}`))?.id).toBe(member.id);
  });

  it('signs out by clearing the prefixed cookie and revoking its session', async () => {
    const member = await createMember(database.db);
    const cookie = sessionCookieFrom(
      await server.request('/api/session', { method: 'POST', body: { email: member.email, password: GOOD_PASSWORD } }),
    );
    const signOut = await server.request('/api/session', { method: 'DELETE', cookie });
    expect(signOut.status).toBe(204);
    const cleared = signOut.headers.getSetCookie().join();
    expect(cleared).toMatch(/^__Host-culturelens_session=;/);
    // A __Host- cookie is only replaced by one with the same attributes.
    expect(cleared).toMatch(/; Secure(;|$)/i);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect(await signedInUser(cookie)).toBeNull();
  });
});
