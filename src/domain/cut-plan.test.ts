import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORGANISATION, type PublishedSet } from './anonymity-auditor.ts';
import { cutId, planCuts, type CutPlanInput, type CutSet, type ReleasedGroups } from './cut-plan.ts';
import { groupsOf } from './respondent-groups.ts';
import { groupKey } from './respondent-groups.ts';
import type { TeamTallies } from './tallies.ts';
import { smallestDeterminedSet } from './test-support/subset-brute-force.ts';

/*
 * Differencing attacks on figures by attribute, against the brute-force solver. People have a
 * team, a department and a location, arrive in one of three releases, and give a value in the
 * domain or only "Prefer not to say". After each release, the organisation and every team that
 * gained enough people are proposed unaudited, with every attribute value and team × value cell:
 * whatever the planner lets through, with everything shown before, must determine no sum over
 * fewer than `threshold` people, neither among everyone released nor among those with a value.
 */

const DOMAIN = 'culture';
type Person = { team: number; department: number; location: number; release: number; answered: boolean };
type Planner = (input: CutPlanInput) => ReturnType<typeof planCuts>;

const person = fc.record({
  team: fc.nat(3),
  department: fc.nat(2),
  location: fc.nat(2),
  release: fc.integer({ min: 1, max: 3 }),
  answered: fc.integer({ min: 0, max: 4 }).map((roll) => roll > 0),
});
const organisation = fc.record({ people: fc.array(person, { minLength: 4, maxLength: 15 }), threshold: fc.constantFrom(3, 4) });

const teamOf = (member: Person) => (member.team === 0 ? '' : `t${member.team}`);
const attributesOf = (member: Person) => ({ department: `d${member.department}`, location: `l${member.location}` });

/** The groups a release seals, as the release writes them. */
function releasedGroups(people: readonly Person[], upTo: number): ReleasedGroups {
  const releases: { release: number; groups: ReturnType<typeof groupsOf> }[] = [];
  for (let release = 1; release <= upTo; release += 1) {
    const tallies: TeamTallies = {};
    for (const member of people.filter((candidate) => candidate.release === release)) {
      const tally = (tallies[groupKey(teamOf(member), attributesOf(member))] ??= { respondents: 0, domains: {} });
      tally.respondents += 1;
      const domain = (tally.domains[DOMAIN] ??= { respondents: 0, answers: 0, sum: 0, preferNot: 0 });
      if (member.answered) domain.respondents += 1;
    }
    releases.push({ release, groups: groupsOf(tallies) });
  }
  return releases;
}

const inSet = (set: PublishedSet, member: Person) =>
  member.release <= set.upTo && (set.group === ORGANISATION || teamOf(member) === set.group);
const inCut = (cut: CutSet, member: Person) =>
  member.release <= cut.upTo &&
  attributesOf(member)[cut.attribute as 'department' | 'location'] === cut.value &&
  (cut.team === undefined || teamOf(member) === cut.team);

/** Runs the releases through `planner`; returns the smallest group any moment's figures single out, and how many cuts were shown. */
function attack(people: readonly Person[], threshold: number, planner: Planner) {
  const history: PublishedSet[] = [];
  const cutHistory: CutSet[] = [];
  let smallest: number | null = null;
  for (let release = 1; release <= 3; release += 1) {
    const proposed: PublishedSet[] = [{ group: ORGANISATION, upTo: release }];
    for (const team of ['t1', 't2', 't3']) proposed.push({ group: team, upTo: release });
    const planned = planner({
      release,
      releases: releasedGroups(people, release),
      domains: [DOMAIN],
      history: { [DOMAIN]: history },
      cutHistory: { [DOMAIN]: cutHistory },
      proposed: { [DOMAIN]: proposed },
      attributes: ['department', 'location'],
      threshold,
    });
    history.push(...(planned.plan[DOMAIN] ?? []));
    cutHistory.push(...(planned.cuts[DOMAIN] ?? []));
    for (const universe of [
      people.filter((member) => member.release <= release),
      people.filter((member) => member.release <= release && member.answered),
    ]) {
      const sets = [
        ...history.map((set) => universe.flatMap((member, unit) => (inSet(set, member) ? [unit] : []))),
        ...cutHistory.map((cut) => universe.flatMap((member, unit) => (inCut(cut, member) ? [unit] : []))),
      ].filter((units) => units.length > 0);
      const found = smallestDeterminedSet(universe.length, sets, threshold);
      if (found && (smallest === null || found.size < smallest)) smallest = found.size;
    }
  }
  return { smallest, cutsShown: new Set(cutHistory.map(cutId)).size };
}

/** A deliberately broken planner: the real plan, and on top every attribute figure with `threshold` people with a value, unaudited. */
const unaudited: Planner = (input) => {
  const planned = planCuts(input);
  const cuts = new Map<string, CutSet>();
  for (const release of input.releases)
    for (const group of release.groups)
      for (const attribute of input.attributes) {
        const value = group.attributes[attribute];
        if (value === undefined) continue;
        for (const cut of [{ attribute, value }, ...(group.team === '' ? [] : [{ attribute, value, team: group.team }])]) {
          const members = input.releases.flatMap((each) =>
            each.groups.filter((other) => other.attributes[attribute] === value && (!('team' in cut) || other.team === cut.team)),
          );
          if (members.reduce((total, other) => total + (other.tally.domains[DOMAIN]?.respondents ?? 0), 0) >= input.threshold)
            cuts.set(cutId(cut), { ...cut, upTo: input.release });
        }
      }
  return { plan: planned.plan, cuts: { [DOMAIN]: [...cuts.values()] } };
};

describe('figures by attribute under differencing attacks', () => {
  it('single out nobody at any release, in people or in people with a value, and are shown', () => {
    let shown = 0;
    fc.assert(
      fc.property(organisation, ({ people, threshold }) => {
        const outcome = attack(people, threshold, planCuts);
        expect(outcome.smallest).toBeNull();
        shown += outcome.cutsShown;
      }),
      { numRuns: 150 },
    );
    // Not safe by showing nothing.
    expect(shown).toBeGreaterThan(50);
  }, 120_000);

  it('are read by the same attack when the planner shows them unaudited', () => {
    let leaks = 0;
    fc.assert(
      fc.property(organisation, ({ people, threshold }) => {
        if (attack(people, threshold, unaudited).smallest !== null) leaks += 1;
      }),
      { numRuns: 150 },
    );
    expect(leaks).toBeGreaterThan(30);
  }, 120_000);

  it('leave an organisation without attributes to the nested planner, unchanged', () => {
    const proposed = {
      [DOMAIN]: [
        { group: ORGANISATION, upTo: 1 },
        { group: 't1', upTo: 1 },
      ],
    };
    const tallies: TeamTallies = { t1: { respondents: 7, domains: {} }, '': { respondents: 1, domains: {} } };
    const planned = planCuts({
      release: 1,
      releases: [{ release: 1, groups: groupsOf(tallies) }],
      domains: [DOMAIN],
      history: {},
      cutHistory: {},
      proposed,
      attributes: [],
      threshold: 6,
    });
    expect(planned).toEqual({ plan: proposed, cuts: {} });
  });
});
