import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createTestClock, type TestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { defaultOrganisationSettings, organisations } from '#server/db/schema.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MONDAY = Date.parse('2026-03-02T00:00:00Z');
const at = (day: number, hours: number, minutes = 0) => new Date(MONDAY + day * DAY + (hours * 60 + minutes) * MINUTE);

describe(`answers released at fixed times, on ${testEngine}`, () => {
  let clock: TestClock;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    clock = createTestClock(at(0, 9));
  });
  const { database, server } = useTestServer(() => ({ clock, env: { RESULTS_RELEASE_EVERY: DAY, RESULTS_RELEASE_AT: 3 * 60 * MINUTE } }));
  beforeEach(async () => {
    clock.set(at(0, 9));
    admin = await signedInAdmin(server, database.db);
  });

  /** The results as the administrator sees them now (signed in afresh: the clock moves by days). */
  const results = async (assessmentId: string) => {
    const cookie = await signInAs(server, admin.admin.email);
    return AssessmentResultsSchema.parse(await (await server.request(`/api/results/${assessmentId}`, { cookie })).json());
  };
  /** `people` complete now, each followed by a run of the release job (as a minute's run would). */
  const complete = async (assessmentId: string, people: number) => {
    for (let index = 0; index < people; index += 1) await respond(server, database.db, admin.organisationId, assessmentId, () => 4);
  };
  const runAt = async (moment: Date) => {
    clock.set(moment);
    await server.app.context.releases.drain();
  };

  it('keeps six completions out of the results until the next release time, and says when that is', async () => {
    const assessment = await startAssessment(server, admin.cookie);
    await complete(assessment.id, 6);
    await runAt(at(0, 23, 59));
    expect((await results(assessment.id)).completion).toEqual({
      activePeople: 7,
      completed: 0,
      rate: 0,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: '2026-03-03T03:00:00.000Z',
    });

    await runAt(at(1, 3, 1));
    const released = await results(assessment.id);
    expect(released.completion).toEqual({
      activePeople: 7,
      completed: 6,
      rate: 85.7,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: '2026-03-04T03:00:00.000Z',
    });
    expect(released.releasedOn).toBe('2026-03-03');
  });

  it('acts on a release time once: a sixth completion after it waits for the next one', async () => {
    const assessment = await startAssessment(server, admin.cookie);
    await complete(assessment.id, 5);
    await runAt(at(1, 3, 0));
    clock.set(at(1, 10));
    await complete(assessment.id, 1);
    await runAt(at(1, 10, 1));
    await runAt(at(2, 2, 59));
    expect((await results(assessment.id)).completion.completed).toBe(0);
    await runAt(at(2, 3, 0));
    expect((await results(assessment.id)).completion.completed).toBe(6);
  });

  it('treats an assessment with no one waiting at the release time like one with too few', async () => {
    const assessment = await startAssessment(server, admin.cookie);
    await runAt(at(1, 3, 0));
    clock.set(at(1, 11));
    await complete(assessment.id, 6);
    await runAt(at(1, 11, 1));
    expect((await results(assessment.id)).completion.completed).toBe(0);
    await runAt(at(2, 3, 0));
    expect((await results(assessment.id)).completion.completed).toBe(6);
  });

  it('releases a release time missed while nothing ran at the first run after it', async () => {
    const assessment = await startAssessment(server, admin.cookie);
    await complete(assessment.id, 6);
    // No run at three: the app was stopped. The first run, at nine, acts on three o'clock's time.
    await runAt(at(1, 9, 0));
    expect((await results(assessment.id)).completion.completed).toBe(6);
  });

  it('releases at once when the assessment closes, whatever the time', async () => {
    const assessment = await startAssessment(server, admin.cookie);
    await complete(assessment.id, 6);
    clock.set(at(0, 9, 20));
    const closed = await server.request(`/api/assessments/${assessment.id}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    await server.app.context.releases.drain();
    expect((await results(assessment.id)).completion).toEqual({
      activePeople: 7,
      completed: 6,
      rate: 85.7,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: null,
    });
  });

  it('releases nothing at release times where results wait for the close, and names no next update', async () => {
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
      .where(eq(organisations.id, admin.organisationId));
    const assessment = await startAssessment(server, admin.cookie);
    await complete(assessment.id, 6);
    await runAt(at(1, 3, 0));
    expect((await results(assessment.id)).completion).toEqual({
      activePeople: 7,
      completed: 0,
      rate: 0,
      notCounted: 0,
      heldUntilClose: true,
      nextReleaseAt: null,
    });
  });
});
