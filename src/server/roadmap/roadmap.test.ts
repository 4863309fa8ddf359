import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { RoadmapItemSchema, RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, startAssessment, signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

describe(`roadmap on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const roadmap = async (cookie = adminCookie, query = '') =>
    RoadmapResponseSchema.parse(await (await server.request(`/api/roadmap${query}`, { cookie })).json());
  const generate = (assessmentId: string, cookie = adminCookie) =>
    server.request('/api/roadmap', { method: 'POST', cookie, body: { assessmentId } });

  it('cannot be generated below six responses', async () => {
    const assessment = await startAssessment(server, adminCookie);
    for (let i = 0; i < 5; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 3);
    // Five completed: held back until a release of six, so nothing to generate from.
    expect(await roadmap()).toMatchObject({ responses: 0, canGenerate: false, items: [] });
    const refused = await generate(assessment.id);
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).error.message).toBe('Insufficient responses to generate roadmap');
  });

  it('without an assessment asked for, shows the newest one whose results can be shown, else the newest', async () => {
    const shown = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, shown.id, () => 4);
    const newer = await startAssessment(server, adminCookie);
    for (let i = 0; i < 2; i += 1) await respond(server, database.db, organisationId, newer.id, () => 4);
    expect(await roadmap()).toMatchObject({ assessment: { id: shown.id }, responses: 6, canGenerate: true });
    expect((await roadmap(adminCookie, `?assessmentId=${newer.id}`)).assessment?.id).toBe(newer.id);
  });

  it('without an assessment asked for and none that can be shown, shows the newest', async () => {
    await startAssessment(server, adminCookie);
    const newest = await startAssessment(server, adminCookie);
    expect(await roadmap()).toMatchObject({ assessment: { id: newest.id }, responses: 0, canGenerate: false });
  });

  it('generates once from the shown domains, audited, and tracks each action', async () => {
    const assessment = await startAssessment(server, adminCookie);
    // Recruitment scores lowest, then leadership, then belonging.
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, assessment.id, (index) => [3, 3, 2, 2, 1, 2, 4, 5, 4][index] ?? 3);
    expect((await roadmap()).canGenerate).toBe(true);
    const response = await generate(assessment.id);
    expect(response.status).toBe(201);
    const generated = RoadmapResponseSchema.parse(await response.json());
    expect(generated.canGenerate).toBe(false);
    expect(generated.items.map((item) => [item.priority, item.domain, item.timeframe, item.status])).toEqual([
      [1, 'recruitment-hiring', '6-8 weeks', 'not_started'],
      [2, 'leadership-governance', '6-8 weeks', 'not_started'],
      [3, 'culture-belonging', '2-3 weeks', 'not_started'],
    ]);
    expect(generated.items[0]?.ownerHint).toBe('Talent Acquisition Lead or HR Team');
    expect((await generate(assessment.id)).status).toBe(409);
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ROADMAP_GENERATED'));
    expect(event?.details).toEqual({
      assessment_id: assessment.id,
      item_count: 3,
      domains: ['recruitment-hiring', 'leadership-governance', 'culture-belonging'],
    });

    const itemId = generated.items[0]?.id ?? '';
    const started = RoadmapItemSchema.parse(
      await (
        await server.request(`/api/roadmap/items/${itemId}`, { method: 'PATCH', cookie: adminCookie, body: { status: 'in_progress' } })
      ).json(),
    );
    expect(started).toMatchObject({ status: 'in_progress', statusChangedBy: expect.any(String), statusChangedAt: expect.any(String) });
    const done = RoadmapItemSchema.parse(
      await (
        await server.request(`/api/roadmap/items/${itemId}`, { method: 'PATCH', cookie: adminCookie, body: { status: 'done' } })
      ).json(),
    );
    expect(done.status).toBe('done');
    expect(
      (await server.request(`/api/roadmap/items/${itemId}`, { method: 'PATCH', cookie: adminCookie, body: { status: 'finished' } })).status,
    ).toBe(400);
  });

  it('proposes an action only where a domain scores below 4.50, and none when every shown domain is Excellent', async () => {
    const assessment = await startAssessment(server, adminCookie);
    // Belonging at 4.67 (everyone agreeing): among the three largest gaps, but Excellent.
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, assessment.id, (index) => [3, 3, 2, 2, 1, 2, 5, 5, 4][index] ?? 3);
    expect(await roadmap()).toMatchObject({ canGenerate: true, noActionNeeded: false });
    const generated = RoadmapResponseSchema.parse(await (await generate(assessment.id)).json());
    expect(generated.items.map((item) => item.domain)).toEqual(['recruitment-hiring', 'leadership-governance']);
    // The whole statement travels with the item; the title quotes its first 50 characters.
    const lowest = generated.items[0];
    expect(lowest?.question).toEqual(expect.any(String));
    expect(lowest?.title).toContain(`“${(lowest?.question ?? '').slice(0, 20)}`);

    const excellent = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, excellent.id, () => 5);
    expect(await roadmap(adminCookie, `?assessmentId=${excellent.id}`)).toMatchObject({
      canGenerate: false,
      noActionNeeded: true,
      items: [],
    });
    const refused = await generate(excellent.id);
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).error.message).toBe(inSourceLanguage(roadmapMessages.noActionNeeded));
  });

  it('is for administrators and managers; employees are refused and other organisations get 404', async () => {
    const assessment = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 2);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    const managerCookie = await signInAs(server, manager.email);
    expect((await generate(assessment.id, managerCookie)).status).toBe(201);
    const employee = await createRespondent(database.db, organisationId);
    const employeeCookie = await signInAs(server, employee.email);
    expect((await server.request('/api/roadmap', { cookie: employeeCookie })).status).toBe(403);

    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await signInAs(server, outsider.email);
    expect((await server.request(`/api/roadmap?assessmentId=${assessment.id}`, { cookie: outsiderCookie })).status).toBe(404);
    expect((await generate(assessment.id, outsiderCookie)).status).toBe(404);
    const [item] = (await roadmap()).items;
    expect(
      (await server.request(`/api/roadmap/items/${item?.id}`, { method: 'PATCH', cookie: outsiderCookie, body: { status: 'done' } }))
        .status,
    ).toBe(404);
    expect((await roadmap()).items[0]?.status).toBe('not_started');
  });
});
