import { eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AuditEventListResponseSchema } from '#domain/api/audit.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import {
  authenticatorSecretOf,
  createMember,
  createRespondent,
  GOOD_PASSWORD,
  pendingSignInCookieFrom,
  signInAs,
} from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, users } from '#server/db/schema.ts';
import { codeAt } from '#server/two-step/totp.ts';
import { purgeUnattributedSignInFailures, UNATTRIBUTED_SIGN_IN_FAILURE_RETENTION_MS } from './service.ts';

const clock = createTestClock();

/** What the product records as it is used, seen through the administrator's audit log. */
describe(`events recorded for the audit log on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  let organisationId: string;
  let cookie: string;

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
    admin = await createMember(database.db, { role: 'organisation_admin' });
    organisationId = admin.organisationId ?? '';
    cookie = await createSessionCookie(database.db, admin.id);
  });

  const log = async (query = '') =>
    AuditEventListResponseSchema.parse(await (await server.request(`/api/audit-events${query}`, { cookie })).json()).events;
  const signIn = (email: string, password: string) => server.request('/api/session', { method: 'POST', body: { email, password } });

  it('records a sign-in, with the network it came from', async () => {
    const member = await createMember(database.db, { organisationId });
    expect((await signIn(member.email, GOOD_PASSWORD)).status).toBe(200);
    const [event, ...others] = await log('?action=SIGNED_IN');
    expect(others).toEqual([]);
    expect(event).toMatchObject({ action: 'SIGNED_IN', actorEmail: member.email, details: { client: expect.any(String) } });
  });

  it('records a refused password for a known account, never the password tried', async () => {
    const member = await createMember(database.db, { organisationId });
    const tried = 'Hunter2-my-other-password';
    expect((await signIn(member.email, tried)).status).toBe(401);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await signIn(member.email, GOOD_PASSWORD)).status).toBe(401);

    const events = await log('?action=SIGN_IN_FAILED');
    expect(events.map((event) => [event.actorEmail, event.details.reason])).toEqual([
      [member.email, 'account_deactivated'],
      [member.email, 'wrong_password'],
    ]);
    const stored = await database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(JSON.stringify(stored)).not.toContain(tried);
    expect(JSON.stringify(stored)).not.toContain(GOOD_PASSWORD);
  });

  it('records nothing in any organisation for an unknown address, and keeps the address out', async () => {
    const address = 'nobody-here@example.test';
    expect((await signIn(address, GOOD_PASSWORD)).status).toBe(401);
    expect(await log()).toEqual([]);
    const rows = await database.db.select().from(auditEvents);
    expect(rows.map((row) => [row.organisationId, row.userId, row.action])).toEqual([[null, null, 'SIGN_IN_FAILED']]);
    expect(JSON.stringify(rows)).not.toContain(address);
  });

  it("forgets unknown addresses' refused sign-ins after 30 days, and keeps every organisation's rows", async () => {
    const member = await createMember(database.db, { organisationId });
    expect((await signIn('nobody-here@example.test', GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(member.email, 'not the password')).status).toBe(401);
    const actions = async () =>
      (await database.db.select().from(auditEvents))
        .map((row) => [row.organisationId, row.action])
        .sort((a, b) => String(a).localeCompare(String(b)));
    const before = await actions();
    expect(before).toEqual(
      [
        [null, 'SIGN_IN_FAILED'],
        [organisationId, 'SIGN_IN_FAILED'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );

    clock.advance(UNATTRIBUTED_SIGN_IN_FAILURE_RETENTION_MS - 60 * 60_000);
    expect(await purgeUnattributedSignInFailures(database.db, clock)).toBe(0);
    expect(await actions()).toEqual(before);

    clock.advance(2 * 60 * 60_000);
    expect(await purgeUnattributedSignInFailures(database.db, clock)).toBe(1);
    expect(await actions()).toEqual([[organisationId, 'SIGN_IN_FAILED']]);
  });

  it('records the second step of a sign-in: a wrong code as a failure, the right one as the sign-in', async () => {
    const manager = await createMember(database.db, { organisationId, role: 'manager', twoStep: true });
    const pending = pendingSignInCookieFrom(await signIn(manager.email, GOOD_PASSWORD));
    // Nobody is signed in yet: the password alone is not a sign-in.
    expect(await log('?action=SIGNED_IN')).toEqual([]);
    const wrong = await server.request('/api/session/second-step', { method: 'POST', body: { code: '000000' }, cookie: pending });
    expect(wrong.status).toBe(401);
    const code = codeAt(authenticatorSecretOf(manager.email) ?? '', clock.now());
    expect((await server.request('/api/session/second-step', { method: 'POST', body: { code }, cookie: pending })).status).toBe(200);

    const [failed] = await log('?action=SIGN_IN_FAILED');
    expect(failed).toMatchObject({ actorEmail: manager.email, details: { reason: 'wrong_code' } });
    const [signedIn] = await log('?action=SIGNED_IN');
    expect(signedIn).toMatchObject({ actorEmail: manager.email, details: { second_step: 'authenticator' } });
    expect(JSON.stringify(await database.db.select().from(auditEvents))).not.toContain(code);
  });

  it('records role changes, settings changes and invitations sent, each by the administrator who made them', async () => {
    const member = await createMember(database.db, { organisationId });
    expect((await server.request(`/api/people/${member.id}`, { method: 'PATCH', cookie, body: { role: 'manager' } })).status).toBe(200);
    expect(
      (await server.request('/api/organisations/current/settings', { method: 'PATCH', cookie, body: { retentionMonths: 12 } })).status,
    ).toBe(200);
    expect(
      (
        await server.request('/api/invitations', {
          method: 'POST',
          cookie,
          body: { text: 'a@example.test\nb@example.test', role: 'employee' },
        })
      ).status,
    ).toBe(200);

    const events = await log();
    expect(events.map((event) => [event.action, event.actorEmail, event.details])).toEqual([
      ['INVITATIONS_SENT', admin.email, { count: 2 }],
      ['ORGANISATION_SETTINGS_UPDATED', admin.email, { changed_keys: ['retentionMonths'] }],
      ['ROLE_CHANGED', admin.email, { person: `${member.firstName} ${member.lastName}`, from_role: 'employee', to_role: 'manager' }],
    ]);
  });

  it('writes no audit row about anyone who answers or completes an assessment, nor when they did', async () => {
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const assessment = await startAssessment(server, await signInAs(server, admin.email));
    const newest = Math.max(0, ...(await database.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id));
    const questions = questionsForSet('deib-assessment');
    const respondents = [];
    // Six, so that a release runs too.
    for (let index = 0; index < 6; index += 1) {
      const person = await createRespondent(database.db, organisationId);
      respondents.push(person);
      const personCookie = await createSessionCookie(database.db, person.id);
      const [first] = questions;
      const saved = await server.request(`/api/assessments/${assessment.id}/answers/${first?.id ?? ''}`, {
        method: 'PUT',
        cookie: personCookie,
        body: { value: 4 },
      });
      expect(saved.status).toBe(200);
      const answers = Object.fromEntries(questions.map((question) => [question.id, 1 + (index % 5)]));
      expect(
        (await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie: personCookie, body: { answers } }))
          .status,
      ).toBe(200);
    }
    await server.app.context.releases.drain();

    const written = await database.db.select().from(auditEvents).where(gt(auditEvents.id, newest));
    // The launch e-mails' event comes from a background job and names nobody; nothing else was written.
    expect(written.filter((row) => row.action !== 'ASSESSMENT_LAUNCH_MAILED')).toEqual([]);
    const text = JSON.stringify(written);
    for (const person of respondents) {
      expect(text).not.toContain(person.id);
      expect(text).not.toContain(person.email);
    }
  });
});
