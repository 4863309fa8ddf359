import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DomainScore, SubtreeResults, TeamResults } from '#domain/api/results.ts';
import { TeamHeatMap } from './team-heat-map.tsx';
import { shownDomains, team } from './test-fixtures.ts';

const [leadership, recruitment, culture] = shownDomains as [DomainScore, DomainScore, DomainScore];
const shown = (domain: DomainScore, meanScore: number, favourability: DomainScore['favourability'] = null): DomainScore => ({
  domain: domain.domain,
  label: domain.label,
  canShow: true,
  meanScore,
  responseCount: 6,
  favourability,
});
const hidden = (domain: DomainScore): DomainScore => ({ domain: domain.domain, label: domain.label, canShow: false, favourability: null });

// The organisation: Leadership 3.45, Recruitment 2.80, Culture 4.12.
const teams: TeamResults[] = [
  team({
    managerId: '11111111-1111-4111-8111-111111111111',
    managerName: 'Charles Babbage',
    teamSize: 8,
    domains: [shown(leadership, 3.1), hidden(recruitment), shown(culture, 4.5)],
  }),
  team({
    managerId: '22222222-2222-4222-8222-222222222222',
    managerName: 'Ada Lovelace',
    teamSize: 7,
    domains: [shown(leadership, 3.57, { agree: 4, neutral: 1, disagree: 1, preferNotToSay: 0 }), shown(recruitment, 2.5), hidden(culture)],
  }),
  team({
    managerId: '33333333-3333-4333-8333-333333333333',
    managerName: 'Grace Hopper',
    teamSize: 4,
    respondents: null,
    canShowStats: false,
    domains: [hidden(leadership), hidden(recruitment), hidden(culture)],
  }),
];

const table = () => screen.getByRole('table', { name: /Mean agreement per team and domain/ });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);
const cellsOf = (name: string) =>
  within(
    within(table())
      .getByRole('rowheader', { name: new RegExp(name) })
      .closest('tr') as HTMLElement,
  ).getAllByRole('cell');
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });

