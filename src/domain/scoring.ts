import { meetsThreshold } from './anonymity.ts';

export const MAX_SCORE = 5;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Sums and counts of one domain (or question) for some group of respondents. */
export type Tally = { respondents: number; answers: number; sum: number };

/** A score as it may leave the server: a mean only when enough people are behind it. */
export type ShownScore = { canShow: true; mean: number; respondents: number } | { canShow: false };

/** Mean of the non-null answers, 2 decimals; hidden below the anonymity threshold. */
export function scoreOf(tally: Tally): ShownScore {
  if (!meetsThreshold(tally.respondents) || tally.answers === 0) return { canShow: false };
  return { canShow: true, mean: round(tally.sum / tally.answers, 2), respondents: tally.respondents };
}

/** Overall score: the mean of the shown domain means, 2 decimals; null when none is shown. */
export function overallScore(shownMeans: readonly number[]): number | null {
  if (shownMeans.length === 0) return null;
  return round(shownMeans.reduce((total, mean) => total + mean, 0) / shownMeans.length, 2);
}

/** Completed participants over active people, as a percentage with 1 decimal. */
export function completionRate(completed: number, activePeople: number): number {
  if (activePeople <= 0) return 0;
  return round((completed / activePeople) * 100, 1);
}

/** How far a domain is from the top of the scale. */
export function gapOf(mean: number): number {
  return round(MAX_SCORE - mean, 2);
}

export type ScoreBand = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement' | 'Poor';
export type ScoreColour = 'green' | 'yellow' | 'red';

/** Dashboard bands (spec/02 §9). */
export function scoreBand(mean: number): ScoreBand {
  if (mean >= 4.5) return 'Excellent';
  if (mean >= 4) return 'Good';
  if (mean >= 3.5) return 'Fair';
  if (mean >= 3) return 'Needs Improvement';
  return 'Poor';
}

/** The results list's coarser bands (spec/02 §9). */
export function resultsBand(mean: number): Exclude<ScoreBand, 'Poor'> {
  if (mean >= 4) return 'Excellent';
  if (mean >= 3.5) return 'Good';
  if (mean >= 3) return 'Fair';
  return 'Needs Improvement';
}

export function scoreColour(mean: number): ScoreColour {
  if (mean >= 4) return 'green';
  if (mean >= 3) return 'yellow';
  return 'red';
}
