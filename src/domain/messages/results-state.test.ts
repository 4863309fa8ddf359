import { describe, expect, it } from 'vitest';
import { anonymityMessage } from '../messages.ts';
import { closedTooFewText, firstUpdateText, heldUntilCloseText, hiddenResultsText, type ResultsState } from './results-state.ts';

const state = (
  overrides: Partial<Omit<ResultsState, 'completion'>> & { completion?: Partial<ResultsState['completion']> } = {},
): ResultsState => ({
  status: 'open',
  responses: 0,
  threshold: 6,
  ...overrides,
  completion: {
    activePeople: 14,
    notCounted: 0,
    heldUntilClose: false,
    nextReleaseAt: '2026-11-30T03:00:00.000Z',
    ...overrides.completion,
  },
});

describe('what results say in place of figures', () => {
  it('right after opening to fourteen people: when answers join, not "invite six people"', () => {
    expect(hiddenResultsText('dashboard', state(), '30 Nov 2026, 03:00')).toBe(firstUpdateText(6, '30 Nov 2026, 03:00', true));
    // Only administrators can close it: others are not told to.
    expect(hiddenResultsText('default', state(), '30 Nov 2026, 03:00')).toBe(firstUpdateText(6, '30 Nov 2026, 03:00'));
    expect(firstUpdateText(6, '30 Nov 2026, 03:00')).not.toMatch(/close/);
  });

  it('while everyone waits for the close: that results come at the close', () => {
    expect(hiddenResultsText('assessment', state({ threshold: 7, completion: { heldUntilClose: true, nextReleaseAt: null } }), null)).toBe(
      heldUntilCloseText(7),
    );
  });

  it('closed with too few released: that it closed, not that it needs more', () => {
    expect(hiddenResultsText('assessment', state({ status: 'closed', responses: 0 }), null)).toBe(closedTooFewText(6, 0));
  });

  it("keeps the specification's message where it is true: too few people to ask, or some released but too few", () => {
    expect(hiddenResultsText('dashboard', state({ completion: { activePeople: 3 } }), '30 Nov 2026, 03:00')).toBe(
      anonymityMessage('dashboard', 0, 6),
    );
    expect(hiddenResultsText('assessment', state({ responses: 12 }), '30 Nov 2026, 03:00')).toBe(anonymityMessage('assessment', 12, 6));
  });
});
