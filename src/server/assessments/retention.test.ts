import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { respond, selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answerDrafts, answers, assessments, defaultOrganisationSettings, organisations } from '#server/db/schema.ts';
import { purgeExpiredAnswers } from './retention.ts';

const DAY = 24 * 60 * 60_000;

describe(`answer retention on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  it("deletes answers once the organisation's retention period after closing has passed, keeping the results", async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const organisationId = admin.organisationId ?? '';
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, retentionMonths: 3 } })
      .where(eq(organisations.id, organisationId));
    const cookie = await signInAs(server, admin.email);
    const assessment = await startAssessment(server, cookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 4);
    const before = AssessmentResultsSchema.parse(await (await server.request(`/api/results/${assessment.id}`, { cookie })).json());
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie, body: { status: 'closed' } });

    const answerCount = async () => (await database.db.select({ n: count() }).from(answers))[0]?.n;
    const clock = createTestClock();
    clock.advance(80 * DAY);
    expect(await purgeExpiredAnswers(database.db, clock)).toBe(0);
    expect(await answerCount()).toBe(54);

    clock.advance(20 * DAY);
    expect(await purgeExpiredAnswers(database.db, clock)).toBe(1);
    expect(await answerCount()).toBe(0);
    expect((await database.db.select({ n: count() }).from(answerDrafts))[0]?.n).toBe(0);
    const [row] = await database.db.select().from(assessments);
    expect(row?.status).toBe('closed');
    const after = AssessmentResultsSchema.parse(await (await server.request(`/api/results/${assessment.id}`, { cookie })).json());
    expect(after.domains).toEqual(before.domains);
  });

  it('leaves open and recently closed assessments alone', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const organisationId = admin.organisationId ?? '';
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const cookie = await signInAs(server, admin.email);
    const assessment = await startAssessment(server, cookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 2);
    const clock = createTestClock();
    clock.advance(1000 * DAY);
    expect(await purgeExpiredAnswers(database.db, clock)).toBe(0);
    expect((await database.db.select({ n: count() }).from(answers))[0]?.n).toBe(54);
  });
});
