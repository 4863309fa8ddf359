import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSetId, planCounts, type CountPlanInput, type CountSet } from './count-plan.ts';
import type { ReleasedGroups } from './cut-plan.ts';
import { groupKey, groupsOf } from './respondent-groups.ts';
import type { TeamTallies } from './tallies.ts';
import { smallestDeterminedSet } from './test-support/subset-brute-force.ts';

/*
 * Differencing attacks on a counted question's figures per team and attribute value, against the
 * brute-force solver. People have a team, a department and a location, arrive in one of three
 * releases, and give a score or only "Prefer not to say". After each release the organisation's
 * counts are proposed by `planChoice`'s rule, and the planner adds teams and attribute values:
 * whatever it lets through, with everything shown before, must determine no sum over fewer than
 * `threshold` of the question's answers (decision 0068).
 */

const QUESTION = 'enps';
type Person = { team: number; department: number; location: number; release: number; scored: boolean };
type Planner = (input: CountPlanInput) => CountSet[] | null;

const person = fc.record({
  team: fc.nat(3),
  department: fc.nat(2),
  location: fc.nat(2),
  release: fc.integer({ min: 1, max: 3 }),
  scored: fc.integer({ min: 0, max: 4 }).map((roll) => roll > 0),
});
const organisation = fc.record({ people: fc.array(person, { minLength: 4, maxLength: 16 }), threshold: fc.constantFrom(3, 4) });

const teamOf = (member: Person) => (member.team === 0 ? '' : `t${member.team}`);
const attributesOf = (member: Person): Record<string, string> => ({ department: `d${member.department}`, location: `l${member.location}` });

/** The groups releases seal, as a release writes them: each group's counts of the question (one category suffices). */
function releasedGroups(people: readonly Person[], upTo: number): ReleasedGroups {
  return Array.from({ length: upTo }, (_, index) => {
    const tallies: TeamTallies = {};
    for (const member of people.filter((candidate) => candidate.release === index + 1)) {
      const tally = (tallies[groupKey(teamOf(member), attributesOf(member))] ??= { respondents: 0, domains: {}, choices: {} });
      tally.respondents += 1;
      const counts = ((tally.choices ??= {})[QUESTION] ??= [0]);
      if (member.scored) counts[0] = (counts[0] ?? 0) + 1;
    }
    return { release: index + 1, groups: groupsOf(tallies) };
  });
}

const inSet = (set: CountSet, member: Person) =>
  member.release <= set.upTo &&
  (set.team === undefined || teamOf(member) === set.team) &&
  (set.attribute === undefined || attributesOf(member)[set.attribute] === set.value);

/** Runs the releases through `planner`; returns the smallest group of answers any moment's figures single out, and how many groups were shown. */
function attack(people: readonly Person[], threshold: number, planner: Planner) {
  const history: CountSet[] = [];
  let shownAnswers: number | null = null;
  let smallest: number | null = null;
  for (let release = 1; release <= 3; release += 1) {
    const scorers = people.filter((member) => member.release <= release && member.scored);
    const organisationMoves = scorers.length >= threshold && (shownAnswers === null || scorers.length - shownAnswers >= threshold);
    const planned =
      planner({
        release,
        releases: releasedGroups(people, release),
        question: QUESTION,
        history,
        organisationMoves,
        attributes: ['department', 'location'],
        threshold,
      }) ?? [];
    history.push(...planned);
    if (planned.some((set) => set.team === undefined && set.attribute === undefined)) shownAnswers = scorers.length;
    const sets = history
      .map((set) => scorers.flatMap((member, unit) => (inSet(set, member) ? [unit] : [])))
      .filter((units) => units.length > 0);
    const found = smallestDeterminedSet(scorers.length, sets, threshold);
    if (found && (smallest === null || found.size < smallest)) smallest = found.size;
  }
  const groups = new Set(history.filter((set) => set.team !== undefined || set.attribute !== undefined).map(countSetId));
  return { smallest, groupsShown: groups.size };
}

/** A deliberately broken planner: the same candidates (six answers, six gained, six beside), none audited. */
const unaudited: Planner = (input) => candidatesOf(input);

function candidatesOf(input: CountPlanInput): CountSet[] {
  const answers = (set: CountSet, after: number) =>
    input.releases
      .filter((release) => release.release > after && release.release <= input.release)
      .flatMap((release) => release.groups)
      .filter(
        (group) =>
          (set.team === undefined || group.team === set.team) &&
          (set.attribute === undefined || group.attributes[set.attribute] === set.value),
      )
      .reduce((total, group) => total + (group.tally.choices?.[QUESTION]?.[0] ?? 0), 0);
  const everyone = answers({ upTo: input.release }, 0);
  const sets = new Map<string, CountSet>();
  for (const group of input.releases.flatMap((release) => release.groups)) {
    if (group.team !== '') sets.set(countSetId({ team: group.team }), { team: group.team, upTo: input.release });
    for (const attribute of input.attributes) {
      const value = group.attributes[attribute];
      if (value !== undefined) sets.set(countSetId({ attribute, value }), { attribute, value, upTo: input.release });
    }
  }
  const shown = [...sets.values()].filter((set) => {
    const last = Math.max(0, ...input.history.filter((earlier) => countSetId(earlier) === countSetId(set)).map((earlier) => earlier.upTo));
    const total = answers(set, 0);
    return total >= input.threshold && answers(set, last) >= input.threshold && everyone - total >= input.threshold;
  });
  return [...(input.organisationMoves ? [{ upTo: input.release }] : []), ...shown];
}

describe('counts per team and attribute value under differencing attacks', () => {
  it('single out no fewer than the threshold of answers at any release, and are shown', () => {
    let shown = 0;
    fc.assert(
      fc.property(organisation, ({ people, threshold }) => {
        const outcome = attack(people, threshold, planCounts);
        expect(outcome.smallest).toBeNull();
        shown += outcome.groupsShown;
      }),
      { numRuns: 200 },
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
      { numRuns: 200 },
    );
    expect(leaks).toBeGreaterThan(20);
  }, 120_000);

  it('leave an assessment whose earlier release sealed no counts per group to the organisation-wide rule', () => {
    const releases: ReleasedGroups = [
      { release: 1, groups: groupsOf({ t1: { respondents: 7, domains: {} } }) },
      { release: 2, groups: groupsOf({ t1: { respondents: 7, domains: {}, choices: { [QUESTION]: [7] } } }) },
    ];
    const input = { release: 2, releases, question: QUESTION, history: [], organisationMoves: true, attributes: [], threshold: 6 };
    expect(planCounts(input)).toBeNull();
    expect(planCounts({ ...input, releases: releases.slice(1), release: 2 })).toEqual([{ upTo: 2 }]);
  });
});
