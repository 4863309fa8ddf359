import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember, GOOD_PASSWORD } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, invitations, mailOutbox } from '#server/db/schema.ts';
import { issueEmailToken } from '#server/accounts/email-tokens.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { databaseStore } from './database-store.ts';
import { hitRateLimit, rateLimits } from './limiter.ts';
import { ACCOUNT_FREE_ATTEMPTS, FREE_ATTEMPTS } from './sign-in-backoff.ts';

const clock = createTestClock();
const MINUTE = 60_000;

describe(`rate limits on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  /** A POST as a page served by the app would send it, from the network `ip`. */
  const post = (ip: string, url: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl },
    });
  const signIn = (ip: string, email: string, password: string, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email, password },
      remoteAddress: ip,
      headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
    });
  /** The device cookie a sign-in set, as a Cookie header value. */
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = response.cookies.find((candidate) => /^(__Host-)?culturelens_device$/.test(candidate.name));
    if (!cookie) throw new Error('the sign-in set no device cookie');
    return `${cookie.name}=${cookie.value}`;
  };

  it('a wrong password 20 times from one network does not stop the right password from another', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    for (let i = 0; i < 20; i += 1) expect([401, 429]).toContain((await signIn('203.0.113.7', admin.email, 'wrong password')).statusCode);
    expect((await signIn('203.0.113.7', admin.email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await signIn('198.51.100.20', admin.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('makes a (account, network) pair wait longer after each failure, and says how long', async () => {
    const member = await createMember(database.db);
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) expect((await signIn('10.0.0.1', member.email, 'wrong password')).statusCode).toBe(401);
    const first = await signIn('10.0.0.1', member.email, 'wrong password');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(60);
    expect(ErrorResponseSchema.parse(first.json()).error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Try again in 1 minute.',
    });

    clock.advance(MINUTE + 1000);
    expect((await signIn('10.0.0.1', member.email, 'wrong password')).statusCode).toBe(401);
    const second = await signIn('10.0.0.1', member.email, 'wrong password');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(120);

    clock.advance(2 * MINUTE + 1000);
    expect((await signIn('10.0.0.1', member.email, 'wrong password')).statusCode).toBe(401);
    expect(Number((await signIn('10.0.0.1', member.email, 'wrong password')).headers['retry-after'])).toBe(240);

    // Other pairs are untouched: the same account elsewhere, another account from here.
    expect((await signIn('10.0.0.2', member.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn('10.0.0.1', 'someone-else@example.test', 'wrong password')).statusCode).toBe(401);
    // Recorded once for the pair, when the waiting began.
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'SIGN_IN_RATE_LIMITED'));
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(member.id);
  });

  it('forgets the failures of a pair once its password is right', async () => {
    const member = await createMember(database.db);
    for (let i = 0; i < FREE_ATTEMPTS - 1; i += 1) await signIn('10.0.0.1', member.email, 'wrong password');
    expect((await signIn('10.0.0.1', member.email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) expect((await signIn('10.0.0.1', member.email, 'wrong password')).statusCode).toBe(401);
  });

  it('counts every address of one IPv6 /64 as one network, for sign-in and registration alike', async () => {
    const member = await createMember(database.db);
    // A host given 2001:db8:1:2::/64 may use any of its 2^64 addresses.
    for (let i = 1; i <= FREE_ATTEMPTS; i += 1)
      expect((await signIn(`2001:db8:1:2::${i}`, member.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn('2001:db8:1:2:ffff:ffff:ffff:ffff', member.email, 'wrong password')).statusCode).toBe(429);
    // The next /64 is another network.
    expect((await signIn('2001:db8:1:3::1', member.email, GOOD_PASSWORD)).statusCode).toBe(200);

    const { limit } = rateLimits.registerPerClient;
    const register = (ip: string, i: number) =>
      post(ip, '/api/accounts', {
        firstName: 'A',
        lastName: 'B',
        email: `v6-${i}@example.test`,
        password: 'long enough pass',
        confirmPassword: 'long enough pass',
      });
    for (let i = 0; i < limit; i += 1) expect((await register(`2001:db8:9:9::${i.toString(16)}:1`, i)).statusCode).toBe(201);
    expect((await register('2001:db8:9:9:abcd::1', limit)).statusCode).toBe(429);
  });

  it('slows wrong passwords per account across networks, but never in a browser the person has signed in with', async () => {
    const member = await createMember(database.db);
    const other = await createMember(database.db);
    const own = await signIn('192.0.2.10', member.email, GOOD_PASSWORD);
    expect(own.statusCode).toBe(200);
    const others = await signIn('192.0.2.11', other.email, GOOD_PASSWORD);

    // A stranger guesses from a new network each time: no pair ever waits, the account does.
    for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i += 1)
      expect((await signIn(`10.9.${i}.1`, member.email, 'wrong password')).statusCode).toBe(401);
    const paused = await signIn('10.9.200.1', member.email, 'wrong password');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBe(60);
    const [ownBrowser, othersBrowser] = [deviceCookieOf(own), deviceCookieOf(others)];
    // A browser that has not signed in to this account waits too, whatever it holds: even the right password.
    expect((await signIn('10.9.201.1', member.email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await signIn('10.9.202.1', member.email, GOOD_PASSWORD, othersBrowser)).statusCode).toBe(429);
    // The person's own browser is not slowed, from any network, and still needs the password.
    expect((await signIn('198.51.100.77', member.email, 'wrong password', ownBrowser)).statusCode).toBe(401);
    expect((await signIn('198.51.100.77', member.email, GOOD_PASSWORD, ownBrowser)).statusCode).toBe(200);
    // Another account is untouched.
    expect((await signIn('10.9.203.1', other.email, GOOD_PASSWORD)).statusCode).toBe(200);

    // The wait grows with each failure let through, as for a pair.
    clock.advance(MINUTE + 1000);
    expect((await signIn('10.9.204.1', member.email, 'wrong password')).statusCode).toBe(401);
    expect(Number((await signIn('10.9.205.1', member.email, 'wrong password')).headers['retry-after'])).toBe(120);

    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'SIGN_IN_RATE_LIMITED'));
    expect(events.filter((event) => event.userId === member.id).map((event) => event.details)).toEqual([
      { client: '10.9.9.1', across_networks: true },
    ]);
  });

  it('counts only failures against the account: signing in often from new browsers never waits', async () => {
    const member = await createMember(database.db);
    for (let i = 0; i < 3 * ACCOUNT_FREE_ATTEMPTS; i += 1)
      expect((await signIn(`10.8.${i}.1`, member.email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i += 1)
      expect((await signIn(`10.7.${i}.1`, member.email, 'wrong password')).statusCode).toBe(401);
  });

  it('counts exactly when the attempts of one pair arrive all at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: FREE_ATTEMPTS + 3 }, () => signIn('10.0.0.1', 'concurrent@example.test', 'wrong password')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('lets an office of 40 people on one network redeem their links and sign in', async () => {
    const office = '192.0.2.50';
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const organisationId = admin.organisationId ?? '';
    const now = clock.now();
    const inviteTokens = Array.from({ length: 40 }, () => generateToken());
    await database.db.insert(invitations).values(
      inviteTokens.map((token, i) => ({
        organisationId,
        email: `joiner${i}@example.test`,
        role: 'employee' as const,
        tokenHash: hashToken(token),
        invitedBy: admin.id,
        createdAt: now,
        sentAt: now,
        expiresAt: new Date(now.getTime() + 14 * 24 * 60 * MINUTE),
      })),
    );
    for (const [i, token] of inviteTokens.entries()) {
      expect((await post(office, '/api/invitations/lookup', { token })).statusCode).toBe(200);
      const password = 'joining-at-last';
      const accepted = await post(office, '/api/invitations/accept', {
        token,
        firstName: 'J',
        lastName: `${i}`,
        password,
        confirmPassword: password,
      });
      expect(accepted.statusCode).toBe(200);
    }
    const unverified = await Promise.all(Array.from({ length: 40 }, () => createMember(database.db, { organisationId, verified: false })));
    for (const person of unverified) {
      const token = await issueEmailToken(database.db, clock, person.id, 'verify_email');
      expect((await post(office, '/api/accounts/verify-email', { token })).statusCode).toBe(200);
    }
    for (const person of unverified) expect((await signIn(office, person.email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 40; i += 1) expect((await signIn(office, `joiner${i}@example.test`, 'joining-at-last')).statusCode).toBe(200);
  }, 60_000);

  it('limits the use of one link, whichever network it comes from', async () => {
    const token = generateToken();
    for (let i = 0; i < 20; i += 1) expect((await post(`10.0.1.${i}`, '/api/invitations/lookup', { token })).statusCode).toBe(400);
    const refused = await post('10.0.2.1', '/api/invitations/lookup', { token });
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(refused.json()).error.message).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
    // Another link is unaffected.
    expect((await post('10.0.2.1', '/api/invitations/lookup', { token: generateToken() })).statusCode).toBe(400);
  });

  it('the database store counts exactly under concurrency and per route', async () => {
    const Store = databaseStore(database.db, clock);
    const store = new Store().child({ routeInfo: { method: 'POST', url: '/a' } });
    const other = new Store().child({ routeInfo: { method: 'POST', url: '/b' } });
    const incr = (target: InstanceType<typeof Store>) =>
      new Promise<number>((resolve, reject) =>
        target.incr(
          'key',
          (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result.current)),
          MINUTE,
        ),
      );
    const counts = await Promise.all(Array.from({ length: 25 }, () => incr(store)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await incr(other)).toBe(1);
    clock.advance(MINUTE + 1);
    expect(await incr(store)).toBe(1);
  });

  it('limits registrations per client', async () => {
    const { limit } = rateLimits.registerPerClient;
    const register = (i: number) =>
      server.request('/api/accounts', {
        method: 'POST',
        body: {
          firstName: 'A',
          lastName: 'B',
          email: `person${i}@example.test`,
          password: 'long enough pass',
          confirmPassword: 'long enough pass',
        },
      });
    for (let i = 0; i < limit; i += 1) expect((await register(i)).status).toBe(201);
    expect((await register(limit)).status).toBe(429);
  });

  it('limits reset and verification e-mails per address, each kind apart, answering 202 all the same', async () => {
    const target = await createMember(database.db, { verified: false });
    const mails = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, target.email))).map((mail) => mail.kind);
    const ask = (path: string) => server.request(path, { method: 'POST', body: { email: target.email } });
    for (let i = 0; i < rateLimits.resetMailPerAddress.limit + 3; i += 1)
      expect((await ask('/api/accounts/forgot-password')).status).toBe(202);
    expect((await mails()).filter((kind) => kind === 'reset_password')).toHaveLength(rateLimits.resetMailPerAddress.limit);
    // Resets spent nothing of the verification mail's budget.
    for (let i = 0; i < rateLimits.verificationMailPerAddress.limit + 3; i += 1)
      expect((await ask('/api/accounts/resend-verification')).status).toBe(202);
    expect((await mails()).filter((kind) => kind === 'verify_email')).toHaveLength(rateLimits.verificationMailPerAddress.limit);
    clock.advance(60 * MINUTE + 1000);
    expect((await ask('/api/accounts/forgot-password')).status).toBe(202);
    expect((await mails()).filter((kind) => kind === 'reset_password')).toHaveLength(rateLimits.resetMailPerAddress.limit + 1);
  });

  it('keeps counts apart per rule and subject', async () => {
    const a = await hitRateLimit(database.db, clock, rateLimits.resetMailPerAddress, 'x@example.test');
    const b = await hitRateLimit(database.db, clock, rateLimits.emailLinkPerClient, 'x@example.test');
    const c = await hitRateLimit(database.db, clock, rateLimits.resetMailPerAddress, 'X@example.test');
    expect([a.hits, b.hits, c.hits]).toEqual([1, 1, 2]);
  });
});
