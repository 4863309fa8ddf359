import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** Mean of the non-null answers, 2 decimals; hidden below the anonymity threshold (the assessment's, never below six). */
export function scoreOf(tally: Tally, threshold?: number): ShownScore {
  if (!meetsThreshold(tally.respondents, threshold) || tally.answers === 0) return { canShow: false };
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

/**
 * The one band table every surface speaks (web, CSV, PDF, e-mail; decision 0021): spec/02 §9's
 * five dashboard bands. Each band has a level (5 best) that pictures draw as filled marks, so a
 * band reads without colour, and one colour: a diverging blue–grey–orange scale that stays
 * distinct with red–green colour blindness, each colour at least 4.5:1 against white.
 */
export const SCORE_BANDS = [
  {
    band: 'Excellent',
    from: 4.5,
    level: 5,
    colour: '#1e3a8a',
    label: msg({ message: 'Excellent', context: 'score band' }),
    range: msg`4.50 to 5.00`,
  },
  { band: 'Good', from: 4, level: 4, colour: '#2563eb', label: msg({ message: 'Good', context: 'score band' }), range: msg`4.00 to 4.49` },
  {
    band: 'Fair',
    from: 3.5,
    level: 3,
    colour: '#52525b',
    label: msg({ message: 'Fair', context: 'score band' }),
    range: msg`3.50 to 3.99`,
  },
  {
    band: 'Needs Improvement',
    from: 3,
    level: 2,
    colour: '#c2410c',
    label: msg({ message: 'Needs Improvement', context: 'score band' }),
    range: msg`3.00 to 3.49`,
  },
  {
    band: 'Poor',
    from: -Infinity,
    level: 1,
    colour: '#7c2d12',
    label: msg({ message: 'Poor', context: 'score band' }),
    range: msg`1.00 to 2.99`,
  },
] as const satisfies readonly {
  band: ScoreBand;
  from: number;
  level: number;
  colour: string;
  /** The band's name in the reader's language (`band` is its English name, the key). */
  label: MessageDescriptor;
  range: MessageDescriptor;
}[];

export type ScoreBandStep = (typeof SCORE_BANDS)[number];

/**
 * The band of a mean as people see it: means are shown with two decimals, so the band is taken
 * from that figure (3.499 shows as 3.50 and is Fair, not Needs Improvement).
 */
export function scoreBandStep(mean: number): ScoreBandStep {
  const shown = round(mean, 2);
  return SCORE_BANDS.find((step) => shown >= step.from) ?? SCORE_BANDS[4];
}

export function scoreBand(mean: number): ScoreBand {
  return scoreBandStep(mean).band;
}

/** The band's name of a mean, to be shown in the reader's language. */
export function scoreBandLabel(mean: number): MessageDescriptor {
  return scoreBandStep(mean).label;
}
