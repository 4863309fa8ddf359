import { and, count, eq, isNull, like } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { CreateInvitationsResponseSchema, InvitationListResponseSchema, InvitationLookupResponseSchema } from '#domain/api/invitations.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { invitations, users } from '#server/db/schema.ts';

const clock = createTestClock();
const DAY = 24 * 60 * 60_000;

describe(`invitations on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  let adminCookie: string;

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
    admin = await createMember(database.db, { role: 'organisation_admin' });
    adminCookie = await signInAs(server, admin.email);
  });

  const invite = (body: unknown, cookie = adminCookie) => server.request('/api/invitations', { method: 'POST', cookie, body });
  const list = async (cookie = adminCookie) =>
    InvitationListResponseSchema.parse(await (await server.request('/api/invitations', { cookie })).json());
  const tokenFor = async (email: string) => (await server.lastMailTo(email))?.link?.split('/invite/')[1] ?? '';
  const accept = (token: string, overrides: Record<string, unknown> = {}) =>
    server.request('/api/invitations/accept', {
      method: 'POST',
      body: { token, firstName: 'Ivy', lastName: 'Invitee', password: 'joining-at-last', confirmPassword: 'joining-at-last', ...overrides },
    });

  it('lists invitations a page at a time, searched by address and filtered by status, in the server for any number of them', async () => {
    const addresses = Array.from({ length: 30 }, (_, index) => `team-${index + 1}@example.test`);
    expect((await invite({ invitations: addresses.map((email) => ({ email, role: 'employee' })) })).status).toBe(200);
    const page = async (query: string, cookie = adminCookie) => {
      const response = await server.request(`/api/invitations?${query}`, { cookie });
      expect(response.status).toBe(200);
      return InvitationListResponseSchema.parse(await response.json());
    };

    const pages = await Promise.all([1, 2, 3].map((number) => page(`pageSize=10&page=${number}`)));
    expect(pages.map((one) => [one.invitations.length, one.total, one.page, one.pageSize])).toEqual([
      [10, 30, 1, 10],
      [10, 30, 2, 10],
      [10, 30, 3, 10],
    ]);
    expect(new Set(pages.flatMap((one) => one.invitations.map((invitation) => invitation.email)))).toEqual(new Set(addresses));
    expect((await page('pageSize=10&page=4')).invitations).toEqual([]);

    // 'team-1' is in team-1 and team-10 … team-19; the search is text, so '_' and '%' match only themselves.
    expect((await page('search=TEAM-1%40')).total).toBe(1);
    expect((await page('search=team-1')).total).toBe(11);
    expect((await page('search=%25')).total).toBe(0);

    const [first] = (await page('search=team-7%40')).invitations;
    expect((await server.request(`/api/invitations/${first?.id ?? ''}/revoke`, { method: 'POST', cookie: adminCookie })).status).toBe(200);
    expect((await page('status=revoked')).invitations.map((invitation) => invitation.email)).toEqual(['team-7@example.test']);
    expect((await page('status=pending')).total).toBe(29);
    // Past the first chunk, invitation mail is queued by the delivery job, and each invitation's
    // 14 days start when its mail is queued: run the job and wait for all of it before moving the clock.
    await server.lastMailTo('team-30@example.test');
    const unsent = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(invitations)
          .where(and(like(invitations.tokenHash, 'unsent:%'), isNull(invitations.revokedAt)))
      )[0]?.n;
    await expect.poll(unsent, { timeout: 20_000 }).toBe(0);
    clock.advance(15 * DAY);
    adminCookie = await signInAs(server, admin.email); // the session ended meanwhile
    expect([(await page('status=pending')).total, (await page('status=expired')).total, (await page('status=revoked')).total]).toEqual([
      0, 29, 1,
    ]);

    // Another organisation's administrator sees none of them.
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    expect((await page('search=team', await signInAs(server, outsider.email))).total).toBe(0);

    for (const bad of ['pageSize=1000', 'page=0', 'page=two', 'status=lost']) {
      expect((await server.request(`/api/invitations?${bad}`, { cookie: adminCookie })).status, bad).toBe(400);
    }
  });

  it('invites people by e-mail with a working link, and lists them as pending', async () => {
    const response = await invite({
      invitations: [
        { email: 'ivy@example.test', role: 'employee' },
        { email: 'Max@Example.test', role: 'MANAGER' },
      ],
    });
    expect(response.status).toBe(200);
    const body = CreateInvitationsResponseSchema.parse(await response.json());
    expect(body.sent).toBe(2);
    expect(body.results.map((r) => [r.email, r.outcome])).toEqual([
      ['ivy@example.test', 'invited'],
      ['max@example.test', 'invited'],
    ]);

    const mail = await server.lastMailTo('ivy@example.test');
    expect(mail?.subject).toBe(`${admin.firstName} ${admin.lastName} invited you to join ${await organisationName()} on CultureLens`);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/);

    const { invitations: rows, total } = await list();
    expect(total).toBe(2);
    const ivy = rows.find((row) => row.email === 'ivy@example.test');
    expect(ivy).toMatchObject({
      role: 'employee',
      status: 'pending',
      invitedByName: `${admin.firstName} ${admin.lastName}`,
      acceptedAt: null,
      delivery: 'sent',
    });
    expect(new Date(ivy?.expiresAt ?? 0).getTime() - clock.now().getTime()).toBe(14 * DAY);
    expect(rows.find((row) => row.email === 'max@example.test')?.role).toBe('manager');
  });

  async function organisationName() {
    const view = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie: adminCookie })).json());
    return view.organisation?.name;
  }

  it('reports every line of bulk text: invited, invalid, duplicate, member, already invited', async () => {
    const colleague = await createMember(database.db, { organisationId: admin.organisationId, email: 'member@example.test' });
    await invite({ invitations: [{ email: 'pending@example.test', role: 'employee' }] });
    const text = ['  new@example.test  ', '', 'not-an-email', 'NEW@example.test', colleague.email, 'pending@example.test', '   '].join(
      '\n',
    );
    const body = CreateInvitationsResponseSchema.parse(await (await invite({ text, role: 'employee' })).json());
    expect(body.sent).toBe(1);
    expect(body.results.map((r) => [r.line, r.email, r.outcome])).toEqual([
      [1, 'new@example.test', 'invited'],
      [3, 'not-an-email', 'invalid'],
      [4, 'new@example.test', 'duplicate'],
      [5, 'member@example.test', 'already_member'],
      [6, 'pending@example.test', 'already_invited'],
    ]);
    expect((await database.db.select({ n: count() }).from(invitations))[0]?.n).toBe(2);
  });

  it('answers an empty list and a list without one valid address with the catalogue texts', async () => {
    const empty = ErrorResponseSchema.parse(await (await invite({ text: ' \n\n ', role: 'employee' })).json());
    expect(empty.error.message).toBe('No emails provided: Please enter at least one email address.');
    const invalid = await invite({ text: 'nope\nstill nope', role: 'employee' });
    expect(invalid.status).toBe(400);
    expect(ErrorResponseSchema.parse(await invalid.json()).error.message).toBe('No valid email addresses found');
    expect((await database.db.select({ n: count() }).from(invitations))[0]?.n).toBe(0);
  });

  it.each([
    ['an unknown role', { invitations: [{ email: 'a@example.test', role: 'captain' }] }],
    ['platform admin', { invitations: [{ email: 'a@example.test', role: 'superadmin' }] }],
    ['a missing role', { text: 'a@example.test' }],
    ['wrong types', { invitations: 'a@example.test' }],
    ['too many at once', { invitations: Array.from({ length: 501 }, (_, i) => ({ email: `p${i}@example.test`, role: 'employee' })) }],
  ])('rejects %s with 400 and invites nobody', async (_label, body) => {
    const response = await invite(body);
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('validation_failed');
    expect((await database.db.select({ n: count() }).from(invitations))[0]?.n).toBe(0);
  });

  it('lets only organisation administrators invite, list, resend and revoke', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const [row] = await database.db.select().from(invitations);
    for (const role of ['employee', 'manager'] as const) {
      const person = await createMember(database.db, { role, organisationId: admin.organisationId });
      const cookie = await signInAs(server, person.email);
      const refused = await invite({ invitations: [{ email: 'x@example.test', role: 'employee' }] }, cookie);
      expect(refused.status).toBe(403);
      expect(ErrorResponseSchema.parse(await refused.json()).error.message).toBe("You don't have permission to invite employees.");
      expect((await server.request('/api/invitations', { cookie })).status).toBe(403);
      expect((await server.request(`/api/invitations/${row?.id}/revoke`, { method: 'POST', cookie })).status).toBe(403);
    }
    expect((await server.request('/api/invitations')).status).toBe(401);
    expect((await invite({ invitations: [{ email: 'x@example.test', role: 'employee' }] }, '')).status).toBe(401);
  });

  it("answers 404 to another organisation's administrator, who cannot see, resend or revoke", async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const [row] = await database.db.select().from(invitations);
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, outsider.email);
    expect((await list(cookie)).invitations).toEqual([]);
    expect((await server.request(`/api/invitations/${row?.id}/resend`, { method: 'POST', cookie })).status).toBe(404);
    expect((await server.request(`/api/invitations/${row?.id}/revoke`, { method: 'POST', cookie })).status).toBe(404);
    const [after] = await database.db.select().from(invitations);
    expect(after?.revokedAt).toBeNull();
    expect((await server.request('/api/invitations/not-a-uuid/revoke', { method: 'POST', cookie })).status).toBe(400);
  });

  it('accepts an invitation once: account in the organisation with the role, verified, signed in', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'manager' }] });
    const token = await tokenFor('ivy@example.test');
    const lookup = InvitationLookupResponseSchema.parse(
      await (await server.request('/api/invitations/lookup', { method: 'POST', body: { token } })).json(),
    );
    expect(lookup).toMatchObject({ email: 'ivy@example.test', role: 'manager', status: 'pending' });

    const response = await accept(token);
    expect(response.status).toBe(200);
    const session = SessionResponseSchema.parse(
      await (await server.request('/api/session', { cookie: sessionCookieFrom(response) })).json(),
    );
    expect(session.user).toMatchObject({
      email: 'ivy@example.test',
      role: 'manager',
      emailVerified: true,
      organisationId: admin.organisationId,
      consentedAt: null,
    });

    const reused = await accept(token);
    expect(reused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await reused.json()).error.message).toBe('Invitation Already Used');
    const lookupAfter = InvitationLookupResponseSchema.parse(
      await (await server.request('/api/invitations/lookup', { method: 'POST', body: { token } })).json(),
    );
    expect(lookupAfter.status).toBe('accepted');
    expect((await list()).invitations[0]).toMatchObject({ status: 'accepted' });
  });

  it('lets exactly one of two simultaneous acceptances succeed', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const token = await tokenFor('ivy@example.test');
    const responses = await Promise.all([accept(token), accept(token, { firstName: 'Other' })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await database.db.select({ n: count() }).from(users).where(eq(users.email, 'ivy@example.test')))[0]?.n).toBe(1);
  });

  it('expires after 14 days; inviting again renews it with a new link', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const oldToken = await tokenFor('ivy@example.test');
    clock.advance(14 * DAY + 1);
    adminCookie = await signInAs(server, admin.email); // the earlier session has long timed out
    expect((await list()).invitations[0]?.status).toBe('expired');
    const refused = await accept(oldToken);
    expect(ErrorResponseSchema.parse(await refused.json()).error.message).toBe(
      'Invalid invitation: This invitation link is invalid or has expired.',
    );
    const [row] = await database.db.select().from(invitations);
    expect((await server.request(`/api/invitations/${row?.id}/resend`, { method: 'POST', cookie: adminCookie })).status).toBe(409);

    const again = CreateInvitationsResponseSchema.parse(await (await invite({ text: 'ivy@example.test', role: 'employee' })).json());
    expect(again.results[0]?.outcome).toBe('reinvited');
    const newToken = await tokenFor('ivy@example.test');
    expect(newToken).not.toBe(oldToken);
    expect((await accept(newToken)).status).toBe(200);
  });

  it('resends with a new link and expiry; the old link stops working', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const oldToken = await tokenFor('ivy@example.test');
    clock.advance(3 * DAY);
    adminCookie = await signInAs(server, admin.email);
    const [row] = await database.db.select().from(invitations);
    expect((await server.request(`/api/invitations/${row?.id}/resend`, { method: 'POST', cookie: adminCookie })).status).toBe(200);
    const mail = await server.lastMailTo('ivy@example.test');
    expect(mail?.subject).toMatch(/^Reminder: your invitation to join/);
    const newToken = await tokenFor('ivy@example.test');
    expect((await list()).invitations[0]?.expiresAt).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
    expect((await accept(oldToken)).status).toBe(400);
    expect((await accept(newToken)).status).toBe(200);
  });

  it('revokes: the link then shows as revoked and cannot be used', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const token = await tokenFor('ivy@example.test');
    const [row] = await database.db.select().from(invitations);
    expect((await server.request(`/api/invitations/${row?.id}/revoke`, { method: 'POST', cookie: adminCookie })).status).toBe(200);
    const lookup = InvitationLookupResponseSchema.parse(
      await (await server.request('/api/invitations/lookup', { method: 'POST', body: { token } })).json(),
    );
    expect(lookup.status).toBe('revoked');
    expect((await accept(token)).status).toBe(400);
    expect((await server.request(`/api/invitations/${row?.id}/revoke`, { method: 'POST', cookie: adminCookie })).status).toBe(409);
  });

  it('validates acceptance input with the invitation texts and keeps the link usable', async () => {
    await invite({ invitations: [{ email: 'ivy@example.test', role: 'employee' }] });
    const token = await tokenFor('ivy@example.test');
    const bad = await accept(token, { firstName: '', lastName: '', password: 'abc', confirmPassword: 'abd' });
    expect(bad.status).toBe(400);
    const messages = ErrorResponseSchema.parse(await bad.json()).error.issues?.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['First name is required', 'Last name is required', 'Password must be at least 8 characters']),
    );
    const forged = await accept('B'.repeat(43));
    expect(ErrorResponseSchema.parse(await forged.json()).error.code).toBe('invalid_token');
    expect((await accept(token)).status).toBe(200);
  });

  it('refuses to move an account that belongs to another organisation', async () => {
    await createMember(database.db, { email: 'taken@example.test' });
    await invite({ invitations: [{ email: 'taken@example.test', role: 'employee' }] });
    const response = await accept(await tokenFor('taken@example.test'));
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(
      'This email address already has a CultureLens account in another organisation.',
    );
  });
});
