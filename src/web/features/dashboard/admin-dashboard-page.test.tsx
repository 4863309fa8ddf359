// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Person } from '#domain/api/people.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { ASSESSMENT_ID, card, EARLIER_ID, hiddenCard, MANAGER_ID, overview, results, team } from '#web/features/results/test-fixtures.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';
import { firstUpdateText } from '#domain/messages/results-state.ts';
import { formatDateTime } from '#web/features/results/index.ts';
import { i18n } from '@lingui/core';

const routes = [
  { element: <RequireAbility ability="viewOrganisationData" />, children: [{ path: '/admin-dashboard', element: <AdminDashboardPage /> }] },
];

const person = (n: number, overrides: Partial<Person> = {}): Person => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'member',
  email: `person${n}@example.org`,
  firstName: 'Person',
  lastName: String(n),
  role: 'employee',
  status: 'active',
  managerId: null,
  managerName: null,
  directReports: 0,
  joinedAt: '2025-01-01T00:00:00.000Z',
  personalEmail: null,
  attributes: {},
  consented: true,
  ...overrides,
});

function open(cards = [card(), card({}, { id: EARLIER_ID, title: 'DEIB baseline', wave: 1, status: 'closed' })]) {
  const people = Array.from({ length: 10 }, (_, index) => person(index + 1));
  return stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/people': () => json(200, { people, counts: { active: 9, invited: 2, deactivated: 1 } }),
    'GET /api/results': () => json(200, overview(cards)),
    [`GET /api/results/${cards[0]?.assessment.id ?? ASSESSMENT_ID}`]: () => json(200, results()),
    [`GET /api/results/${ASSESSMENT_ID}/teams`]: () =>
      json(200, { threshold: 6, subtrees: [], teams: [team({ managerId: MANAGER_ID, managerName: 'Grace Hopper' })] }),
  });
}

const stat = (label: string) => {
  const glance = within(screen.getByRole('heading', { level: 2, name: 'At a glance' }).closest('section') as HTMLElement);
  return glance.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
};

describe('/admin-dashboard', () => {
  it('shows real figures for people, assessments, completion and score', async () => {
    open();
    renderWithApp(routes, { path: '/admin-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(stat('People')).toBe('9 active2 invited · 1 deactivated'));
    await waitFor(() => expect(stat('Assessments')).toBe('1 open0 paused · 1 closed'));
    expect(stat('Completion rate')).toContain('75%');
    expect(stat('Overall score')).toContain('3.46 / 5.0');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('has Overview, Employees, Assessments and Analytics tabs with their content', async () => {
    open();
    renderWithApp(routes, { path: '/admin-dashboard' });
    const tabs = await screen.findByRole('tablist', { name: 'Admin dashboard sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Employees', 'Assessments', 'Analytics']);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Employees' }));
    const employees = await screen.findByRole('table', { name: 'The first 8 of 10 people' });
    expect(within(employees).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Manage all employees' }).getAttribute('href')).toBe('/employee-management');

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Assessments' }));
    const list = screen.getByRole('table', { name: 'Every assessment of your organisation, newest first' });
    expect(within(list).getByRole('rowheader', { name: 'DEIB baseline' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Results of DEIB follow-up, wave 2' }).getAttribute('href')).toBe(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
    );

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByRole('table', { name: /Mean agreement per question/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Strongest domain' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 4, name: 'Team of Grace Hopper' })).toBeTruthy();
  });

  it('offers to start an assessment once when there is none', async () => {
    open([]);
    renderWithApp(routes, { path: '/admin-dashboard' });
    expect(await screen.findByRole('heading', { name: 'Quick actions' })).toBeTruthy();
    const overviewPanel = screen.getByRole('tabpanel');
    await within(overviewPanel).findByRole('heading', { name: 'No Assessment Data' });
    const names = within(overviewPanel)
      .getAllByRole('link')
      .map((link) => (link.textContent ?? '').trim().toLowerCase());
    expect(names.filter((name) => name === 'start an assessment')).toHaveLength(1);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('says in Analytics when answers join the results while no assessment has results yet', async () => {
    open([hiddenCard()]);
    renderWithApp(routes, { path: '/admin-dashboard' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Analytics' }));
    const message = firstUpdateText(6, formatDateTime(hiddenCard().completion.nextReleaseAt) ?? '', true);
    await waitFor(() => expect(screen.getAllByText(i18n._(message)).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('table', { name: /Mean agreement per question/ })).toBeNull();
  });
});
