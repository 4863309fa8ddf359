import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AuditEventListResponseSchema } from '#domain/api/audit.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ChangeOrganisationSuspensionResponseSchema, PlatformOverviewResponseSchema } from '#domain/api/platform.ts';
import { platformMessages } from '#domain/messages.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { answerDrafts, assessments, auditEvents, mailOutbox, organisations, users } from '#server/db/schema.ts';
import { LAUNCH_JOB } from '#server/assessments/launch.ts';
import { SCHEDULE_JOB } from '#server/assessments/schedule.ts';
import { REMINDER_JOB } from '#server/reminders/job.ts';
import { codeAt } from '#server/two-step/totp.ts';
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
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

describe(`suspending and reinstating organisations on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-06-02T09:00:00Z'));

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date('2031-06-02T09:00:00Z'));
  });

  const cookieOf = (userId: string) => createSessionCookie(database.db, userId, clock);
  const platformAdmin = () => createMember(database.db, { organisationId: null, role: 'platform_admin' });
  const change = (
    organisationId: string,
    what: 'suspension' | 'reinstatement',
    cookie: string | undefined,
    reason: unknown = 'Unpaid invoices',
  ) =>
    server.request(`/api/platform/organisations/${organisationId}/${what}`, {
      method: 'POST',
      body: { reason },
      ...(cookie ? { cookie } : {}),
    });
  const codeOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;

  async function organisationWithAdmin() {
    const organisation = await createOrganisation(database.db);
    await selectCategories(database.db, organisation.id, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    return { organisation, admin };
  }

  it('refuses the signed out (401), and organisation administrators, managers and employees (403), changing nothing', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    for (const what of ['suspension', 'reinstatement'] as const) {
      expect((await change(organisation.id, what, undefined)).status).toBe(401);
      for (const role of ['organisation_admin', 'manager', 'employee'] as const) {
        const member = role === 'organisation_admin' ? admin : await createMember(database.db, { organisationId: organisation.id, role });
        const response = await change(organisation.id, what, await cookieOf(member.id));
        expect(response.status).toBe(403);
        expect((await codeOf(response)).code).toBe('forbidden');
      }
    }
    const [row] = await database.db.select().from(organisations).where(eq(organisations.id, organisation.id));
    expect(row?.suspendedAt).toBeNull();
  });

  it('suspends with a reason: its people are signed out and told why when they sign in, other organisations carry on, and its data stays', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    const employee = await createMember(database.db, { organisationId: organisation.id });
    const other = await organisationWithAdmin();
    const adminCookie = await signInAs(server, admin.email);
    const employeeCookie = await signInAs(server, employee.email);
    const otherCookie = await signInAs(server, other.admin.email);
    const assessment = await startAssessment(server, adminCookie);
    const staff = await platformAdmin();

    const suspended = await change(organisation.id, 'suspension', await cookieOf(staff.id), '  Unpaid invoices  ');
    const suspendedAt = clock.now().toISOString();
    expect(suspended.status).toBe(200);
    expect(ChangeOrganisationSuspensionResponseSchema.parse(await suspended.json())).toEqual({
      id: organisation.id,
      name: organisation.name,
      suspendedAt: clock.now().toISOString(),
      suspensionReason: 'Unpaid invoices',
      sessionsEnded: 2,
    });

    // Sessions from before end, for every kind of route (the answer save reads its session its own way).
    expect((await server.request('/api/people', { cookie: adminCookie })).status).toBe(401);
    expect((await server.request('/api/assessments', { cookie: employeeCookie })).status).toBe(401);
    const questionId = questionsForSet('deib-assessment')[0]?.id ?? '';
    const save = await server.request(`/api/assessments/${assessment.id}/answers/${questionId}`, {
      method: 'PUT',
      cookie: employeeCookie,
      body: { value: 4 },
    });
    expect(save.status).toBe(401);
    // A session that began any other way (a code typed just after the suspension) is no session either.
    expect((await server.request('/api/people', { cookie: await cookieOf(admin.id) })).status).toBe(401);
    expect((await server.request('/api/session', { cookie: await cookieOf(employee.id) })).status).toBe(200);
    expect(
      ((await (await server.request('/api/session', { cookie: await cookieOf(employee.id) })).json()) as { user: unknown }).user,
    ).toBeNull();

    // Signing in says why only to whoever has proven who they are. The administrator's right
    // password gets what it gets in any organisation: the code is due. Then a wrong code is a
    // wrong code, and only the right one learns of the suspension.
    const password = await server.request('/api/session', { method: 'POST', body: { email: admin.email, password: GOOD_PASSWORD } });
    expect(password.status).toBe(200);
    expect(await password.json()).toEqual({ secondStepRequired: true });
    const wrong = await server.request('/api/session', {
      method: 'POST',
      body: { email: admin.email, password: 'not the password at all' },
    });
    expect((await codeOf(wrong)).code).toBe('invalid_credentials');
    const pending = pendingSignInCookieFrom(password);
    const secret = authenticatorSecretOf(admin.email) ?? '';
    const wrongCode = String((Number(codeAt(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const guessed = await server.request('/api/session/second-step', { method: 'POST', body: { code: wrongCode }, cookie: pending });
    expect(guessed.status).toBe(401);
    expect((await codeOf(guessed)).code).toBe('invalid_credentials');
    clock.advance(30_000);
    const proven = await server.request('/api/session/second-step', {
      method: 'POST',
      body: { code: codeAt(secret, clock.now()) },
      cookie: pending,
    });
    expect(proven.status).toBe(403);
    expect(await codeOf(proven)).toEqual({
      code: 'organisation_suspended',
      message: inSourceLanguage(platformMessages.organisationSuspended),
    });
    expect(proven.headers.getSetCookie().some((cookie) => cookie.includes('culturelens_session='))).toBe(false);
    // The employee has no second factor: the password is all there is to prove.
    const employeeSignIn = await server.request('/api/session', {
      method: 'POST',
      body: { email: employee.email, password: GOOD_PASSWORD },
    });
    expect(employeeSignIn.status).toBe(403);
    expect((await codeOf(employeeSignIn)).code).toBe('organisation_suspended');
    const refusals = await database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'SIGN_IN_FAILED'), eq(auditEvents.organisationId, organisation.id)));
    expect(refusals.map((row) => (row.details as { reason?: string }).reason).sort()).toEqual([
      'organisation_suspended',
      'organisation_suspended',
      'wrong_code',
      'wrong_password',
    ]);

    expect((await server.request('/api/people', { cookie: otherCookie })).status).toBe(200);
    const people = await database.db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisation.id));
    expect(people).toHaveLength(2);
    const overview = PlatformOverviewResponseSchema.parse(
      await (await server.request('/api/platform/overview', { cookie: await cookieOf(staff.id) })).json(),
    );
    const listed = overview.organisationList.items.find((item) => item.id === organisation.id);
    expect(listed).toMatchObject({ people: 2, assessments: 1, suspendedAt, suspensionReason: 'Unpaid invoices' });
  });

  it('reinstates: its people sign in again, and its own audit log shows who suspended and reinstated it and why', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    const staff = await platformAdmin();
    expect((await change(organisation.id, 'suspension', await cookieOf(staff.id))).status).toBe(200);
    const reinstated = await change(organisation.id, 'reinstatement', await cookieOf(staff.id), 'Paid');
    expect(reinstated.status).toBe(200);
    expect(ChangeOrganisationSuspensionResponseSchema.parse(await reinstated.json())).toMatchObject({
      suspendedAt: null,
      suspensionReason: null,
    });

    const cookie = await signInAs(server, admin.email);
    const log = AuditEventListResponseSchema.parse(await (await server.request('/api/audit-events', { cookie })).json());
    const platformEvents = log.events.filter((event) => event.action.startsWith('ORGANISATION_'));
    expect(platformEvents.map((event) => ({ action: event.action, actorEmail: event.actorEmail, details: event.details }))).toEqual([
      { action: 'ORGANISATION_REINSTATED', actorEmail: staff.email, details: { reason: 'Paid' } },
      { action: 'ORGANISATION_SUSPENDED', actorEmail: staff.email, details: { reason: 'Unpaid invoices', sessions_ended: 0 } },
    ]);
  });

  it('answers 409 to suspending twice or reinstating one in use, 404 to an unknown or the demo organisation, 400 without a reason', async () => {
    const { organisation } = await organisationWithAdmin();
    const demo = await createOrganisation(database.db, { isDemo: true });
    const cookie = await cookieOf((await platformAdmin()).id);
    expect((await change(organisation.id, 'reinstatement', cookie)).status).toBe(409);
    expect((await change(organisation.id, 'suspension', cookie, '   ')).status).toBe(400);
    expect((await change(organisation.id, 'suspension', cookie, 'x'.repeat(501))).status).toBe(400);
    expect((await change(organisation.id, 'suspension', cookie)).status).toBe(200);
    const twice = await change(organisation.id, 'suspension', cookie);
    expect(twice.status).toBe(409);
    expect((await codeOf(twice)).message).toBe(inSourceLanguage(platformMessages.alreadySuspended));
    expect((await change(demo.id, 'suspension', cookie)).status).toBe(404);
    expect((await change('6c0f2f53-8d4e-4f57-9b0a-1f0e8c7f4a11', 'suspension', cookie)).status).toBe(404);
  });

  it('takes nobody in while suspended: no invitation is accepted and self-registration joins nobody to it', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    const adminCookie = await signInAs(server, admin.email);
    const invited = await server.request('/api/invitations', {
      method: 'POST',
      cookie: adminCookie,
      body: { invitations: [{ email: 'new.person@example.org', role: 'employee' }] },
    });
    expect(invited.status).toBe(200);
    const token = (await server.lastMailTo('new.person@example.org'))?.link?.split('/invite/')[1] ?? '';
    await database.db
      .update(organisations)
      .set({
        settings: {
          ...organisation.settings,
          allowSelfRegistration: true,
          allowedEmailDomains: ['suspended.example'],
          requireEmailVerification: false,
        },
      })
      .where(eq(organisations.id, organisation.id));
    expect((await change(organisation.id, 'suspension', await cookieOf((await platformAdmin()).id))).status).toBe(200);

    const password = { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    const accept = await server.request('/api/invitations/accept', {
      method: 'POST',
      body: { token, firstName: 'New', lastName: 'Person', ...password },
    });
    expect(accept.status).toBe(403);
    expect((await codeOf(accept)).code).toBe('organisation_suspended');
    const registered = await server.request('/api/accounts', {
      method: 'POST',
      body: { email: 'walk.in@suspended.example', firstName: 'Walk', lastName: 'In', ...password },
    });
    expect(registered.status).toBe(201);
    const [walkIn] = await database.db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, 'walk.in@suspended.example'));
    expect(walkIn?.organisationId).toBeNull();
  });

  it('its schedule, reminders, launch e-mail and releases do nothing while it is suspended, and catch up once it is reinstated', async () => {
    const { organisation, admin } = await organisationWithAdmin();
    await selectCategories(database.db, organisation.id, ['deib-assessment', 'workforce-transformation']);
    const adminCookie = await signInAs(server, admin.email);
    const create = async (body: Record<string, unknown>) =>
      (await (await server.request('/api/assessments', { method: 'POST', cookie: adminCookie, body })).json()) as {
        id: string;
        status: string;
      };
    const open = await create({ questionSetId: 'deib-assessment', closesAt: '2031-06-09T17:00:00.000Z' });
    const scheduled = await create({ questionSetId: 'workforce-transformation', opensAt: '2031-06-05T09:00:00.000Z' });
    expect([open.status, scheduled.status]).toEqual(['open', 'scheduled']);
    const reminders = await server.request(`/api/assessments/${open.id}/reminders`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { daysAfterOpening: [1], dayBeforeClose: false },
    });
    expect(reminders.status).toBe(200);
    const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 4]));
    for (const person of await Promise.all(Array.from({ length: 3 }, () => createRespondent(database.db, organisation.id)))) {
      const completed = await server.request(`/api/assessments/${open.id}/complete`, {
        method: 'POST',
        cookie: await cookieOf(person.id),
        body: { answers },
      });
      expect(completed.status).toBe(200);
    }
    const staff = await platformAdmin();
    expect((await change(organisation.id, 'suspension', await cookieOf(staff.id))).status).toBe(200);

    const { jobs, releases } = server.app.context;
    const mailsOf = async (kind: 'assessment_launch' | 'assessment_reminder') =>
      (
        await database.db
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.organisationId, organisation.id), eq(mailOutbox.kind, kind)))
      ).length;
    const drafts = async () =>
      (await database.db.select({ key: answerDrafts.respondentKey }).from(answerDrafts).where(eq(answerDrafts.assessmentId, open.id)))
        .length;
    const statuses = async () =>
      Object.fromEntries(
        (await database.db.select({ id: assessments.id, status: assessments.status }).from(assessments)).map((row) => [row.id, row.status]),
      );
    const launchesBefore = await mailsOf('assessment_launch');
    const runAll = async () => {
      await jobs.runNow(REMINDER_JOB);
      await jobs.runNow(SCHEDULE_JOB, {});
      await releases.drain();
    };

    clock.set(new Date('2031-06-10T09:00:00Z'));
    await runAll();
    await jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId: scheduled.id });
    expect(await statuses()).toEqual({ [open.id]: 'open', [scheduled.id]: 'scheduled' });
    expect({
      reminders: await mailsOf('assessment_reminder'),
      launches: await mailsOf('assessment_launch'),
      drafts: await drafts(),
    }).toEqual({
      reminders: 0,
      launches: launchesBefore,
      drafts: 3,
    });

    expect((await change(organisation.id, 'reinstatement', await cookieOf(staff.id), 'Paid')).status).toBe(200);
    await runAll();
    expect(await statuses()).toEqual({ [open.id]: 'closed', [scheduled.id]: 'open' });
    expect(await mailsOf('assessment_reminder')).toBeGreaterThan(0);
    expect(await mailsOf('assessment_launch')).toBeGreaterThan(launchesBefore);
    expect(await drafts()).toBe(0);
  });
});
