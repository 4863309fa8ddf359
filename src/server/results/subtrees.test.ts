import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { TeamResultsResponseSchema } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { releaseOnlyAtClose, respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { resultPublications, teamResultFigures, users } from '#server/db/schema.ts';
import { PublishedSetsSchema } from '#server/releases/figures.ts';

/*
 * Manager subtrees end to end: the release sums a manager's teams into one group, the auditor
 * admits it with everything it nests with, and the teams route serves it beside the teams.
 * The chart: Mia manages five people and Noor; Noor manages six. Mia's subtree is both teams.
 */
describe(`manager subtrees in results, on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
    await releaseOnlyAtClose(database.db, organisationId);
  });

  const views = async (id: string, cookie = adminCookie) =>
    TeamResultsResponseSchema.parse(await (await server.request(`/api/results/${id}/teams`, { cookie })).json());
  const named = async (id: string, firstName: string, lastName: string) =>
    database.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));

  async function chart() {
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    const noor = await createRespondent(database.db, organisationId, { role: 'manager', managerId: mia.id });
    await named(mia.id, 'Mia', 'Top');
    await named(noor.id, 'Noor', 'Lead');
    return { mia, noor };
  }

  it("serves a manager's subtree as the sum of their teams, after the organisation's figures and apart from the teams", async () => {
    const assessment = await startAssessment(server, adminCookie);
    const { mia, noor } = await chart();
    // Mia's team answers 2 everywhere (Noor among them), Noor's team 4: the subtree's mean is 3.
    const noorCookie = await signInAs(server, noor.email);
    for (let person = 0; person < 5; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => 2, { managerId: mia.id });
    const sheet = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 2]));
    expect(
      (await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie: noorCookie, body: { answers: sheet } }))
        .status,
    ).toBe(200);
    for (let person = 0; person < 6; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => 4, { managerId: noor.id });
    // Before the release the subtree is listed, hidden, with the teams it holds now.
    expect((await views(assessment.id)).subtrees).toEqual([
      expect.objectContaining({ managerId: mia.id, managerName: 'Mia Top', teamCount: 2, respondents: null, canShowStats: false }),
    ]);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();

    const body = await views(assessment.id);
    expect(body.teams.map((team) => [team.managerName, team.respondents])).toEqual([
      ['Noor Lead', 6],
      ['Mia Top', 6],
    ]);
    expect(body.subtrees).toHaveLength(1);
    expect(body.subtrees[0]).toMatchObject({
      managerId: mia.id,
      managerName: 'Mia Top',
      teamCount: 2,
      respondents: 12,
      canShowStats: true,
    });
    expect(body.subtrees[0]?.domains.map((score) => (score.canShow ? score.meanScore : null))).toEqual([3, 3, 3]);
    expect(body.subtrees[0]?.domains.map((score) => score.favourability?.agree)).toEqual([18, 18, 18]);

    // Stored under its own key, and the auditor's history keeps the teams it spans.
    const stored = await database.db
      .select({ team: teamResultFigures.team })
      .from(teamResultFigures)
      .where(eq(teamResultFigures.assessmentId, assessment.id));
    expect(stored.map((row) => row.team).sort()).toEqual([mia.id, noor.id, `subtree:${mia.id}`].sort());
    const [publication] = await database.db
      .select()
      .from(resultPublications)
      .where(and(eq(resultPublications.organisationId, organisationId), eq(resultPublications.assessmentId, assessment.id)));
    const sets = PublishedSetsSchema.parse(publication?.figures).sets;
    expect(
      Object.values(sets).every((domainSets) =>
        domainSets.some((set) => set.group === `subtree:${mia.id}` && set.teams?.join() === [mia.id, noor.id].sort().join()),
      ),
    ).toBe(true);

    // The PDF report and the presentation list it before the teams, as a group of teams.
    const documentText = async (kind: 'pdf' | 'presentation') => {
      const bytes = new Uint8Array(
        await (await server.request(`/api/export/${assessment.id}/${kind}`, { cookie: adminCookie })).arrayBuffer(),
      );
      return (kind === 'pdf' ? await readPdf(bytes) : await readPptx(bytes)).text.replace(/\s+/g, ' ');
    };
    for (const kind of ['pdf', 'presentation'] as const) {
      const text = await documentText(kind);
      expect(text, kind).toContain("Mia Top's organisation n=12 · Group of 2 teams");
      expect(text.indexOf("Mia Top's organisation"), kind).toBeLessThan(text.indexOf('Team of Noor Lead'));
    }

    // Mia sees her own subtree; Noor, whose team holds no other manager's, has none.
    const miaCookie = await signInAs(server, mia.email);
    expect((await views(assessment.id, miaCookie)).subtrees.map((subtree) => subtree.managerId)).toEqual([mia.id]);
    expect((await views(assessment.id, noorCookie)).subtrees).toEqual([]);
  });

  it('hides a subtree that would leave fewer than six people beside its manager’s team', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const { mia, noor } = await chart();
    // Mia's team: Noor and five more; Noor's team: three. The subtree minus Mia's team is three.
    const noorCookie = await signInAs(server, noor.email);
    const sheet = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 3]));
    expect(
      (await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie: noorCookie, body: { answers: sheet } }))
        .status,
    ).toBe(200);
    for (let person = 0; person < 5; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => 3, { managerId: mia.id });
    for (let person = 0; person < 3; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => 5, { managerId: noor.id });
    for (let person = 0; person < 6; person += 1) await respond(server, database.db, organisationId, assessment.id, () => 1);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();

    const body = await views(assessment.id);
    expect(body.teams.find((team) => team.managerId === mia.id)).toMatchObject({ canShowStats: true, respondents: 6 });
    expect(body.subtrees).toEqual([expect.objectContaining({ managerId: mia.id, teamCount: 2, respondents: null, canShowStats: false })]);
    expect(body.subtrees[0]?.domains.every((score) => !score.canShow && score.favourability === null)).toBe(true);
  });

  it("never shows another organisation's subtrees", async () => {
    const assessment = await startAssessment(server, adminCookie);
    await chart();
    const other = await createMember(database.db, { role: 'organisation_admin' });
    const otherCookie = await signInAs(server, other.email);
    expect((await server.request(`/api/results/${assessment.id}/teams`, { cookie: otherCookie })).status).toBe(404);
  });
});
