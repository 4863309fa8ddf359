import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import type { DailyCompletions } from './api/platform.ts';

/** A day's completions show as a number only from this many across the platform (docs/decisions/0024). */
export const PLATFORM_SMALL_NUMBER = ANONYMITY_THRESHOLD;

/**
 * Whether a day's platform-wide count may be shown, and why not. Fewer than six show as '<6';
 * six or more all from one organisation would be that organisation's own activity, so they
 * are hidden too.
 */
export function dailyCompletions(day: string, completions: number, organisations: number): DailyCompletions {
  if (completions < PLATFORM_SMALL_NUMBER) return { day, completions: null, hiddenBecause: 'fewer_than_six' };
  if (organisations < 2) return { day, completions: null, hiddenBecause: 'one_organisation' };
  return { day, completions, hiddenBecause: null };
}

/** The `count` full UTC days before `now`'s day, oldest first, as YYYY-MM-DD. */
export function fullDaysBefore(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - index) * 86_400_000).toISOString().slice(0, 10));
}
