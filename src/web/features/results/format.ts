import type { z } from 'zod';
import { t } from '@lingui/core/macro';
import type { ResultsCard, ScoreChange, TrendSchema } from '#domain/api/results.ts';
import { intlLocaleOf } from '#domain/locales.ts';
import { MAX_SCORE } from '#domain/scoring.ts';
import { currentLocale } from '#web/i18n/locale.ts';

export type Trend = z.infer<typeof TrendSchema>;

/** A formatter in the language shown now (British English: `en-GB`), made once per language. */
export function perLocale<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = intlLocaleOf(currentLocale());
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const scoreFormat = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const changeFormat = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }));
const scaleFormat = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const percentFormat = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
const dateTimeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
const longDateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
// A release day is a calendar day, not an instant: read and written in UTC so no time zone moves it.
const netPromoterFormat = perLocale((locale) => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }));
const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));

/** A mean as the server sent it (2 decimals): "3.45". */
export function formatScore(mean: number): string {
  return scoreFormat().format(mean);
}

/** The top of the scale, written as scores are spoken of: "5.0". */
export function maxScoreText(): string {
  return scaleFormat().format(MAX_SCORE);
}

/** A point of the scale as the chart's axis writes it: "3.0". */
export function formatScaleValue(value: number): string {
  return scaleFormat().format(value);
}

/** "3.45 / 5.0" */
export function formatOutOf(mean: number): string {
  const score = formatScore(mean);
  const maxScore = maxScoreText();
  return t`${score} / ${maxScore}`;
}

/**
 * A score's difference from another, signed with two decimals: "+0.12", "\u22120.30" (a true
 * minus sign), "0.00". Both scores carry two decimals, so the difference is rounded to two to
 * drop the binary remainder (3.3 − 3.1 is 0.1999…).
 */
export function formatDifference(score: number, from: number): string {
  const difference = Math.round((score - from) * 100) / 100;
  const size = scoreFormat().format(Math.abs(difference));
  if (difference === 0) return size;
  return `${difference > 0 ? '+' : '\u2212'}${size}`;
}

/** A rate the server computed (1 decimal) as a percentage: "62.5%", "100%". */
/** An eNPS (−100 … +100) as the pages write it, signed, in the reader's digits: "+20", "-35", "0". */
export function formatNetPromoterScore(score: number): string {
  return netPromoterFormat().format(score);
}

export function formatPercent(rate: number): string {
  // The server's rate is a percentage; Intl writes a share of one ("62.5%" in British English).
  return percentFormat().format(rate / 100);
}

export function formatDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}

/** An instant's day as people write it, in the viewer's time zone: "5 March 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDateFormat().format(date);
}

/** A release day (YYYY-MM-DD) as people write it: "3 May 2025". */
export function formatDay(day: string | null): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}

/**
 * The change against the previous wave: "+0.4 since wave 1", "−0.2 since wave 1" (a true
 * minus sign), "No change since wave 1", or "No earlier wave".
 */
export function trendText(trend: Pick<Trend, 'previousWave' | 'change'> | null): string {
  if (!trend) return t`No earlier wave`;
  const previousWave = trend.previousWave;
  if (trend.change === 0) return t`No change since wave ${previousWave}`;
  const change = `${trend.change > 0 ? '+' : '\u2212'}${changeFormat().format(Math.abs(trend.change))}`;
  return t`${change} since wave ${previousWave}`;
}

const changeArrows = { up: '\u25B2', down: '\u25BC', same: '\u25AC' } as const;

/** A figure's change since the previous wave as read: "▲ +0.25 since wave 1", "▼ −0.5 since wave 1", "▬ No change since wave 1". */
export function changeText(change: ScoreChange): string {
  return `${changeArrows[change.direction]} ${trendText({ previousWave: change.previousWave, change: change.change })}`;
}

/** The same change for a screen reader, in words: "Up 0.25 since wave 1", "Down 0.5 since wave 1", "No change since wave 1". */
export function changeSpokenText(change: ScoreChange): string {
  const previousWave = change.previousWave;
  if (change.direction === 'same') return t`No change since wave ${previousWave}`;
  const size = changeFormat().format(Math.abs(change.change));
  return change.direction === 'up' ? t`Up ${size} since wave ${previousWave}` : t`Down ${size} since wave ${previousWave}`;
}

/**
 * The trend line of a results card. The server sends no trend when there is no earlier wave,
 * when the earlier waves have not closed, and when a score to compare is hidden; the other cards
 * tell the cases apart. A wave numbered after others never reads "No earlier wave": a local
 * workspace's answers imported after a server wave opened are wave 2 beside an open wave 1.
 */
export function cardTrendText(card: ResultsCard, allCards: readonly ResultsCard[]): string {
  if (card.trend) return trendText(card.trend);
  if (!card.overall.canShow) return t`Trend shown once results can be shown`;
  // The server compares with the closed wave of the same question set (or series) just before this one.
  const earlier = allCards
    .filter((other) => other.assessment.series === card.assessment.series && other.assessment.wave < card.assessment.wave)
    .sort((a, b) => b.assessment.wave - a.assessment.wave);
  const closed = earlier.find((other) => other.assessment.status === 'closed');
  if (closed && !closed.overall.canShow) {
    const wave = closed.assessment.wave;
    return t`Wave ${wave} had too few responses to compare`;
  }
  const running = earlier[0];
  if (!closed && running) {
    const wave = running.assessment.wave;
    return t`Compared with wave ${wave} once it closes`;
  }
  if (card.assessment.wave > 1) return t`No earlier wave has results to compare`;
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
  return day === null ? t`No results released yet` : t`Results as of ${day}`;
}
