// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '#web/features/accounts/index.ts';
import {
  answerImportMessages,
  answersWaitingExplanation,
  dashboardMessages,
  errorMessages,
  noOrganisationMessages,
  releaseTimesExplanation,
} from '#domain/messages.ts';
import { alertText, apiError, json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi } from '#web/test-support.tsx';
import { resultsRoutes } from './routes.tsx';
import { closedTooFewText, firstUpdateText, notCountedText } from '#domain/messages/results-state.ts';
import { formatDateTime } from './format.ts';
import { ResultsDashboardPage } from './results-dashboard-page.tsx';
import { ASSESSMENT_ID, card, EARLIER_ID, hiddenCard, hiddenResults, overview, results, team, trends } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

const routes = [{ element: <RequireAuth />, children: [{ path: '/results-dashboard', element: <ResultsDashboardPage /> }] }];

function open(path: string, handlers: Parameters<typeof stubApi>[0], role: 'employee' | 'manager' | 'organisation_admin' = 'employee') {
  const api = stubApi({ 'GET /api/session': () => json(200, signedIn({ role })), ...handlers });
  const app = renderWithApp(routes, { path });
  return { api, app };
}

describe('/results-dashboard', () => {
  it('shows a card per assessment with score, band, response rate and trend', async () => {
    const wave1 = card(
      { trend: null, overall: { canShow: true, score: 3.06 } },
      { id: EARLIER_ID, title: 'DEIB baseline', wave: 1, status: 'closed' },
    );
    open('/results-dashboard', { 'GET /api/results': () => json(200, overview([card(), wave1])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    const followUp = within((await screen.findByRole('heading', { level: 3, name: 'DEIB follow-up' })).closest('li') as HTMLElement);
    expect(followUp.getByText('Wave 2')).toBeTruthy();
    expect(followUp.getByText('Open')).toBeTruthy();
    expect(followUp.getByText('3.46 / 5.0')).toBeTruthy();
    // One band table everywhere: 3.46 is Needs Improvement, as on the dashboard.
    expect(followUp.getByText('Needs Improvement')).toBeTruthy();
    expect(followUp.getByText('75%')).toBeTruthy();
    expect(followUp.getByText('+0.4 since wave 1')).toBeTruthy();
    expect(followUp.getByText('12 of 16 people')).toBeTruthy();
    expect(followUp.queryByText(/held back/)).toBeNull();
    const baseline = within(screen.getByRole('heading', { level: 3, name: 'DEIB baseline' }).closest('li') as HTMLElement);
    expect(baseline.getByText('No earlier wave')).toBeTruthy();
    // Export is for admins only.
    expect(screen.queryByRole('link', { name: /Export/ })).toBeNull();
  });

  it('says that an imported wave was answered locally, rather than count its sheets as a share of the people', async () => {
    const imported = card(
      {
        responses: 7,
        completion: { activePeople: 40, completed: 7, rate: 17.5, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
      },
      { title: 'DEIB (answered locally)', status: 'closed', importedAnswers: true },
    );
    open('/results-dashboard', { 'GET /api/results': () => json(200, overview([imported])) });
    const item = within((await screen.findByRole('heading', { level: 3, name: 'DEIB (answered locally)' })).closest('li') as HTMLElement);
    expect(item.getByText(i18n._(answerImportMessages.answeredLocally))).toBeTruthy();
    expect(item.getByText(i18n._(answerImportMessages.participation(7)))).toBeTruthy();
    expect(item.queryByText('7 of 40 people')).toBeNull();
    expect(item.queryByText('17.5%')).toBeNull();
  });

  it('says when answers join the results instead of a score before the first release', async () => {
    open('/results-dashboard', { 'GET /api/results': () => json(200, overview([hiddenCard()])) });
    expect(await screen.findByText(i18n._(firstUpdateText(6, formatDateTime(hiddenCard().completion.nextReleaseAt) ?? '')))).toBeTruthy();
    expect(screen.getByText(/^Next update: /)).toBeTruthy();
    expect(screen.queryByText(/\/ 5\.0/)).toBeNull();
  });

  it("names each card's own minimum group size, not the organisation's setting, in the card, its details and its teams", async () => {
    // The organisation asks for ten now; this wave opened at eight, the baseline at six.
    const baseline = card(
      { responses: 0, overall: { canShow: false, score: null }, trend: null, threshold: 6 },
      { id: EARLIER_ID, title: 'DEIB baseline', wave: 1, status: 'closed' },
    );
    open(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
      {
        'GET /api/results': () => json(200, overview([{ ...hiddenCard(), threshold: 8 }, baseline], { threshold: 10 })),
        [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, { ...hiddenResults(), threshold: 8 }),
        [`GET /api/results/${ASSESSMENT_ID}/teams`]: () =>
          json(200, { threshold: 8, subtrees: [], teams: [team({ respondents: null, canShowStats: false })] }),
      },
      'organisation_admin',
    );
    const followUp = within((await screen.findByRole('heading', { level: 3, name: 'DEIB follow-up' })).closest('li') as HTMLElement);
    expect(followUp.getByText(i18n._(firstUpdateText(8, formatDateTime(hiddenCard().completion.nextReleaseAt) ?? '')))).toBeTruthy();
    const earlier = within(screen.getByRole('heading', { level: 3, name: 'DEIB baseline' }).closest('li') as HTMLElement);
    expect(earlier.getByText(i18n._(closedTooFewText(6, 0)))).toBeTruthy();
    // The page's promise holds for every assessment listed: the smallest of their sizes.
    expect(screen.getByText(/A figure appears only when at least 6 people are behind it\./)).toBeTruthy();

    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    expect(detail.getAllByText('Fewer than 8 responses').length).toBeGreaterThan(0);
    expect(detail.getByText(i18n._(releaseTimesExplanation(8)))).toBeTruthy();
    expect(detail.getByText(/^Answers join the results .* in groups of at least 8 people/)).toBeTruthy();
    expect(
      await detail.findByText(
        "A team's results appear once at least 8 of its members' answers are released, and only where they cannot be combined with other results to single anyone out.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/at least 10\b|Fewer than 10\b|Fewer than 6\b/)).toBeNull();
  });

  it('opens the detail of ?assessment= with domains, heat map and insights', async () => {
    open(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
      {
        'GET /api/results': () => json(200, overview([card()])),
        [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
        [`GET /api/results/${ASSESSMENT_ID}/teams`]: () => json(200, { threshold: 6, subtrees: [], teams: [team()] }),
      },
      'organisation_admin',
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    expect(detail.getByText('Results as of 3 May 2025')).toBeTruthy();
    expect(detail.queryByText(/held back/)).toBeNull();
    expect(detail.getByRole('heading', { level: 3, name: 'Domain scores' })).toBeTruthy();
    expect(detail.getByRole('img', { name: 'Culture & Belonging: 4.12 out of 5.0, Good' })).toBeTruthy();
    expect(detail.getByRole('table', { name: /Mean agreement per question/ })).toBeTruthy();
    expect(detail.getByRole('heading', { level: 4, name: 'Strongest domain' })).toBeTruthy();
    expect(detail.getByRole('heading', { level: 4, name: 'Largest gap' })).toBeTruthy();
    expect(detail.getByText('11.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export results (CSV or PDF)' }).getAttribute('href')).toBe('/export');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("puts the teams beside the organisation for those who may see team data, and asks for no team's figures for an employee", async () => {
    // A manager whose reports include a manager gets their own subtree too.
    const subtree = {
      managerId: team().managerId,
      managerName: 'Ada Lovelace',
      teamCount: 2,
      respondents: 12,
      canShowStats: true,
      domains: team().domains,
    };
    const teams = { threshold: 6, subtrees: [subtree], teams: [team()] };
    open(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
      {
        'GET /api/results': () => json(200, overview([card()])),
        [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
        [`GET /api/results/${ASSESSMENT_ID}/teams`]: () => json(200, teams),
      },
      'manager',
    );
    const heatMap = await screen.findByRole('table', { name: /Mean agreement per team and domain/ });
    expect(screen.getByRole('heading', { level: 3, name: 'Teams' })).toBeTruthy();
    const rows = within(heatMap)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('span')?.textContent);
    expect(rows).toEqual(['Whole organisation', "Ada Lovelace's organisation", 'Team of Ada Lovelace']);
    cleanup();

    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'employee' })),
      'GET /api/results': () => json(200, overview([card()])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
    });
    renderWithApp(routes, { path: `/results-dashboard?assessment=${ASSESSMENT_ID}` });
    expect(await screen.findByRole('table', { name: /Mean agreement per question/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Teams' })).toBeNull();
    expect(api.callsTo('GET', `/api/results/${ASSESSMENT_ID}/teams`)).toEqual([]);
  });

  it('says when there is no team to show, and when the teams could not be loaded', async () => {
    open(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
      {
        'GET /api/results': () => json(200, overview([card()])),
        [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
        [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
        [`GET /api/results/${ASSESSMENT_ID}/teams`]: () => json(200, { threshold: 6, subtrees: [], teams: [] }),
        [`GET /api/results/${ASSESSMENT_ID}/cuts`]: () => json(200, { threshold: 6, comparedWave: null, domains: [], breakdowns: [] }),
      },
      'organisation_admin',
    );
    expect(await screen.findByText(i18n._(dashboardMessages.noTeamDataText))).toBeTruthy();
    // Nor a group by attribute: the card says when one appears.
    expect(await screen.findByText(/^No group can be shown yet\./)).toBeTruthy();
    cleanup();

    open(
      `/results-dashboard?assessment=${ASSESSMENT_ID}`,
      {
        'GET /api/results': () => json(200, overview([card()])),
        [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
        [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
        [`GET /api/results/${ASSESSMENT_ID}/teams`]: () =>
          apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
        [`GET /api/results/${ASSESSMENT_ID}/cuts`]: () => json(200, { threshold: 6, comparedWave: null, domains: [], breakdowns: [] }),
      },
      'organisation_admin',
    );
    expect(await screen.findByText(i18n._(dashboardMessages.teamLoadFailedTitle))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows each domain's and question's change since the previous wave, and the domains across waves as a chart and a table", async () => {
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card()])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
      [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    const cardOf = (name: string) => within(detail.getByRole('heading', { level: 3, name }).closest('.rounded-lg') as HTMLElement);
    // An arrow and the size for the eye, words for a screen reader; nothing where wave 1 hid the domain.
    await detail.findByRole('heading', { level: 3, name: 'Trends across waves' }, { timeout: 5000 });
    const scores = cardOf('Domain scores');
    expect(await scores.findByText('\u25B2 +0.25 since wave 1')).toBeTruthy();
    expect(scores.getByText('Up 0.25 since wave 1')).toBeTruthy();
    expect(scores.getByText('No change since wave 1')).toBeTruthy();
    expect(scores.getAllByText(/since wave 1/)).toHaveLength(4);
    const questions = cardOf('Questions');
    expect(questions.getByText('\u25BC \u22120.5 since wave 1')).toBeTruthy();
    expect(questions.getByText('Down 0.5 since wave 1')).toBeTruthy();
    expect(questions.getAllByText(/since wave 1/)).toHaveLength(2);

    const figure = cardOf('Trends across waves');
    expect(figure.getByText(/Since wave 1: Leadership & Governance: up 0\.25, Culture & Belonging: no change\./)).toBeTruthy();
    // The chart is loaded on demand; each point is focusable and named with its value.
    // The chart's module is imported on first use, which takes longer than a render on a busy machine.
    const point = await figure.findByRole('listitem', { name: 'Leadership & Governance, wave 2: 3.45 / 5.0' }, { timeout: 5000 });
    expect(point.getAttribute('tabindex')).toBe('0');
    expect(figure.queryByRole('listitem', { name: /Recruitment & Hiring, wave 1/ })).toBeNull();
    const table = within(figure.getByRole('table', { name: /Domain scores out of 5\.0 per wave/ }));
    const recruitment = within(table.getByRole('row', { name: /Recruitment & Hiring/ }));
    expect(recruitment.getByText('Fewer than 6 responses')).toBeTruthy();
    expect(recruitment.getByText('2.80')).toBeTruthy();
    expect(recruitment.getByText('No comparison')).toBeTruthy();
  });

  it('names the figures that leave out answers waiting for more, and why', async () => {
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card()])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results({ answersWaiting: ['leadership-governance', 'deib-1'] })),
      [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    expect(
      detail.getByText(i18n._(answersWaitingExplanation(6, ['Leadership & Governance', '“Leaders act on inclusion.”'], i18n))),
    ).toBeTruthy();
  });

  it('after a close, counts everyone who completed and says why some are not in the results', async () => {
    const completion = { activePeople: 14, completed: 8, rate: 57.1, notCounted: 2, heldUntilClose: false, nextReleaseAt: null };
    const closed = results({ responses: 6, completion, assessment: { ...results().assessment, status: 'closed' } });
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card({ responses: 6, completion })])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, closed),
      [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    expect(detail.getByText(i18n._(notCountedText(2, 6)))).toBeTruthy();
    expect(detail.getByText('8 of 14 people')).toBeTruthy();
  });

  it('says nothing of waiting answers when every figure counts all released answers', async () => {
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card()])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results()),
      [`GET /api/results/${ASSESSMENT_ID}/trends`]: () => json(200, trends()),
    });
    await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    expect(screen.queryByText(/results from before the latest update/)).toBeNull();
  });

  it('says why a hidden assessment shows nothing in its detail', async () => {
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([hiddenCard()])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, hiddenResults()),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    expect(detail.getByText('No results released yet')).toBeTruthy();
    expect(
      detail.getAllByText('This assessment needs at least 6 responses to show results. Currently have 0 responses.').length,
    ).toBeGreaterThan(0);
    expect(detail.getByText(/^Next update: /)).toBeTruthy();
    expect(detail.getAllByText('Fewer than 6 responses').length).toBeGreaterThan(0);
    expect(detail.queryByRole('img')).toBeNull();
  });

  it('says when the results may next change, and why only then, with no count of answers waiting', async () => {
    const running = {
      activePeople: 16,
      completed: 12,
      rate: 75,
      notCounted: 0,
      heldUntilClose: false,
      nextReleaseAt: '2025-05-04T03:00:00.000Z',
    };
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card({ completion: running })])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results({ completion: running })),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    const detail = within(heading.closest('section') as HTMLElement);
    const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(running.nextReleaseAt));
    expect(detail.getByText(`Next update: ${when}`)).toBeTruthy();
    expect(detail.getByText(i18n._(releaseTimesExplanation(6)))).toBeTruthy();
    expect(detail.queryByText(/held back/)).toBeNull();
    const followUp = within(screen.getByRole('heading', { level: 3, name: 'DEIB follow-up' }).closest('li') as HTMLElement);
    expect(followUp.getByText(`Next update: ${when}`)).toBeTruthy();
  });

  it('says nothing of an update once the assessment is closed', async () => {
    const closed = { activePeople: 16, completed: 12, rate: 75, notCounted: 0, heldUntilClose: false, nextReleaseAt: null };
    open(`/results-dashboard?assessment=${ASSESSMENT_ID}`, {
      'GET /api/results': () => json(200, overview([card({ completion: closed })])),
      [`GET /api/results/${ASSESSMENT_ID}`]: () => json(200, results({ completion: closed })),
    });
    await screen.findByRole('heading', { level: 2, name: 'DEIB follow-up: wave 2' });
    expect(screen.queryByText(/^Next update/)).toBeNull();
    expect(screen.queryByText(i18n._(releaseTimesExplanation(6)))).toBeNull();
  });

  it('shows the empty state without assessments and the load failure toast on an error', async () => {
    open('/results-dashboard', { 'GET /api/results': () => json(200, overview([])) });
    expect(await screen.findByRole('heading', { name: 'No Assessment Data' })).toBeTruthy();
    expect(screen.getByText('No active assessment found for your organisation.')).toBeTruthy();
    cleanup();

    open('/results-dashboard', {
      'GET /api/results': () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    // The destructive toast, and the message in place with a way to try again.
    await waitFor(() => expect(screen.getAllByText('Error loading dashboard')).toHaveLength(2));
    expect(screen.getAllByText('Failed to load dashboard data. Please try again.')).toHaveLength(2);
    const toasts = screen.getAllByRole('alert').find((region) => region.querySelector('button[aria-label="Close notification"]'));
    expect(toasts?.textContent).toContain('Error loading dashboard');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/results-dashboard for someone in no organisation', () => {
  it('shows how to create or join an organisation, not an error, and asks for no results', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(resultsRoutes, { path: '/results-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
      '/register-organisation',
    );
    expect(alertText()).toBe('');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/session']);
  });

  it('recognises no_organisation from the server (the account left its organisation meanwhile): the next step, no error toast, and the session read again', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn()),
      'GET /api/results': () => apiError(403, 'no_organisation', i18n._(errorMessages.no_organisation)),
    });
    renderWithApp(resultsRoutes, { path: '/results-dashboard' });
    expect(await screen.findByRole('heading', { name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(1));
    expect(alertText()).toBe('');
    expect(screen.queryByText(i18n._(dashboardMessages.loadFailedTitle))).toBeNull();
  });
});
