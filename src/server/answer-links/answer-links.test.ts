import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseRows } from '#server/db/rows.ts';
import { beforeEach, describe, expect } from 'vitest';
import { AnswerLinkPreviewResponseSchema, ANSWER_LINK_LIFETIME_HOURS } from '#domain/api/answer-links.ts';
import { CONSENT_VERSION } from '#domain/api/consent.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { createLogCapture } from '#tests/raw-http.ts';
import { findSecrets, readStoredText } from '#tests/secret-scan.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answers, invitations, ssoConfigurations, users } from '#server/db/schema.ts';
import { LAUNCH_JOB } from '#server/assessments/launch.ts';
import { HOUSEKEEPING_JOB } from '#server/background-jobs.ts';
import { questionsForSet } from '#domain/question-bank.ts';

const HOUR = 60 * 60_000;

describe(`answer links on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-05-05T08:00:00Z'));
  const log = createLogCapture();
  const { database, server } = useTestServer({ clock, logger: { level: 'info', stream: log.stream } });
  beforeEach(() => {
    clock.set(new Date('2031-05-05T08:00:00Z'));
    log.lines.length = 0;
  });

  /** An open assessment whose launch e-mail went to a consented member and to someone invited; their links. */
  async function launched() {
    const organisation = await createOrganisation(database.db, { selectedCategories: ['deib-assessment'] });
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const member = await createRespondent(database.db, organisation.id);
    const invitedEmail = `invited-${organisation.id.slice(0, 8)}@example.test`;
    await database.db.insert(invitations).values({
      organisationId: organisation.id,
      email: invitedEmail,
      role: 'employee',
      tokenHash: `unused-${organisation.id}`,
      firstName: 'Ines',
      lastName: null,
      expiresAt: new Date(clock.now().getTime() + 14 * 24 * HOUR),
    });
    const adminCookie = await signInAs(server, admin.email);
    const assessment = await startAssessment(server, adminCookie);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId: assessment.id });
    const tokenOf = async (email: string) => {
      const link = (await server.lastMailTo(email, 'assessment_launch'))?.link;
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (!token) throw new Error(`no answer link mailed to ${email}`);
      return token;
    };
    return {
      organisation,
      admin,
      adminCookie,
      member,
      invitedEmail,
      assessment,
      memberToken: await tokenOf(member.email),
      invitedToken: await tokenOf(invitedEmail),
    };
  }

  const preview = async (token: string, cookie?: string) => {
    const response = await server.request('/api/answer-links/preview', { method: 'POST', body: { token }, ...(cookie ? { cookie } : {}) });
    expect(response.status).toBe(200);
    return AnswerLinkPreviewResponseSchema.parse(await response.json());
  };
  const use = (token: string, extra: object = {}, cookie?: string) =>
    server.request('/api/answer-links/use', { method: 'POST', body: { token, ...extra }, ...(cookie ? { cookie } : {}) });

  it('signs a member in for answering with one press, once; opening the page uses nothing up', async () => {
    const { member, assessment, memberToken } = await launched();
    // A mail scanner opening the page twice burns nothing.
    for (let i = 0; i < 2; i += 1) expect((await preview(memberToken)).state).toBe('ready');
    const used = await use(memberToken);
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ assessmentId: assessment.id });
    const cookie = sessionCookieFrom(used);
    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect(session.user?.id).toBe(member.id);
    expect(session.answeringOnly).toBe(true);
    const questionnaire = await server.request(`/api/assessments/${assessment.id}/questionnaire`, { cookie });
    expect(questionnaire.status).toBe(200);

    const again = await use(memberToken);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This link has already been used. Ask for a new one, or sign in.',
    );
    expect((await preview(memberToken)).state).toBe('used');
  });

  it(`stops working ${ANSWER_LINK_LIFETIME_HOURS} hours after it was sent, and then offers a fresh link by e-mail`, async () => {
    const { member, memberToken } = await launched();
    clock.advance(ANSWER_LINK_LIFETIME_HOURS * HOUR + 1000);
    expect((await preview(memberToken)).state).toBe('expired');
    expect((await use(memberToken)).status).toBe(400);

    const renewed = await server.request('/api/answer-links/renew', { method: 'POST', body: { token: memberToken } });
    expect(renewed.status).toBe(202);
    const mail = await server.lastMailTo(member.email, 'assessment_reminder');
    const fresh = new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
    expect(fresh).not.toBe(memberToken);
    expect((await use(fresh)).status).toBe(200);

    // Two weeks past its expiry the old link is forgotten; its page still offers signing in.
    clock.advance(14 * 24 * HOUR);
    await server.app.context.jobs.runNow(HOUSEKEEPING_JOB);
    expect((await preview(memberToken)).state).toBe('invalid');
    // A token that names nothing gets the same answer and sends nothing.
    const unknown = await server.request('/api/answer-links/renew', { method: 'POST', body: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(202);
  });

  it('refuses every route but answering to an answering session: results, people, account, administration', async () => {
    const { admin, memberToken, invitedToken, assessment } = await launched();
    const adminLink =
      new URL((await server.lastMailTo(admin.email, 'assessment_launch'))?.link ?? 'http://x/').searchParams.get('token') ?? '';
    void memberToken;
    void invitedToken;
    const cookie = sessionCookieFrom(await use(adminLink));
    for (const [method, path] of [
      ['GET', `/api/results/${assessment.id}`],
      ['GET', '/api/results'],
      ['GET', '/api/people'],
      ['GET', '/api/invitations'],
      ['GET', '/api/audit-events'],
      ['GET', '/api/two-step'],
      ['POST', '/api/account/password'],
      ['PATCH', `/api/assessments/${assessment.id}/status`],
    ] as const) {
      const response = await server.request(path, { method, cookie, ...(method === 'GET' ? {} : { body: {} }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const list = await server.request('/api/assessments', { cookie });
    expect(list.status).toBe(200);
  });

  it('lets someone invited answer after giving their name and consent, without a password; their answer names nobody', async () => {
    const { organisation, invitedEmail, assessment, invitedToken } = await launched();
    const shown = await preview(invitedToken);
    expect(shown).toMatchObject({ state: 'ready', newcomer: { firstName: 'Ines', lastName: null, minimumGroupSize: 6 } });
    const missing = await use(invitedToken);
    expect(missing.status).toBe(400);
    expect((await preview(invitedToken)).state).toBe('ready');

    const joined = await use(invitedToken, {
      newcomer: { firstName: 'Ines', lastName: 'Moreau', consent: true, version: CONSENT_VERSION },
    });
    expect(joined.status).toBe(200);
    const cookie = sessionCookieFrom(joined);
    const [account] = await database.db.select().from(users).where(eq(users.email, invitedEmail));
    expect(account).toMatchObject({ organisationId: organisation.id, firstName: 'Ines', lastName: 'Moreau', passwordHash: null });
    expect(account?.consentedAt).not.toBeNull();

    const [first] = questionsForSet('deib-assessment');
    const saved = await server.request(`/api/assessments/${assessment.id}/answers/${first!.id}`, {
      method: 'PUT',
      cookie,
      body: { value: 4 },
    });
    expect(saved.status).toBe(200);
    // Nothing refers to a link (no session, draft or answer row names one), and the answers
    // table names no person; only the link's hash is stored, never the token.
    const referring = parseRows(
      await database.db.execute(sql`
      select tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'answer_links' and tc.table_name <> 'answer_links'`),
      z.object({ table_name: z.string() }),
    );
    expect(referring).toEqual([]);
    expect(Object.values(getTableColumns(answers)).map((column) => column.name)).not.toContain('user_id');
    expect(findSecrets(await readStoredText(database.db), [invitedToken])).toEqual([]);
  });

  it("refuses a link of another organisation's member, one whose person left, and a stranger's guesses after thirty", async () => {
    const { member, memberToken } = await launched();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await preview(memberToken)).state).toBe('invalid');
    expect((await use(memberToken)).status).toBe(400);
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));

    const other = await launched();
    // Moved to another organisation: the link of the first one no longer stands for them.
    await database.db.update(users).set({ organisationId: other.organisation.id }).where(eq(users.id, member.id));
    expect((await preview(memberToken)).state).toBe('invalid');
    await database.db.update(users).set({ organisationId: member.organisationId }).where(eq(users.id, member.id));

    for (let guess = 0; guess < 30; guess += 1)
      expect((await preview(`${'B'.repeat(40)}${String(guess).padStart(3, '0')}`)).state).toBe('invalid');
    const refused = await server.request('/api/answer-links/preview', { method: 'POST', body: { token: other.memberToken } });
    expect(refused.status).toBe(429);
    clock.advance(HOUR + 1000);
    expect((await preview(other.memberToken)).state).toBe('ready');
  });

  it("keeps a fully signed-in person's session and the link unused; signs out someone else signed in", async () => {
    const { member, memberToken, adminCookie } = await launched();
    const full = await signInAs(server, member.email);
    expect(await preview(memberToken, full)).toMatchObject({ state: 'ready', signedIn: true });
    const kept = await use(memberToken, {}, full);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect((await preview(memberToken)).state).toBe('ready');

    expect((await preview(memberToken, adminCookie)).signedIn).toBe(false);
    const switched = await use(memberToken, {}, adminCookie);
    expect(switched.status).toBe(200);
    expect((await server.request('/api/people', { cookie: adminCookie })).status).toBe(401);
  });

  it('leads to single sign-on where the organisation requires it, and signs nobody in itself', async () => {
    const { organisation, member, invitedEmail, memberToken, invitedToken } = await launched();
    const domainOf = (email: string) => email.slice(email.indexOf('@') + 1);
    await database.db.insert(ssoConfigurations).values({
      organisationId: organisation.id,
      protocol: 'oidc',
      settings: {},
      emailDomains: [...new Set([domainOf(member.email), domainOf(invitedEmail)])],
      required: true,
    });
    const start = `/api/sso/${organisation.id}/start`;
    expect(await preview(memberToken)).toMatchObject({ state: 'ready', singleSignOn: start });
    expect(await preview(invitedToken)).toMatchObject({ state: 'ready', singleSignOn: start, newcomer: null });
    const refused = await use(memberToken);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await preview(memberToken)).state).toBe('ready');

    await database.db.update(ssoConfigurations).set({ required: false }).where(eq(ssoConfigurations.organisationId, organisation.id));
    expect((await preview(memberToken)).singleSignOn).toBeNull();
    expect((await use(memberToken)).status).toBe(200);
  });

  it('never logs a token', async () => {
    const { memberToken } = await launched();
    await server.request(`/answer?token=${memberToken}`, { headers: { accept: 'text/html' } });
    await preview(memberToken);
    await use(memberToken);
    expect(log.text()).not.toContain(memberToken);
  });
});
