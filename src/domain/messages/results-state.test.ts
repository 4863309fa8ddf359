import { describe, expect, it } from 'vitest';
import { anonymityMessage } from '../messages.ts';
import { closedTooFewText, firstUpdateText, heldUntilCloseText, hiddenResultsText, type ResultsState } from './results-state.ts';
import { i18n } from '@lingui/core';

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
    expect(i18n._(hiddenResultsText('dashboard', state(), '30 Nov 2026, 03:00'))).toBe(
      i18n._(firstUpdateText(6, '30 Nov 2026, 03:00', true)),
    );
    // Only administrators can close it: others are not told to.
    expect(i18n._(hiddenResultsText('default', state(), '30 Nov 2026, 03:00'))).toBe(i18n._(firstUpdateText(6, '30 Nov 2026, 03:00')));
    expect(i18n._(firstUpdateText(6, '30 Nov 2026, 03:00'))).not.toMatch(/close/);
  });

  it('while everyone waits for the close: that results come at the close', () => {
    expect(
      i18n._(hiddenResultsText('assessment', state({ threshold: 7, completion: { heldUntilClose: true, nextReleaseAt: null } }), null)),
    ).toBe(i18n._(heldUntilCloseText(7)));
  });

  it('closed with too few released: that it closed, not that it needs more', () => {
    expect(i18n._(hiddenResultsText('assessment', state({ status: 'closed', responses: 0 }), null))).toBe(i18n._(closedTooFewText(6, 0)));
  });

  it("keeps the specification's message where it is true: too few people to ask, or some released but too few", () => {
    expect(i18n._(hiddenResultsText('dashboard', state({ completion: { activePeople: 3 } }), '30 Nov 2026, 03:00'))).toBe(
      i18n._(anonymityMessage('dashboard', 0, 6)),
    );
    expect(i18n._(hiddenResultsText('assessment', state({ responses: 12 }), '30 Nov 2026, 03:00'))).toBe(
      i18n._(anonymityMessage('assessment', 12, 6)),
    );
  });
});
