import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { CreateInvitationsResponseSchema } from '#domain/api/invitations.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { startTestServer } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { invitations, mailOutbox } from '#server/db/schema.ts';
import { SESSION_COOKIE, startSession } from '#server/auth/sessions.ts';
import { readEnv } from '#server/env.ts';

const clock = createTestClock();
const addresses = (n: number, prefix = 'person') => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.test`);

describe(`invitation limits on ${testEngine}`, () => {
  let cookie: string;
  let adminEmail: string;

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    adminEmail = admin.email;
    cookie = await signInAs(server, admin.email);
  });
  const invite = (body: unknown, as = cookie) => server.request('/api/invitations', { method: 'POST', cookie: as, body });
  const invitationCount = async () => (await database.db.select({ n: count() }).from(invitations))[0]?.n ?? 0;

  it('refuses 501 addresses in every form, with a clear message, and records nothing', async () => {
    const text = await invite({ text: addresses(501).join('\n'), role: 'employee' });
    expect(text.status).toBe(400);
    expect(ErrorResponseSchema.parse(await text.json()).error.message).toBe(
      'At most 500 addresses at a time: this list has 501. Please split it into smaller parts.',
    );
    const list = await invite({ invitations: addresses(501).map((email) => ({ email, role: 'employee' })) });
    expect(list.status).toBe(400);
    const csv = ['Email,First name,Last name,Role,Manager email', ...addresses(501).map((email) => `${email},A,B,employee,`)].join('\n');
    const imported = await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } });
    expect(imported.status).toBe(400);
    expect(ErrorResponseSchema.parse(await imported.json()).error.message).toMatch(/^At most 500 addresses at a time/);
    expect(await invitationCount()).toBe(0);
  });

  it("refuses past the organisation's daily quota, saying how many are left", async () => {
    // An operator's INVITATIONS_PER_DAY=5, through the validated configuration.
    const small = await startTestServer(database, {
      clock,
      env: { INVITATIONS_PER_DAY: readEnv({ INVITATIONS_PER_DAY: '5' }).INVITATIONS_PER_DAY },
    });
    try {
      const inviteHere = (body: unknown) => small.request('/api/invitations', { method: 'POST', cookie, body });
      expect((await inviteHere({ text: addresses(3).join('\n'), role: 'employee' })).status).toBe(200);
      const refused = await inviteHere({ text: addresses(3, 'more').join('\n'), role: 'employee' });
      expect(refused.status).toBe(429);
      expect(ErrorResponseSchema.parse(await refused.json()).error.message).toMatch(
        /^Your organisation can send 5 invitations a day and has 2 left\./,
      );
      expect(await invitationCount()).toBe(3);
      // Two still fit; the next day the quota is whole again.
      expect((await inviteHere({ text: addresses(2, 'fit').join('\n'), role: 'employee' })).status).toBe(200);
      clock.advance(24 * 60 * 60_000 + 1000);
      cookie = await signInAs(small, adminEmail);
      expect((await inviteHere({ text: addresses(5, 'tomorrow').join('\n'), role: 'employee' })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('keeps answering /api/health while 500 invitations are recorded and mailed', async () => {
    // Responsiveness is shown by order, not by timing (speed belongs in bench/): health
    // answers while the e-mails are still being queued.
    const health = async () => ({ status: (await server.request('/api/health')).status, mailing: !mailed });
    let mailed = false;
    let settled = false;
    const invited = invite({ text: addresses(500).join('\n'), role: 'employee' }).finally(() => (settled = true));
    const duringRequest = await health();
    const response = await invited;
    expect(response.status).toBe(200);
    expect(CreateInvitationsResponseSchema.parse(await response.json()).sent).toBe(500);
    expect(settled).toBe(true);
    expect(duringRequest.status).toBe(200);

    // The mail is queued in chunks in the background: health answers in between.
    const mailing = server.app.context.outbox.drain().then(() => (mailed = true));
    const checks = [];
    while (!mailed) checks.push(await health());
    await mailing;
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((check) => check.status === 200)).toBe(true);
    expect(checks.some((check) => check.mailing)).toBe(true);
    const [queued] = await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, 'invitation'));
    expect(queued?.n).toBe(500);
  }, 60_000);

  it('refuses an administrator whose email address is not verified', async () => {
    const unverified = await createMember(database.db, { role: 'organisation_admin', verified: false });
    const session = await startSession(database.db, clock, unverified.id, undefined);
    const refused = await invite({ text: 'someone@example.test', role: 'employee' }, `${SESSION_COOKIE}=${session.token}`);
    expect(refused.status).toBe(403);
    expect(ErrorResponseSchema.parse(await refused.json()).error.message).toMatch(
      /^Please verify your email address before inviting people/,
    );
    expect(await invitationCount()).toBe(0);
  });
});
