import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentListResponseSchema, AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { ResultsOverviewSchema } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { startTestServer } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessments, auditEvents, mailOutbox, participations, users } from '#server/db/schema.ts';
import { LAUNCH_JOB } from './launch.ts';
import { SCHEDULE_JOB } from './schedule.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const START = new Date('2030-05-01T09:00:00.000Z');
const OPENS = '2030-05-01T11:00:00.000Z';

describe(`scheduled opening on ${testEngine}`, () => {
  const clock = createTestClock(START);

  const { database, server, restartServer } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(START);
  });

  async function organisation() {
    const created = await createOrganisation(database.db, { selectedCategories: ['deib-assessment'] });
    const admin = await createMember(database.db, { organisationId: created.id, role: 'organisation_admin' });
    const people = await Promise.all(Array.from({ length: 3 }, () => createRespondent(database.db, created.id)));
    const deactivated = await createRespondent(database.db, created.id);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    return { organisationId: created.id, admin, people, adminCookie: await signInAs(server, admin.email) };
  }

  const create = (cookie: string, body: Record<string, unknown>) =>
    server.request('/api/assessments', { method: 'POST', cookie, body: { questionSetId: 'deib-assessment', ...body } });
  async function schedule(cookie: string, body: Record<string, unknown> = {}) {
    const response = await create(cookie, { opensAt: OPENS, ...body });
    expect(response.status).toBe(201);
    return AssessmentSummarySchema.parse(await response.json());
  }
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const listed = async (cookie: string) =>
    AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie })).json()).assessments;
  const answer = (id: string, cookie: string) =>
    server.request(`/api/assessments/${id}/answers/deib-lg-1`, { method: 'PUT', cookie, body: { value: 4 } });
  const launchMails = async () =>
    (await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, 'assessment_launch')))[0]?.n;
  const rowOf = async (id: string) => (await database.db.select().from(assessments).where(eq(assessments.id, id)))[0];
  const events = (action: string) => database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  const setStatus = (id: string, status: string, cookie: string) =>
    server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie, body: { status } });
  const setOpenDate = (id: string, opensAt: unknown, cookie: string) =>
    server.request(`/api/assessments/${id}/open-date`, { method: 'PATCH', cookie, body: { opensAt } });

  /**
   * On PostgreSQL, holds the assessment's row while both runs start, so that they truly meet at
   * it rather than one finishing first. PGlite runs one transaction at a time: nothing to hold.
   */
  async function holdRow(id: string): Promise<{ release: () => Promise<void> }> {
    if (testEngine !== 'postgresql') return { release: async () => {} };
    let locked!: () => void;
    let release!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
      locked();
      await released;
    });
    await lockTaken;
    return {
      release: async () => {
        release();
        await transaction;
      },
    };
  }

  it('creates a scheduled assessment that respondents neither list, read nor answer, and mails nobody', async () => {
    const { organisationId, admin, people, adminCookie } = await organisation();
    const created = await schedule(adminCookie, { closesAt: '2030-05-08T17:00:00.000Z' });
    expect(created).toMatchObject({ status: 'scheduled', opensAt: OPENS, openedAt: null, closesAt: '2030-05-08T17:00:00.000Z' });
    const [scheduled] = await events('ASSESSMENT_SCHEDULED');
    expect(scheduled).toMatchObject({ userId: admin.id, details: { assessment_id: created.id, opens_at: OPENS } });
    expect(await events('ASSESSMENT_OPENED')).toHaveLength(0);

    expect((await listed(adminCookie)).map((item) => [item.id, item.status])).toEqual([[created.id, 'scheduled']]);
    const cookie = await signInAs(server, people[0]!.email);
    expect(await listed(cookie)).toEqual([]);
    expect((await server.request(`/api/assessments/${created.id}/questionnaire`, { cookie })).status).toBe(404);
    expect((await answer(created.id, cookie)).status).toBe(404);
    const complete = await server.request(`/api/assessments/${created.id}/complete`, { method: 'POST', cookie, body: { answers: {} } });
    expect(complete.status).toBe(404);
    const results = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie })).json());
    expect(results.cards).toEqual([]);
    expect((await server.request(`/api/results/${created.id}`, { cookie })).status).toBe(404);

    // Those who manage assessments see it, and are told in plain words why it cannot be answered yet.
    const early = await answer(created.id, adminCookie);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(inSourceLanguage(assessmentMessages.notYetOpen));
    expect((await database.db.select({ n: count() }).from(participations))[0]?.n).toBe(0);

    // Even a stray launch job for it mails nobody before it opens.
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: created.id });
    expect(await launchMails()).toBe(0);
  });

  it('opens when its date comes and not before, once even when two processes run the job at once, with no person recorded, and mails everyone who can answer once', async () => {
    const { organisationId, admin, people, adminCookie } = await organisation();
    const created = await schedule(adminCookie);

    clock.set(new Date('2030-05-01T10:59:00.000Z'));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await rowOf(created.id))?.status).toBe('scheduled');
    expect(await launchMails()).toBe(0);

    clock.set(new Date(OPENS));
    const other = await startTestServer(database, { clock });
    try {
      const held = await holdRow(created.id);
      const runs = Promise.all([server.app.context.jobs.runNow(SCHEDULE_JOB, {}), other.app.context.jobs.runNow(SCHEDULE_JOB, {})]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.release();
      await runs;
    } finally {
      await other.close();
    }
    expect(await rowOf(created.id)).toMatchObject({ status: 'open', openedAt: new Date(OPENS) });
    const opened = await events('ASSESSMENT_OPENED');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      organisationId,
      userId: null,
      details: { assessment_id: created.id, status: 'open', scheduled: true },
    });

    // The admin and three respondents; not the deactivated person.
    expect(await launchMails()).toBe(4);
    for (const person of [admin, ...people]) {
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'assessment_launch'), eq(mailOutbox.toAddress, person.email)));
      expect(mails).toHaveLength(1);
    }
    expect((await server.lastMailTo(people[0]!.email, 'assessment_launch'))?.link).toMatch(
      /^http:\/\/localhost:3000\/answer\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect((await events('ASSESSMENT_LAUNCH_MAILED'))[0]?.details).toEqual({ assessment_id: created.id, recipients: 4 });

    // Running again, and the launch job too, changes nothing.
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: created.id });
    expect(await events('ASSESSMENT_OPENED')).toHaveLength(1);
    expect(await launchMails()).toBe(4);

    // Now the respondent lists and answers it.
    const cookie = await signInAs(server, people[0]!.email);
    expect((await listed(cookie)).map((item) => item.status)).toEqual(['open']);
    expect((await answer(created.id, cookie)).status).toBe(200);
  });

  it('still opens after a restart: the job finds what fell due while no process ran', async () => {
    const { adminCookie } = await organisation();
    const created = await schedule(adminCookie);
    await restartServer(() => clock.set(new Date('2030-05-02T08:00:00.000Z')));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await rowOf(created.id))?.status).toBe('open');
    expect(await launchMails()).toBe(4);
  });

  it('refuses an open date in the past or not a date, and a close date not after the open date, in clear words', async () => {
    const { adminCookie } = await organisation();
    const cases: [Record<string, unknown>, string][] = [
      [{ opensAt: '2030-05-01T08:59:00.000Z' }, inSourceLanguage(assessmentAdministrationMessages.openDateInPast)],
      [{ opensAt: 'next Monday' }, inSourceLanguage(assessmentAdministrationMessages.openDateInvalid)],
      [
        { opensAt: OPENS, closesAt: '2030-05-01T10:00:00.000Z' },
        inSourceLanguage(assessmentAdministrationMessages.closeDateBeforeOpenDate),
      ],
      [{ opensAt: OPENS, closesAt: OPENS }, inSourceLanguage(assessmentAdministrationMessages.closeDateBeforeOpenDate)],
    ];
    for (const [body, message] of cases) {
      const response = await create(adminCookie, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(await database.db.select().from(assessments)).toHaveLength(0);
  });

  it('an administrator moves the open date while it is scheduled, within the close date; not clearing it, not into the past, not after opening', async () => {
    const { adminCookie } = await organisation();
    const created = await schedule(adminCookie, { closesAt: '2030-05-03T09:00:00.000Z' });

    const moved = await setOpenDate(created.id, '2030-05-02T09:00:00.000Z', adminCookie);
    expect(moved.status).toBe(200);
    expect(AssessmentSummarySchema.parse(await moved.json())).toMatchObject({ status: 'scheduled', opensAt: '2030-05-02T09:00:00.000Z' });
    expect((await events('ASSESSMENT_OPEN_DATE_SET'))[0]?.details).toEqual({
      assessment_id: created.id,
      opens_at: '2030-05-02T09:00:00.000Z',
    });

    const refusals: [unknown, string][] = [
      [null, inSourceLanguage(assessmentAdministrationMessages.openDateRequired)],
      ['2030-05-01T08:00:00.000Z', inSourceLanguage(assessmentAdministrationMessages.openDateInPast)],
      ['2030-05-04T09:00:00.000Z', inSourceLanguage(assessmentAdministrationMessages.closeDateBeforeOpenDate)],
    ];
    for (const [opensAt, message] of refusals) {
      const response = await setOpenDate(created.id, opensAt, adminCookie);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const closeTooEarly = await server.request(`/api/assessments/${created.id}/close-date`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { closesAt: '2030-05-02T08:00:00.000Z' },
    });
    expect(closeTooEarly.status).toBe(400);
    expect((await errorOf(closeTooEarly)).message).toBe(inSourceLanguage(assessmentAdministrationMessages.closeDateBeforeOpenDate));
    expect((await rowOf(created.id))?.opensAt).toEqual(new Date('2030-05-02T09:00:00.000Z'));

    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    expect((await setOpenDate(created.id, '2030-05-02T10:00:00.000Z', await signInAs(server, outsider.email))).status).toBe(404);

    expect((await setStatus(created.id, 'open', adminCookie)).status).toBe(200);
    const late = await setOpenDate(created.id, '2030-05-02T10:00:00.000Z', adminCookie);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(inSourceLanguage(assessmentAdministrationMessages.openDateOfOpened));
  });

  it("schedules a draft of the organisation's own questions: fixed from then, opened by the job with its launch e-mail, answered", async () => {
    const { people, adminCookie } = await organisation();
    const drafted = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: {
        title: 'Wellbeing pulse',
        category: 'soft_skills',
        description: 'How work feels.',
        questions: [{ kind: 'agreement', text: 'My workload is manageable.', domain: { key: 'wellbeing', label: 'Wellbeing' } }],
      },
    });
    expect(drafted.status).toBe(201);
    const { assessment, questions } = AssessmentDraftResponseSchema.parse(await drafted.json());

    expect((await setOpenDate(assessment.id, '2030-05-01T08:00:00.000Z', adminCookie)).status).toBe(400);
    expect((await rowOf(assessment.id))?.status).toBe('draft');
    const scheduled = await setOpenDate(assessment.id, OPENS, adminCookie);
    expect(scheduled.status).toBe(200);
    expect(AssessmentSummarySchema.parse(await scheduled.json())).toMatchObject({ status: 'scheduled', opensAt: OPENS });
    expect((await events('ASSESSMENT_SCHEDULED'))[0]?.details).toEqual({ assessment_id: assessment.id, opens_at: OPENS });
    const closing = await server.request(`/api/assessments/${assessment.id}/close-date`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { closesAt: '2030-05-08T09:00:00.000Z' },
    });
    expect(closing.status).toBe(200);
    // Its questions are fixed once it is scheduled.
    const rewrite = await server.request(`/api/assessments/${assessment.id}/draft`, {
      method: 'PUT',
      cookie: adminCookie,
      body: {
        title: 'Wellbeing pulse',
        category: 'soft_skills',
        description: 'How work feels.',
        questions: [{ kind: 'agreement', text: 'Changed.', domain: { key: 'wellbeing', label: 'Wellbeing' } }],
      },
    });
    expect(rewrite.status).toBe(409);
    expect(await launchMails()).toBe(0);

    clock.set(new Date(OPENS));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect(await rowOf(assessment.id)).toMatchObject({
      status: 'open',
      openedAt: new Date(OPENS),
      closesAt: new Date('2030-05-08T09:00:00.000Z'),
    });
    expect(await launchMails()).toBe(4);
    const cookie = await signInAs(server, people[0]!.email);
    const answered = await server.request(`/api/assessments/${assessment.id}/answers/${questions[0]!.id}`, {
      method: 'PUT',
      cookie,
      body: { value: 4 },
    });
    expect(answered.status).toBe(200);
  });

  it('may be opened early by an administrator, which sends the launch e-mail then; it cannot be paused or closed before it opens', async () => {
    const { organisationId, admin, adminCookie } = await organisation();
    const created = await schedule(adminCookie);

    for (const status of ['paused', 'closed']) {
      const refused = await setStatus(created.id, status, adminCookie);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(inSourceLanguage(assessmentAdministrationMessages.scheduledCannotPauseOrClose));
    }
    expect((await rowOf(created.id))?.status).toBe('scheduled');

    const opened = await setStatus(created.id, 'open', adminCookie);
    expect(opened.status).toBe(200);
    expect(AssessmentSummarySchema.parse(await opened.json())).toMatchObject({
      status: 'open',
      opensAt: null,
      openedAt: START.toISOString(),
    });
    expect((await events('ASSESSMENT_OPENED'))[0]).toMatchObject({
      userId: admin.id,
      details: { assessment_id: created.id, status: 'open' },
    });
    // The request queued the launch job; it runs on its own in the background.
    for (let waited = 0; waited < 20_000 && !(await server.lastMailTo(admin.email, 'assessment_launch')); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await launchMails()).toBe(4);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: created.id });
    expect(await launchMails()).toBe(4);
    expect((await events('ASSESSMENT_LAUNCH_MAILED'))[0]?.details).toEqual({ assessment_id: created.id, recipients: 4 });

    // The date it no longer waits for opens nothing a second time.
    clock.set(new Date(OPENS));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect(await events('ASSESSMENT_OPENED')).toHaveLength(1);
    expect(await launchMails()).toBe(4);
  });
});
