import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { assessmentDeletionMessages } from '#domain/messages/assessment-deletion.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessmentQuestions, assessments, auditEvents } from '#server/db/schema.ts';
import { SCHEDULE_JOB } from './schedule.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const draftBody = {
  title: 'Wellbeing pulse',
  category: 'soft_skills',
  description: 'How work feels.',
  questions: [{ kind: 'agreement', text: 'My workload is manageable.', domain: { key: 'wellbeing', label: 'Wellbeing' } }],
};

describe(`deleting an assessment that never opened on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2030-05-01T09:00:00.000Z'));
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date('2030-05-01T09:00:00.000Z'));
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const remove = (id: string, cookie = adminCookie) => server.request(`/api/assessments/${id}`, { method: 'DELETE', cookie });
  const scheduled = async () => {
    const response = await server.request('/api/assessments', {
      method: 'POST',
      cookie: adminCookie,
      body: { questionSetId: 'deib-assessment', opensAt: '2030-05-03T09:00:00.000Z' },
    });
    expect(response.status).toBe(201);
    return AssessmentSummarySchema.parse(await response.json());
  };
  const stored = async (id: string) => (await database.db.select({ n: count() }).from(assessments).where(eq(assessments.id, id)))[0]?.n;

  it('deletes a scheduled assessment, so the schedule never opens it, and records who did it', async () => {
    const assessment = await scheduled();
    expect((await remove(assessment.id)).status).toBe(204);
    expect(await stored(assessment.id)).toBe(0);

    clock.set(new Date('2030-05-03T09:01:00.000Z'));
    await server.app.context.jobs.runNow(SCHEDULE_JOB, {});
    expect(await stored(assessment.id)).toBe(0);

    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ASSESSMENT_DELETED'));
    expect(event?.details).toEqual({ assessment_id: assessment.id, title: assessment.title, status: 'scheduled' });
  });

  it('deletes a draft together with its own questions', async () => {
    const response = await server.request('/api/assessments/drafts', { method: 'POST', cookie: adminCookie, body: draftBody });
    expect(response.status).toBe(201);
    const { assessment } = AssessmentDraftResponseSchema.parse(await response.json());
    expect((await remove(assessment.id)).status).toBe(204);
    expect(await stored(assessment.id)).toBe(0);
    expect(await database.db.select().from(assessmentQuestions)).toEqual([]);
  });

  it('refuses an assessment that has opened, whatever its status since, and keeps it', async () => {
    const open = await startAssessment(server, adminCookie);
    const refusal = await remove(open.id);
    expect(refusal.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refusal.json()).error.message).toBe(
      inSourceLanguage(assessmentDeletionMessages.onlyBeforeOpening),
    );
    await server.request(`/api/assessments/${open.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    expect((await remove(open.id)).status).toBe(409);
    expect(await stored(open.id)).toBe(1);
  });

  it("answers 404 for another organisation's assessment and 403 to someone who does not manage assessments", async () => {
    const assessment = await scheduled();
    const other = await signedInAdmin(server, database.db);
    expect((await remove(assessment.id, other.cookie)).status).toBe(404);
    const member = await createMember(database.db, { organisationId, role: 'manager' });
    expect((await remove(assessment.id, await signInAs(server, member.email))).status).toBe(403);
    expect(await stored(assessment.id)).toBe(1);
  });
});
