import { beforeEach, describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { ResultsCutsSchema, type ResultsCuts } from '#domain/api/results-cuts.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { releaseOnlyAtClose, signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';

/*
 * A net promoter question's eNPS and a single choice's counts per team and per attribute value
 * (decision 0068) end to end: scores go with their team and attributes into the release's sealed
 * groups, the count plan admits the groups, and the cuts route serves them by role. A group whose
 * new answers are fewer than six keeps its earlier figure.
 */
describe(`eNPS and choices by team and attribute, on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  async function openAssessment() {
    const response = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: {
        title: 'Recommendation pulse',
        category: 'communication',
        questions: [
          { kind: 'enps', text: 'How likely are you to recommend working here?', domain: { key: 'loyalty', label: 'Loyalty' } },
          { kind: 'single-choice', text: 'Where do you work most?', domain: { key: 'place', label: 'Place' }, options: ['Office', 'Home'] },
        ],
      },
    });
    const { assessment, questions } = AssessmentDraftResponseSchema.parse(await response.json());
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
    return { id: assessment.id, enps: questions[0]?.id ?? '', choice: questions[1]?.id ?? '' };
  }

  type Opened = Awaited<ReturnType<typeof openAssessment>>;
  async function answer(assessment: Opened, managerId: string, department: string, score: number, place: 1 | 2) {
    const person = await createRespondent(database.db, organisationId, { managerId, attributes: { department } });
    const response = await server.request(`/api/assessments/${assessment.id}/complete`, {
      method: 'POST',
      cookie: await signInAs(server, person.email),
      body: { answers: { [assessment.enps]: score, [assessment.choice]: place } },
    });
    expect(response.status).toBe(200);
    await server.app.context.releases.drain();
  }

  const cutsAs = async (id: string, cookie: string) => {
    const response = await server.request(`/api/results/${id}/cuts`, { cookie });
    return { status: response.status, body: response.status === 200 ? ResultsCutsSchema.parse(await response.json()) : null };
  };
  /** Per team and per department, the eNPS and its responses. */
  const scoresOf = (cuts: ResultsCuts | null) => ({
    teams: (cuts?.teams ?? []).map(({ team, choices }) => [team.name, choices[0]?.netPromoter?.score, choices[0]?.responseCount]),
    departments: (cuts?.breakdowns.find((breakdown) => breakdown.attribute === 'department')?.groups ?? []).map((group) => [
      group.label,
      group.choices?.[0]?.netPromoter?.score,
      group.choices?.[0]?.responseCount,
    ]),
  });

  it('shows each team’s and department’s eNPS and choice counts to administrators, a manager their own team’s, others nothing', async () => {
    await releaseOnlyAtClose(database.db, organisationId);
    const assessment = await openAssessment();
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    const noor = await createRespondent(database.db, organisationId, { role: 'manager' });
    // Mia's seven (Sales): five promoters, two detractors; Noor's seven (Support): all passives, all at home.
    for (const score of [10, 10, 9, 9, 9, 3, 0]) await answer(assessment, mia.id, 'Sales', score, 1);
    for (let person = 0; person < 7; person += 1) await answer(assessment, noor.id, 'Support', 8, 2);
    expect((await cutsAs(assessment.id, adminCookie)).body?.teams).toEqual([]);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();

    const { body } = await cutsAs(assessment.id, adminCookie);
    const [miaName, noorName] = [`${mia.firstName} ${mia.lastName}`, `${noor.firstName} ${noor.lastName}`];
    // (5 − 2) / 7 = +43; Noor's passives give 0.
    expect(scoresOf(body)).toEqual({
      teams: [
        [miaName, 43, 7],
        [noorName, 0, 7],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      departments: [
        ['Sales', 43, 7],
        ['Support', 0, 7],
      ],
    });
    expect(body?.counted?.map((question) => question.netPromoter)).toEqual([true, false]);
    const support = body?.breakdowns[0]?.groups.find((group) => group.label === 'Support');
    expect(support?.choices?.[1]).toEqual({
      questionId: assessment.choice,
      responseCount: 7,
      options: [
        { label: 'Office', count: 0 },
        { label: 'Home', count: 7 },
      ],
      netPromoter: null,
    });

    // The CSV, the PDF report and the presentation list the same groups.
    const csv = await (await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie })).text();
    expect(csv).toContain(`eNPS by group: How likely are you to recommend working here?`);
    expect(csv).toContain(`\r\nTeam of ${miaName},43,5,0,2,7`);
    expect(csv).toContain('\r\nDepartment: Support,0,7,7');
    // The team heat map's table ends with the eNPS: the organisation's (3 / 14 = +21) and each team's as published.
    const mapLines = csv.split('\r\n');
    const mapLine = (start: string) => mapLines.find((line) => line.startsWith(start))?.split(',');
    const enpsAt = mapLine('Team,Size,')?.indexOf('eNPS') ?? -1;
    expect(enpsAt).toBeGreaterThan(1);
    expect(mapLine('Whole organisation,')?.[enpsAt]).toBe('21');
    expect(mapLine(`Team of ${miaName},7 members,`)?.[enpsAt]).toBe('43');
    expect(mapLine(`Team of ${noorName},7 members,`)?.[enpsAt]).toBe('0');
    for (const kind of ['pdf', 'presentation'] as const) {
      const bytes = new Uint8Array(
        await (await server.request(`/api/export/${assessment.id}/${kind}`, { cookie: adminCookie })).arrayBuffer(),
      );
      const text = (kind === 'pdf' ? await readPdf(bytes) : await readPptx(bytes)).text.replace(/\s+/g, ' ');
      expect(text, kind).toContain(`Team of ${miaName}: +43 (n=7)`);
      expect(text, kind).toContain('Department: Sales: +43 (n=7)');
      expect(text, kind).toContain('Department: Support: Office 0, Home 7 (n=7)');
      // The team heat map's eNPS column: each team's figure after its name and its (hidden: no domain here) respondents.
      const map = text.slice(text.lastIndexOf('Team heat map'));
      expect(map.slice(0, map.indexOf('Each cell is')), kind).toMatch(/eNPS Team of .+Hidden \+43 Team of .+Hidden 0\s*$/);
    }

    const manager = (await cutsAs(assessment.id, await signInAs(server, mia.email))).body;
    expect(scoresOf(manager)).toEqual({ teams: [[miaName, 43, 7]], departments: [] });
    const employee = await createRespondent(database.db, organisationId);
    expect((await cutsAs(assessment.id, await signInAs(server, employee.email))).status).toBe(403);
    const stranger = await createMember(database.db, { role: 'organisation_admin' });
    const strangerCookie = await signInAs(server, stranger.email);
    expect((await cutsAs(assessment.id, strangerCookie)).status).toBe(404);
    expect((await server.request(`/api/export/${assessment.id}/csv`, { cookie: strangerCookie })).status).toBe(404);
  });

  it('keeps a team’s eNPS at its earlier figure until six new scores arrive in it, while the organisation’s moves', async () => {
    const assessment = await openAssessment();
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    const noor = await createRespondent(database.db, organisationId, { role: 'manager' });
    // Releases of six: three of each team twice (each team six then), then one of Mia's and five of Noor's.
    for (let round = 0; round < 2; round += 1)
      for (let person = 0; person < 6; person += 1) await answer(assessment, person < 3 ? mia.id : noor.id, 'Sales', 10, 1);
    const twelve = scoresOf((await cutsAs(assessment.id, adminCookie)).body);
    expect(twelve.teams.map((team) => team[2])).toEqual([6, 6]);
    await answer(assessment, mia.id, 'Sales', 0, 1);
    for (let person = 0; person < 5; person += 1) await answer(assessment, noor.id, 'Sales', 0, 1);

    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    const [enps] = results.choices;
    expect(enps?.canShow && [enps.responseCount, enps.netPromoter?.score]).toEqual([18, 33]);
    expect(scoresOf((await cutsAs(assessment.id, adminCookie)).body).teams).toEqual(twelve.teams);
  });
});
