import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { PulseProgrammeListResponseSchema } from '#domain/api/pulse-programmes.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { createPulse, pulseTemplate, readPulse } from '#tests/pulse.ts';
import { SCHEDULE_JOB } from '#server/assessments/index.ts';
import { auditEvents } from '#server/db/schema.ts';
import { PULSE_JOB } from './job.ts';

/* Pulse programmes' routes (decision 0065): administrators only, one organisation's, checked input, audited. */
describe(`pulse programme routes on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let organisationId: string;
  let cookie: string;
  let template: { id: string; questionIds: string[] };

  beforeEach(async () => {
    ({ organisationId, cookie } = await signedInAdmin(server, database.db));
    template = await pulseTemplate(server, cookie);
  });

  const monthly = () => ({
    title: 'Monthly pulse',
    templateAssessmentId: template.id,
    cadence: 'monthly',
    openDays: 7,
    firstRunAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  });

  async function refusal(body: Record<string, unknown>) {
    const response = await server.request('/api/pulse-programmes', { method: 'POST', cookie, body });
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    return error.issues?.[0]?.message ?? error.message;
  }

  it('refuses a programme without a title, a known cadence, open days within the cadence or a rotation within the questions', async () => {
    expect(await refusal({ ...monthly(), title: ' ' })).toBe('Give the pulse programme a title.');
    expect(await refusal({ ...monthly(), cadence: 'weekly' })).toBe('Choose how often it runs: monthly or quarterly.');
    expect(await refusal({ ...monthly(), openDays: 0 })).toBe('A run stays open from 1 to 89 days.');
    expect(await refusal({ ...monthly(), openDays: 29 })).toBe('A run stays open from 1 to 28 days.');
    expect(await refusal({ ...monthly(), rotationSize: 5 })).toBe('Each run asks from 1 to 4 questions.');
    expect(await refusal({ ...monthly(), rotationSize: 0 })).toBe('Each run asks from 1 to 200 questions.');
    expect(await refusal({ ...monthly(), templateAssessmentId: undefined })).toBe(
      'Choose the questions: an assessment with questions of its own, or a built-in set.',
    );
    expect(await refusal({ ...monthly(), firstRunAt: '2020-01-01T00:00:00.000Z' })).toBe('The first run cannot open in the past.');
    expect((await server.request('/api/pulse-programmes', { cookie })).status).toBe(200);
    expect(
      PulseProgrammeListResponseSchema.parse(await (await server.request('/api/pulse-programmes', { cookie })).json()).programmes,
    ).toEqual([]);
  });

  it('takes a built-in set as its questions, each run asking its statements', async () => {
    const programme = await createPulse(server, cookie, {
      ...monthly(),
      templateAssessmentId: undefined,
      questionSetId: 'deib-assessment',
    });
    expect(programme).toMatchObject({ questionSetId: 'deib-assessment', templateAssessmentId: null, runs: [] });
    expect(programme.questionCount).toBeGreaterThan(4);
  });

  it('is for administrators: managers and employees are refused', async () => {
    const programme = await createPulse(server, cookie, monthly());
    for (const role of ['manager', 'employee'] as const) {
      const member = await createMember(database.db, { organisationId, role });
      const theirs = await signInAs(server, member.email);
      expect((await server.request('/api/pulse-programmes', { cookie: theirs })).status).toBe(403);
      expect((await server.request(`/api/pulse-programmes/${programme.id}`, { cookie: theirs })).status).toBe(403);
      expect((await server.request('/api/pulse-programmes', { method: 'POST', cookie: theirs, body: monthly() })).status).toBe(403);
      expect((await server.request(`/api/pulse-programmes/${programme.id}/start-now`, { method: 'POST', cookie: theirs })).status).toBe(
        403,
      );
    }
  });

  it("another organisation can neither see, pause, resume nor start a programme, nor copy its template's questions", async () => {
    const programme = await createPulse(server, cookie, monthly());
    const other = await signedInAdmin(server, database.db);
    const list = PulseProgrammeListResponseSchema.parse(
      await (await server.request('/api/pulse-programmes', { cookie: other.cookie })).json(),
    );
    expect(list.programmes).toEqual([]);
    expect((await server.request(`/api/pulse-programmes/${programme.id}`, { cookie: other.cookie })).status).toBe(404);
    for (const action of ['pause', 'resume', 'start-now'])
      expect(
        (await server.request(`/api/pulse-programmes/${programme.id}/${action}`, { method: 'POST', cookie: other.cookie })).status,
      ).toBe(404);
    const copied = await server.request('/api/pulse-programmes', { method: 'POST', cookie: other.cookie, body: monthly() });
    expect(copied.status).toBe(400);
    expect(ErrorResponseSchema.parse(await copied.json()).error.message).toBe(
      'Choose an assessment of your organisation with questions of its own.',
    );
    expect((await readPulse(server, cookie, programme.id)).status).toBe('active');
  });

  it('records setting up, pausing and resuming with the administrator', async () => {
    const programme = await createPulse(server, cookie, monthly());
    await server.request(`/api/pulse-programmes/${programme.id}/pause`, { method: 'POST', cookie });
    expect((await readPulse(server, cookie, programme.id)).status).toBe('paused');
    const paused = await server.request(`/api/pulse-programmes/${programme.id}/start-now`, { method: 'POST', cookie });
    expect(paused.status).toBe(409);
    await server.request(`/api/pulse-programmes/${programme.id}/resume`, { method: 'POST', cookie });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.organisationId, organisationId));
    const pulseEvents = events.filter((event) => event.action.startsWith('PULSE_PROGRAMME_'));
    expect(pulseEvents.map((event) => event.action).sort()).toEqual([
      'PULSE_PROGRAMME_CREATED',
      'PULSE_PROGRAMME_PAUSED',
      'PULSE_PROGRAMME_RESUMED',
    ]);
    expect(new Set(pulseEvents.map((event) => event.userId)).size).toBe(1);
    expect(pulseEvents.every((event) => event.userId !== null && event.details.pulse_programme_id === programme.id)).toBe(true);
  });

  it('shows participation per run as results count it: everyone who completed once the run closed, of the active people', async () => {
    const programme = await createPulse(server, cookie, { ...monthly(), firstRunAt: new Date().toISOString() });
    await server.app.context.jobs.runNow(PULSE_JOB, {});
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    const [run] = (await readPulse(server, cookie, programme.id)).runs;
    if (run?.status !== 'open') throw new Error('the first run opens at once');
    const [agreement, enps, clarity, leadership] = template.questionIds;
    for (let person = 0; person < 3; person += 1) {
      const theirs = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
      const answers = { [agreement ?? '']: 4, [enps ?? '']: 9, [clarity ?? '']: 3, [leadership ?? '']: 5 };
      const done = await server.request(`/api/assessments/${run.assessmentId}/complete`, {
        method: 'POST',
        cookie: theirs,
        body: { answers },
      });
      expect(done.status).toBe(200);
    }
    await server.request(`/api/assessments/${run.assessmentId}/status`, { method: 'PATCH', cookie, body: { status: 'closed' } });
    const [closed] = (await readPulse(server, cookie, programme.id)).runs;
    // The administrator and three respondents are the organisation's active people.
    expect(closed).toMatchObject({ status: 'closed', completed: 3, activePeople: 4, rate: 75 });
  });
});
