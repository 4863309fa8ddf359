import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { AddedPasskeySchema, PasskeyListResponseSchema } from '#domain/api/passkeys.ts';
import { twoStepMessages } from '#domain/messages.ts';
import { authenticatorSecretOf, createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { codeAt } from '#server/two-step/totp.ts';
import { hasConfirmedSecondFactor } from '#server/two-step/index.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { addPasskey, cookies, startCeremony, testAuthenticator } from '#tests/passkeys.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const clock = createTestClock();

describe(`removing second factors on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(() => clock.set(new Date()));

  const post = (path: string, body: unknown, cookie: string) => server.request(path, { method: 'POST', body, cookie });
  const remove = (id: string, cookie: string) => server.request(`/api/passkeys/${id}`, { method: 'DELETE', cookie });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const registered = async (session: string, name: string) => {
    const started = await startCeremony(server, '/api/passkeys/registration/options', {}, session);
    const response = await post(
      '/api/passkeys/registration',
      { name, response: testAuthenticator().register(started.options) },
      cookies(session, started.cookie),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return AddedPasskeySchema.parse(await response.json());
  };

  it('removes a passkey only after a recent sign-in or confirmation, with the password or a passkey', async () => {
    const member = await createMember(database.db);
    const session = await signInAs(server, member.email);
    const laptop = await addPasskey(server, session, testAuthenticator(), 'Laptop');
    const phone = await addPasskey(server, session, testAuthenticator(), 'Phone');
    clock.advance(6 * 60_000);
    // A borrowed session, minutes after its sign-in, removes nothing.
    const stale = await remove(laptop, session);
    expect(stale.status).toBe(403);
    expect((await errorOf(stale)).code).toBe('confirmation_required');
    const wrong = await post('/api/passkeys/confirmation/password', { password: 'not the password' }, session);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe(inSourceLanguage(twoStepMessages.wrongPassword));
    expect((await remove(laptop, session)).status).toBe(403);

    expect((await post('/api/passkeys/confirmation/password', { password: GOOD_PASSWORD }, session)).status).toBe(200);
    const removed = await remove(laptop, session);
    expect(removed.status).toBe(200);
    expect(PasskeyListResponseSchema.parse(await removed.json()).passkeys.map((passkey) => passkey.name)).toEqual(['Phone']);
    clock.advance(6 * 60_000);
    expect((await remove(phone, session)).status).toBe(403);
  });

  it('of turning the app off and removing the last passkey at the same moment, one is refused: the administrator keeps a second factor', async () => {
    // The removal starts a little later in each round, so some round lands while turning the app off is still checking the password.
    for (const lag of [0, 5, 10, 20, 40, 80, 160]) {
      const admin = await createMember(database.db, { role: 'organisation_admin' });
      const session = await signInAs(server, admin.email);
      const passkey = await addPasskey(server, session, testAuthenticator());
      clock.advance(30_000);
      const code = codeAt(authenticatorSecretOf(admin.email) ?? '', clock.now());
      const [turnedOff, removed] = await Promise.all([
        post('/api/two-step/disable', { password: GOOD_PASSWORD, code }, session),
        new Promise<void>((resolve) => setTimeout(resolve, lag)).then(() => remove(passkey, session)),
      ]);
      expect([turnedOff.status, removed.status].sort()).toEqual([200, 403]);
      const refused = turnedOff.status === 403 ? turnedOff : removed;
      expect((await errorOf(refused)).message).toBe(inSourceLanguage(twoStepMessages.requiredForAdministrators));
      expect(await hasConfirmedSecondFactor(database.db, admin.id)).toBe(true);
    }
  });

  it('gives recovery codes with the first second factor, a passkey too; one signs in as the second step; a passkey-only person renews them', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const session = await signInAs(server, admin.email);
    const first = await registered(session, 'Laptop');
    const codes = first.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    // Only the first: a second passkey, or a passkey beside the app, comes without new codes.
    expect((await registered(session, 'Phone')).recoveryCodes).toBeUndefined();
    const appUser = await createMember(database.db, { role: 'organisation_admin' });
    expect((await registered(await signInAs(server, appUser.email), 'Key')).recoveryCodes).toBeUndefined();

    const secondStep = async (code: string) => {
      const password = await server.request('/api/session', { method: 'POST', body: { email: admin.email, password: GOOD_PASSWORD } });
      expect(await password.json()).toEqual({ secondStepRequired: true });
      const pending = password.headers
        .getSetCookie()
        .find((value) => value.startsWith('culturelens_pending_sign_in='))
        ?.split(';')[0];
      return post('/api/session/second-step', { code }, pending ?? '');
    };
    expect((await secondStep(codes[0] ?? '')).status).toBe(200);
    expect((await secondStep(codes[0] ?? '')).status).toBe(401);

    clock.advance(6 * 60_000);
    const stale = await post('/api/passkeys/recovery-codes', {}, session);
    expect((await errorOf(stale)).code).toBe('confirmation_required');
    expect((await post('/api/passkeys/confirmation/password', { password: GOOD_PASSWORD }, session)).status).toBe(200);
    const renewed = await post('/api/passkeys/recovery-codes', {}, session);
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(codes[1] ?? '')).status).toBe(401);
    expect((await secondStep(fresh[0] ?? '')).status).toBe(200);
    // Someone without a passkey renews them with the app, not here.
    const member = await createMember(database.db);
    expect((await post('/api/passkeys/recovery-codes', {}, await signInAs(server, member.email))).status).toBe(409);
  });
});
