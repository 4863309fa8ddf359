import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessments, auditEvents } from '#server/db/schema.ts';
import { LAUNCH_JOB } from './launch.ts';
import { SCHEDULE_JOB } from './schedule.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const HOUR = 60 * 60 * 1000;

describe(`scheduled closing on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2030-05-01T09:00:00.000Z'));

  const { database, server, restartServer } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date('2030-05-01T09:00:00.000Z'));
  });

  async function signedInAdmin() {
    const organisation = await createOrganisation(database.db, { selectedCategories: ['deib-assessment'] });
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    return { organisation, admin, cookie: await signInAs(server, admin.email) };
  }

  async function create(cookie: string, body: Record<string, unknown>) {
    return server.request('/api/assessments', { method: 'POST', cookie, body: { questionSetId: 'deib-assessment', ...body } });
  }

  // Read from the database: weeks pass on the clock, longer than a session lives.
  async function statusOf(id: string) {
    const [row] = await database.db.select({ status: assessments.status }).from(assessments).where(eq(assessments.id, id));
    return row;
  }

  it('closes an assessment when its close date comes and not before, recorded with no person, and the launch e-mail gives the date', async () => {
    const { organisation, admin, cookie } = await signedInAdmin();
    const response = await create(cookie, { closesAt: '2030-05-08T17:00:00.000Z' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; status: string; closesAt: string | null };
    expect(created).toMatchObject({ status: 'open', closesAt: '2030-05-08T17:00:00.000Z' });

    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId: created.id });
    expect((await server.lastMailTo(admin.email, 'assessment_launch'))?.text).toContain('It closes on 8 May 2030.');

    clock.set(new Date('2030-05-08T16:59:00.000Z'));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await statusOf(created.id))?.status).toBe('open');

    clock.set(new Date('2030-05-08T17:00:00.000Z'));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await statusOf(created.id))?.status).toBe('closed');
    const closings = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, organisation.id), eq(auditEvents.action, 'ASSESSMENT_CLOSED')));
    expect(closings).toHaveLength(1);
    expect(closings[0]?.userId).toBeNull();

    // Running again closes nothing twice.
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    const again = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ASSESSMENT_CLOSED'));
    expect(again).toHaveLength(1);
  });

  it('an administrator changes or clears the close date of an open assessment; a closed one keeps its own', async () => {
    const { admin, cookie } = await signedInAdmin();
    const created = (await (await create(cookie, { closesAt: '2030-05-02T09:00:00.000Z' })).json()) as { id: string };

    const moved = await server.request(`/api/assessments/${created.id}/close-date`, {
      method: 'PATCH',
      cookie,
      body: { closesAt: '2030-05-03T09:00:00.000Z' },
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { closesAt: string }).closesAt).toBe('2030-05-03T09:00:00.000Z');

    const cleared = await server.request(`/api/assessments/${created.id}/close-date`, {
      method: 'PATCH',
      cookie,
      body: { closesAt: null },
    });
    expect(((await cleared.json()) as { closesAt: string | null }).closesAt).toBeNull();
    clock.advance(30 * 24 * HOUR);
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await statusOf(created.id))?.status).toBe('open');

    const later = await signInAs(server, admin.email);
    await server.request(`/api/assessments/${created.id}/status`, { method: 'PATCH', cookie: later, body: { status: 'closed' } });
    const late = await server.request(`/api/assessments/${created.id}/close-date`, {
      method: 'PATCH',
      cookie: later,
      body: { closesAt: '2031-01-01T00:00:00.000Z' },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      inSourceLanguage(assessmentAdministrationMessages.closeDateOfClosed),
    );
  });

  it('refuses a close date in the past or not a date, in clear words', async () => {
    const { cookie } = await signedInAdmin();
    const past = await create(cookie, { closesAt: '2030-05-01T08:59:00.000Z' });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { message: string } }).error.message).toBe(
      inSourceLanguage(assessmentAdministrationMessages.closeDateInPast),
    );

    const garbled = await create(cookie, { closesAt: 'next Friday' });
    expect(garbled.status).toBe(400);
    expect(JSON.stringify(await garbled.json())).toContain(inSourceLanguage(assessmentAdministrationMessages.closeDateInvalid));
  });

  it('still closes on time after a restart', async () => {
    const { cookie } = await signedInAdmin();
    const created = (await (await create(cookie, { closesAt: '2030-05-01T10:00:00.000Z' })).json()) as { id: string };
    await restartServer();

    clock.set(new Date('2030-05-01T10:00:30.000Z'));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect((await statusOf(created.id))?.status).toBe('closed');
  });
});
