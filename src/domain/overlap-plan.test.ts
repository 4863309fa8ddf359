import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOverlapPublication, type Figure } from './overlap-plan.ts';
import { smallestDeterminedSet } from './test-support/subset-brute-force.ts';
import { organisation, setsOf } from './test-support/overlap-organisations.ts';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe('planning overlapping figures', () => {
  // Team A: units 0–9, seven of them at location L (0–6); team B: units 10–19, at M.
  const team = (id: string, units: number[], rank = 2): Figure => ({ id, units, rank });
  const teams = [team('team A', range(0, 10)), team('team B', range(10, 20)), team('organisation', range(0, 20), 3)];

  it('holds back a team × location cell that leaves three of the team, and keeps the team', () => {
    const plan = planOverlapPublication({ unitCount: 20, published: [], candidates: [...teams, team('team A × L', range(0, 7), 0)] });
    expect(plan).toEqual({ admitted: ['team A', 'team B', 'organisation'], suppressed: ['team A × L'], earlierExposed: false });
  });

  it('holds back the cell, not the location, when their difference is three people of another team', () => {
    // Location L (0–6 and 10–12) minus the cell A × L (0–6) is three people of B; either alone is safe.
    const plan = planOverlapPublication({
      unitCount: 20,
      published: [],
      candidates: [team('location L', [...range(0, 7), 10, 11, 12], 1), team('team A × L', range(0, 7), 0)],
    });
    expect(plan.admitted).toEqual(['location L']);
    expect(plan.suppressed).toEqual(['team A × L']);
  });

  it('admits nothing new when what was published already determines a small set', () => {
    const plan = planOverlapPublication({ unitCount: 20, published: [range(0, 10), range(0, 8)], candidates: teams });
    expect(plan).toEqual({ admitted: [], suppressed: ['team A', 'team B', 'organisation'], earlierExposed: true });
  });

  it('on random organisations, what it admits with what was published determines no set below the threshold', () => {
    let admittedSome = 0;
    fc.assert(
      fc.property(organisation, fc.integer({ min: 0, max: 4 }), ({ people, cuts, threshold }, publishedCount) => {
        const sets = setsOf(people, cuts);
        const published = sets.slice(0, publishedCount);
        const candidates = sets.slice(publishedCount).map((units, index) => ({ id: `figure ${index}`, units, rank: units.length }));
        const plan = planOverlapPublication({ unitCount: people.length, published, candidates, options: { threshold } });
        const earlier = smallestDeterminedSet(people.length, published, threshold);
        expect(plan.earlierExposed).toBe(earlier !== null);
        const shown = candidates.filter((figure) => plan.admitted.includes(figure.id)).map((figure) => figure.units);
        if (!plan.earlierExposed) expect(smallestDeterminedSet(people.length, [...published, ...shown], threshold)).toBeNull();
        expect([...plan.admitted, ...plan.suppressed].sort()).toEqual(candidates.map((figure) => figure.id).sort());
        if (plan.admitted.length > 0) admittedSome += 1;
      }),
      { numRuns: 300 },
    );
    expect(admittedSome).toBeGreaterThan(30);
  }, 30_000);
});
