import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findExposure, ORGANISATION, type PublishedSet } from './anonymity-auditor.ts';
import { auditOverlap, smallestExposure, type OverlapAudit } from './overlap-auditor.ts';
import { ATTRIBUTES, cut, organisation, setsOf, type Cut, type Person } from './test-support/overlap-organisations.ts';
import { isDetermined, smallestDeterminedSet } from './test-support/subset-brute-force.ts';

/** Every exposure the auditor calls proven is determined, and it finds one whenever the brute force does. */
function expectSound(audit: OverlapAudit, unitCount: number, sets: number[][], bruteForce: { size: number } | null) {
  for (const exposure of audit.exposures.filter((candidate) => candidate.proven)) {
    expect(exposure.size).toBe(exposure.units.length);
    expect(isDetermined(unitCount, sets, exposure.units)).toBe(true);
  }
  if (bruteForce) expect(audit.exposures.length).toBeGreaterThan(0);
}

// Property tests: about a second each here; the timeout leaves room on a loaded machine.
describe('the overlap auditor against brute force over random organisations with overlapping cuts', () => {
  it('searched whole, finds exactly the smallest determined set', () => {
    fc.assert(
      fc.property(organisation, ({ people, cuts, threshold }) => {
        const sets = setsOf(people, cuts);
        const audit = auditOverlap(people.length, sets, { threshold });
        const bruteForce = smallestDeterminedSet(people.length, sets, threshold);
        expect(audit.method).toBe('direct');
        expectSound(audit, people.length, sets, bruteForce);
        expect(smallestExposure(audit)?.size ?? null).toBe(bruteForce?.size ?? null);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('block by block, is exact whenever it proves its blocks apart, and never passes a determined set', () => {
    let proven = 0;
    let runs = 0;
    fc.assert(
      fc.property(organisation, fc.integer({ min: 1, max: 4 }), ({ people, cuts, threshold }, localLimit) => {
        const sets = setsOf(people, cuts);
        const audit = auditOverlap(people.length, sets, { threshold, localLimit, directLimit: 0 });
        const bruteForce = smallestDeterminedSet(people.length, sets, threshold);
        expectSound(audit, people.length, sets, bruteForce);
        if (audit.method !== 'blocks') return; // no person in any published set
        runs += 1;
        if (audit.exposures.every((exposure) => exposure.proven)) {
          proven += 1;
          expect(smallestExposure(audit)?.size ?? null).toBe(bruteForce?.size ?? null);
        }
      }),
      { numRuns: 400 },
    );
    // The block path must decide most organisations itself, or this test would prove little.
    expect(proven / runs).toBeGreaterThan(0.5);
  }, 30_000);
});

/**
 * Many small teams shown whole and attribute values across them: the shape of a large
 * organisation, small enough for the brute force. Teams and their cells stay local, attribute
 * values are global, so the audit runs block by block and must prove the blocks apart.
 */
const manyTeams = fc
  .record({ teams: fc.integer({ min: 6, max: 9 }), threshold: fc.constantFrom(2, 3) })
  .chain(({ teams, threshold }) =>
    fc.record({
      threshold: fc.constant(threshold),
      people: fc.array(
        fc.record({
          team: fc.integer({ min: 0, max: teams }),
          department: fc.nat(1),
          location: fc.nat(2),
          tenure: fc.nat(1),
          release: fc.integer({ min: 1, max: 2 }),
        }),
        { minLength: 12, maxLength: 28 },
      ),
      extra: fc.array(cut, { maxLength: 4 }),
      teamCount: fc.constant(teams),
    }),
  )
  .map(({ threshold, people, extra, teamCount }) => {
    const cuts: Cut[] = [{ kind: 'organisation', upTo: 2 }, ...extra];
    for (let team = 1; team <= teamCount; team += 1) cuts.push({ kind: 'team', team, upTo: 2 });
    for (const name of ATTRIBUTES)
      for (let value = 0; value <= 2; value += 1) cuts.push({ kind: 'attribute', attribute: name, value, upTo: 2 });
    return { threshold, people, cuts };
  });

describe('the overlap auditor across blocks, against brute force', () => {
  it('proves many organisations of many small teams block by block, exactly', () => {
    let acrossBlocks = 0;
    let runs = 0;
    fc.assert(
      fc.property(manyTeams, ({ people, cuts, threshold }) => {
        const sets = setsOf(people, cuts);
        const audit = auditOverlap(people.length, sets, { threshold, localLimit: 4, directLimit: 0 });
        const bruteForce = smallestDeterminedSet(people.length, sets, threshold);
        expectSound(audit, people.length, sets, bruteForce);
        runs += 1;
        if (audit.exposures.every((exposure) => exposure.proven) && audit.globalSets > 0) {
          acrossBlocks += 1;
          expect(smallestExposure(audit)?.size ?? null).toBe(bruteForce?.size ?? null);
        }
      }),
      { numRuns: 400 },
    );
    expect(acrossBlocks / runs).toBeGreaterThan(0.1);
  }, 30_000);
});

/* ---------------------------------------------------------------- the classic attacks */

/** `count` people alike. */
const many = (count: number, traits: Partial<Person>): Person[] =>
  Array.from({ length: count }, () => ({ team: 0, department: 0, location: 0, tenure: 0, release: 1, ...traits }));

type Attack = { name: string; people: Person[]; cuts: Cut[]; exposed: number | null };

const attacks: Attack[] = [
  {
    name: 'department minus its cell at one location leaves the three elsewhere',
    people: [
      ...many(6, { department: 1, location: 1 }),
      ...many(3, { department: 1, location: 2 }),
      ...many(8, { department: 2, location: 1 }),
    ],
    cuts: [
      { kind: 'organisation', upTo: 1 },
      { kind: 'attribute', attribute: 'department', value: 1, upTo: 1 },
      { kind: 'attribute', attribute: 'location', value: 1, upTo: 1 },
      { kind: 'two attributes', first: ['department', 1], second: ['location', 1], upTo: 1 },
    ],
    exposed: 3,
  },
  {
    name: 'a location minus the team inside it leaves two',
    people: [...many(7, { team: 1, location: 1 }), ...many(2, { team: 2, location: 1 }), ...many(7, { team: 2, location: 2 })],
    cuts: [
      { kind: 'attribute', attribute: 'location', value: 1, upTo: 1 },
      { kind: 'team', team: 1, upTo: 1 },
    ],
    exposed: 2,
  },
  {
    // org − (D2 × L2) = D1 ∪ L1, so D1 ∩ L1 = D1 + L1 − org + (D2 × L2).
    name: 'a small intersection of two attribute values, from their cells and the organisation',
    people: [
      ...many(2, { department: 1, location: 1 }),
      ...many(6, { department: 1, location: 2 }),
      ...many(6, { department: 2, location: 1 }),
      ...many(7, { department: 2, location: 2 }),
    ],
    cuts: [
      { kind: 'organisation', upTo: 1 },
      { kind: 'attribute', attribute: 'department', value: 1, upTo: 1 },
      { kind: 'attribute', attribute: 'location', value: 1, upTo: 1 },
      { kind: 'two attributes', first: ['department', 2], second: ['location', 2], upTo: 1 },
    ],
    exposed: 2,
  },
  {
    name: 'a release difference over an intersection: the cell gained two',
    people: [
      ...many(6, { department: 1, location: 1 }),
      ...many(2, { department: 1, location: 1, release: 2 }),
      ...many(9, { department: 2, release: 2 }),
    ],
    cuts: [
      { kind: 'two attributes', first: ['department', 1], second: ['location', 1], upTo: 1 },
      { kind: 'two attributes', first: ['department', 1], second: ['location', 1], upTo: 2 },
      { kind: 'organisation', upTo: 2 },
    ],
    exposed: 2,
  },
  {
    name: 'a team minus its one location cell leaves the tenure of one',
    people: [...many(6, { team: 1, location: 1 }), ...many(1, { team: 1, location: 2 }), ...many(9, { team: 2, location: 2 })],
    cuts: [
      { kind: 'team', team: 1, upTo: 1 },
      { kind: 'team × attribute', team: 1, attribute: 'location', value: 1, upTo: 1 },
      { kind: 'organisation', upTo: 1 },
    ],
    exposed: 1,
  },
  {
    // A 2 × 2 table with its margins: one degree of freedom, no cell determined.
    name: 'a department and a location crossing, every margin shown, no cell',
    people: [
      ...many(3, { department: 1, location: 1 }),
      ...many(3, { department: 1, location: 2 }),
      ...many(3, { department: 2, location: 1 }),
      ...many(3, { department: 2, location: 2 }),
    ],
    cuts: [
      { kind: 'organisation', upTo: 1 },
      { kind: 'attribute', attribute: 'department', value: 1, upTo: 1 },
      { kind: 'attribute', attribute: 'location', value: 1, upTo: 1 },
    ],
    exposed: null,
  },
];

describe('the overlap auditor on the classic attacks', () => {
  it.each(attacks)('$name → $exposed', ({ people, cuts, exposed }) => {
    const sets = setsOf(people, cuts);
    expect(smallestDeterminedSet(people.length, sets, 6)?.size ?? null).toBe(exposed);
    expect(smallestExposure(auditOverlap(people.length, sets))?.size ?? null).toBe(exposed);
    // Block by block (every set of more than one atom global): sound, and exact where proven.
    const blocks = auditOverlap(people.length, sets, { directLimit: 0, localLimit: 1 });
    if (exposed === null) expect(blocks.exposures).toEqual([]);
    else expect(blocks.exposures.length).toBeGreaterThan(0);
    if (blocks.exposures.every((exposure) => exposure.proven)) expect(smallestExposure(blocks)?.size ?? null).toBe(exposed);
  });
});

/* ---------------------------------------------------------------- nested sets: the min-cut's answers */

describe('the overlap auditor agrees with the min-cut auditor where sets nest', () => {
  it('on random releases and teams', () => {
    const cells = fc.array(fc.array(fc.nat(7), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    const published = fc.array(fc.record({ group: fc.nat(2), upTo: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(cells, published, (counts, chosen) => {
        const teamKey = (index: number) => (index === 0 ? '' : `T${index}`);
        const units: { release: number; team: string }[] = [];
        counts.forEach((byTeam, release) =>
          byTeam.forEach((count, team) =>
            units.push(...Array.from({ length: count }, () => ({ release: release + 1, team: teamKey(team) }))),
          ),
        );
        const sets: PublishedSet[] = chosen.map(({ group, upTo }) => ({ group: group === 0 ? ORGANISATION : teamKey(group), upTo }));
        const releaseCells = new Map(
          counts.map((byTeam, release) => [release + 1, new Map(byTeam.map((count, team) => [teamKey(team), count]))]),
        );
        const memberSets = sets.map((set) =>
          units.flatMap((unit, index) =>
            unit.release <= set.upTo && (set.group === ORGANISATION || set.group === unit.team) ? [index] : [],
          ),
        );
        const overlap = smallestExposure(auditOverlap(units.length, memberSets));
        expect(overlap?.size ?? null).toBe(findExposure(releaseCells, sets)?.size ?? null);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
