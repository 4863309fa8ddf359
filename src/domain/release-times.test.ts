import { describe, expect, it } from 'vitest';
import { lastReleaseTime, nextReleaseTime, parseReleaseInterval, parseTimeOfDay, releaseTimesOf } from './release-times.ts';

const daily = releaseTimesOf(86_400_000, 3 * 3_600_000);

describe('release times', () => {
  it('reads intervals with a unit, and 0 for every run', () => {
    expect(parseReleaseInterval('1d')).toBe(86_400_000);
    expect(parseReleaseInterval('12h')).toBe(43_200_000);
    expect(parseReleaseInterval('30m')).toBe(1_800_000);
    expect(parseReleaseInterval(' 5s ')).toBe(5_000);
    expect(parseReleaseInterval('0')).toBe(0);
    for (const bad of ['', '1', '0s', '-1d', '1.5h', 'daily', '1w']) expect(parseReleaseInterval(bad), bad).toBeUndefined();
  });

  it('reads a time of day as HH:MM', () => {
    expect(parseTimeOfDay('03:00')).toBe(3 * 3_600_000);
    expect(parseTimeOfDay('23:59')).toBe((23 * 60 + 59) * 60_000);
    for (const bad of ['3:00', '24:00', '12:60', '0300', '']) expect(parseTimeOfDay(bad), bad).toBeUndefined();
  });

  it('places a moment between the daily release times around it', () => {
    const morning = new Date('2026-11-27T10:05:00Z');
    expect(lastReleaseTime(daily, morning)?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextReleaseTime(daily, morning)?.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    const night = new Date('2026-11-27T02:59:59Z');
    expect(lastReleaseTime(daily, night)?.toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(nextReleaseTime(daily, night)?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    // A release time is its own last release time, and the next one is a day on.
    const exactly = new Date('2026-11-27T03:00:00Z');
    expect(lastReleaseTime(daily, exactly)?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextReleaseTime(daily, exactly)?.toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('counts shorter intervals from the time of day', () => {
    const sixHourly = releaseTimesOf(6 * 3_600_000, 3 * 3_600_000);
    expect(lastReleaseTime(sixHourly, new Date('2026-11-27T08:59:00Z'))?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextReleaseTime(sixHourly, new Date('2026-11-27T21:30:00Z'))?.toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('has no release times when every run may release', () => {
    const everyRun = releaseTimesOf(0, 3 * 3_600_000);
    expect(everyRun).toEqual({ kind: 'every-run' });
    expect(lastReleaseTime(everyRun, new Date())).toBeNull();
    expect(nextReleaseTime(everyRun, new Date())).toBeNull();
  });
});
