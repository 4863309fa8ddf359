import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema, TeamResultsResponseSchema, type DomainScore } from '#domain/api/results.ts';
import { defaultOrganisationSettings } from '#domain/organisation-settings.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createRespondent } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { organisations } from '#server/db/schema.ts';

/*
 * The importer wrote every sheet they import, so imported answers are known to the very person
 * who reads the results. The attack: one member X answers outside every team, beside a team of
 * six; the administrator imports six sheets of their own, hoping they land in the same figures,
 * and subtracts the team and their own sheets from the organisation's figure to read X.
 * Imports go only into an assessment of their own (decision 0029), so there is nothing to
 * subtract from. Checked against a variant without that rule, whose import joins the members'
 * waiting answers in one release: the attack reads X. (Without the rule but with the import a
 * release of its own, the auditor still holds here: the import's release is a published
 * boundary, so subtracting it is a difference it already checks; the rule does not lean on that.)
 */

const questions = questionsForSet('deib-assessment');
const TEAM_VALUE = 4;
const IMPORTED_VALUE = 5;
const X_VALUE = 1;
const importedSheets = Array.from({ length: 6 }, () => Object.fromEntries(questions.map((question) => [question.id, IMPORTED_VALUE])));

type Shown = { assessmentId: string; domain: string; group: string; respondents: number; mean: number };
/** What the importer knows of their own import into an assessment, per domain: how many, and their mean. */
type Known = { assessmentId: string; respondents: number; mean: number };
type Leak = { assessmentId: string; domain: string; people: number; mean: number };

const shownOf = (assessmentId: string, group: string, scores: DomainScore[]): Shown[] =>
  scores.flatMap((score) =>
    score.canShow ? [{ assessmentId, domain: score.domain, group, respondents: score.responseCount, mean: score.meanScore }] : [],
  );

/**
 * The organisation's figure, minus every shown team's and the importer's own sheets of the same
 * assessment and domain: a residual of one to five people is a leak, with their mean recovered
 * (every question was answered with a value, so a domain's sum is its mean × its respondents).
 */
function subtractionAttack(shown: Shown[], known: Known[]): Leak[] {
  const leaks: Leak[] = [];
  for (const organisation of shown.filter((figure) => figure.group === '*')) {
    const same = (figure: { assessmentId: string }) => figure.assessmentId === organisation.assessmentId;
    const teams = shown.filter((figure) => same(figure) && figure.domain === organisation.domain && figure.group !== '*');
    const own = known.filter(same);
    const parts = [...teams, ...own];
    const people = organisation.respondents - parts.reduce((total, part) => total + part.respondents, 0);
    if (people < 1 || people >= 6 || parts.length === 0) continue;
    const sum = organisation.mean * organisation.respondents - parts.reduce((total, part) => total + part.mean * part.respondents, 0);
    leaks.push({ assessmentId: organisation.assessmentId, domain: organisation.domain, people, mean: sum / people });
  }
  return leaks;
}

describe(`importing known answers next to a member's, on ${testEngine}`, () => {
  const shown: Shown[] = [];
  const known: Known[] = [];
  const importStatuses: number[] = [];

  const { database, server } = useTestServer({}, { emptied: 'once' });
  beforeAll(async () => {
    const { organisationId, cookie } = await signedInAdmin(server, database.db);
    // Answers wait for the close, so the import can come while the members' drafts wait.
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
      .where(eq(organisations.id, organisationId));
    const running = await startAssessment(server, cookie);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let index = 0; index < 6; index += 1)
      await respond(server, database.db, organisationId, running.id, () => TEAM_VALUE, { managerId: manager.id });
    await respond(server, database.db, organisationId, running.id, () => X_VALUE);

    const tryImport = async (assessmentId: string) => {
      const response = await server.request(`/api/assessments/${assessmentId}/answer-import`, {
        method: 'POST',
        cookie,
        body: { respondents: 6, sheets: importedSheets },
      });
      importStatuses.push(response.status);
      if (response.status === 201) known.push({ assessmentId, respondents: 6, mean: IMPORTED_VALUE });
    };
    // Into the running assessment, beside X's waiting draft; and into one created for the import.
    await tryImport(running.id);
    const created = await server.request('/api/assessments', {
      method: 'POST',
      cookie,
      body: { questionSetId: 'deib-assessment', title: 'DEIB (answered locally)', importedAnswers: true },
    });
    const own = AssessmentSummarySchema.parse(await created.json());
    await tryImport(own.id);

    await server.request(`/api/assessments/${running.id}/status`, { method: 'PATCH', cookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    for (const assessmentId of [running.id, own.id]) {
      const results = AssessmentResultsSchema.parse(await (await server.request(`/api/results/${assessmentId}`, { cookie })).json());
      shown.push(...shownOf(assessmentId, '*', results.domains));
      const teams = TeamResultsResponseSchema.parse(await (await server.request(`/api/results/${assessmentId}/teams`, { cookie })).json());
      for (const team of teams.teams) shown.push(...shownOf(assessmentId, team.managerId, team.domains));
    }
  }, 240_000);

  it('saw figures at all: the import into its own assessment is shown, and so is the running one', () => {
    expect(known.length).toBeGreaterThan(0);
    expect(shown.filter((figure) => figure.group === '*').map((figure) => figure.assessmentId)).toEqual(
      expect.arrayContaining([...new Set(known.map((entry) => entry.assessmentId))]),
    );
    expect(shown.some((figure) => figure.group === '*' && !known.some((entry) => entry.assessmentId === figure.assessmentId))).toBe(true);
  });

  it("refuses the import into the assessment that holds the member's waiting answers", () => {
    expect(importStatuses).toEqual([409, 201]);
  });

  it('recovers nothing about the member by subtracting the team and the known sheets', () => {
    expect(subtractionAttack(shown, known)).toEqual([]);
  });
});

describe('the subtraction attack reads a member where imported sheets join their figures', () => {
  it('recovers X from the organisation minus the team minus the imported sheets', () => {
    const questionMean = (6 * TEAM_VALUE + 6 * IMPORTED_VALUE + X_VALUE) / 13;
    const shown: Shown[] = [
      { assessmentId: 'a', domain: 'd', group: '*', respondents: 13, mean: Math.round(questionMean * 100) / 100 },
      { assessmentId: 'a', domain: 'd', group: 'team', respondents: 6, mean: TEAM_VALUE },
    ];
    const [leak] = subtractionAttack(shown, [{ assessmentId: 'a', respondents: 6, mean: IMPORTED_VALUE }]);
    expect(leak?.people).toBe(1);
    expect(leak?.mean).toBeCloseTo(X_VALUE, 0);
  });
});
