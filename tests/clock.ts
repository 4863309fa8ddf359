import type { Clock } from '#server/clock.ts';

/** A clock tests move by hand: expiry and timeouts without waiting. */
export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
