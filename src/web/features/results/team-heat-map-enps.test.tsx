// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChoiceResult, SubtreeResults, TeamResults } from '#domain/api/results.ts';
import type { GroupCounts, ResultsCuts } from '#domain/api/results-cuts.ts';
import { json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { TeamHeatMapCard } from './team-heat-map-card.tsx';
import { ASSESSMENT_ID, shownDomains, team } from './test-fixtures.ts';

const ADA = '22222222-2222-4222-8222-222222222222';
const GRACE = '33333333-3333-4333-8333-333333333333';
const teams: TeamResults[] = [
  team({ managerId: ADA, managerName: 'Ada Lovelace' }),
  team({ managerId: GRACE, managerName: 'Grace Hopper', teamSize: 9 }),
];
const subtree: SubtreeResults = {
  managerId: '44444444-4444-4444-8444-444444444444',
  managerName: 'Mia Top',
  teamCount: 2,
  respondents: 12,
  canShowStats: true,
  domains: shownDomains,
};

const question = 'How likely are you to recommend working here?';
const organisationEnps: ChoiceResult = {
  questionId: 'e1',
  questionText: question,
  order: 1,
  canShow: true,
  responseCount: 20,
  preferNotToSay: 0,
  options: Array.from({ length: 11 }, (_, value) => ({ label: String(value), count: 0 })),
  netPromoter: { score: 20, promoters: 8, passives: 8, detractors: 4 },
};
const counts = (score: number, promoters: number, passives: number, detractors: number): GroupCounts => ({
  questionId: 'e1',
  responseCount: promoters + passives + detractors,
  options: [],
  netPromoter: { score, promoters, passives, detractors },
});
// Ada's team's eNPS is published; Grace's team was held back by the count plan, so nothing of it is sent.
const cuts: ResultsCuts = {
  threshold: 6,
  comparedWave: null,
  domains: [],
  breakdowns: [],
  counted: [{ questionId: 'e1', questionText: question, netPromoter: true }],
  teams: [{ team: { managerId: ADA, name: 'Ada Lovelace' }, choices: [counts(-14, 1, 4, 2)] }],
};

function open(netPromoter: ChoiceResult[]) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    [`GET /api/results/${ASSESSMENT_ID}/teams`]: () => json(200, { threshold: 6, teams, subtrees: [subtree] }),
    [`GET /api/results/${ASSESSMENT_ID}/cuts`]: () => json(200, cuts),
  });
  const element = <TeamHeatMapCard assessmentId={ASSESSMENT_ID} organisation={shownDomains} threshold={6} netPromoter={netPromoter} />;
  renderWithApp([{ path: '/results-dashboard', element }], { path: '/results-dashboard' });
  return api;
}

const table = () => screen.getByRole('table', { name: /Mean agreement per team and domain/ });
const enpsCellOf = (name: string) => {
  const row = within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};

describe('the team heat map’s eNPS column', () => {
  it('shows the organisation’s and each published team’s eNPS, and a held-back team as hidden', async () => {
    open([organisationEnps]);
    const header = await screen.findByRole('columnheader', { name: 'Employee Net Promoter Score (eNPS)' });
    expect(header.textContent).toContain('eNPS');
    expect(enpsCellOf('Whole organisation')).toBe('+20eNPS from 20 scores');
    expect(enpsCellOf('Team of Ada Lovelace')).toBe('-14eNPS from 7 scores');
    expect(enpsCellOf('Team of Grace Hopper')).toBe('Fewer than 6 responses: hidden to protect anonymity');
    expect(enpsCellOf('Mia Top')).toBe('Not shown for groups of teams');
  });

  it('shows the organisation’s eNPS as hidden while its results hide it', async () => {
    open([{ questionId: 'e1', questionText: question, order: 1, canShow: false, netPromoter: null }]);
    await screen.findByRole('columnheader', { name: 'Employee Net Promoter Score (eNPS)' });
    expect(enpsCellOf('Whole organisation')).toBe('Fewer than 6 responses: hidden to protect anonymity');
    expect(enpsCellOf('Team of Ada Lovelace')).toBe('-14eNPS from 7 scores');
  });

  it('has no eNPS column, and asks for no team eNPS, without a net promoter question', async () => {
    const api = open([]);
    await screen.findByRole('rowheader', { name: /Team of Grace Hopper/ });
    expect(screen.queryByRole('columnheader', { name: /eNPS/ })).toBeNull();
    expect(screen.queryByText('Not shown for groups of teams')).toBeNull();
    expect(api.callsTo('GET', `/api/results/${ASSESSMENT_ID}/cuts`)).toEqual([]);
  });
});
