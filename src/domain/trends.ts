/**
 * Trends across the waves of one question set: how a figure (a domain's mean, a question's
 * mean, the overall score) moved since the previous wave, and its series over every wave.
 * The inputs are figures as each wave's publication shows them, null where a figure is hidden:
 * a change is given only where both waves show the figure, so a trend never tells more than
 * the two results pages it compares.
 */

export type TrendDirection = 'up' | 'down' | 'same';

/** A figure in one wave: its shown score, or null where it is hidden (or was never asked). */
export type TrendPoint = { assessmentId: string; wave: number; score: number | null };

/** The change since the previous wave, rounded as scores are (2 decimals). */
export type ScoreChange = { previousWave: number; previousScore: number; score: number; change: number; direction: TrendDirection };

export type FigureTrend = { change: ScoreChange | null; series: TrendPoint[] };

/** One wave's shown figures, by key (a domain, a question id …); a missing key is hidden. */
export type WaveScores = { assessmentId: string; wave: number; scores: Readonly<Record<string, number | null | undefined>> };

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

function directionOf(change: number): TrendDirection {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'same';
}

/** The change from `previous` to `score`; null when either is hidden. */
export function changeBetween(previous: { wave: number; score: number | null } | undefined, score: number | null): ScoreChange | null {
  if (!previous || previous.score === null || score === null) return null;
  // Both are shown with 2 decimals; the change is said from those, so it matches what people read.
  const change = round2(round2(score) - round2(previous.score));
  return { previousWave: previous.wave, previousScore: previous.score, score, change, direction: directionOf(change) };
}

/**
 * The trend of one figure. `waves` holds the waves of the series, the current one with the
 * highest wave number: the change is against the wave just before it, never an older one.
 */
export function trendOf(waves: readonly WaveScores[], key: string): FigureTrend {
  const ordered = [...waves].sort((a, b) => a.wave - b.wave);
  const series = ordered.map((wave) => ({ assessmentId: wave.assessmentId, wave: wave.wave, score: wave.scores[key] ?? null }));
  const current = series.at(-1);
  const change = current ? changeBetween(series.at(-2), current.score) : null;
  return { change, series };
}

/** The trend of each key, in the order of `keys`. */
export function trendsOf(waves: readonly WaveScores[], keys: readonly string[]): Map<string, FigureTrend> {
  return new Map(keys.map((key) => [key, trendOf(waves, key)]));
}
