import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupCounts, ResultsCuts } from '#domain/api/results-cuts.ts';
import { CutCountsTables } from './cut-counts-table.tsx';

const enps = (score: number, promoters: number, passives: number, detractors: number): GroupCounts => ({
  questionId: 'e1',
  responseCount: promoters + passives + detractors,
  options: Array.from({ length: 11 }, (_, value) => ({ label: String(value), count: 0 })),
  netPromoter: { score, promoters, passives, detractors },
});

const cuts: ResultsCuts = {
  threshold: 6,
  comparedWave: null,
  domains: [],
  counted: [
    { questionId: 'e1', questionText: 'How likely are you to recommend working here?', netPromoter: true },
    { questionId: 'c1', questionText: 'Where do you work most?', netPromoter: false },
  ],
  teams: [{ team: { managerId: '00000000-0000-4000-8000-000000000001', name: 'Mia Top' }, choices: [enps(43, 5, 0, 2)] }],
  breakdowns: [
    {
      attribute: 'department',
      label: 'Department',
      groups: [
        {
          value: 'Support',
          label: 'Support',
          team: null,
          domains: [],
          changes: [],
          choices: [
            enps(-14, 1, 4, 2),
            {
              questionId: 'c1',
              responseCount: 7,
              options: [
                { label: 'Office', count: 3 },
                { label: 'Home', count: 4 },
              ],
              netPromoter: null,
            },
          ],
        },
      ],
    },
  ],
};

describe('counted questions by group on the results page', () => {
  it('shows each team’s and each value’s eNPS, and a single choice’s counts per value', () => {
    render(<CutCountsTables cuts={cuts} attribute="department" />);
    const [scores, choices] = screen.getAllByTestId('cut-counts');
    expect(
      within(scores as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Group', 'eNPS', 'Promoters (9 to 10)', 'Passives (7 to 8)', 'Detractors (0 to 6)', 'Total Responses']);
    expect(within(scores as HTMLElement).getByRole('rowheader', { name: 'Team of Mia Top' }).parentElement?.textContent).toBe(
      'Team of Mia Top+435027',
    );
    expect(within(scores as HTMLElement).getByRole('rowheader', { name: 'Support' }).parentElement?.textContent).toBe('Support-141427');
    expect(within(choices as HTMLElement).getByRole('rowheader', { name: 'Support' }).parentElement?.textContent).toBe('Support347');
    expect(screen.getByText('Answers by group: Where do you work most?')).toBeTruthy();
  });

  it('shows nothing where no group shows a counted question', () => {
    const { container } = render(<CutCountsTables cuts={{ ...cuts, teams: [], breakdowns: [] }} attribute={undefined} />);
    expect(container.textContent).toBe('');
  });
});
