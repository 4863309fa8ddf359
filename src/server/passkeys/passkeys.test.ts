import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { PasskeyListResponseSchema } from '#domain/api/passkeys.ts';
import { twoStepMessages } from '#domain/messages.ts';
import { authenticatorSecretOf, createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { codeAt } from '#server/two-step/totp.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { addPasskey, cookies, startCeremony, testAuthenticator } from '#tests/passkeys.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, ssoConfigurations } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const clock = createTestClock();

describe(`passkeys on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(() => clock.set(new Date()));

  const post = (path: string, body: unknown, cookie?: string) =>
    server.request(path, { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const actionsOf = async (userId: string) =>
    (
      await database.db
        .select({ action: auditEvents.action, details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.userId, userId))
    ).map((row) => row.action);

  it('adds a passkey on /account and signs in with it alone: no password, and two-step sign-in is satisfied', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const session = await signInAs(server, admin.email);
    // An administrator without a second factor reaches only their own account's security.
    expect((await errorOf(await server.request('/api/people', { cookie: session }))).code).toBe('two_step_required');
    const authenticator = testAuthenticator();
    await addPasskey(server, session, authenticator, 'Work laptop');
    expect((await server.request('/api/people', { cookie: session })).status).toBe(200);
    const listed = PasskeyListResponseSchema.parse(await (await server.request('/api/passkeys', { cookie: session })).json());
    expect(listed.passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);

    const started = await startCeremony(server, '/api/session/passkey/options');
    const response = await post('/api/session/passkey', { response: authenticator.assert(started.options) }, started.cookie);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(SessionResponseSchema.parse(await response.json()).user).toMatchObject({ id: admin.id, twoStepEnabled: true });
    const signedIn = sessionCookieFrom(response);
    expect((await server.request('/api/people', { cookie: signedIn })).status).toBe(200);
    const after = PasskeyListResponseSchema.parse(await (await server.request('/api/passkeys', { cookie: signedIn })).json());
    expect(after.passkeys[0]?.lastUsedAt).not.toBeNull();
    expect(await actionsOf(admin.id)).toEqual(expect.arrayContaining(['PASSKEY_ADDED', 'SIGNED_IN']));
  });

  it('opens no session where the organisation requires single sign-on, as a password opens none', async () => {
    const employee = await createMember(database.db, { role: 'employee' });
    const authenticator = testAuthenticator();
    await addPasskey(server, await signInAs(server, employee.email), authenticator, 'Phone');
    await database.db.insert(ssoConfigurations).values({
      organisationId: employee.organisationId ?? '',
      protocol: 'oidc',
      settings: {},
      emailDomains: [employee.email.slice(employee.email.indexOf('@') + 1)],
      required: true,
    });
    const started = await startCeremony(server, '/api/session/passkey/options');
    const response = await post('/api/session/passkey', { response: authenticator.assert(started.options) }, started.cookie);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('sso_required');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('culturelens_session='))).toBe(false);
  });

  it('takes a passkey as the second step after the password, instead of a code', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const authenticator = testAuthenticator();
    await addPasskey(server, await signInAs(server, admin.email), authenticator);
    const password = await post('/api/session', { email: admin.email, password: GOOD_PASSWORD });
    expect(await password.json()).toEqual({ secondStepRequired: true });
    const pending = password.headers
      .getSetCookie()
      .find((value) => value.startsWith('culturelens_pending_sign_in='))
      ?.split(';')[0];
    const started = await startCeremony(server, '/api/session/second-step/passkey/options', {}, pending);
    const response = await post(
      '/api/session/second-step/passkey',
      { response: authenticator.assert(started.options) },
      cookies(pending, started.cookie),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await server.request('/api/people', { cookie: sessionCookieFrom(response) })).status).toBe(200);
    // The pending sign-in is used up: it starts no second session.
    const again = await startCeremony(server, '/api/session/second-step/passkey/options', {}, pending).catch(() => null);
    expect(again).toBeNull();
  });

  it('adds a passkey only after a recent sign-in, password or passkey confirmation', async () => {
    const member = await createMember(database.db);
    const session = await signInAs(server, member.email);
    const authenticator = testAuthenticator();
    await addPasskey(server, session, authenticator);
    clock.advance(6 * 60_000);
    const stale = await post('/api/passkeys/registration/options', {}, session);
    expect(stale.status).toBe(403);
    expect((await errorOf(stale)).code).toBe('confirmation_required');
    const wrong = await post('/api/passkeys/registration/options', { password: 'not the password' }, session);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe(inSourceLanguage(twoStepMessages.wrongPassword));
    expect((await post('/api/passkeys/registration/options', { password: GOOD_PASSWORD }, session)).status).toBe(200);

    clock.advance(6 * 60_000);
    const confirm = await startCeremony(server, '/api/passkeys/confirmation/options', {}, session);
    const confirmed = await post(
      '/api/passkeys/confirmation',
      { response: authenticator.assert(confirm.options) },
      cookies(session, confirm.cookie),
    );
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    await addPasskey(server, session, testAuthenticator(), 'Phone');
  });

  it('renames and removes, audited; never the last second factor of an administrator; another person’s passkey is not there', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const session = await signInAs(server, admin.email);
    const id = await addPasskey(server, session, testAuthenticator());
    const renamed = await server.request(`/api/passkeys/${id}`, { method: 'PATCH', body: { name: '  Desk key ' }, cookie: session });
    expect(await renamed.json()).toMatchObject({ id, name: 'Desk key' });
    const blank = await server.request(`/api/passkeys/${id}`, { method: 'PATCH', body: { name: '  ' }, cookie: session });
    expect(blank.status).toBe(400);

    const last = await server.request(`/api/passkeys/${id}`, { method: 'DELETE', cookie: session });
    expect(last.status).toBe(403);
    expect((await errorOf(last)).message).toBe(inSourceLanguage(twoStepMessages.requiredForAdministrators));

    const other = await createMember(database.db);
    const otherSession = await signInAs(server, other.email);
    expect((await server.request(`/api/passkeys/${id}`, { method: 'PATCH', body: { name: 'Mine' }, cookie: otherSession })).status).toBe(
      404,
    );
    expect((await server.request(`/api/passkeys/${id}`, { method: 'DELETE', cookie: otherSession })).status).toBe(404);

    const second = await addPasskey(server, session, testAuthenticator(), 'Spare');
    const removed = await server.request(`/api/passkeys/${second}`, { method: 'DELETE', cookie: session });
    expect(PasskeyListResponseSchema.parse(await removed.json()).passkeys.map((passkey) => passkey.name)).toEqual(['Desk key']);
    expect(await actionsOf(admin.id)).toEqual(expect.arrayContaining(['PASSKEY_ADDED', 'PASSKEY_RENAMED', 'PASSKEY_REMOVED']));
    // An employee, who need not keep two-step sign-in, may remove their only one.
    const employeeKey = await addPasskey(server, otherSession, testAuthenticator());
    expect((await server.request(`/api/passkeys/${employeeKey}`, { method: 'DELETE', cookie: otherSession })).status).toBe(200);
  });

  it('lets an administrator turn the authenticator app off while a passkey remains, and then keeps the passkey', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const session = await signInAs(server, admin.email);
    const secret = authenticatorSecretOf(admin.email) ?? '';
    const turnOff = () => post('/api/two-step/disable', { password: GOOD_PASSWORD, code: codeAt(secret, clock.now()) }, session);
    clock.advance(30_000);
    expect((await turnOff()).status).toBe(403);
    const id = await addPasskey(server, session, testAuthenticator());
    clock.advance(30_000);
    expect((await turnOff()).status).toBe(200);
    const last = await server.request(`/api/passkeys/${id}`, { method: 'DELETE', cookie: session });
    expect(last.status).toBe(403);
    expect((await server.request('/api/people', { cookie: session })).status).toBe(200);
  });
});
