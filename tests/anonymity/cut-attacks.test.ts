import { useNightlyReleases } from './support/nightly-releases.ts';
import { describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { ResultsCutsSchema } from '#domain/api/results-cuts.ts';
import { AssessmentResultsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { smallestDeterminedSet } from '#domain/test-support/subset-brute-force.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it } from '#tests/fixtures.ts';

/*
 * Differencing attacks on results by attribute, through the running app. Departments, locations
 * and teams overlap; the attacker is the administrator, who knows everyone's team and attributes
 * and who answered, reads every figure results show (the organisation, every team, every
 * breakdown) and solves the sums for any group of fewer than six people. Each scenario is built
 * so that showing every group of six or more would hand them one: "department minus location",
 * "department minus team" and "two groups minus the organisation", their small intersection.
 * The same attack on what such an unaudited rule would show finds the group.
 */

type Person = { team: 'a' | 'b'; department: string; location: string; value: number };
/** A figure as the attacker reads it: which people it sums over (indexes into the scenario). */
type Figure = { name: string; members: number[] };

const THRESHOLD = 6;

const people = (spec: string, departments: string, locations: string): Person[] =>
  [...spec].map((team, index) => ({
    team: team === 'a' ? 'a' : 'b',
    department: departments[index] === 'S' ? 'Sales' : 'Support',
    location: locations[index] === 'P' ? 'Paris' : 'Lyon',
    value: (index % 5) + 1,
  }));

const SCENARIOS = {
  // Sales (7) minus Paris (6, all in Sales) leaves one person.
  'department minus location': people('abababababab', 'SSSSSSSsssss', 'PPPPPPllllll'),
  // Sales (7) minus team a (6, all in Sales) leaves one person.
  'department minus team': people('aaaaaabbbbbbbb', 'SSSSSSSsssssss', 'PPPPPPPPPPPPPP'),
  // Sales (7) plus Paris (7) minus everyone (10) is their intersection of four.
  'a small intersection': people('bbbbbbbbbb', 'SSSSSSSsss', 'lllPPPPPPP'),
} as const;

/** Every figure of six or more people that a rule without the auditor would show. */
function unauditedFigures(scenario: readonly Person[]): Figure[] {
  const everyone = scenario.map((_, index) => index);
  const groups: Figure[] = [{ name: 'organisation', members: everyone }];
  for (const team of ['a', 'b']) groups.push({ name: `team ${team}`, members: everyone.filter((index) => scenario[index]?.team === team) });
  for (const attribute of ['department', 'location'] as const)
    for (const value of new Set(scenario.map((person) => person[attribute]))) {
      groups.push({ name: value, members: everyone.filter((index) => scenario[index]?.[attribute] === value) });
      for (const team of ['a', 'b'])
        groups.push({
          name: `${value} in team ${team}`,
          members: everyone.filter((index) => scenario[index]?.[attribute] === value && scenario[index]?.team === team),
        });
    }
  return groups.filter((group) => group.members.length >= THRESHOLD);
}

const attack = (scenario: readonly Person[], figures: readonly Figure[]) =>
  smallestDeterminedSet(
    scenario.length,
    figures.map((figure) => figure.members),
    THRESHOLD,
  );

describe(`differencing attacks on results by attribute, on ${testEngine}`, () => {
  const { database, app, releaseAfter } = useNightlyReleases();

  /** Everyone answers one statement; the night after, they are released together. Returns the attacker's reading. */
  async function run(scenario: readonly Person[]): Promise<Figure[]> {
    const managers = {
      a: await createRespondent(database.db, app.organisationId, { role: 'manager' }),
      b: await createRespondent(database.db, app.organisationId, { role: 'manager' }),
    };
    const created = await app.server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: app.adminCookie,
      body: {
        title: 'Voice check',
        category: 'communication',
        questions: [{ kind: 'agreement', text: 'I feel heard.', domain: { key: 'voice', label: 'Voice' } }],
      },
    });
    const { assessment, questions } = AssessmentDraftResponseSchema.parse(await created.json());
    const question = questions[0]?.id ?? '';
    const opened = await app.server.request(`/api/assessments/${assessment.id}/status`, {
      method: 'PATCH',
      cookie: app.adminCookie,
      body: { status: 'open' },
    });
    expect(opened.status).toBe(200);
    for (const person of scenario) {
      const respondent = await createRespondent(database.db, app.organisationId, {
        managerId: managers[person.team].id,
        attributes: { department: person.department, location: person.location },
      });
      const response = await app.server.request(`/api/assessments/${assessment.id}/complete`, {
        method: 'POST',
        cookie: await signInAs(app.server, respondent.email),
        body: { answers: { [question]: person.value } },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    await releaseAfter(0);

    const everyone = scenario.map((_, index) => index);
    const figures: Figure[] = [];
    const results = AssessmentResultsSchema.parse(
      await (await app.server.request(`/api/results/${assessment.id}`, { cookie: app.adminCookie })).json(),
    );
    if (results.domains.some((domain) => domain.canShow)) figures.push({ name: 'organisation', members: everyone });
    const teams = TeamResultsResponseSchema.parse(
      await (await app.server.request(`/api/results/${assessment.id}/teams`, { cookie: app.adminCookie })).json(),
    );
    for (const team of teams.teams)
      if (team.canShowStats) {
        const key = team.managerId === managers.a.id ? 'a' : 'b';
        figures.push({ name: `team ${key}`, members: everyone.filter((index) => scenario[index]?.team === key) });
      }
    const cuts = ResultsCutsSchema.parse(
      await (await app.server.request(`/api/results/${assessment.id}/cuts`, { cookie: app.adminCookie })).json(),
    );
    for (const breakdown of cuts.breakdowns)
      for (const group of breakdown.groups) {
        if (!group.domains.some((domain) => domain.canShow)) continue;
        const attribute = breakdown.attribute as 'department' | 'location';
        const team = group.team === null ? null : group.team.managerId === managers.a.id ? 'a' : 'b';
        figures.push({
          name: team ? `${group.value} in team ${team}` : group.value,
          members: everyone.filter(
            (index) => scenario[index]?.[attribute] === group.value && (team === null || scenario[index]?.team === team),
          ),
        });
      }
    return figures;
  }

  for (const [name, scenario] of Object.entries(SCENARIOS))
    it(`${name}: the figures shown single out nobody, where showing every group of six would`, { timeout: 120_000 }, async () => {
      // The attack works: on what an unaudited rule would show, it finds a group below six.
      const unaudited = attack(scenario, unauditedFigures(scenario));
      expect(unaudited?.size).toBeLessThan(THRESHOLD);

      const shown = await run(scenario);
      expect(attack(scenario, shown), shown.map((figure) => figure.name).join(', ')).toBeNull();
      // Not safe by showing nothing: the organisation's figure and at least one breakdown group are there.
      expect(shown.map((figure) => figure.name)).toContain('organisation');
      expect(shown.length).toBeGreaterThan(1);
    });
});
