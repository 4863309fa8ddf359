import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeBetween, trendOf, trendsOf, type WaveScores } from './trends.ts';

const wave = (n: number, scores: WaveScores['scores']): WaveScores => ({ assessmentId: `a${n}`, wave: n, scores });

describe('trends across waves', () => {
  it('gives the change since the previous wave, its direction and the series, by hand', () => {
    const waves = [wave(1, { people: 3.2, pay: 4.1 }), wave(2, { people: 3.45, pay: 3.9 }), wave(3, { people: 3.7, pay: 3.9 })];
    const trends = trendsOf(waves, ['people', 'pay']);
    // 3.70 − 3.45 = 0.25; 3.90 − 3.90 = 0.
    expect(trends.get('people')).toEqual({
      change: { previousWave: 2, previousScore: 3.45, score: 3.7, change: 0.25, direction: 'up' },
      series: [
        { assessmentId: 'a1', wave: 1, score: 3.2 },
        { assessmentId: 'a2', wave: 2, score: 3.45 },
        { assessmentId: 'a3', wave: 3, score: 3.7 },
      ],
    });
    expect(trends.get('pay')?.change).toEqual({ previousWave: 2, previousScore: 3.9, score: 3.9, change: 0, direction: 'same' });
  });

  it('rounds a fall to 2 decimals, free of floating-point noise', () => {
    // 2.1 − 4.33 is −2.2300000000000004 in floating point.
    expect(changeBetween({ wave: 1, score: 4.33 }, 2.1)).toEqual({
      previousWave: 1,
      previousScore: 4.33,
      score: 2.1,
      change: -2.23,
      direction: 'down',
    });
    // 3.3 − 3.2 is 0.09999999999999964.
    expect(changeBetween({ wave: 4, score: 3.2 }, 3.3)?.change).toBe(0.1);
  });

  it('compares nothing where either wave hides the figure', () => {
    const waves = [wave(1, { people: null, pay: 4 }), wave(2, { people: 3.5, pay: null })];
    expect(trendOf(waves, 'people')).toEqual({
      change: null,
      series: [
        { assessmentId: 'a1', wave: 1, score: null },
        { assessmentId: 'a2', wave: 2, score: 3.5 },
      ],
    });
    expect(trendOf(waves, 'pay').change).toBeNull();
    // A figure a wave never had (a question added later) is hidden there, not zero.
    expect(trendOf(waves, 'new-question').series.map((point) => point.score)).toEqual([null, null]);
  });

  it('compares with the wave just before, never an older one when that one is hidden', () => {
    const waves = [wave(1, { people: 3 }), wave(2, { people: null }), wave(3, { people: 4 })];
    expect(trendOf(waves, 'people').change).toBeNull();
  });

  it('orders waves by number whatever order they come in, and has no change for a single wave', () => {
    const trend = trendOf([wave(2, { people: 4 }), wave(1, { people: 4.5 })], 'people');
    expect(trend.series.map((point) => point.wave)).toEqual([1, 2]);
    expect(trend.change).toMatchObject({ previousWave: 1, change: -0.5, direction: 'down' });
    expect(trendOf([wave(1, { people: 4 })], 'people')).toEqual({ change: null, series: [{ assessmentId: 'a1', wave: 1, score: 4 }] });
    expect(trendOf([], 'people')).toEqual({ change: null, series: [] });
  });

  it('gives a change that, added to the previous score, is the current score, for any two shown means', () => {
    const mean = fc.integer({ min: 100, max: 500 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(mean, mean, (before, after) => {
        const change = changeBetween({ wave: 1, score: before }, after);
        expect(change).not.toBeNull();
        expect(Math.round((before + (change?.change ?? 0)) * 100)).toBe(Math.round(after * 100));
        expect(Number.isInteger(Math.round((change?.change ?? 0) * 100 * 1e6) / 1e6)).toBe(true);
        expect(change?.direction).toBe(after > before ? 'up' : after < before ? 'down' : 'same');
      }),
    );
  });
});
