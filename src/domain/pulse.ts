/*
 * Pulse programmes (decision 0065): when runs come and which questions each asks. Pure, shared
 * by the server (the job, the service) and the programme page.
 */

export const PULSE_CADENCE_MONTHS = { monthly: 1, quarterly: 3 } as const;
export type PulseCadence = keyof typeof PULSE_CADENCE_MONTHS;

/**
 * The most days a run may stay open: the shortest its cadence can be (February; February to
 * April), so a run always closes before the next one opens.
 */
export const PULSE_MAX_OPEN_DAYS: Record<PulseCadence, number> = { monthly: 28, quarterly: 89 };

const DAY = 24 * 60 * 60 * 1000;

/** The same time of day `months` later (UTC); a day the month lacks becomes its last (31 January → 28 February). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** When the run after one starting at `start` starts. */
export const nextRunStart = (start: Date, cadence: PulseCadence) => addMonths(start, PULSE_CADENCE_MONTHS[cadence]);

/** When a run starting at `start` closes: after its open days, and never after the next run starts. */
export function runCloses(start: Date, cadence: PulseCadence, openDays: number): Date {
  const closes = new Date(start.getTime() + openDays * DAY);
  const next = nextRunStart(start, cadence);
  return closes < next ? closes : next;
}

/**
 * The positions (in the source's order) of the questions run number `run` (0 for the first)
 * asks: `size` of them, taken in turn round the whole list, so every question comes back every
 * ⌈n ÷ size⌉ runs. No rotation (null, or at least every question): all of them.
 */
export function rotationPositions(count: number, size: number | null, run: number): number[] {
  if (size === null || size >= count) return Array.from({ length: count }, (_, index) => index);
  const positions = new Set<number>();
  for (let step = 0; step < size; step += 1) positions.add((run * size + step) % count);
  return [...positions].sort((a, b) => a - b);
}
