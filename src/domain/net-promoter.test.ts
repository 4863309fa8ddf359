import { describe, expect, it } from 'vitest';
import { formatNetPromoter, netPromoterOf } from './net-promoter.ts';

/** Counts per score 0–10 from a list of scores. */
const countsOf = (...scores: number[]) => Array.from({ length: 11 }, (_, value) => scores.filter((score) => score === value).length);

describe('the eNPS of a published distribution', () => {
  it('is +100 when everyone is a promoter, −100 when everyone is a detractor', () => {
    expect(netPromoterOf(countsOf(9, 10, 10, 9, 9, 10))).toEqual({ score: 100, promoters: 6, passives: 0, detractors: 0, answers: 6 });
    expect(netPromoterOf(countsOf(0, 1, 2, 3, 4, 5, 6))).toEqual({ score: -100, promoters: 0, passives: 0, detractors: 7, answers: 7 });
  });

  it('counts 7 and 8 as passives: in the base, in neither share', () => {
    expect(netPromoterOf(countsOf(7, 8, 7, 8, 7, 8))).toMatchObject({ score: 0, passives: 6 });
    expect(netPromoterOf(countsOf(10, 10, 10, 7, 7, 0))).toMatchObject({ score: 33, promoters: 3, passives: 2, detractors: 1 });
  });

  it('places the boundaries at 6 (detractor), 7 (passive), 8 (passive) and 9 (promoter)', () => {
    expect(netPromoterOf(countsOf(6))).toMatchObject({ detractors: 1, score: -100 });
    expect(netPromoterOf(countsOf(7))).toMatchObject({ passives: 1, score: 0 });
    expect(netPromoterOf(countsOf(8))).toMatchObject({ passives: 1, score: 0 });
    expect(netPromoterOf(countsOf(9))).toMatchObject({ promoters: 1, score: 100 });
  });

  it('rounds to whole points, halves away from zero in both directions', () => {
    // 3 promoters, 1 detractor of 8: +25; 1 promoter of 8 beside none: +12.5 → +13, and its mirror −13.
    expect(netPromoterOf(countsOf(9, 9, 9, 0, 7, 7, 7, 7))?.score).toBe(25);
    expect(netPromoterOf(countsOf(9, 7, 7, 7, 7, 7, 7, 7))?.score).toBe(13);
    expect(netPromoterOf(countsOf(0, 7, 7, 7, 7, 7, 7, 7))?.score).toBe(-13);
    // 2 of 3 promoters, 1 detractor: 33.33… → 33.
    expect(netPromoterOf(countsOf(10, 10, 3))?.score).toBe(33);
  });

  it('gives nothing where nobody gave a score', () => {
    expect(netPromoterOf(countsOf())).toBeNull();
    expect(netPromoterOf([])).toBeNull();
  });

  it('always lies between −100 and +100 and equals the share difference', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const counts = Array.from({ length: 11 }, (_, value) => (seed * (value + 3)) % 7);
      const result = netPromoterOf(counts);
      if (!result) continue;
      expect(result.score).toBeGreaterThanOrEqual(-100);
      expect(result.score).toBeLessThanOrEqual(100);
      expect(Math.abs(result.score - ((result.promoters - result.detractors) / result.answers) * 100)).toBeLessThanOrEqual(0.5);
    }
  });

  it('is written with its sign', () => {
    expect(formatNetPromoter(20)).toBe('+20');
    expect(formatNetPromoter(-35)).toBe('-35');
    expect(formatNetPromoter(0)).toBe('0');
  });
});
