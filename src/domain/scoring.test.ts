import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMITY_THRESHOLD, canShowBreakdown } from './anonymity.ts';
import { completionRate, gapOf, overallScore, resultsBand, scoreBand, scoreColour, scoreOf } from './scoring.ts';

describe('scoring', () => {
  it('never gives a mean for fewer than six respondents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 500 }), (respondents, answers, sum) => {
        expect(scoreOf({ respondents, answers, sum })).toEqual({ canShow: false });
      }),
    );
  });

  it('gives the mean of the answers, to 2 decimals, from six respondents on', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: ANONYMITY_THRESHOLD, maxLength: 300 }), (values) => {
        const score = scoreOf({ respondents: values.length, answers: values.length, sum: values.reduce((a, b) => a + b, 0) });
        const direct = values.reduce((a, b) => a + b, 0) / values.length;
        expect(score.canShow).toBe(true);
        if (score.canShow) expect(Math.abs(score.mean - direct)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('averages the shown domain means for the overall score', () => {
    expect(overallScore([])).toBeNull();
    expect(overallScore([4, 3.5, 2.25])).toBe(3.25);
    expect(overallScore([3.333, 3.333, 3.334])).toBe(3.33);
  });

  it('computes completion with 1 decimal and the gap to 5', () => {
    expect(completionRate(1, 3)).toBe(33.3);
    expect(completionRate(2, 3)).toBe(66.7);
    expect(completionRate(0, 0)).toBe(0);
    expect(gapOf(3.2)).toBe(1.8);
  });

  it.each([
    [4.5, 'Excellent', 'Excellent', 'green'],
    [4.49, 'Good', 'Excellent', 'green'],
    [4, 'Good', 'Excellent', 'green'],
    [3.99, 'Fair', 'Good', 'yellow'],
    [3.5, 'Fair', 'Good', 'yellow'],
    [3.49, 'Needs Improvement', 'Fair', 'yellow'],
    [3, 'Needs Improvement', 'Fair', 'yellow'],
    [2.99, 'Poor', 'Needs Improvement', 'red'],
  ] as const)('bands %s as %s (dashboard), %s (results), %s', (mean, band, results, colour) => {
    expect(scoreBand(mean)).toBe(band);
    expect(resultsBand(mean)).toBe(results);
    expect(scoreColour(mean)).toBe(colour);
  });
});

describe('the breakdown rule', () => {
  it('shows a group only if neither it nor the rest of the whole isolates fewer than six', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (group, rest) => {
        const shown = canShowBreakdown(group, group + rest);
        expect(shown).toBe(group >= 6 && (rest === 0 || rest >= 6));
        if (shown) {
          // Subtracting the group from the whole leaves either nobody or at least six people.
          expect(rest === 0 || rest >= ANONYMITY_THRESHOLD).toBe(true);
        }
      }),
    );
  });

  it('for any split of an organisation into teams, no shown team lets a subtraction isolate fewer than six', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }), (teams) => {
        const whole = teams.reduce((a, b) => a + b, 0);
        for (const team of teams) {
          if (canShowBreakdown(team, whole)) {
            expect(team).toBeGreaterThanOrEqual(6);
            expect(whole - team === 0 || whole - team >= 6).toBe(true);
          }
        }
      }),
    );
  });
});
