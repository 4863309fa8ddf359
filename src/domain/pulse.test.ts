import { describe, expect, it } from 'vitest';
import { addMonths, nextRunStart, rotationPositions, runCloses } from './pulse.ts';

describe('pulse schedule', () => {
  it('moves a run a month or a quarter on, keeping the time of day, to the last day of a shorter month', () => {
    const start = new Date('2030-01-31T09:00:00.000Z');
    expect(nextRunStart(start, 'monthly').toISOString()).toBe('2030-02-28T09:00:00.000Z');
    expect(nextRunStart(start, 'quarterly').toISOString()).toBe('2030-04-30T09:00:00.000Z');
    expect(addMonths(new Date('2030-11-15T00:00:00.000Z'), 3).toISOString()).toBe('2031-02-15T00:00:00.000Z');
  });

  it('closes a run after its open days, and never after the next run starts', () => {
    const start = new Date('2030-02-01T09:00:00.000Z');
    expect(runCloses(start, 'monthly', 7).toISOString()).toBe('2030-02-08T09:00:00.000Z');
    expect(runCloses(start, 'monthly', 28).toISOString()).toBe('2030-03-01T09:00:00.000Z');
    expect(runCloses(new Date('2030-01-31T09:00:00.000Z'), 'monthly', 28).toISOString()).toBe('2030-02-28T09:00:00.000Z');
  });
});

describe('pulse rotation', () => {
  it('asks every question every run without rotation, or with a size of at least the count', () => {
    expect(rotationPositions(4, null, 0)).toEqual([0, 1, 2, 3]);
    expect(rotationPositions(4, 4, 3)).toEqual([0, 1, 2, 3]);
  });

  it('takes the questions in turn, so each comes back regularly', () => {
    expect([0, 1, 2, 3].map((run) => rotationPositions(5, 2, run))).toEqual([
      [0, 1],
      [2, 3],
      [0, 4],
      [1, 2],
    ]);
    const asked = new Map<number, number>();
    for (let run = 0; run < 10; run += 1)
      for (const position of rotationPositions(5, 2, run)) asked.set(position, (asked.get(position) ?? 0) + 1);
    expect([...asked.values()]).toEqual([4, 4, 4, 4, 4]);
  });
});
