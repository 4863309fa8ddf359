import { asc, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { PLATFORM_ORGANISATIONS_PAGE_SIZE, PlatformOverviewResponseSchema, type PlatformOverview } from '#domain/api/platform.ts';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { assessments, dailyCompletions, participations } from '#server/db/schema.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie, createUser } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { purgeOldDailyCompletions } from './service.ts';

describe(`the platform overview on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-05-31T10:00:00Z'));

  const { database, server } = useTestServer({ clock });

  const overview = (cookie?: string, query = '') => server.request(`/api/platform/overview${query}`, cookie ? { cookie } : {});
  const platformAdminCookie = async () =>
    createSessionCookie(database.db, (await createMember(database.db, { organisationId: null, role: 'platform_admin' })).id, clock);
  const read = async (cookie: string, query = ''): Promise<PlatformOverview> => {
    const response = await overview(cookie, query);
    expect(response.status).toBe(200);
    return PlatformOverviewResponseSchema.parse(await response.json());
  };

  async function addAssessment(organisationId: string, status: AssessmentStatus) {
    const [row] = await database.db
      .insert(assessments)
      .values({
        organisationId,
        questionSetId: 'deib-assessment',
        questionSetVersion: 1,
        title: 'Culture',
        description: '',
        status,
        wave: 1,
      })
      .returning();
    if (!row) throw new Error('assessment insert returned nothing');
    return row;
  }

  /** `count` people of the organisation who completed its assessment at `at`, as a completion records them: whether, and a count for the day. */
  async function complete(organisationId: string, assessmentId: string, count: number, at: string) {
    for (let index = 0; index < count; index++) {
      const person = await createUser(database.db, { organisationId });
      await database.db.insert(participations).values({ organisationId, assessmentId, userId: person.id, completed: true });
    }
    await database.db
      .insert(dailyCompletions)
      .values({ organisationId, day: at.slice(0, 10), completions: count })
      .onConflictDoUpdate({
        target: [dailyCompletions.organisationId, dailyCompletions.day],
        set: { completions: sql`${dailyCompletions.completions} + ${count}` },
      });
  }

  it('refuses the signed out (401), organisation administrators and their people (403)', async () => {
    expect((await overview()).status).toBe(401);
    for (const role of ['organisation_admin', 'manager', 'employee'] as const) {
      const member = await createMember(database.db, { role });
      const response = await overview(await createSessionCookie(database.db, member.id, clock));
      expect(response.status).toBe(403);
      expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('forbidden');
    }
  });

  it('asks a platform administrator without a second factor to set one up first', async () => {
    const admin = await createMember(database.db, { organisationId: null, role: 'platform_admin', twoStep: false });
    const response = await overview(await createSessionCookie(database.db, admin.id, clock));
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('two_step_required');
  });

  it('counts organisations, people and assessments by status, without the demo organisation', async () => {
    // Newest first: the two are a minute apart, as two inserts in a row can share a clock tick.
    const first = await createOrganisation(database.db, { name: 'Alder Ltd', createdAt: new Date('2031-01-01T09:00:00Z') });
    const second = await createOrganisation(database.db, { name: 'Birch plc', createdAt: new Date('2031-01-01T09:01:00Z') });
    const demo = await createOrganisation(database.db, { name: 'Demo', isDemo: true });
    await createUser(database.db, { organisationId: first.id });
    await createUser(database.db, { organisationId: first.id, isActive: false });
    await createUser(database.db, { organisationId: second.id });
    await createUser(database.db, { organisationId: demo.id });
    await createUser(database.db, { organisationId: null });
    await addAssessment(first.id, 'open');
    await addAssessment(first.id, 'closed');
    await addAssessment(second.id, 'open');
    await addAssessment(demo.id, 'open');

    const figures = await read(await platformAdminCookie());
    expect(figures.organisations).toEqual({ total: 2 });
    expect(figures.people).toEqual({ total: 3, active: 2 });
    expect(figures.assessments).toEqual({ draft: 0, scheduled: 0, open: 2, paused: 0, closed: 1 });
    expect(figures.organisationList.items.map(({ name, people, assessments: count }) => ({ name, people, assessments: count }))).toEqual([
      { name: 'Birch plc', people: 1, assessments: 1 },
      { name: 'Alder Ltd', people: 2, assessments: 2 },
    ]);
    // Counts, names and the platform's own suspension only: nothing of any organisation's results or settings.
    expect(Object.keys(figures.organisationList.items[0] ?? {}).sort()).toEqual([
      'assessments',
      'createdAt',
      'id',
      'name',
      'people',
      'suspendedAt',
      'suspensionReason',
    ]);
  });

  it('pages the organisations, newest first', async () => {
    for (let index = 0; index < PLATFORM_ORGANISATIONS_PAGE_SIZE + 2; index++) {
      await createOrganisation(database.db, {
        name: `Organisation ${String(index).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2031, 0, 1 + index)),
      });
    }
    const cookie = await platformAdminCookie();
    const second = await read(cookie, '?page=2');
    expect(second.organisationList).toMatchObject({
      page: 2,
      pageSize: PLATFORM_ORGANISATIONS_PAGE_SIZE,
      total: PLATFORM_ORGANISATIONS_PAGE_SIZE + 2,
    });
    expect(second.organisationList.items.map((item) => item.name)).toEqual(['Organisation 01', 'Organisation 00']);
    expect((await overview(cookie, '?page=0')).status).toBe(400);
  });

  it('shows a day’s completions only from six, across two organisations or more; today never', async () => {
    const first = await createOrganisation(database.db);
    const second = await createOrganisation(database.db);
    const demo = await createOrganisation(database.db, { isDemo: true });
    const [a, b, d] = await Promise.all([
      addAssessment(first.id, 'open'),
      addAssessment(second.id, 'open'),
      addAssessment(demo.id, 'open'),
    ]);
    // 29 May: 4 + 3 from two organisations, shown.
    await complete(first.id, a.id, 4, '2031-05-29T08:00:00Z');
    await complete(second.id, b.id, 3, '2031-05-29T23:59:00Z');
    // 28 May: 5 from two organisations (and the demo's, which is nobody's), fewer than six.
    await complete(first.id, a.id, 3, '2031-05-28T12:00:00Z');
    await complete(second.id, b.id, 2, '2031-05-28T12:00:00Z');
    await complete(demo.id, d.id, 6, '2031-05-28T12:00:00Z');
    // 27 May: 9, all in one organisation: that organisation's own activity, hidden.
    await complete(first.id, a.id, 9, '2031-05-27T12:00:00Z');
    // Today and 31 days ago: outside the 30 full days shown.
    await complete(first.id, a.id, 3, '2031-05-31T09:00:00Z');
    await complete(second.id, b.id, 3, '2031-05-31T09:30:00Z');
    await complete(first.id, a.id, 3, '2031-04-30T12:00:00Z');
    await complete(second.id, b.id, 3, '2031-04-30T12:00:00Z');

    const { completionsByDay } = await read(await platformAdminCookie());
    expect(completionsByDay).toHaveLength(30);
    expect(completionsByDay[0]?.day).toBe('2031-05-01');
    expect(completionsByDay.slice(-3)).toEqual([
      { day: '2031-05-28', completions: null, hiddenBecause: 'fewer_than_six' },
      { day: '2031-05-29', completions: 7, hiddenBecause: null },
      { day: '2031-05-30', completions: null, hiddenBecause: 'fewer_than_six' },
    ]);
    expect(completionsByDay.find((entry) => entry.day === '2031-05-27')).toEqual({
      day: '2031-05-27',
      completions: null,
      hiddenBecause: 'one_organisation',
    });
    expect(completionsByDay.filter((entry) => entry.completions !== null)).toHaveLength(1);
  });

  it('counts a completion on the UTC day it happened, per organisation, and forgets days no longer shown', async () => {
    const organisation = await createOrganisation(database.db);
    await selectCategories(database.db, organisation.id, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const assessment = await startAssessment(server, await createSessionCookie(database.db, admin.id, clock));
    const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 4]));
    for (const index of [0, 1]) {
      const person = await createRespondent(database.db, organisation.id);
      const response = await server.request(`/api/assessments/${assessment.id}/complete`, {
        method: 'POST',
        cookie: await createSessionCookie(database.db, person.id, clock),
        body: { answers },
      });
      expect(response.status, `completion ${index}`).toBe(200);
    }
    await complete(organisation.id, assessment.id, 1, '2031-05-01T12:00:00Z');
    await complete(organisation.id, assessment.id, 1, '2031-04-30T12:00:00Z');
    const days = () =>
      database.db
        .select({ day: dailyCompletions.day, completions: dailyCompletions.completions })
        .from(dailyCompletions)
        .orderBy(asc(dailyCompletions.day));
    expect(await days()).toEqual([
      { day: '2031-04-30', completions: 1 },
      { day: '2031-05-01', completions: 1 },
      { day: '2031-05-31', completions: 2 },
    ]);
    await purgeOldDailyCompletions({ db: database.db, clock });
    expect((await days()).map((row) => row.day)).toEqual(['2031-05-01', '2031-05-31']);
  });
});
