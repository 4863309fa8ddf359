import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { RemindersResponseSchema } from '#domain/api/reminders.ts';
import { reminderMessages } from '#domain/messages.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { respond, selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { testEnv, testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, mailOutbox, users } from '#server/db/schema.ts';
import { REMINDER_JOB, reminderJob } from './job.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const DAY = 24 * 60 * 60_000;

describe(`reminders on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-03-03T09:00:00Z'));

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date('2031-03-03T09:00:00Z'));
  });

  const runReminders = () => server.app.context.jobs.runNow(REMINDER_JOB);
  const cookieOf = (userId: string) => createSessionCookie(database.db, userId, clock);

  /** An organisation with an administrator, five people who can answer, one who completed, one deactivated. */
  async function organisationWithAnAssessment(options: { closesAt?: Date } = {}) {
    const organisation = await createOrganisation(database.db);
    await selectCategories(database.db, organisation.id, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const adminCookie = await cookieOf(admin.id);
    const assessment = options.closesAt
      ? await createWithCloseDate(adminCookie, options.closesAt)
      : await startAssessment(server, adminCookie);
    const waiting = await Promise.all(Array.from({ length: 4 }, () => createRespondent(database.db, organisation.id)));
    const completed = await respond(server, database.db, organisation.id, assessment.id, () => 4);
    const deactivated = await createRespondent(database.db, organisation.id);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    return { organisation, admin, assessment, waiting, completed, deactivated, url: `/api/assessments/${assessment.id}/reminders` };
  }

  async function createWithCloseDate(cookie: string, closesAt: Date) {
    const response = await server.request('/api/assessments', {
      method: 'POST',
      cookie,
      body: { questionSetId: 'deib-assessment', closesAt: closesAt.toISOString() },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  async function remindersTo(email: string) {
    return database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'assessment_reminder')));
  }

  async function reminderCount() {
    return (await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, 'assessment_reminder'))).length;
  }

  it('sends a reminder now to everyone who can answer and has not completed, with the same words, and says only when', async () => {
    const { organisation, admin, assessment, waiting, completed, deactivated, url } = await organisationWithAnAssessment();
    const stranger = await createMember(database.db);

    const asked = await server.request(url, { method: 'POST', cookie: await cookieOf(admin.id) });
    expect(asked.status).toBe(202);
    expect(RemindersResponseSchema.parse(await asked.json())).toEqual({
      schedule: { daysAfterOpening: [], dayBeforeClose: false },
      sent: [],
      sending: true,
    });
    await runReminders();

    for (const person of [admin, ...waiting]) {
      const mail = await server.lastMailTo(person.email, 'assessment_reminder');
      expect(mail?.subject).toBe(`Reminder: ${organisation.name} asks for your view: Diversity, Equity, Inclusion & Belonging (DEIB)`);
      expect(mail?.text).toContain('It takes about 3-4 minutes.');
      expect(mail?.text).toContain('nobody, administrators included, sees them on their own or learns who has answered');
      expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/answer\?token=[A-Za-z0-9_-]{43}$/);
    }
    for (const person of [completed, deactivated, stranger]) expect(await remindersTo(person.email)).toEqual([]);
    expect(await reminderCount()).toBe(5);

    const view = await server.request(url, { cookie: await cookieOf(admin.id) });
    expect(RemindersResponseSchema.parse(await view.json())).toEqual({
      schedule: { daysAfterOpening: [], dayBeforeClose: false },
      sent: [{ sentAt: clock.now().toISOString(), trigger: 'administrator' }],
      sending: false,
    });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'REMINDER_SENT'));
    expect(events.map((event) => ({ userId: event.userId, details: event.details }))).toEqual([
      { userId: admin.id, details: { assessment_id: assessment.id, trigger: 'administrator' } },
    ]);
  });

  it('sends nobody a second reminder on the same day, and the next day again to whoever still has not completed', async () => {
    const { admin, waiting, url } = await organisationWithAnAssessment();
    await server.request(url, { method: 'POST', cookie: await cookieOf(admin.id) });
    await runReminders();
    await server.request(url, { method: 'POST', cookie: await cookieOf(admin.id) });
    await runReminders();
    expect(await reminderCount()).toBe(5);

    clock.advance(DAY);
    await server.request(url, { method: 'POST', cookie: await cookieOf(admin.id) });
    await runReminders();
    expect(await remindersTo(waiting[0]!.email)).toHaveLength(2);
    expect(await reminderCount()).toBe(10);
  });

  it('sends each scheduled slot once when its day comes, however many runs there are', async () => {
    const { admin, waiting, url } = await organisationWithAnAssessment();
    const saved = await server.request(url, {
      method: 'PUT',
      cookie: await cookieOf(admin.id),
      body: { daysAfterOpening: [7, 3], dayBeforeClose: false },
    });
    expect(saved.status).toBe(200);
    expect(RemindersResponseSchema.parse(await saved.json()).schedule).toEqual({ daysAfterOpening: [3, 7], dayBeforeClose: false });

    clock.advance(3 * DAY - 60_000);
    await runReminders();
    expect(await reminderCount()).toBe(0);
    clock.advance(60_000);
    // A second process runs the same job with its own definition at the same moment.
    const otherProcess = reminderJob({
      db: database.db,
      clock,
      secrets: testSecrets,
      publicUrl: testEnv.PUBLIC_URL,
      outbox: () => server.app.context.outbox,
    });
    await Promise.all([runReminders(), otherProcess.run({}), runReminders()]);
    expect(await remindersTo(waiting[0]!.email)).toHaveLength(1);

    clock.advance(4 * DAY);
    await runReminders();
    expect(await remindersTo(waiting[0]!.email)).toHaveLength(2);
    const view = RemindersResponseSchema.parse(await (await server.request(url, { cookie: await cookieOf(admin.id) })).json());
    expect(view.sent.map((sent) => sent.trigger)).toEqual(['schedule', 'schedule']);
  });

  it('still sends a slot missed while the app was down, once for several, but never for an assessment closed meanwhile', async () => {
    const first = await organisationWithAnAssessment();
    const second = await organisationWithAnAssessment();
    for (const { admin, url } of [first, second]) {
      await server.request(url, {
        method: 'PUT',
        cookie: await cookieOf(admin.id),
        body: { daysAfterOpening: [3, 7], dayBeforeClose: false },
      });
    }
    const closed = await server.request(`/api/assessments/${second.assessment.id}/status`, {
      method: 'PATCH',
      cookie: await cookieOf(second.admin.id),
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);

    clock.advance(10 * DAY);
    await runReminders();
    expect(await remindersTo(first.waiting[0]!.email)).toHaveLength(1);
    expect(await remindersTo(second.waiting[0]!.email)).toEqual([]);
    const view = RemindersResponseSchema.parse(await (await server.request(first.url, { cookie: await cookieOf(first.admin.id) })).json());
    expect(view.sent).toEqual([{ sentAt: clock.now().toISOString(), trigger: 'schedule' }]);
  });

  it('does not send a slot whose time had passed when it was added', async () => {
    const { admin, url } = await organisationWithAnAssessment();
    clock.advance(5 * DAY);
    await server.request(url, { method: 'PUT', cookie: await cookieOf(admin.id), body: { daysAfterOpening: [3], dayBeforeClose: false } });
    await runReminders();
    expect(await reminderCount()).toBe(0);
  });

  it('sends the reminder 1 day before closing, only when the assessment has a close date', async () => {
    const plain = await organisationWithAnAssessment();
    const refused = await server.request(plain.url, {
      method: 'PUT',
      cookie: await cookieOf(plain.admin.id),
      body: { daysAfterOpening: [], dayBeforeClose: true },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      inSourceLanguage(reminderMessages.beforeCloseNeedsCloseDate),
    );

    const closing = await organisationWithAnAssessment({ closesAt: new Date(clock.now().getTime() + 5 * DAY) });
    const saved = await server.request(closing.url, {
      method: 'PUT',
      cookie: await cookieOf(closing.admin.id),
      body: { daysAfterOpening: [], dayBeforeClose: true },
    });
    expect(saved.status).toBe(200);
    clock.advance(4 * DAY - 60_000);
    await runReminders();
    expect(await reminderCount()).toBe(0);
    clock.advance(60_000);
    await runReminders();
    expect(await remindersTo(closing.waiting[0]!.email)).toHaveLength(1);
  });

  it('keeps a slot that was sent as history when it is taken out of the schedule', async () => {
    const { admin, url } = await organisationWithAnAssessment();
    await server.request(url, {
      method: 'PUT',
      cookie: await cookieOf(admin.id),
      body: { daysAfterOpening: [1, 2], dayBeforeClose: false },
    });
    clock.advance(DAY);
    await runReminders();
    const saved = await server.request(url, {
      method: 'PUT',
      cookie: await cookieOf(admin.id),
      body: { daysAfterOpening: [], dayBeforeClose: false },
    });
    const view = RemindersResponseSchema.parse(await saved.json());
    expect(view.schedule.daysAfterOpening).toEqual([]);
    expect(view.sent).toHaveLength(1);
    clock.advance(DAY);
    await runReminders();
    expect(await reminderCount()).toBe(5);
  });

  it('refuses reminders for a closed assessment, and answers 404 to another organisation and 403 to an employee', async () => {
    const { admin, assessment, waiting, url } = await organisationWithAnAssessment();
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    for (const request of [
      { method: 'GET' },
      { method: 'PUT', body: { daysAfterOpening: [3], dayBeforeClose: false } },
      { method: 'POST' },
    ]) {
      expect((await server.request(url, { ...request, cookie: await cookieOf(outsider.id) })).status).toBe(404);
      expect((await server.request(url, { ...request, cookie: await cookieOf(waiting[0]!.id) })).status).toBe(403);
    }
    await runReminders();
    expect(await reminderCount()).toBe(0);

    await server.request(`/api/assessments/${assessment.id}/status`, {
      method: 'PATCH',
      cookie: await cookieOf(admin.id),
      body: { status: 'closed' },
    });
    const now = await server.request(url, { method: 'POST', cookie: await cookieOf(admin.id) });
    expect(now.status).toBe(409);
    expect(((await now.json()) as { error: { message: string } }).error.message).toBe(inSourceLanguage(reminderMessages.notOpen));
    const schedule = await server.request(url, {
      method: 'PUT',
      cookie: await cookieOf(admin.id),
      body: { daysAfterOpening: [3], dayBeforeClose: false },
    });
    expect(schedule.status).toBe(409);
  });
});
