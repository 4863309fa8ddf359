import { useNightlyReleases } from './support/nightly-releases.ts';
import { describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { ResultsCutsSchema } from '#domain/api/results-cuts.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { smallestDeterminedSet } from '#domain/test-support/subset-brute-force.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it } from '#tests/fixtures.ts';

/*
 * Differencing attacks on a net promoter question's counts by team and by attribute (decision
 * 0068), through the running app. Each category's count is a sum over the people who gave a
 * score, so the attacker — the administrator, who knows everyone's team and attributes and who
 * scored — solves the sums of every count figure shown (the organisation's, every team's, every
 * attribute value's) for a group of fewer than six scores. The scenarios are built so that
 * showing every group of six or more scores that leaves six beside it in the organisation would
 * hand them one person's score: the organisation minus two teams, a department minus a location.
 */

type Person = { team: 'a' | 'b' | 'c'; department: string; location: string; score: number | null };
/** A figure as the attacker reads it: which scorers it sums (indexes into the scenario) and how many it says it holds. */
type Figure = { name: string; members: number[]; responses: number };

const THRESHOLD = 6;

/** `teams`: a team letter per person; `departments` S(ales)/s(upport); `locations` P(aris)/l(yon); `scored`: y or n (prefers not to say). */
const people = (teams: string, departments: string, locations: string, scored: string): Person[] =>
  [...teams].map((team, index) => ({
    team: team === 'a' ? 'a' : team === 'b' ? 'b' : 'c',
    department: departments[index] === 'S' ? 'Sales' : 'Support',
    location: locations[index] === 'P' ? 'Paris' : 'Lyon',
    score: scored[index] === 'y' ? index % 11 : null,
  }));

const SCENARIOS = {
  // Team a: seven people, six scores; team b: seven scores; team c: six people, one score.
  // Everyone minus a minus b is c's one score, though every team has six people or more.
  'the organisation minus two teams': people(
    'aaaaaaabbbbbbbcccccc',
    'SSSSSSSSSSssssssssss',
    'PPPPPPPPPPllllllllll',
    'yyyyyynyyyyyyyynnnnn',
  ),
  // Sales: seven scores; Paris: six, all in Sales; fourteen scores in all. Sales minus Paris is one score.
  'a department minus a location': people('ababababababab', 'SSSSSSSsssssss', 'PPPPPPllllllll', 'yyyyyyyyyyyyyy'),
} as const;

const scorers = (scenario: readonly Person[]) => scenario.flatMap((person, index) => (person.score === null ? [] : [index]));

/** Every count figure a rule without the audit would show: six or more scores, six beside it. */
function unauditedFigures(scenario: readonly Person[]): Figure[] {
  const all = scorers(scenario);
  const groups: Figure[] = [{ name: 'organisation', members: all, responses: all.length }];
  const add = (name: string, keep: (person: Person) => boolean) => {
    const members = all.filter((index) => keep(scenario[index] as Person));
    if (members.length >= THRESHOLD && all.length - members.length >= THRESHOLD) groups.push({ name, members, responses: members.length });
  };
  for (const team of ['a', 'b', 'c']) add(`team ${team}`, (person) => person.team === team);
  for (const attribute of ['department', 'location'] as const)
    for (const value of new Set(scenario.map((person) => person[attribute]))) add(value, (person) => person[attribute] === value);
  return groups;
}

/** The smallest group of scorers (as indexes of `scorers`) the figures single out, or null. */
function attack(scenario: readonly Person[], figures: readonly Figure[]) {
  const all = scorers(scenario);
  return smallestDeterminedSet(
    all.length,
    figures.map((figure) => figure.members.map((member) => all.indexOf(member))),
    THRESHOLD,
  );
}

describe(`differencing attacks on eNPS counts by team and attribute, on ${testEngine}`, () => {
  const { database, app, releaseAfter } = useNightlyReleases();

  /** Everyone scores (or prefers not to); the night after, they are released together. Returns the attacker's reading. */
  async function run(scenario: readonly Person[]): Promise<Figure[]> {
    const managers = {
      a: await createRespondent(database.db, app.organisationId, { role: 'manager' }),
      b: await createRespondent(database.db, app.organisationId, { role: 'manager' }),
      c: await createRespondent(database.db, app.organisationId, { role: 'manager' }),
    };
    const teamOf = new Map(Object.entries(managers).map(([team, manager]) => [manager.id, team]));
    const created = await app.server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: app.adminCookie,
      body: {
        title: 'Recommendation pulse',
        category: 'communication',
        questions: [{ kind: 'enps', text: 'How likely are you to recommend working here?', domain: { key: 'loyalty', label: 'Loyalty' } }],
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
        body: { answers: { [question]: person.score } },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    await releaseAfter(0);

    const all = scorers(scenario);
    const figures: Figure[] = [];
    const read = async (path: string) => (await app.server.request(path, { cookie: app.adminCookie })).json();
    const results = AssessmentResultsSchema.parse(await read(`/api/results/${assessment.id}`));
    for (const choice of results.choices)
      if (choice.canShow) figures.push({ name: 'organisation', members: all, responses: choice.responseCount });
    const cuts = ResultsCutsSchema.parse(await read(`/api/results/${assessment.id}/cuts`));
    for (const { team, choices } of cuts.teams ?? []) {
      const key = teamOf.get(team.managerId);
      for (const choice of choices)
        figures.push({
          name: `team ${key}`,
          members: all.filter((index) => scenario[index]?.team === key),
          responses: choice.responseCount,
        });
    }
    for (const breakdown of cuts.breakdowns)
      for (const group of breakdown.groups) {
        const attribute = breakdown.attribute as 'department' | 'location';
        const members = all.filter((index) => scenario[index]?.[attribute] === group.value);
        for (const choice of group.choices ?? []) figures.push({ name: group.value, members, responses: choice.responseCount });
      }
    return figures;
  }

  for (const [name, scenario] of Object.entries(SCENARIOS))
    it(
      `${name}: the eNPS counts shown single out nobody, where showing every group of six scores would`,
      { timeout: 120_000 },
      async () => {
        // The attack works: on what an unaudited rule would show, it finds one person's score.
        expect(attack(scenario, unauditedFigures(scenario))?.size).toBeLessThan(THRESHOLD);

        const shown = await run(scenario);
        // The attacker reads each figure as the sum over the scorers it names.
        for (const figure of shown) expect(figure.responses, figure.name).toBe(figure.members.length);
        expect(attack(scenario, shown), shown.map((figure) => figure.name).join(', ')).toBeNull();
        // Not safe by showing nothing: the organisation's eNPS and at least one team or attribute value are there.
        expect(shown.map((figure) => figure.name)).toContain('organisation');
        expect(shown.length).toBeGreaterThan(1);
      },
    );
});
