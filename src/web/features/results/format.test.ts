import { describe, expect, it } from 'vitest';
import { cardTrendText, currentCard, formatDay, formatDifference, formatPercent, trendText } from './format.ts';
import { anonymityMessage, nextUpdateText } from '#domain/messages.ts';
import { releasedOnText } from './format.ts';
import { card, EARLIER_ID } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

const trend = (change: number, previousWave = 1) => ({ previousAssessmentId: EARLIER_ID, previousWave, previousScore: 3, change });

describe('a difference between two scores', () => {
  it('is signed with two decimals and a true minus sign, without binary remainders', () => {
    expect(formatDifference(3.57, 3.45)).toBe('+0.12');
    expect(formatDifference(3.15, 3.45)).toBe('\u22120.30');
    expect(formatDifference(3.3, 3.1)).toBe('+0.20');
    expect(formatDifference(4, 4)).toBe('0.00');
    expect(formatDifference(1, 5)).toBe('\u22124.00');
  });
});

describe('trend text', () => {
  it('says the change since the earlier wave, with a sign', () => {
    expect(trendText(trend(0.4))).toBe('+0.4 since wave 1');
    expect(trendText(trend(-0.2))).toBe('\u22120.2 since wave 1');
    expect(trendText(trend(0.43, 2))).toBe('+0.43 since wave 2');
    expect(trendText(trend(0))).toBe('No change since wave 1');
    expect(trendText(null)).toBe('No earlier wave');
  });

  it('tells apart no earlier wave, a hidden score and an earlier wave with too few responses', () => {
    const wave2 = card({ trend: null }, { wave: 2 });
    // Labelled wave 2, it never says there is no earlier wave.
    expect(cardTrendText(wave2, [wave2])).toBe('No earlier wave has results to compare');
    const first = card({ trend: null }, { wave: 1 });
    expect(cardTrendText(first, [first])).toBe('No earlier wave');
    const hidden = card({ trend: null, overall: { canShow: false, score: null } });
    expect(cardTrendText(hidden, [hidden])).toBe('Trend shown once results can be shown');
    const wave1 = card({ overall: { canShow: false, score: null }, trend: null }, { id: EARLIER_ID, wave: 1, status: 'closed' });
    expect(cardTrendText(wave2, [wave2, wave1])).toBe('Wave 1 had too few responses to compare');
    expect(cardTrendText(card(), [card()])).toBe('+0.4 since wave 1');
  });

  it('says a wave imported from a local workspace, numbered after the open server wave, is compared once that wave closes', () => {
    const imported = card({ trend: null }, { id: EARLIER_ID, wave: 2, status: 'closed', importedAnswers: true });
    const open = card({ trend: null }, { wave: 1, status: 'open' });
    expect(cardTrendText(imported, [open, imported])).toBe('Compared with wave 1 once it closes');
  });
});

describe('the current assessment', () => {
  it('is the newest open one, else the newest', () => {
    const closed = card({}, { id: EARLIER_ID, status: 'closed' });
    const open = card({}, { status: 'open' });
    expect(currentCard([closed, open])).toBe(open);
    expect(currentCard([closed])).toBe(closed);
    expect(currentCard([])).toBeUndefined();
  });
});

describe('texts', () => {
  it('keeps the catalogue wording of the anonymity messages', () => {
    expect(i18n._(anonymityMessage('dashboard', 5))).toBe(
      'Invite at least 6 people to unlock dashboards and analytics. Currently have 5 responses.',
    );
    expect(i18n._(anonymityMessage('team', 3))).toBe(
      'Your team needs at least 6 responses to view aggregated insights. Currently have 3 responses.',
    );
    expect(i18n._(anonymityMessage('assessment', 0))).toBe(
      'This assessment needs at least 6 responses to show results. Currently have 0 responses.',
    );
    expect(i18n._(anonymityMessage('default', 2))).toBe('Need 6 responses to view data. Currently have 2 responses.');
  });

  it('leaves the count out where none may be shown', () => {
    expect(i18n._(anonymityMessage('team', null))).toBe('Your team needs at least 6 responses to view aggregated insights.');
  });

  it('names the next update of the results', () => {
    expect(i18n._(nextUpdateText('28 Nov 2026, 03:00'))).toBe('Next update: 28 Nov 2026, 03:00');
  });

  it('names the release day, never a time', () => {
    expect(releasedOnText('2025-05-03')).toBe('Results as of 3 May 2025');
    expect(releasedOnText(null)).toBe('No results released yet');
    // A day is a calendar day wherever the browser is: the first of the month stays the first.
    expect(formatDay('2025-06-01')).toBe('1 June 2025');
  });

  it('writes rates with at most one decimal', () => {
    expect(formatPercent(62.5)).toBe('62.5%');
    expect(formatPercent(100)).toBe('100%');
  });
});
