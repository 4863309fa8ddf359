/**
 * When the answers waiting in an open assessment may be released (decision 0026): at fixed
 * times of the clock, the same for every organisation, never at the moment someone completes.
 * A release that follows the sixth completion by seconds tells whoever watches the results and
 * the sign-in log who that sixth person was; a release at 03:00 tells them only that six or
 * more of the people who signed in since the last one have answered.
 */
export type ReleaseTimes =
  /** Tests and trials: every release run may release, so a release follows a completion. */
  | { kind: 'every-run' }
  /** Releases at `offsetMs` past midnight UTC and every `everyMs` from there. */
  | { kind: 'fixed'; everyMs: number; offsetMs: number };

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "24h", "1d", "30m", "5s" in milliseconds; "0" for every run; undefined when unreadable. */
export function parseReleaseInterval(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '0') return 0;
  const match = /^(\d{1,6})([smhd])$/.exec(trimmed);
  if (!match) return undefined;
  const milliseconds = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return milliseconds > 0 ? milliseconds : undefined;
}

/** "03:00" as milliseconds past midnight UTC; undefined when unreadable. */
export function parseTimeOfDay(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 60_000 : undefined;
}

export function releaseTimesOf(everyMs: number, offsetMs: number): ReleaseTimes {
  return everyMs === 0 ? { kind: 'every-run' } : { kind: 'fixed', everyMs, offsetMs };
}

/** The latest release time at or before `now`; null when every run may release. */
export function lastReleaseTime(times: ReleaseTimes, now: Date): Date | null {
  if (times.kind === 'every-run') return null;
  const sinceFirst = now.getTime() - times.offsetMs;
  return new Date(Math.floor(sinceFirst / times.everyMs) * times.everyMs + times.offsetMs);
}

/** The first release time after `now`; null when every run may release. */
export function nextReleaseTime(times: ReleaseTimes, now: Date): Date | null {
  const last = lastReleaseTime(times, now);
  return last && times.kind === 'fixed' ? new Date(last.getTime() + times.everyMs) : null;
}