describe('the team heat map', () => {
  it('has the organisation as its first row, then each team by name, in a named frame that scrolls', () => {
    render(<TeamHeatMap organisation={shownDomains} teams={teams} />);
    const frame = screen.getByRole('region', { name: /Mean agreement per team and domain/ });
    expect(frame.tabIndex).toBe(0);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[↑↓↕]/, '')),
    ).toEqual(['Team', 'Leadership & Governance', 'Recruitment & Hiring', 'Culture & Belonging']);
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Ada Lovelace', 'Team of Charles Babbage', 'Team of Grace Hopper']);
    expect(within(table()).getByRole('rowheader', { name: /Team of Ada Lovelace/ }).textContent).toContain('7 members');
    expect(header('Team').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows each score with its band, the share who agree and the signed difference from the organisation', () => {
    render(<TeamHeatMap organisation={shownDomains} teams={teams} />);
    const [organisationLeadership] = cellsOf('Whole organisation');
    expect(organisationLeadership?.textContent).toContain('3.45');
    expect(organisationLeadership?.textContent).toContain('Needs Improvement');
    // 18 of 36 answers with a value agreed.
    expect(organisationLeadership?.textContent).toContain('50% agree');
    // The organisation is not compared with itself.
    expect(organisationLeadership?.textContent).not.toContain('vs organisation');

    const [adaLeadership, adaRecruitment] = cellsOf('Ada Lovelace');
    expect(adaLeadership?.textContent).toContain('3.57');
    expect(adaLeadership?.textContent).toContain('Fair');
    expect(adaLeadership?.textContent).toContain('67% agree');
    expect(adaLeadership?.textContent).toContain('+0.12 vs organisation');
    expect(adaRecruitment?.textContent).toContain('2.50');
    expect(adaRecruitment?.textContent).toContain('Poor');
    expect(adaRecruitment?.textContent).toContain('\u22120.30 vs organisation');
    // No favourability was published for this cell: no share is made up.
    expect(adaRecruitment?.textContent).not.toContain('agree');
  });

  it('marks hidden cells with no number and no difference', () => {
    render(<TeamHeatMap organisation={shownDomains} teams={teams} />);
    const adaCulture = cellsOf('Ada Lovelace')[2];
    expect(adaCulture?.textContent).toBe('Fewer than 6 responses: hidden to protect anonymity');
    for (const cell of cellsOf('Grace Hopper')) {
      expect(cell.textContent).toBe('Fewer than 6 responses: hidden to protect anonymity');
      expect(cell.textContent).not.toMatch(/\d\.\d|vs organisation|agree/);
    }
  });

  it('shows a difference only where the organisation figure is shown too', () => {
    render(<TeamHeatMap organisation={[leadership, hidden(recruitment), culture]} teams={teams} />);
    expect(cellsOf('Whole organisation')[1]?.textContent).toBe('Fewer than 6 responses: hidden to protect anonymity');
    const adaRecruitment = cellsOf('Ada Lovelace')[1];
    expect(adaRecruitment?.textContent).toContain('2.50');
    expect(adaRecruitment?.textContent).not.toContain('vs organisation');
    expect(cellsOf('Ada Lovelace')[0]?.textContent).toContain('+0.12 vs organisation');
  });

  it('sorts by a domain with the header button, best first then worst first, hidden cells last either way', () => {
    render(<TeamHeatMap organisation={shownDomains} teams={teams} />);
    const button = within(header('Leadership & Governance')).getByRole('button', { name: /Leadership & Governance/ });
    fireEvent.click(button);
    expect(header('Leadership & Governance').getAttribute('aria-sort')).toBe('descending');
    expect(header('Team').hasAttribute('aria-sort')).toBe(false);
    // The organisation stays first: it is the row every team is compared with.
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Ada Lovelace', 'Team of Charles Babbage', 'Team of Grace Hopper']);

    fireEvent.click(button);
    expect(header('Leadership & Governance').getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Charles Babbage', 'Team of Ada Lovelace', 'Team of Grace Hopper']);

    fireEvent.click(within(header('Culture & Belonging')).getByRole('button'));
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Charles Babbage', 'Team of Ada Lovelace', 'Team of Grace Hopper']);
    expect(header('Leadership & Governance').hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts by team name both ways', () => {
    render(<TeamHeatMap organisation={shownDomains} teams={teams} />);
    fireEvent.click(within(header('Team')).getByRole('button', { name: /Team/ }));
    expect(header('Team').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Grace Hopper', 'Team of Charles Babbage', 'Team of Ada Lovelace']);
    fireEvent.click(within(header('Team')).getByRole('button', { name: /Team/ }));
    expect(rowNames()).toEqual(['Whole organisation', 'Team of Ada Lovelace', 'Team of Charles Babbage', 'Team of Grace Hopper']);
  });

  it("puts managers' subtrees after the organisation, marked as groups of teams, each against the organisation, hidden ones with no number", () => {
    const subtrees: SubtreeResults[] = [
      {
        managerId: '44444444-4444-4444-8444-444444444444',
        managerName: 'Mia Top',
        teamCount: 3,
        respondents: 19,
        canShowStats: true,
        domains: [shown(leadership, 3.2), shown(recruitment, 3), hidden(culture)],
      },
      {
        managerId: '55555555-5555-4555-8555-555555555555',
        managerName: 'Ada Lovelace',
        teamCount: 2,
        respondents: null,
        canShowStats: false,
        domains: [hidden(leadership), hidden(recruitment), hidden(culture)],
      },
    ];
    render(<TeamHeatMap organisation={shownDomains} teams={teams} subtrees={subtrees} />);
    expect(rowNames()).toEqual([
      'Whole organisation',
      "Ada Lovelace's organisation",
      "Mia Top's organisation",
      'Team of Ada Lovelace',
      'Team of Charles Babbage',
      'Team of Grace Hopper',
    ]);
    expect(within(table()).getByRole('rowheader', { name: /Mia Top's organisation/ }).textContent).toContain('Group of 3 teams');
    const [miaLeadership, miaRecruitment, miaCulture] = cellsOf("Mia Top's organisation");
    expect(miaLeadership?.textContent).toContain('\u22120.25 vs organisation');
    expect(miaRecruitment?.textContent).toContain('+0.20 vs organisation');
    expect(miaCulture?.textContent).toBe('Fewer than 6 responses: hidden to protect anonymity');
    for (const cell of cellsOf("Ada Lovelace's organisation"))
      expect(cell.textContent).toBe('Fewer than 6 responses: hidden to protect anonymity');

    // Sorting orders the subtrees among themselves; they stay between the organisation and the teams.
    fireEvent.click(within(header('Leadership & Governance')).getByRole('button'));
    expect(rowNames().slice(0, 3)).toEqual(['Whole organisation', "Mia Top's organisation", "Ada Lovelace's organisation"]);
  });
});
