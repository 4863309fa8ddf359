import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { AssessmentListResponseSchema, AssessmentSummarySchema, QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { ConsentInfoResponseSchema } from '#domain/api/consent.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { AssessmentResultsSchema, ResultsOverviewSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { answerImportMessages } from '#domain/messages.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, releases } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/*
 * An organisation may raise its minimum group size above six (decision 0037). Each assessment
 * keeps the size it opened with: its releases, figures, team views and imports all read that,
 * never the organisation's setting afterwards.
 */
describe(`an organisation's minimum group size, on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    admin = await signedInAdmin(server, database.db);
  });

  const updateSettings = (body: unknown) =>
    server.request('/api/organisations/current/settings', { method: 'PATCH', cookie: admin.cookie, body });
  const setGroupSize = async (size: number) => expect((await updateSettings({ minimumGroupSize: size })).status).toBe(200);
  const results = async (id: string) =>
    AssessmentResultsSchema.parse(await (await server.request(`/api/results/${id}`, { cookie: admin.cookie })).json());
  const teams = async (id: string) =>
    TeamResultsResponseSchema.parse(await (await server.request(`/api/results/${id}/teams`, { cookie: admin.cookie })).json());
  const summaryOf = async (id: string) => {
    const list = AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie: admin.cookie })).json());
    return list.assessments.find((assessment) => assessment.id === id);
  };
  const complete = async (id: string, people: number, managerId?: string) => {
    for (let index = 0; index < people; index += 1)
      await respond(server, database.db, admin.organisationId, id, () => 4, managerId ? { managerId } : {});
  };

  it('refuses a size below six, above fifty or not a whole number with the error shape, and records a change in the audit log', async () => {
    for (const minimumGroupSize of [5, 0, -6, 51, 7.5, '8', null]) {
      const response = await updateSettings({ minimumGroupSize });
      expect(response.status, `minimumGroupSize ${String(minimumGroupSize)}`).toBe(400);
      const { error } = ErrorResponseSchema.parse(await response.json());
      expect(error.code).toBe('validation_failed');
      expect(error.issues?.map((issue) => issue.path)).toEqual(['minimumGroupSize']);
    }
    const five = ErrorResponseSchema.parse(await (await updateSettings({ minimumGroupSize: 5 })).json()).error;
    expect(five.issues?.[0]?.message).toBe('The minimum group size must be between 6 and 50 people');
    const half = ErrorResponseSchema.parse(await (await updateSettings({ minimumGroupSize: 7.5 })).json()).error;
    expect(half.issues?.[0]?.message).toBe('The minimum group size must be a whole number of people');

    const session = async () => SessionResponseSchema.parse(await (await server.request('/api/session', { cookie: admin.cookie })).json());
    expect((await session()).organisation?.settings.minimumGroupSize).toBe(6);
    await setGroupSize(50);
    expect((await session()).organisation?.settings.minimumGroupSize).toBe(50);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, admin.organisationId), eq(auditEvents.action, 'ORGANISATION_SETTINGS_UPDATED')));
    expect(events.map((event) => event.details)).toEqual([{ changed_keys: ['minimumGroupSize'] }]);
  });

  it('releases nothing from seven people of an assessment opened at eight, and all eight once the eighth completes', async () => {
    await setGroupSize(8);
    const assessment = await startAssessment(server, admin.cookie);
    expect(assessment.minimumGroupSize).toBe(8);
    const manager = await createRespondent(database.db, admin.organisationId, { role: 'manager' });

    await complete(assessment.id, 7, manager.id);
    const before = await results(assessment.id);
    expect(before).toMatchObject({ threshold: 8, responses: 0, canShowResults: false, releasedOn: null });
    expect(before.domains.every((domain) => !domain.canShow)).toBe(true);
    expect(await database.db.select().from(releases).where(eq(releases.assessmentId, assessment.id))).toEqual([]);

    await complete(assessment.id, 1, manager.id);
    const after = await results(assessment.id);
    expect(after).toMatchObject({ threshold: 8, responses: 8, canShowResults: true });
    expect(after.domains.every((domain) => domain.canShow && domain.responseCount === 8)).toBe(true);
    const teamViews = await teams(assessment.id);
    expect(teamViews.threshold).toBe(8);
    expect(teamViews.teams.find((team) => team.managerId === manager.id)).toMatchObject({ canShowStats: true, respondents: 8 });
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: admin.cookie })).json());
    expect(overview.threshold).toBe(8);
    expect(overview.cards.map((card) => card.threshold)).toEqual([8]);
  });

  it('keeps the size an assessment opened with when the setting is raised, and a newly opened one takes the new size', async () => {
    await setGroupSize(8);
    const first = await startAssessment(server, admin.cookie, 'deib-assessment');
    await setGroupSize(10);
    expect((await summaryOf(first.id))?.minimumGroupSize).toBe(8);
    // The consent text promises what holds for every assessment one may answer: the smaller size while the first runs.
    const consentSize = async () =>
      ConsentInfoResponseSchema.parse(await (await server.request('/api/consent', { cookie: admin.cookie })).json()).minimumGroupSize;
    expect(await consentSize()).toBe(8);

    await complete(first.id, 8);
    expect(await results(first.id)).toMatchObject({ threshold: 8, responses: 8, canShowResults: true });

    // The next wave of the same set opens under the setting now.
    const close = await server.request(`/api/assessments/${first.id}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'closed' },
    });
    expect(close.status).toBe(200);
    expect(await consentSize()).toBe(10);
    const second = await startAssessment(server, admin.cookie, 'deib-assessment');
    expect(second.minimumGroupSize).toBe(10);
    await complete(second.id, 9);
    expect(await results(second.id)).toMatchObject({ threshold: 10, responses: 0, canShowResults: false });
    await complete(second.id, 1);
    expect(await results(second.id)).toMatchObject({ threshold: 10, responses: 10, canShowResults: true });
    // The first kept its own size throughout, and its results still read it.
    expect((await results(first.id)).threshold).toBe(8);
    expect((await teams(first.id)).threshold).toBe(8);
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: admin.cookie })).json());
    expect(overview.threshold).toBe(10);
    expect(new Map(overview.cards.map((card) => [card.assessment.id, card.threshold]))).toEqual(
      new Map([
        [first.id, 8],
        [second.id, 10],
      ]),
    );
  });

  it('gives a scheduled assessment the size of the moment it opens, and tells respondents the size of the assessment they answer', async () => {
    await setGroupSize(8);
    const opensAt = new Date(server.app.context.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await server.request('/api/assessments', {
      method: 'POST',
      cookie: admin.cookie,
      body: { questionSetId: 'deib-assessment', opensAt },
    });
    expect(scheduled.status).toBe(201);
    const { id } = AssessmentSummarySchema.parse(await scheduled.json());
    await setGroupSize(12);
    const opened = await server.request(`/api/assessments/${id}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'open' },
    });
    expect(AssessmentSummarySchema.parse(await opened.json()).minimumGroupSize).toBe(12);
    // Pausing and reopening is not opening again: it keeps the size.
    await setGroupSize(20);
    for (const status of ['paused', 'open'])
      expect(
        (await server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status } })).status,
      ).toBe(200);
    expect((await summaryOf(id))?.minimumGroupSize).toBe(12);

    const person = await createRespondent(database.db, admin.organisationId);
    const cookie = await signInAs(server, person.email);
    const questionnaire = QuestionnaireResponseSchema.parse(
      await (await server.request(`/api/assessments/${id}/questionnaire`, { cookie })).json(),
    );
    expect(questionnaire.assessment.minimumGroupSize).toBe(12);
  });

  it('refuses to import fewer answer sheets than the size the imported assessment was created with', async () => {
    await setGroupSize(8);
    const created = await server.request('/api/assessments', {
      method: 'POST',
      cookie: admin.cookie,
      body: { questionSetId: 'deib-assessment', title: 'Local', importedAnswers: true },
    });
    const assessment = AssessmentSummarySchema.parse(await created.json());
    expect(assessment.minimumGroupSize).toBe(8);
    const sheets = (n: number) =>
      Array.from({ length: n }, () => Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 3])));
    const importOf = (n: number) =>
      server.request(`/api/assessments/${assessment.id}/answer-import`, {
        method: 'POST',
        cookie: admin.cookie,
        body: { respondents: n, sheets: sheets(n) },
      });

    const seven = await importOf(7);
    expect(seven.status).toBe(400);
    expect(ErrorResponseSchema.parse(await seven.json()).error).toMatchObject({
      code: 'bad_request',
      message: inSourceLanguage(answerImportMessages.tooFew(8)),
    });
    expect(await database.db.select().from(releases).where(eq(releases.assessmentId, assessment.id))).toEqual([]);
    expect((await importOf(8)).status).toBe(201);
    expect(await results(assessment.id)).toMatchObject({ threshold: 8, responses: 8, canShowResults: true });
  });
});
