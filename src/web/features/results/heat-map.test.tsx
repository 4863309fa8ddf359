import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatMap } from './heat-map.tsx';
import { heatMap, shownDomains } from './test-fixtures.ts';

describe('the heat map', () => {
  it('is a table with a caption, column headers and a row header per domain', () => {
    render(<HeatMap cells={heatMap} domains={shownDomains} />);
    const table = screen.getByRole('table', { name: /Mean agreement per question/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Domain', 'Question 1', 'Question 2']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Leadership & Governance', 'Recruitment & Hiring', 'Culture & Belonging']);
  });

  it('shows the mean and count in a shown cell and "Fewer than 6 responses" in a hidden one', () => {
    render(<HeatMap cells={heatMap} domains={shownDomains} />);
    const leadership = within(screen.getByRole('rowheader', { name: 'Leadership & Governance' }).closest('tr') as HTMLElement);
    const [shown, hidden] = leadership.getAllByRole('cell');
    expect(shown?.textContent).toContain('Leaders act on inclusion.');
    expect(shown?.textContent).toContain('3.50');
    expect(shown?.textContent).toContain('Fair');
    expect(shown?.textContent).toContain('12 responses');
    // How the answers split, in words; the hidden cell has none (nothing was sent for it).
    expect(shown?.textContent).toContain('58% agree');
    expect(shown?.textContent).toContain('58% agree, 25% neutral, 17% disagree; 1 preferred not to say');
    expect(hidden?.textContent).not.toMatch(/agree|neutral/);
    expect(hidden?.textContent).toContain('Decisions are explained.');
    expect(hidden?.textContent).toContain('Fewer than 6 responses');
    expect(hidden?.textContent).not.toMatch(/\d\.\d/);
    // A domain with fewer questions gets an empty cell that says so to screen readers.
    const culture = within(screen.getByRole('rowheader', { name: 'Culture & Belonging' }).closest('tr') as HTMLElement);
    expect(culture.getAllByRole('cell')[1]?.textContent).toBe('No question');
  });

  it('has a legend naming every step of the scale and the hidden state', () => {
    render(<HeatMap cells={heatMap} domains={shownDomains} />);
    expect(screen.getByText('Score bands (each cell names its band)')).toBeTruthy();
    for (const text of [
      '4.50 to 5.00 (Excellent)',
      '4.00 to 4.49 (Good)',
      '3.50 to 3.99 (Fair)',
      '3.00 to 3.49 (Needs Improvement)',
      '1.00 to 2.99 (Poor)',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Fewer than 6 responses: hidden to protect anonymity')).toBeTruthy();
  });
});
