import { describe, expect, it } from 'vitest';
import { dailyCompletions, fullDaysBefore } from './platform-figures.ts';

describe("the platform's daily completions", () => {
  it('shows six or more from two organisations or more, and nothing less', () => {
    expect(dailyCompletions('2026-11-01', 6, 2)).toEqual({ day: '2026-11-01', completions: 6, hiddenBecause: null });
    expect(dailyCompletions('2026-11-01', 5, 3)).toEqual({ day: '2026-11-01', completions: null, hiddenBecause: 'fewer_than_six' });
    expect(dailyCompletions('2026-11-01', 0, 0)).toEqual({ day: '2026-11-01', completions: null, hiddenBecause: 'fewer_than_six' });
  });

  it('hides a day whose completions all come from one organisation, however many', () => {
    expect(dailyCompletions('2026-11-01', 40, 1)).toEqual({ day: '2026-11-01', completions: null, hiddenBecause: 'one_organisation' });
  });

  it('lists the full days before today, oldest first, today left out', () => {
    const days = fullDaysBefore(new Date('2026-03-02T23:59:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});
