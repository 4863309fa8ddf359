import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { createPulse, pulseTemplate, readPulse } from '#tests/pulse.ts';
import { SCHEDULE_JOB } from '#server/assessments/index.ts';
import { auditEvents } from '#server/db/schema.ts';
import { PULSE_JOB, pulseJob } from './job.ts';

const START = new Date('2030-05-01T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/*
 * The pulse job (decision 0065) with the test clock: it creates each run a day ahead, the
 * schedule job opens and closes it, and the next comes a cadence later.
 */
describe(`pulse programme runs on ${testEngine}`, () => {
  const clock = createTestClock(START);
  const { database, server } = useTestServer({ clock });
  let adminEmail: string;
  let templateId: string;
  let questionIds: string[];

  beforeEach(async () => {
    clock.set(START);
    const { admin, cookie } = await signedInAdmin(server, database.db);
    adminEmail = admin.email;
    ({ id: templateId, questionIds } = await pulseTemplate(server, cookie));
  });

  // Sessions do not outlive months on the clock: sign in again after moving it.
  const cookie = () => signInAs(server, adminEmail);
  const runJobs = async () => {
    await server.app.context.jobs.runNow(PULSE_JOB, {});
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
  };
  const at = async (iso: string) => {
    clock.set(new Date(iso));
    await runJobs();
    return readPulse(server, await cookie(), programmeId);
  };
  let programmeId: string;

  it('creates and opens run 1 at its start, closes it after the open days, and creates run 2 a month later', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Monthly pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 7,
      firstRunAt: '2030-05-10T09:00:00.000Z',
    }));
    expect((await at('2030-05-08T09:00:00.000Z')).runs).toEqual([]);

    const ahead = await at('2030-05-09T09:00:00.000Z');
    expect(ahead.runs.map((run) => [run.wave, run.status, run.opensAt, run.closesAt])).toEqual([
      [1, 'scheduled', '2030-05-10T09:00:00.000Z', '2030-05-17T09:00:00.000Z'],
    ]);
    expect(ahead.nextRunAt).toBe('2030-06-10T09:00:00.000Z');
    expect(ahead.runs[0]?.questionIds).toEqual(questionIds);

    expect((await at('2030-05-10T09:00:00.000Z')).runs.map((run) => run.status)).toEqual(['open']);
    expect((await at('2030-05-17T08:59:00.000Z')).runs.map((run) => run.status)).toEqual(['open']);
    expect((await at('2030-05-17T09:00:00.000Z')).runs.map((run) => run.status)).toEqual(['closed']);

    const second = await at('2030-06-10T09:00:00.000Z');
    expect(second.runs.map((run) => [run.wave, run.status, run.opensAt])).toEqual([
      [2, 'open', '2030-06-10T09:00:00.000Z'],
      [1, 'closed', '2030-05-10T09:00:00.000Z'],
    ]);
    // The same ids every run: trends line the waves up question by question.
    expect(second.runs[0]?.questionIds).toEqual(questionIds);
  });

  it('runs a quarterly programme every three months', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Quarterly pulse',
      templateAssessmentId: templateId,
      cadence: 'quarterly',
      openDays: 30,
      firstRunAt: '2030-05-01T09:00:00.000Z',
    }));
    expect((await at('2030-05-01T09:00:00.000Z')).runs.map((run) => run.status)).toEqual(['open']);
    expect((await at('2030-07-30T09:00:00.000Z')).runs.map((run) => run.status)).toEqual(['closed']);
    const second = await at('2030-08-01T09:00:00.000Z');
    expect(second.runs.map((run) => [run.wave, run.status, run.opensAt, run.closesAt])).toEqual([
      [2, 'open', '2030-08-01T09:00:00.000Z', '2030-08-31T09:00:00.000Z'],
      [1, 'closed', '2030-05-01T09:00:00.000Z', '2030-05-31T09:00:00.000Z'],
    ]);
    expect(second.nextRunAt).toBe('2030-11-01T09:00:00.000Z');
  });

  it('asks each run its turn of a rotating subset, with the source ids, so every question comes back', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Rotating pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 5,
      rotationSize: 3,
      firstRunAt: '2030-05-01T09:00:00.000Z',
    }));
    for (const month of ['05', '06', '07']) await at(`2030-${month}-01T09:00:00.000Z`);
    const programme = await at('2030-08-01T09:00:00.000Z');
    const [a, b, c, d] = questionIds;
    expect(programme.runs.map((run) => run.questionIds).reverse()).toEqual([
      [a, b, c],
      [a, b, d],
      [a, c, d],
      [b, c, d],
    ]);
  });

  it('creates no run while paused, and after resuming skips the runs that would already be over', async () => {
    const created = await createPulse(server, await cookie(), {
      title: 'Paused pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 7,
      firstRunAt: '2030-05-10T09:00:00.000Z',
    });
    programmeId = created.id;
    expect((await server.request(`/api/pulse-programmes/${programmeId}/pause`, { method: 'POST', cookie: await cookie() })).status).toBe(
      200,
    );
    expect((await at('2030-05-10T09:00:00.000Z')).runs).toEqual([]);
    expect((await at('2030-06-20T09:00:00.000Z')).runs).toEqual([]);

    const resumed = await server.request(`/api/pulse-programmes/${programmeId}/resume`, { method: 'POST', cookie: await cookie() });
    expect(resumed.status).toBe(200);
    // May's and June's runs would be over (June's closed on the 17th): the next is July's.
    const programme = await at('2030-06-20T09:00:00.000Z');
    expect(programme.runs).toEqual([]);
    expect(programme.nextRunAt).toBe('2030-07-10T09:00:00.000Z');
    expect((await at('2030-07-10T09:00:00.000Z')).runs.map((run) => [run.wave, run.status])).toEqual([[1, 'open']]);
  });

  it('creates one run when two job runs race for it', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Raced pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 7,
      firstRunAt: '2030-05-02T09:00:00.000Z',
    }));
    // Two processes' jobs at the same moment (the queue chains runs within one process; these are not chained).
    const processes = [0, 1].map(() => pulseJob({ db: database.db, clock, jobs: () => server.app.context.jobs }));
    await Promise.all(processes.map((job) => job.run({})));
    await server.app.context.jobs.runNow(PULSE_JOB, {});
    const programme = await readPulse(server, await cookie(), programmeId);
    expect(programme.runs.map((run) => run.wave)).toEqual([1]);
    const created = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'PULSE_RUN_CREATED'));
    expect(created.map((event) => [event.details.pulse_programme_id, event.userId])).toEqual([[programmeId, null]]);
  });

  it('starts the next run now: refused while a run is open, then opens at once and counts the cadence from then', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Early pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 7,
      firstRunAt: '2030-05-01T09:00:00.000Z',
    }));
    await at('2030-05-01T09:00:00.000Z');
    const startNow = async () =>
      server.request(`/api/pulse-programmes/${programmeId}/start-now`, { method: 'POST', cookie: await cookie() });
    const refused = await startNow();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'The current run is still open: close it before starting the next one.',
    );

    clock.set(new Date('2030-05-12T09:00:00.000Z'));
    await runJobs();
    expect((await startNow()).status).toBe(200);
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    const programme = await readPulse(server, await cookie(), programmeId);
    expect(programme.runs.map((run) => [run.wave, run.status, run.opensAt])).toEqual([
      [2, 'open', '2030-05-12T09:00:00.000Z'],
      [1, 'closed', '2030-05-01T09:00:00.000Z'],
    ]);
    expect(programme.nextRunAt).toBe('2030-06-12T09:00:00.000Z');
    const started = (await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'PULSE_RUN_CREATED'))).filter(
      (event) => event.details.started_early === true,
    );
    expect(started).toHaveLength(1);
    expect(started[0]?.userId).not.toBeNull();
  });

  it('brings a run created ahead of its start forward when started now', async () => {
    ({ id: programmeId } = await createPulse(server, await cookie(), {
      title: 'Ahead pulse',
      templateAssessmentId: templateId,
      cadence: 'monthly',
      openDays: 7,
      firstRunAt: new Date(START.getTime() + DAY / 2).toISOString(),
    }));
    await runJobs();
    expect((await readPulse(server, await cookie(), programmeId)).runs.map((run) => run.status)).toEqual(['scheduled']);
    expect(
      (await server.request(`/api/pulse-programmes/${programmeId}/start-now`, { method: 'POST', cookie: await cookie() })).status,
    ).toBe(200);
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    const programme = await readPulse(server, await cookie(), programmeId);
    expect(programme.runs.map((run) => [run.wave, run.status, run.opensAt])).toEqual([[1, 'open', START.toISOString()]]);
    const [moved] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'PULSE_RUN_STARTED_EARLY'));
    expect(moved?.details).toMatchObject({ pulse_programme_id: programmeId, assessment_id: programme.runs[0]?.assessmentId });
  });
});
