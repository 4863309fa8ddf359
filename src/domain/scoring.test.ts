import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMITY_THRESHOLD, canShowBreakdown } from './anonymity.ts';
import { completionRate, gapOf, overallScore, SCORE_BANDS, scoreBand, scoreBandStep, scoreOf } from './scoring.ts';

describe('scoring', () => {
  it('never gives a mean for fewer than six respondents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 500 }),
        (respondents, answers, sum) => {
          expect(scoreOf({ respondents, answers, sum })).toEqual({ canShow: false });
        },
      ),
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
    [5, 'Excellent', 5],
    [4.5, 'Excellent', 5],
    [4.49, 'Good', 4],
    [4, 'Good', 4],
    [3.99, 'Fair', 3],
    [3.5, 'Fair', 3],
    [3.49, 'Needs Improvement', 2],
    [3, 'Needs Improvement', 2],
    [2.99, 'Poor', 1],
    [1, 'Poor', 1],
  ] as const)('bands %s as %s (level %s)', (mean, band, level) => {
    expect(scoreBand(mean)).toBe(band);
    expect(scoreBandStep(mean).level).toBe(level);
  });

  it('bands the mean as it is shown, with two decimals', () => {
    // 3.499 is shown as 3.50, so it must not be called 'Needs Improvement' next to '3.50'.
    expect(scoreBand(3.499)).toBe('Fair');
    expect(scoreBand(3.494)).toBe('Needs Improvement');
    expect(scoreBand(2.995)).toBe('Needs Improvement');
  });

  it('gives every band a colour that white text and a white page read at 4.5:1 or more', () => {
    // WCAG 2 relative luminance and contrast ratio against white (luminance 1).
    const channel = (hex: string, at: number) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
    for (const step of SCORE_BANDS) expect(1.05 / (luminance(step.colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each band its own colour and level, from best to worst', () => {
    expect(new Set(SCORE_BANDS.map((step) => step.colour)).size).toBe(SCORE_BANDS.length);
    expect(SCORE_BANDS.map((step) => step.level)).toEqual([5, 4, 3, 2, 1]);
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
