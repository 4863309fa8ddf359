import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { passkeyMessages } from '#domain/messages.ts';
import { createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { addPasskey, cookies, startCeremony, testAuthenticator } from '#tests/passkeys.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';
import type { SoftwareAuthenticator } from '#tests/software-authenticator.ts';

const clock = createTestClock();

/** Attacks on the ceremonies: each answer here is refused, and no session starts. */
describe(`passkey attacks on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(() => clock.set(new Date()));

  const post = (path: string, body: unknown, cookie?: string) =>
    server.request(path, { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const expectRefused = async (response: Response, message = passkeyMessages.notAccepted, status = 401) => {
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie().some((value) => /culturelens_session=[^;]/.test(value))).toBe(false);
    expect((await errorOf(response)).message).toBe(inSourceLanguage(message));
  };

  /** A person with one passkey, and their authenticator. */
  async function personWithPasskey(role: 'employee' | 'organisation_admin' = 'employee') {
    const person = await createMember(database.db, { role, twoStep: false });
    const authenticator = testAuthenticator();
    await addPasskey(server, await signInAs(server, person.email), authenticator);
    return { person, authenticator };
  }

  const signInWith = async (authenticator: SoftwareAuthenticator, overrides: Parameters<SoftwareAuthenticator['assert']>[2] = {}) => {
    const started = await startCeremony(server, '/api/session/passkey/options');
    return post('/api/session/passkey', { response: authenticator.assert(started.options, undefined, overrides) }, started.cookie);
  };

  it('refuses a replayed assertion, even sent again at once', async () => {
    const { authenticator } = await personWithPasskey();
    const started = await startCeremony(server, '/api/session/passkey/options');
    const assertion = authenticator.assert(started.options);
    expect((await post('/api/session/passkey', { response: assertion }, started.cookie)).status).toBe(200);
    await expectRefused(await post('/api/session/passkey', { response: assertion }, started.cookie), passkeyMessages.expired);
    // With a fresh challenge of its own, the old answer does not sign it.
    const fresh = await startCeremony(server, '/api/session/passkey/options');
    await expectRefused(await post('/api/session/passkey', { response: assertion }, fresh.cookie));
  });

  it('refuses a challenge used once already, signed again by the right authenticator', async () => {
    const { authenticator } = await personWithPasskey();
    const started = await startCeremony(server, '/api/session/passkey/options');
    expect((await post('/api/session/passkey', { response: authenticator.assert(started.options) }, started.cookie)).status).toBe(200);
    await expectRefused(
      await post('/api/session/passkey', { response: authenticator.assert(started.options) }, started.cookie),
      passkeyMessages.expired,
    );
  });

  it('refuses an expired challenge, and one of another ceremony', async () => {
    const { authenticator } = await personWithPasskey();
    const started = await startCeremony(server, '/api/session/passkey/options');
    clock.advance(2 * 60_000 + 1);
    await expectRefused(
      await post('/api/session/passkey', { response: authenticator.assert(started.options) }, started.cookie),
      passkeyMessages.expired,
    );
    // A sign-in's challenge does not confirm a session, nor is any challenge taken without its cookie.
    const session = await signInAs(server, (await createMember(database.db)).email);
    const signIn = await startCeremony(server, '/api/session/passkey/options');
    await expectRefused(
      await post('/api/passkeys/confirmation', { response: authenticator.assert(signIn.options) }, cookies(session, signIn.cookie)),
      passkeyMessages.expired,
      400,
    );
    const again = await startCeremony(server, '/api/session/passkey/options');
    await expectRefused(await post('/api/session/passkey', { response: authenticator.assert(again.options) }), passkeyMessages.expired);
  });

  it('refuses an answer made for another origin or another relying party', async () => {
    const { authenticator } = await personWithPasskey();
    await expectRefused(await signInWith(authenticator, { origin: 'https://culturelens.example.net' }));
    await expectRefused(await signInWith(authenticator, { origin: 'http://localhost:3001' }));
    await expectRefused(await signInWith(authenticator, { rpId: 'example.net' }));
    // The same authenticator on the right site still works: nothing above was a fault of its own.
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  it('refuses a registration made for another origin or relying party', async () => {
    const person = await createMember(database.db);
    const session = await signInAs(server, person.email);
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const started = await startCeremony(server, '/api/passkeys/registration/options', {}, session);
      const answer = testAuthenticator().register(started.options, overrides);
      await expectRefused(
        await post('/api/passkeys/registration', { name: 'Key', response: answer }, cookies(session, started.cookie)),
        passkeyMessages.notAccepted,
        400,
      );
    }
  });

  it('refuses a signature counter that did not go up (a cloned authenticator)', async () => {
    const { authenticator } = await personWithPasskey();
    expect((await signInWith(authenticator)).status).toBe(200);
    const seen = [...authenticator.credentials.values()][0]?.counter ?? 0;
    expect(seen).toBeGreaterThan(0);
    await expectRefused(await signInWith(authenticator, { counter: seen - 1 }));
    await expectRefused(await signInWith(authenticator, { counter: seen }));
    expect((await signInWith(authenticator, { counter: seen + 1 })).status).toBe(200);
  });

  it('signs in without a password only with user verification', async () => {
    const { authenticator } = await personWithPasskey();
    await expectRefused(await signInWith(authenticator, { userVerified: false }));
  });

  it('never takes another person’s passkey: not at their second step, not to confirm their session, not registered twice', async () => {
    const { authenticator: attackers } = await personWithPasskey('organisation_admin');
    const victim = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const victimSession = await signInAs(server, victim.email);
    await addPasskey(server, victimSession, testAuthenticator());

    // The victim's password is known; the attacker's own, valid passkey answers the victim's second step.
    const password = await post('/api/session', { email: victim.email, password: GOOD_PASSWORD });
    const pending = password.headers
      .getSetCookie()
      .find((value) => value.startsWith('culturelens_pending_sign_in='))
      ?.split(';')[0];
    const started = await startCeremony(server, '/api/session/second-step/passkey/options', {}, pending);
    await expectRefused(
      await post('/api/session/second-step/passkey', { response: attackers.assert(started.options) }, cookies(pending, started.cookie)),
    );

    const confirm = await startCeremony(server, '/api/passkeys/confirmation/options', {}, victimSession);
    await expectRefused(
      await post('/api/passkeys/confirmation', { response: attackers.assert(confirm.options) }, cookies(victimSession, confirm.cookie)),
      passkeyMessages.notAccepted,
      400,
    );

    // The attacker's credential offered as a new passkey of the victim's account: already on an account.
    const register = await startCeremony(server, '/api/passkeys/registration/options', {}, victimSession);
    const [credential] = attackers.credentials.values();
    const reused = attackers.register(register.options, { existing: credential?.id });
    const refused = await post(
      '/api/passkeys/registration',
      { name: 'Mine now', response: reused },
      cookies(victimSession, register.cookie),
    );
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(inSourceLanguage(passkeyMessages.alreadyAdded));
  });
});
