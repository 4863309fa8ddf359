import type { z } from 'zod';
import type { ResultsCard, ScoreChange, TrendSchema } from '#domain/api/results.ts';
import { MAX_SCORE } from '#domain/scoring.ts';

export type Trend = z.infer<typeof TrendSchema>;

const scoreFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const changeFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
// A release day is a calendar day, not an instant: read and written in UTC so no time zone moves it.
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A mean as the server sent it (2 decimals): "3.45". */
export function formatScore(mean: number): string {
  return scoreFormat.format(mean);
}

/** The top of the scale, written as scores are spoken of: "5.0". */
export const MAX_SCORE_TEXT = MAX_SCORE.toFixed(1);

/** "3.45 / 5.0" */
export function formatOutOf(mean: number): string {
  return `${formatScore(mean)} / ${MAX_SCORE_TEXT}`;
}

/**
 * A score's difference from another, signed with two decimals: "+0.12", "\u22120.30" (a true
 * minus sign), "0.00". Both scores carry two decimals, so the difference is rounded to two to
 * drop the binary remainder (3.3 − 3.1 is 0.1999…).
 */
export function formatDifference(score: number, from: number): string {
  const difference = Math.round((score - from) * 100) / 100;
  const size = scoreFormat.format(Math.abs(difference));
  if (difference === 0) return size;
  return `${difference > 0 ? '+' : '\u2212'}${size}`;
}

/** A rate the server computed (1 decimal) as a percentage: "62.5%", "100%". */
export function formatPercent(rate: number): string {
  return `${percentFormat.format(rate)}%`;
}

export function formatDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A release day (YYYY-MM-DD) as people write it: "3 May 2025". */
export function formatDay(day: string | null): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/**
 * The change against the previous wave: "+0.4 since wave 1", "−0.2 since wave 1" (a true
 * minus sign), "No change since wave 1", or "No earlier wave".
 */
export function trendText(trend: Pick<Trend, 'previousWave' | 'change'> | null): string {
  if (!trend) return 'No earlier wave';
  const since = `since wave ${trend.previousWave}`;
  if (trend.change === 0) return `No change ${since}`;
  const size = changeFormat.format(Math.abs(trend.change));
  return `${trend.change > 0 ? '+' : '\u2212'}${size} ${since}`;
}

const changeArrows = { up: '\u25B2', down: '\u25BC', same: '\u25AC' } as const;

/** A figure's change since the previous wave as read: "▲ +0.25 since wave 1", "▼ −0.5 since wave 1", "▬ No change since wave 1". */
export function changeText(change: ScoreChange): string {
  return `${changeArrows[change.direction]} ${trendText({ previousWave: change.previousWave, change: change.change })}`;
}

/** The same change for a screen reader, in words: "Up 0.25 since wave 1", "Down 0.5 since wave 1", "No change since wave 1". */
export function changeSpokenText(change: ScoreChange): string {
  const since = `since wave ${change.previousWave}`;
  if (change.direction === 'same') return `No change ${since}`;
  return `${change.direction === 'up' ? 'Up' : 'Down'} ${changeFormat.format(Math.abs(change.change))} ${since}`;
}

/**
 * The trend line of a results card. The server sends no trend when there is no earlier wave,
 * when the earlier waves have not closed, and when a score to compare is hidden; the other cards
 * tell the cases apart. A wave numbered after others never reads "No earlier wave": a local
 * workspace's answers imported after a server wave opened are wave 2 beside an open wave 1.
 */
export function cardTrendText(card: ResultsCard, allCards: readonly ResultsCard[]): string {
  if (card.trend) return trendText(card.trend);
  if (!card.overall.canShow) return 'Trend shown once results can be shown';
  // The server compares with the closed wave of the same question set (or series) just before this one.
  const earlier = allCards
    .filter((other) => other.assessment.series === card.assessment.series && other.assessment.wave < card.assessment.wave)
    .sort((a, b) => b.assessment.wave - a.assessment.wave);
  const closed = earlier.find((other) => other.assessment.status === 'closed');
  if (closed && !closed.overall.canShow) return `Wave ${closed.assessment.wave} had too few responses to compare`;
  const running = earlier[0];
  if (!closed && running) return `Compared with wave ${running.assessment.wave} once it closes`;
  if (card.assessment.wave > 1) return 'No earlier wave has results to compare';
  return trendText(null);
}

/**
 * The assessment a dashboard shows: the newest open one, else the newest of any status.
 * The server lists cards newest first.
 */
export function currentCard(cards: readonly ResultsCard[]): ResultsCard | undefined {
  return cards.find((card) => card.assessment.status === 'open') ?? cards[0];
}

/** The newest assessment whose results can be shown, for analytics. */
export function latestCardWithResults(cards: readonly ResultsCard[]): ResultsCard | undefined {
  return cards.find((card) => card.overall.canShow);
}

/** Which release the figures come from: "Results as of 3 May 2025" (the day only, never a time). */
export function releasedOnText(releasedOn: string | null): string {
  const day = formatDay(releasedOn);
  return day === null ? 'No results released yet' : `Results as of ${day}`;
}
