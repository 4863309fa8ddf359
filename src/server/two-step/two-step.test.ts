import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { EnrolmentStartSchema, RecoveryCodesResponseSchema, TwoStepStatusSchema } from '#domain/api/two-step.ts';
import { twoStepMessages } from '#domain/messages.ts';
import { authenticatorSecretOf, createMember, GOOD_PASSWORD, pendingSignInCookieFrom, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { findSecrets, readStoredText } from '#tests/secret-scan.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';
import { ACCOUNT_FREE_ATTEMPTS } from '#server/rate-limit/sign-in-backoff.ts';
import { codeAt } from './totp.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const clock = createTestClock();
const STEP_MS = 30_000;

describe(`two-step sign-in on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const post = (path: string, body: unknown, cookie?: string) =>
    server.request(path, { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const codeNow = (secret: string, offsetMs = 0) => codeAt(secret, new Date(clock.now().getTime() + offsetMs));
  const auditActions = async (userId: string) =>
    (await database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.userId, userId))).map(
      (row) => row.action,
    );

  /** Enrols through the API as the signed-in person: the secret and the recovery codes shown. */
  async function enrol(cookie: string, password = GOOD_PASSWORD) {
    const started = EnrolmentStartSchema.parse(await (await post('/api/two-step/enrolment', {}, cookie)).json());
    const confirmed = await post('/api/two-step/enrolment/confirm', { password, code: codeNow(started.manualKey) }, cookie);
    expect(confirmed.status).toBe(200);
    return { secret: started.manualKey, started, recoveryCodes: RecoveryCodesResponseSchema.parse(await confirmed.json()).recoveryCodes };
  }

  /** The password step: answers that a code is due and hands out the pending cookie only. */
  async function passwordStep(email: string) {
    const response = await post('/api/session', { email, password: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ secondStepRequired: true });
    expect(() => sessionCookieFrom(response)).toThrow('no session cookie');
    return pendingSignInCookieFrom(response);
  }

  it('enrols with a QR code and a manual key, confirmed by a first code, and shows ten recovery codes once', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const started = EnrolmentStartSchema.parse(await (await post('/api/two-step/enrolment', {}, cookie)).json());
    expect(started.manualKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(
      `otpauth://totp/CultureLens:${encodeURIComponent(member.email)}?issuer=CultureLens&secret=${started.manualKey}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(started.qrCode.rows).toHaveLength(started.qrCode.size);

    const wrong = await post(
      '/api/two-step/enrolment/confirm',
      { password: GOOD_PASSWORD, code: codeNow(started.manualKey, 5 * STEP_MS) },
      cookie,
    );
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe(inSourceLanguage(twoStepMessages.wrongCode));
    // A borrowed session without the password cannot tie the account to another phone.
    const withoutPassword = await post(
      '/api/two-step/enrolment/confirm',
      { password: 'not the password', code: codeNow(started.manualKey) },
      cookie,
    );
    expect(withoutPassword.status).toBe(401);
    expect((await errorOf(withoutPassword)).message).toBe(inSourceLanguage(twoStepMessages.wrongPassword));
    expect(TwoStepStatusSchema.parse(await (await server.request('/api/two-step', { cookie })).json()).enabled).toBe(false);

    const confirmed = await post('/api/two-step/enrolment/confirm', { password: GOOD_PASSWORD, code: codeNow(started.manualKey) }, cookie);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(await confirmed.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);

    expect(await (await server.request('/api/two-step', { cookie })).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // Never again: starting over is refused, and nothing answers the secret.
    const again = await post('/api/two-step/enrolment', {}, cookie);
    expect(again.status).toBe(409);
    expect(JSON.stringify(await (await server.request('/api/session', { cookie })).json())).not.toContain(started.manualKey);
    expect(await auditActions(member.id)).toContain('TWO_STEP_ENABLED');
  });

  it('signs in with the password and then a current code; no session starts before the code', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));
    const pending = await passwordStep(member.email);
    // The pending cookie is not a session.
    expect(SessionResponseSchema.parse(await (await server.request('/api/session', { cookie: pending })).json()).user).toBeNull();
    expect((await server.request('/api/consent', { cookie: pending })).status).toBe(401);

    clock.advance(STEP_MS);
    const response = await post('/api/session/second-step', { code: codeNow(secret) }, pending);
    expect(response.status).toBe(200);
    expect(SessionResponseSchema.parse(await response.json()).user).toMatchObject({ email: member.email, twoStepEnabled: true });
    const session = SessionResponseSchema.parse(
      await (await server.request('/api/session', { cookie: sessionCookieFrom(response) })).json(),
    );
    expect(session.user?.id).toBe(member.id);
  });

  it('refuses a wrong code, then slows the account and network down; a right password does not reset the count', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));
    clock.advance(STEP_MS);
    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const pending = await passwordStep(member.email);
      const response = await post('/api/session/second-step', { code: wrongCode }, pending);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).message).toBe(inSourceLanguage(twoStepMessages.wrongCode));
    }
    const pending = await passwordStep(member.email);
    const limited = await post('/api/session/second-step', { code: codeNow(secret) }, pending);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    clock.advance(61_000);
    expect((await post('/api/session/second-step', { code: codeNow(secret) }, pending)).status).toBe(200);
  });

  it('slows wrong codes per account from however many networks they come, the right code too, until the wait is over', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));
    clock.advance(STEP_MS);
    const pending = await passwordStep(member.email);
    const codeFrom = (ip: string, code: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/session/second-step',
        payload: { code },
        remoteAddress: ip,
        headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl, cookie: pending },
      });
    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    // Forty wrong codes from eight networks, five each: no (account, network) pair ever waits.
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await codeFrom(`198.51.100.${1 + (i % 8)}`, wrongCode)).statusCode);
    expect(statuses.slice(0, ACCOUNT_FREE_ATTEMPTS)).toEqual(Array.from({ length: ACCOUNT_FREE_ATTEMPTS }, () => 401));
    expect(new Set(statuses.slice(ACCOUNT_FREE_ATTEMPTS))).toEqual(new Set([429]));
    // A ninth network waits as well, with the right code.
    const limited = await codeFrom('203.0.113.9', codeNow(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    expect((await codeFrom('203.0.113.9', codeNow(secret))).statusCode).toBe(200);
    // The right code starts the account's count afresh.
    const again = await passwordStep(member.email);
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/api/session/second-step',
      payload: { code: wrongCode },
      remoteAddress: '198.51.100.200',
      headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl, cookie: again },
    });
    expect(fresh.statusCode).toBe(401);
  });

  it('refuses a code used once already, and a code of an earlier step after a later one', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));
    clock.advance(STEP_MS);
    const code = codeNow(secret);
    expect((await post('/api/session/second-step', { code }, await passwordStep(member.email))).status).toBe(200);

    const replay = await post('/api/session/second-step', { code }, await passwordStep(member.email));
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).message).toBe(inSourceLanguage(twoStepMessages.wrongCode));

    // The next step's code works; the previous step's, still inside the window, no longer does.
    clock.advance(STEP_MS);
    expect((await post('/api/session/second-step', { code: codeNow(secret) }, await passwordStep(member.email))).status).toBe(200);
    expect((await post('/api/session/second-step', { code: codeNow(secret, -STEP_MS) }, await passwordStep(member.email))).status).toBe(
      401,
    );
  });

  it('takes a recovery code instead of a code, once', async () => {
    const member = await createMember(database.db);
    const { recoveryCodes } = await enrol(await signInAs(server, member.email));
    const [first] = recoveryCodes;
    if (!first) throw new Error('no recovery code');
    // Typed in capitals without hyphens, as people do.
    const used = await post(
      '/api/session/second-step',
      { code: first.replaceAll('-', '').toUpperCase() },
      await passwordStep(member.email),
    );
    expect(used.status).toBe(200);
    const again = await post('/api/session/second-step', { code: first }, await passwordStep(member.email));
    expect(again.status).toBe(401);

    const cookie = sessionCookieFrom(used);
    expect(TwoStepStatusSchema.parse(await (await server.request('/api/two-step', { cookie })).json()).recoveryCodesLeft).toBe(9);
    expect(await auditActions(member.id)).toContain('TWO_STEP_RECOVERY_CODE_USED');
  });

  it('lets a pending sign-in live five minutes and start one session only', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));

    const expiring = await passwordStep(member.email);
    clock.advance(5 * 60_000 + 1);
    const late = await post('/api/session/second-step', { code: codeNow(secret) }, expiring);
    expect(late.status).toBe(401);
    expect((await errorOf(late)).message).toBe(inSourceLanguage(twoStepMessages.signInExpired));

    const pending = await passwordStep(member.email);
    expect((await post('/api/session/second-step', { code: codeNow(secret) }, pending)).status).toBe(200);
    clock.advance(STEP_MS);
    const reused = await post('/api/session/second-step', { code: codeNow(secret) }, pending);
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).message).toBe(inSourceLanguage(twoStepMessages.signInExpired));
    // Without any pending cookie there is nothing to complete.
    expect((await post('/api/session/second-step', { code: codeNow(secret, STEP_MS) })).status).toBe(401);
  });

  it('refuses an administrator without a second factor everywhere but setting one up, then lets them in', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', twoStep: false });
    const response = await post('/api/session', { email: admin.email, password: GOOD_PASSWORD });
    const cookie = sessionCookieFrom(response);
    expect(SessionResponseSchema.parse(await response.json()).user).toMatchObject({ role: 'organisation_admin', twoStepEnabled: false });

    for (const path of ['/api/people', '/api/assessments', '/api/consent', '/api/results', '/api/export']) {
      const refused = await server.request(path, { cookie });
      expect(refused.status, path).toBe(403);
      expect(await errorOf(refused), path).toEqual({ code: 'two_step_required', message: 'Set up two-step sign-in to continue.' });
    }
    const invite = await post('/api/invitations', { invitations: [{ email: 'x@example.test', role: 'employee' }] }, cookie);
    expect(invite.status).toBe(403);
    expect((await errorOf(invite)).code).toBe('two_step_required');
    expect((await server.request('/api/session', { cookie })).status).toBe(200);
    expect(TwoStepStatusSchema.parse(await (await server.request('/api/two-step', { cookie })).json())).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    await enrol(cookie);
    expect((await server.request('/api/people', { cookie })).status).toBe(200);
    // And an administrator may not turn it off.
    const off = await post('/api/two-step/disable', { password: GOOD_PASSWORD, code: '000000' }, cookie);
    expect(off.status).toBe(403);
    expect((await errorOf(off)).message).toBe(inSourceLanguage(twoStepMessages.requiredForAdministrators));
  });

  it('gives the administrator who creates an organisation a session that reaches only enrolment', async () => {
    const created = await post('/api/organisations', {
      organisationName: 'Northwind Two-Step',
      adminFirstName: 'Nancy',
      adminLastName: 'Davolio',
      adminEmail: 'nancy@northwind-two-step.test',
      adminPassword: 'a long and unusual passphrase',
      confirmPassword: 'a long and unusual passphrase',
    });
    expect(created.status).toBe(202);
    const token = new URL((await server.lastMailTo('nancy@northwind-two-step.test'))?.link ?? 'http://x').searchParams.get('token');
    const confirmed = await post('/api/organisations/confirm', { token, password: 'a long and unusual passphrase' });
    expect(confirmed.status).toBe(201);
    const cookie = sessionCookieFrom(confirmed);
    expect((await errorOf(await server.request('/api/people', { cookie }))).code).toBe('two_step_required');
    await enrol(cookie, 'a long and unusual passphrase');
    expect((await server.request('/api/people', { cookie })).status).toBe(200);
  });

  it('still asks for the code after a password reset by e-mailed link, and ends sign-ins waiting for one', async () => {
    const member = await createMember(database.db);
    const { secret } = await enrol(await signInAs(server, member.email));
    const waitingBeforeReset = await passwordStep(member.email);
    await post('/api/accounts/forgot-password', { email: member.email });
    const token = new URL((await server.lastMailTo(member.email))?.link ?? 'http://x').searchParams.get('token');
    const newPassword = 'a brand new passphrase';
    expect((await post('/api/accounts/reset-password', { token, password: newPassword, confirmPassword: newPassword })).status).toBe(200);

    // A sign-in that was waiting for its code with the old password is over.
    clock.advance(STEP_MS);
    expect((await post('/api/session/second-step', { code: codeNow(secret) }, waitingBeforeReset)).status).toBe(401);

    const response = await post('/api/session', { email: member.email, password: newPassword });
    expect(await response.json()).toEqual({ secondStepRequired: true });
    expect(() => sessionCookieFrom(response)).toThrow('no session cookie');
    clock.advance(STEP_MS);
    expect((await post('/api/session/second-step', { code: codeNow(secret) }, pendingSignInCookieFrom(response))).status).toBe(200);
  });

  it('keeps no readable secret or recovery code in the database', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const { secret, recoveryCodes } = await enrol(cookie);
    const factoryAdmin = await createMember(database.db, { role: 'organisation_admin' });
    const factorySecret = authenticatorSecretOf(factoryAdmin.email);
    if (!factorySecret) throw new Error('the factory enrolled no factor');
    const pending = await passwordStep(member.email);
    const stored = await readStoredText(database.db);
    const plainCodes = recoveryCodes.flatMap((code) => [code, code.replaceAll('-', '')]);
    // The base32 secret, in either case, and the recovery codes, in either spelling.
    const secrets = [secret, secret.toLowerCase(), factorySecret, ...plainCodes, pending.split('=')[1] ?? ''];
    expect(findSecrets(stored, secrets)).toEqual([]);
    // It is there, sealed.
    expect(
      stored.some((value) => value.table === 'second_factors' && value.column === 'sealed_secret' && value.value.startsWith('v1.')),
    ).toBe(true);
  });

  it('regenerates recovery codes and turns off only with the password and a current code', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    const { secret, recoveryCodes: oldCodes } = await enrol(cookie);
    clock.advance(STEP_MS);

    const wrongPassword = await post('/api/two-step/recovery-codes', { password: 'not the password', code: codeNow(secret) }, cookie);
    expect(wrongPassword.status).toBe(401);
    expect((await errorOf(wrongPassword)).message).toBe(inSourceLanguage(twoStepMessages.wrongPassword));
    const wrongCode = await post('/api/two-step/recovery-codes', { password: GOOD_PASSWORD, code: codeNow(secret, 10 * STEP_MS) }, cookie);
    expect(wrongCode.status).toBe(401);

    const regenerated = await post('/api/two-step/recovery-codes', { password: GOOD_PASSWORD, code: codeNow(secret) }, cookie);
    expect(regenerated.status).toBe(200);
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(await regenerated.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(oldCodes[0]);
    expect((await post('/api/session/second-step', { code: oldCodes[0] }, await passwordStep(member.email))).status).toBe(401);

    clock.advance(STEP_MS);
    expect((await post('/api/two-step/disable', { password: 'not the password', code: codeNow(secret) }, cookie)).status).toBe(401);
    const off = await post('/api/two-step/disable', { password: GOOD_PASSWORD, code: codeNow(secret) }, cookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // Signing in is one step again.
    const signedIn = await post('/api/session', { email: member.email, password: GOOD_PASSWORD });
    expect(SessionResponseSchema.parse(await signedIn.json()).user?.id).toBe(member.id);

    const actions = await auditActions(member.id);
    expect(actions).toEqual(expect.arrayContaining(['TWO_STEP_ENABLED', 'TWO_STEP_RECOVERY_CODES_REGENERATED', 'TWO_STEP_DISABLED']));
    const disabled = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member.id), eq(auditEvents.action, 'TWO_STEP_DISABLED')));
    expect(disabled[0]?.organisationId).toBe(member.organisationId);
  });
});
