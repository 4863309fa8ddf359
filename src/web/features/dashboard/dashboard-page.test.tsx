// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/roles.ts';
import { noOrganisationMessages, releaseTimesExplanation } from '#domain/messages.ts';
import { alertText, apiError, json, renderWithApp, signedIn, signedInWithoutOrganisation, signedOut, stubApi } from '#web/test-support.tsx';
import {
  ASSESSMENT_ID,
  card,
  hiddenCard,
  hiddenResults,
  MANAGER_ID,
  overview,
  results,
  team,
} from '#web/features/results/test-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { dashboardRoutes } from './routes.tsx';
import { firstUpdateText, notCountedText } from '#domain/messages/results-state.ts';
import { formatDateTime } from '#web/features/results/index.ts';
import { i18n } from '@lingui/core';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const resultsPath = `/api/results/${ASSESSMENT_ID}`;

function openAs(role: Role | null, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/session': () => json(200, role ? signedIn({ role, id: MANAGER_ID, consentedAt: '2025-01-01T00:00:00.000Z' }) : signedOut),
    'GET /api/assessments': () => json(200, { assessments: [] }),
    ...handlers,
  });
  return { api, app: renderWithApp(routes, { path: '/dashboard' }) };
}

const statValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('/dashboard signed out', () => {
  it('shows the demo organisation read-only under a banner to sign in or join the alpha', async () => {
    const { api } = openAs(null, {
      'GET /api/demo/results': () =>
        json(200, overview([card()], { organisationName: 'Harbourview Trading (fictional demo)', isDemo: true })),
      [`GET /api/demo/results/${ASSESSMENT_ID}`]: () => json(200, results()),
      [`GET /api/demo/results/${ASSESSMENT_ID}/teams`]: () =>
        json(200, { threshold: 6, subtrees: [], teams: [team({ managerName: 'Morgan Demo-Lead' })] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You are viewing the demo dashboard' })).toBeTruthy();
    expect(await screen.findByText(/Harbourview Trading \(fictional demo\)/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Culture & Belonging: 4.12 out of 5.0, Good' })).toBeTruthy();
    expect(statValue('People')).toContain('16');
    expect(await screen.findByRole('heading', { level: 3, name: 'Team of Morgan Demo-Lead' })).toBeTruthy();
    // Nothing to act on but the banner's two links.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sign In', 'Join the Alpha Programme']);
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
    expect(api.callsTo('GET', '/api/results')).toHaveLength(0);
  });

  it('says so when the installation has no demo organisation', async () => {
    openAs(null, { 'GET /api/demo/results': () => apiError(404, 'not_found', 'There is no demo organisation on this installation.') });
    expect(await screen.findByRole('heading', { name: 'No demo organisation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Error loading dashboard')).toBeNull();
  });
});

describe('/dashboard after the session ended', () => {
  // Reloading /dashboard used to show the demo company's results as if they were one's own.
  it.each([
    ['signed_out', 'You have been signed out', /Sign out everywhere/],
    ['organisation_suspended', 'Your organisation is suspended', /suspended, so nobody in it can sign in/],
    ['expired', 'Your session has ended', /30 minutes without activity/],
  ] as const)('says what happened (%s) instead of showing the demo organisation', async (ended, title, text) => {
    const api = stubApi({
      'GET /api/session': () => json(200, { ...signedOut, ended }),
      'GET /api/demo/results': () =>
        json(200, overview([card()], { organisationName: 'Harbourview Trading (fictional demo)', isDemo: true })),
    });
    renderWithApp(routes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/Harbourview/)).toBeNull();
    expect(api.callsTo('GET', '/api/demo/results')).toHaveLength(0);
  });
});

describe('/dashboard for an organisation admin', () => {
  it('offers each action once', async () => {
    openAs('organisation_admin', { 'GET /api/results': () => json(200, overview([])) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assessments' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Quick actions' })).toBeTruthy();
    const names = screen.getAllByRole('link').map((link) => (link.textContent ?? '').trim().toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const name of ['start an assessment', 'manage team', 'invite employees', 'manage invitations'])
      expect(names, name).toContain(name);
  });

  it('shows the dashboard anonymity message with the live count while the organisation has too few people', async () => {
    const tooFew = { ...hiddenCard(), completion: { ...hiddenCard().completion, activePeople: 3 } };
    openAs('organisation_admin', {
      'GET /api/results': () => json(200, overview([tooFew])),
      [`GET ${resultsPath}`]: () => json(200, { ...hiddenResults(), completion: tooFew.completion }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const message = 'Invite at least 6 people to unlock dashboards and analytics. Currently have 0 responses.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1));
    expect(statValue('Overall score')).toBe(message);
  });

  it('right after opening to enough people, says when answers join the results and how to see them sooner, not "invite six people"', async () => {
    openAs('organisation_admin', {
      'GET /api/results': () => json(200, overview([hiddenCard()])),
      [`GET ${resultsPath}`]: () => json(200, hiddenResults()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const message = firstUpdateText(6, formatDateTime(hiddenCard().completion.nextReleaseAt) ?? '', true);
    await waitFor(() => expect(screen.getAllByText(i18n._(message)).length).toBeGreaterThanOrEqual(1));
    expect(statValue('Overall score')).toBe(i18n._(message));
    expect(statValue('Completed')).toContain('0');
    expect(screen.getByText(/^Next update: /)).toBeTruthy();
    expect(screen.getByText(i18n._(releaseTimesExplanation(6)))).toBeTruthy();
    await waitFor(() => expect(statValue('Results as of')).toBe('No release yet'));
    expect(screen.queryByText(/\/ 5\.0/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Admin actions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite team members' }).getAttribute('href')).toBe('/setup');
    expect(screen.getByRole('link', { name: 'Manage invitations' }).getAttribute('href')).toBe('/invitation-management');
    expect(screen.getByRole('link', { name: 'Manage team' }).getAttribute('href')).toBe('/employee-management');
    expect(screen.getByRole('link', { name: 'Invite Employees' }).getAttribute('href')).toBe('/invite-employee');
    // The assessment controls of the assessments feature.
    expect(await screen.findByRole('heading', { level: 2, name: 'Assessments' })).toBeTruthy();
  });

  it('shows the stat cards and domain bars once there are enough responses', async () => {
    openAs('organisation_admin', {
      'GET /api/results': () => json(200, overview([card()])),
      [`GET ${resultsPath}`]: () => json(200, results()),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up' })).toBeTruthy();
    expect(statValue('People')).toContain('16');
    expect(statValue('Completed')).toContain('12');
    expect(statValue('Completion rate')).toContain('75%');
    expect(statValue('Overall score')).toContain('3.46 / 5.0');
    expect(statValue('Overall score')).toContain('Needs Improvement');
    await waitFor(() => expect(statValue('Results as of')).toBe('3 May 2025'));
    expect(screen.queryByText(/held back/)).toBeNull();
    const bars = await screen.findAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Leadership & Governance: 3.45 out of 5.0, Needs Improvement',
      'Recruitment & Hiring: 2.80 out of 5.0, Poor',
      'Culture & Belonging: 4.12 out of 5.0, Good',
    ]);
    expect(screen.getAllByText('12 responses')).toHaveLength(2);
    expect(screen.getByText('11 responses')).toBeTruthy();
  });

  it('after a close with two answers deleted, counts everyone who completed and says how many of them are in the results', async () => {
    const completion = { activePeople: 14, completed: 8, rate: 57.1, notCounted: 2, heldUntilClose: false, nextReleaseAt: null };
    const closed = card({ responses: 6, completion }, { status: 'closed', closedAt: '2025-05-10T09:00:00.000Z' });
    openAs('organisation_admin', {
      'GET /api/results': () => json(200, overview([closed])),
      [`GET ${resultsPath}`]: () => json(200, results({ assessment: closed.assessment, responses: 6, completion })),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up' })).toBeTruthy();
    expect(statValue('Completed')).toBe('86 of them in the results');
    expect(statValue('Completion rate')).toBe('57.1%8 of 14 people');
    expect(screen.getByText(i18n._(notCountedText(2, 6)))).toBeTruthy();
  });

  it('shows the empty state without any assessment', async () => {
    openAs('organisation_admin', { 'GET /api/results': () => json(200, overview([])) });
    expect(await screen.findByRole('heading', { name: 'No Assessment Data' })).toBeTruthy();
    expect(screen.getByText('No active assessment found for your organisation.')).toBeTruthy();
  });

  it('shows the destructive load failure toast', async () => {
    openAs('organisation_admin', {
      'GET /api/results': () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    await waitFor(() => expect(screen.getAllByText('Error loading dashboard')).toHaveLength(2));
    expect(screen.getAllByText('Failed to load dashboard data. Please try again.')).toHaveLength(2);
  });
});

describe('/dashboard for a manager', () => {
  const managerHandlers = (teams: unknown) => ({
    'GET /api/results': () => json(200, overview([card()])),
    [`GET ${resultsPath}`]: () => json(200, results()),
    [`GET ${resultsPath}/teams`]: () => json(200, teams),
  });

  it('shows the team with its domain bars when the server shows them', async () => {
    openAs('manager', managerHandlers({ threshold: 6, subtrees: [], teams: [team()] }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your team' });
    const teamCard = within(heading.closest('.rounded-lg') as HTMLElement);
    expect(teamCard.getByText('Team members').nextElementSibling?.textContent).toContain('7');
    expect(teamCard.getByText('Respondents').nextElementSibling?.textContent).toContain('6');
    expect(teamCard.queryByText(/completed|completion/i)).toBeNull();
    expect(teamCard.getByRole('img', { name: 'Culture & Belonging: 4.12 out of 5.0, Good' })).toBeTruthy();
    expect(teamCard.getAllByText('6 responses')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Admin actions' })).toBeNull();
  });

  it('shows the team message without any count of who answered while the team is hidden', async () => {
    const hiddenDomains = team().domains.map(({ domain, label }) => ({ domain, label, canShow: false as const, favourability: null }));
    openAs(
      'manager',
      managerHandlers({
        threshold: 6,
        subtrees: [],
        teams: [team({ teamSize: 2, respondents: null, canShowStats: false, domains: hiddenDomains })],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your team' });
    const teamCard = within(heading.closest('.rounded-lg') as HTMLElement);
    expect(teamCard.getByText('Your team needs at least 6 responses to view aggregated insights.')).toBeTruthy();
    expect(
      teamCard.getByText(
        "A team's results appear once at least 6 of its members' answers are released, and only where they cannot be combined with other results to single anyone out.",
      ),
    ).toBeTruthy();
    expect(teamCard.getByText('Team members').nextElementSibling?.textContent).toContain('2');
    expect(teamCard.queryByText('Respondents')).toBeNull();
    expect(teamCard.queryByText(/Currently have|completed|completion/i)).toBeNull();
    expect(teamCard.queryByRole('img')).toBeNull();
  });

  it('says when no team members are assigned', async () => {
    openAs('manager', managerHandlers({ threshold: 6, subtrees: [], teams: [] }));
    expect(await screen.findByRole('heading', { name: 'No Team Members' })).toBeTruthy();
    expect(screen.getByText("You don't have any team members assigned to you yet.")).toBeTruthy();
  });

  it('shows the team load failure toast', async () => {
    openAs('manager', {
      'GET /api/results': () => json(200, overview([card()])),
      [`GET ${resultsPath}`]: () => json(200, results()),
      [`GET ${resultsPath}/teams`]: () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    await waitFor(() => expect(screen.getAllByText('Error loading team data')).toHaveLength(2));
    expect(screen.getAllByText('Failed to load team dashboard data. Please try again.')).toHaveLength(2);
  });
});

describe('/dashboard for an employee', () => {
  it('shows their assessments and the organisation figures, without team or admin parts', async () => {
    const { api } = openAs('employee', {
      'GET /api/results': () => json(200, overview([hiddenCard()])),
      [`GET ${resultsPath}`]: () => json(200, hiddenResults()),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No Active Assessment' })).toBeTruthy();
    await waitFor(() =>
      expect(statValue('Overall score')).toBe(i18n._(firstUpdateText(6, formatDateTime(hiddenCard().completion.nextReleaseAt) ?? ''))),
    );
    expect(screen.getByText(/^Next update: /)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin actions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your team' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/teams'))).toBe(false);
    expect(screen.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe('/results-dashboard');
    expect(screen.queryByRole('link', { name: 'Invite Employees' })).toBeNull();
  });
});

describe('the dashboards for someone in no organisation', () => {
  it('/dashboard welcomes them and shows the next step instead of an error, asking for nothing of an organisation', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation({ firstName: 'Grace' })) });
    renderWithApp(dashboardRoutes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
      '/register-organisation',
    );
    expect(screen.getByText(i18n._(noOrganisationMessages.askForInvitation))).toBeTruthy();
    expect(alertText()).toBe('');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/session']);
  });

  it('/admin-dashboard shows the platform administrator, who belongs to no organisation on purpose, the way to the platform overview instead', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation({ role: 'platform_admin', twoStepEnabled: true })) });
    renderWithApp(dashboardRoutes, { path: '/admin-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.platformAdministratorTitle) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.platformOverviewAction) }).getAttribute('href')).toBe(
      '/platform',
    );
    expect(screen.queryByRole('link', { name: i18n._(noOrganisationMessages.createAction) })).toBeNull();
  });

  it('/admin-dashboard shows the same next step rather than Access Denied', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(dashboardRoutes, { path: '/admin-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/session']);
  });
});
