import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { getTestDatabase, resetDatabase, testEngine } from '#tests/db.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { hitRateLimit, rateLimits } from './limiter.ts';

const clock = createTestClock();
const { limit: perAddress, windowMs } = rateLimits.signInPerAddress;

describe(`rate limits on ${testEngine}`, () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await getTestDatabase();
    server = await startTestServer(database, { clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetDatabase(database);
    clock.set(new Date());
  });

  const attempt = (email: string) => server.request('/api/session', { method: 'POST', body: { email, password: 'wrong password' } });

  it(`refuses sign-in attempt ${perAddress + 1} for one address with 429 and Retry-After, and records it once`, async () => {
    const member = await createMember(database.db);
    for (let i = 0; i < perAddress; i += 1) expect((await attempt(member.email)).status).toBe(401);
    const refused = await attempt(member.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await refused.json()).error).toMatchObject({ code: 'rate_limited', message: rateLimits.signInPerAddress.message });
    await attempt(member.email);

    const events = await database.db.select().from(auditEvents);
    expect(events.map((event) => event.action)).toEqual(['SIGN_IN_RATE_LIMITED']);
    expect(events[0]?.userId).toBe(member.id);
    // Another address from the same client is not affected by this address's limit.
    expect((await attempt('someone-else@example.test')).status).toBe(401);
  });

  it('counts exactly when the attempts arrive all at once', async () => {
    const responses = await Promise.all(Array.from({ length: perAddress + 3 }, () => attempt('concurrent@example.test')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('opens a new window when the old one has passed', async () => {
    for (let i = 0; i <= perAddress; i += 1) await attempt('patient@example.test');
    expect((await attempt('patient@example.test')).status).toBe(429);
    clock.advance(windowMs + 1);
    expect((await attempt('patient@example.test')).status).toBe(401);
  });

  it('limits registrations per client', async () => {
    const { limit } = rateLimits.registerPerClient;
    const register = (i: number) =>
      server.request('/api/accounts', {
        method: 'POST',
        body: { firstName: 'A', lastName: 'B', email: `person${i}@example.test`, password: 'long enough pass', confirmPassword: 'long enough pass' },
      });
    for (let i = 0; i < limit; i += 1) expect((await register(i)).status).toBe(201);
    expect((await register(limit)).status).toBe(429);
  });

  it('limits reset and verification e-mails per address', async () => {
    const { limit } = rateLimits.emailLinkPerAddress;
    for (let i = 0; i < limit; i += 1) {
      expect((await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: 'target@example.test' } })).status).toBe(202);
    }
    const refused = await server.request('/api/accounts/resend-verification', { method: 'POST', body: { email: 'target@example.test' } });
    expect(refused.status).toBe(429);
  });

  it('keeps counts apart per rule and subject', async () => {
    const a = await hitRateLimit(database.db, clock, rateLimits.signInPerAddress, 'x@example.test');
    const b = await hitRateLimit(database.db, clock, rateLimits.signInPerClient, 'x@example.test');
    const c = await hitRateLimit(database.db, clock, rateLimits.signInPerAddress, 'X@example.test');
    expect([a.hits, b.hits, c.hits]).toEqual([1, 1, 2]);
  });
});
