import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';
import { EMAIL_TOKEN_LIFETIME_MS } from './email-tokens.ts';

const clock = createTestClock();
const NEW_PASSWORD = 'a brand new passphrase';

describe(`password reset on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const forgot = (email: string) => server.request('/api/accounts/forgot-password', { method: 'POST', body: { email } });
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    server.request('/api/accounts/reset-password', { method: 'POST', body: { token, password, confirmPassword } });
  const tokenIn = async (email: string) => new URL((await server.lastMailTo(email))?.link ?? 'http://x').searchParams.get('token') ?? '';

  it('mails a link; the new password works, the old one and every old session do not', async () => {
    const member = await createMember(database.db);
    const cookie = await signInAs(server, member.email);
    expect((await forgot(member.email)).status).toBe(202);
    const mail = await server.lastMailTo(member.email);
    expect(mail?.subject).toBe('Reset your CultureLens password');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    const response = await reset(await tokenIn(member.email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reset: true });

    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect(session.user).toBeNull();
    expect(
      (await server.request('/api/session', { method: 'POST', body: { email: member.email, password: 'correct horse battery' } })).status,
    ).toBe(401);
    await signInAs(server, member.email, NEW_PASSWORD);
    const actions = (await database.db.select().from(auditEvents)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET']));
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await forgot('nobody@example.test');
    expect(response.status).toBe(202);
    expect(await server.lastMailTo('nobody@example.test')).toBeUndefined();
  });

  it('refuses a used, an expired, and a superseded link', async () => {
    const member = await createMember(database.db);
    await forgot(member.email);
    const older = await tokenIn(member.email);
    await forgot(member.email);
    const newer = await tokenIn(member.email);
    expect((await reset(newer)).status).toBe(200);
    expect(ErrorResponseSchema.parse(await (await reset(newer)).json()).error.code).toBe('invalid_token');
    expect((await reset(older)).status).toBe(400);

    await forgot(member.email);
    const late = await tokenIn(member.email);
    clock.advance(EMAIL_TOKEN_LIFETIME_MS.reset_password + 1);
    expect((await reset(late)).status).toBe(400);
  });

  it('validates the new password before using up the link', async () => {
    const member = await createMember(database.db);
    await forgot(member.email);
    const token = await tokenIn(member.email);
    const mismatch = await reset(token, NEW_PASSWORD, 'something else');
    expect(mismatch.status).toBe(400);
    expect(ErrorResponseSchema.parse(await mismatch.json()).error.issues?.[0]?.message).toBe('Passwords do not match. Please try again.');
    expect((await reset(token)).status).toBe(200);
  });

  /** A POST from the network `ip`, as a page of the app would send it. */
  const postFrom = (ip: string, url: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl },
    });

  it("is not starved by registrations: a stranger registering the owner's address from several networks leaves the owner's reset alone", async () => {
    const member = await createMember(database.db);
    const password = 'a stranger’s long password';
    for (let i = 1; i <= 6; i += 1) {
      const registered = await postFrom(`203.0.113.${i}`, '/api/accounts', {
        firstName: 'S',
        lastName: 'T',
        email: member.email,
        password,
        confirmPassword: password,
      });
      expect(registered.statusCode).toBe(201);
    }
    clock.advance(1000);
    const asked = await forgot(member.email);
    expect(asked.status).toBe(202);
    expect((await server.lastMailTo(member.email))?.subject).toBe('Reset your CultureLens password');
    expect((await reset(await tokenIn(member.email))).status).toBe(200);
  });

  it("answers 202 once strangers have spent the address's reset budget, and the owner's inbox still holds a working link", async () => {
    const member = await createMember(database.db);
    for (let i = 1; i <= 5; i += 1)
      expect((await postFrom(`198.51.100.${i}`, '/api/accounts/forgot-password', { email: member.email })).statusCode).toBe(202);
    clock.advance(50 * 60_000);
    const owners = await forgot(member.email);
    expect(owners.status).toBe(202);
    expect(await owners.json()).toEqual({ accepted: true });
    // Nothing new went out, but the newest link the strangers had sent to the owner still works.
    expect((await reset(await tokenIn(member.email))).status).toBe(200);
  });

  it('verifies the address of an unverified person who resets their password', async () => {
    const member = await createMember(database.db, { verified: false });
    await forgot(member.email);
    await reset(await tokenIn(member.email));
    await signInAs(server, member.email, NEW_PASSWORD);
  });
});
