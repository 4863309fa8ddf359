import fc from 'fast-check';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentResultsSchema, ResultsOverviewSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, selectCategories, startAssessment, signedInAdmin } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { resetDatabase, testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { eq } from 'drizzle-orm';
import { defaultOrganisationSettings, organisations } from '#server/db/schema.ts';
import { seedDemoOrganisation } from '#server/demo/seed.ts';
import { assessmentResults } from './service.ts';

describe(`results on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ admin, organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const begin = () => startAssessment(server, adminCookie);
  const answerAll = (assessmentId: string, valueFor: (index: number) => number | null, managerId: string | null = null) =>
    respond(server, database.db, organisationId, assessmentId, valueFor, { managerId });

  const results = async (id: string, cookie = adminCookie) => {
    const response = await server.request(`/api/results/${id}`, { cookie });
    return {
      status: response.status,
      text: await response.clone().text(),
      body: response.status === 200 ? AssessmentResultsSchema.parse(await response.json()) : undefined,
    };
  };

  it('hides every figure of answers with five respondents, and shows them at six', async () => {
    const assessment = await begin();
    for (let i = 0; i < 5; i += 1) await answerAll(assessment.id, (index) => ((index + i) % 5) + 1);
    const hidden = await results(assessment.id);
    // Five people completed: held back, not released, so nothing of theirs is in any figure.
    expect(hidden.body).toMatchObject({ responses: 0, canShowResults: false, overall: { canShow: false, score: null }, releasedOn: null });
    // The count of people waiting is nowhere: it would move with each completion.
    expect(hidden.body?.completion).toEqual({
      activePeople: 6,
      completed: 0,
      rate: 0,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: null,
    });
    expect(hidden.text).not.toMatch(/heldBack|waiting/);
    expect(hidden.body?.domains).toEqual([
      { domain: 'leadership-governance', label: 'Leadership & Governance', canShow: false, favourability: null },
      { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: false, favourability: null },
      { domain: 'culture-belonging', label: 'Culture & Belonging', canShow: false, favourability: null },
    ]);
    // Nothing computed from answers is in the payload at all.
    expect(hidden.text).not.toMatch(/meanScore|"average"|"responseCount"/);
    expect(hidden.body?.insights).toEqual({ strongest: null, weakest: null, largestGap: null, preferNotToSay: [] });

    await answerAll(assessment.id, () => 5);
    const shown = await results(assessment.id);
    expect(shown.body?.canShowResults).toBe(true);
    const leadership = shown.body?.domains[0];
    expect(leadership).toMatchObject({ canShow: true, responseCount: 6 });
    expect(shown.body?.heatMap.every((cell) => cell.canShow)).toBe(true);
    expect(shown.body?.completion).toEqual({
      completed: 6,
      activePeople: 7,
      rate: 85.7,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: null,
    });
    expect(shown.body?.releasedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts distinct respondents, so "Prefer not to say" everywhere in a domain does not count there', async () => {
    const assessment = await begin();
    for (let i = 0; i < 6; i += 1) await answerAll(assessment.id, (index) => (i === 0 && index < 3 ? null : 4));
    const { body } = await results(assessment.id);
    expect(body?.domains[0]).toEqual({
      domain: 'leadership-governance',
      label: 'Leadership & Governance',
      canShow: false,
      favourability: null,
    });
    expect(body?.domains[1]).toMatchObject({ canShow: true, meanScore: 4, responseCount: 6 });
    const rate = body?.insights.preferNotToSay.find((entry) => entry.domain === 'leadership-governance');
    expect(rate).toBeUndefined();
  });

  it('shows scores equal to the means of the answers, for random answer sets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 8 }), { minLength: 9, maxLength: 9 }), {
          minLength: 6,
          maxLength: 9,
        }),
        async (sheets) => {
          await resetDatabase(database);
          admin = await createMember(database.db, { role: 'organisation_admin' });
          organisationId = admin.organisationId ?? '';
          await selectCategories(database.db, organisationId, ['deib-assessment']);
          adminCookie = await signInAs(server, admin.email);
          const assessment = await begin();
          for (const sheet of sheets) await answerAll(assessment.id, (index) => sheet[index] ?? null);
          const body = await assessmentResults(
            server.app.context,
            { userId: admin.id, organisationId, role: 'organisation_admin' },
            { assessmentId: assessment.id },
          );
          // The first six completions form the one release; the rest wait for five more people.
          const released = sheets.slice(0, 6);
          expect(body.completion).toMatchObject({ completed: 6 });
          for (const [position, domain] of ['leadership-governance', 'recruitment-hiring', 'culture-belonging'].entries()) {
            const values = released.flatMap((sheet) =>
              sheet.slice(position * 3, position * 3 + 3).filter((value): value is number => value !== null),
            );
            const respondents = released.filter((sheet) =>
              sheet.slice(position * 3, position * 3 + 3).some((value) => value !== null),
            ).length;
            const score = body.domains.find((entry) => entry.domain === domain);
            if (respondents >= 6) {
              expect(score).toMatchObject({
                canShow: true,
                responseCount: respondents,
                meanScore: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100,
              });
            } else {
              expect(score).toEqual({ domain, label: expect.any(String), canShow: false, favourability: null });
            }
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);

  const teamsOf = async (assessmentId: string) =>
    TeamResultsResponseSchema.parse(await (await server.request(`/api/results/${assessmentId}/teams`, { cookie: adminCookie })).json())
      .teams;

  it('shows a team of six whose figure singles out nobody, and holds back people until six can be released', async () => {
    const assessment = await begin();
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let i = 0; i < 6; i += 1) await answerAll(assessment.id, () => 4, manager.id);
    for (let i = 0; i < 3; i += 1) await answerAll(assessment.id, () => 2);
    const [team] = await teamsOf(assessment.id);
    // The first release was the team alone: its figure is the organisation's, nothing more.
    expect(team).toMatchObject({ managerId: manager.id, teamSize: 6, respondents: 6, canShowStats: true });
    expect(team?.domains[0]).toMatchObject({ canShow: true, meanScore: 4, responseCount: 6 });
    expect((await results(assessment.id)).body?.completion).toMatchObject({ completed: 6 });
  });

  it('hides a team when the organisation minus the team would single out the people outside it', async () => {
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
      .where(eq(organisations.id, organisationId));
    const assessment = await begin();
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let i = 0; i < 6; i += 1) await answerAll(assessment.id, () => 4, manager.id);
    const loner = await answerAll(assessment.id, () => 1);
    // Shown only after closing: nothing released yet.
    expect((await results(assessment.id)).body?.completion).toMatchObject({ completed: 0 });
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    const organisation = (await results(assessment.id)).body;
    expect(organisation?.completion).toMatchObject({ completed: 7 });
    const [team] = await teamsOf(assessment.id);
    expect(team).toMatchObject({ managerId: manager.id, respondents: null, canShowStats: false });
    expect(JSON.stringify(team)).not.toMatch(/meanScore/);
    expect(loner.id).toBeTruthy();
  });

  it('after a close with too few waiting, counts everyone who completed and how many are not in the results; never while open', async () => {
    const assessment = await begin();
    for (let i = 0; i < 6; i += 1) await answerAll(assessment.id, () => 4);
    await server.app.context.releases.drain();
    for (let i = 0; i < 2; i += 1) await answerAll(assessment.id, () => 2);
    await server.app.context.releases.drain();
    // While it runs, only the released count: everyone who completed would move with each completion.
    const running = (await results(assessment.id)).body;
    expect(running?.completion).toMatchObject({ completed: 6, notCounted: 0 });
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    const closed = (await results(assessment.id)).body;
    // Eight completed (and the administrator): six in the results, two not counted.
    expect(closed?.responses).toBe(6);
    expect(closed?.completion).toMatchObject({ activePeople: 9, completed: 8, notCounted: 2, rate: 88.9 });
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: adminCookie })).json());
    expect(overview.cards[0]?.completion).toMatchObject({ completed: 8, notCounted: 2 });
  });

  it('says while the assessment runs that results wait for the close, where the organisation releases only then', async () => {
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
      .where(eq(organisations.id, organisationId));
    const assessment = await begin();
    expect((await results(assessment.id)).body?.completion).toMatchObject({ heldUntilClose: true, nextReleaseAt: null });
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    expect((await results(assessment.id)).body?.completion).toMatchObject({ heldUntilClose: false });
  });

  it('gives managers their own team only, employees no teams, and another organisation nothing', async () => {
    const assessment = await begin();
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    const otherManager = await createRespondent(database.db, organisationId, { role: 'manager' });
    await answerAll(assessment.id, () => 3, manager.id);
    await answerAll(assessment.id, () => 3, otherManager.id);
    const managerCookie = await signInAs(server, manager.email);
    const own = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/results/${assessment.id}/teams`, { cookie: managerCookie })).json(),
    );
    expect(own.teams.map((team) => team.managerId)).toEqual([manager.id]);

    const employee = await createRespondent(database.db, organisationId);
    const employeeCookie = await signInAs(server, employee.email);
    expect((await server.request(`/api/results/${assessment.id}/teams`, { cookie: employeeCookie })).status).toBe(403);
    expect((await results(assessment.id, employeeCookie)).status).toBe(200);

    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await signInAs(server, outsider.email);
    expect((await results(assessment.id, outsiderCookie)).status).toBe(404);
    expect((await server.request(`/api/results/${assessment.id}/teams`, { cookie: outsiderCookie })).status).toBe(404);
    expect(ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: outsiderCookie })).json()).cards).toEqual([]);
    expect((await server.request('/api/results')).status).toBe(401);
  });

  it('compares a wave with the previous closed wave of the same set', async () => {
    const first = await begin();
    for (let i = 0; i < 6; i += 1) await answerAll(first.id, () => 3);
    await server.request(`/api/assessments/${first.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    const second = await begin();
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: adminCookie })).json());
    expect(overview.cards.find((card) => card.assessment.id === second.id)?.trend).toBeNull();
    // New people answer wave 2 (wave 1's respondents completed theirs).
    for (let i = 0; i < 6; i += 1) await answerAll(second.id, () => 4);
    const { body } = await results(second.id);
    expect(body?.trend).toMatchObject({ previousAssessmentId: first.id, previousScore: 3, change: 1 });
    // The overview reads every card in a few queries: each card says what the assessment's own results say.
    const cards = ResultsOverviewSchema.parse(await (await server.request('/api/results', { cookie: adminCookie })).json()).cards;
    expect(cards.map((card) => card.assessment.id)).toEqual([second.id, first.id]);
    for (const card of cards) {
      const own = (await results(card.assessment.id)).body;
      expect(card).toEqual({
        assessment: own?.assessment,
        threshold: own?.threshold,
        responses: own?.responses,
        completion: own?.completion,
        overall: own?.overall,
        trend: own?.trend,
      });
    }
  });

  it('never serialises a person: no ids, e-mails or names of respondents in any results payload', async () => {
    const assessment = await begin();
    const people = [];
    for (let i = 0; i < 6; i += 1) people.push(await answerAll(assessment.id, () => 4));
    const payloads = [
      await (await server.request('/api/results', { cookie: adminCookie })).text(),
      (await results(assessment.id)).text,
      await (await server.request(`/api/results/${assessment.id}/teams`, { cookie: adminCookie })).text(),
    ].join('\n');
    for (const person of people) {
      expect(payloads).not.toContain(person.id);
      expect(payloads).not.toContain(person.email);
      expect(payloads).not.toContain(person.lastName);
    }
  });

  it('serves the demo organisation to signed-out visitors, with a team hidden below the threshold', async () => {
    expect((await server.request('/api/demo/results')).status).toBe(404);
    await seedDemoOrganisation(database.db, createTestClock(), testSecrets);
    await seedDemoOrganisation(database.db, createTestClock(), testSecrets);
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/demo/results')).json());
    expect(overview.isDemo).toBe(true);
    expect(overview.cards).toHaveLength(2);
    const open = overview.cards.find((card) => card.assessment.status === 'open');
    expect(open?.overall.canShow).toBe(true);
    expect(open?.trend?.previousWave).toBe(1);
    const teams = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/demo/results/${open?.assessment.id}/teams`)).json(),
    ).teams;
    expect(teams.map((team) => team.canShowStats).sort()).toEqual([false, true, true]);
    // The demo cannot be changed: its people cannot sign in and writes need a session.
    expect(
      (await server.request(`/api/assessments/${open?.assessment.id}/status`, { method: 'PATCH', body: { status: 'closed' } })).status,
    ).toBe(401);
  });
});
