// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessmentMessages, noOrganisationMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { assessmentDeletionMessages } from '#domain/messages/assessment-deletion.ts';
import { closingMessages } from '#domain/messages/closing.ts';
import type { SessionResponse } from '#domain/api/accounts.ts';
import {
  alertText,
  apiError,
  json,
  renderWithApp,
  signedIn,
  signedInWithoutOrganisation,
  stubApi,
  testOrganisation,
} from '#web/test-support.tsx';
import { AssessmentControls } from './assessment-controls.tsx';
import { EmployeeAssessmentCard } from './employee-assessment-card.tsx';
import { assessmentRoutes } from './routes.tsx';
import { ASSESSMENT_ID, summary } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

const CONSENTED = '2025-03-01T09:00:00.000Z';
const consented =
  (session: Partial<SessionResponse['user']> = {}) =>
  () =>
    json(200, signedIn({ consentedAt: CONSENTED, ...session }));
const admin =
  (selectedCategories: string[] = []) =>
  () =>
    json(200, {
      ...signedIn({ consentedAt: CONSENTED, role: 'organisation_admin' }),
      organisation: { ...testOrganisation, selectedCategories },
    });

const OTHER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CLOSED_ID = '0f1e2d3c-4b5a-4697-8877-665544332211';

const routes = [
  ...assessmentRoutes,
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/consent', element: <h1>Consent</h1> },
  { path: '/setup', element: <h1>Setup</h1> },
];

describe('/assessment', () => {
  it('goes straight to the only open assessment', async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () => json(200, { assessments: [summary(), summary({ id: CLOSED_ID, status: 'closed' })] }),
      [`GET /api/assessments/${ASSESSMENT_ID}/questionnaire`]: () =>
        json(200, { assessment: summary(), questions: [], answers: {}, resumeAt: 0 }),
    });
    const app = renderWithApp(routes, { path: '/assessment' });
    await waitFor(() => expect(app.location()).toBe(`/assessment/${ASSESSMENT_ID}`));
  });

  it('offers a choice when several are open', async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () =>
        json(200, { assessments: [summary(), summary({ id: OTHER_ID, title: 'DEIB', questionSetId: 'deib-assessment' })] }),
    });
    renderWithApp(routes, { path: '/assessment' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an assessment' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Start/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/assessment/${ASSESSMENT_ID}`, `/assessment/${OTHER_ID}`]);
  });

  it("says 'No Active Assessment' when none is open", async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () => json(200, { assessments: [summary({ status: 'paused' })] }),
    });
    const app = renderWithApp(routes, { path: '/assessment' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(assessmentMessages.noActiveTitle) })).toBeTruthy();
    expect(screen.getByText(i18n._(assessmentMessages.noActiveText))).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('sends someone who has not consented to /consent first', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ consentedAt: null })) });
    const app = renderWithApp(routes, { path: `/assessment/${ASSESSMENT_ID}` });
    await waitFor(() => expect(app.location()).toBe(`/consent?next=%2Fassessment%2F${ASSESSMENT_ID}`));
  });
});

describe('/assessments/anonymous', () => {
  it("groups the person's assessments with times, counts and Start / Continue", async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () =>
        json(200, {
          assessments: [
            summary({ closesAt: '2025-03-08T17:00:00.000Z' }),
            summary({ id: OTHER_ID, title: 'DEIB', questionCount: 9, myProgress: { answered: 4, started: true, completed: false } }),
            summary({ id: CLOSED_ID, title: 'Old wave', status: 'closed' }),
            summary({
              id: '11111111-2222-4333-8444-555555555555',
              title: 'Done',
              myProgress: { answered: 3, started: true, completed: true },
            }),
          ],
        }),
    });
    renderWithApp(routes, { path: '/assessments/anonymous' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous Workplace Assessments' })).toBeTruthy();
    const group = (name: RegExp) => screen.getByRole('region', { name });

    const notStarted = await screen.findByRole('region', { name: /^Open: not started/ });
    expect(within(notStarted).getByText('3-4 minutes')).toBeTruthy();
    expect(within(notStarted).getByText(/^Closes on .*2025/)).toBeTruthy();
    expect(within(notStarted).getByRole('link', { name: 'Start Culture Change Readiness' }).getAttribute('href')).toBe(
      `/assessments/anonymous?assessment=${ASSESSMENT_ID}`,
    );
    const inProgress = group(/^Open: in progress/);
    expect(within(inProgress).getByText('4 of 9 answered')).toBeTruthy();
    expect(within(inProgress).getByRole('link', { name: 'Continue DEIB' })).toBeTruthy();
    expect(within(group(/^Completed/)).queryByRole('link')).toBeNull();
    const notRunning = group(/^Not running/);
    expect(within(notRunning).getByText(i18n._(assessmentMessages.closed))).toBeTruthy();
    expect(within(notRunning).queryByRole('link')).toBeNull();
  });

  it('leaves out an assessment still scheduled, which only an administrator is sent', async () => {
    stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () =>
        json(200, {
          assessments: [
            summary(),
            summary({ id: OTHER_ID, title: 'Next wave', status: 'scheduled', openedAt: null, opensAt: '2031-05-01T09:00:00.000Z' }),
          ],
        }),
    });
    renderWithApp(routes, { path: '/assessments/anonymous' });
    expect(await screen.findByRole('region', { name: /^Open: not started/ })).toBeTruthy();
    expect(screen.queryByText('Next wave')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Not running/ })).toBeNull();
  });

  it('/employee-assessment leads to the only open assessment of the anonymous flow', async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () => json(200, { assessments: [summary()] }),
      [`GET /api/assessments/${ASSESSMENT_ID}/questionnaire`]: () =>
        json(200, { assessment: summary(), questions: [], answers: {}, resumeAt: 0 }),
    });
    const app = renderWithApp(routes, { path: '/employee-assessment' });
    await waitFor(() => expect(app.location()).toBe(`/assessments/anonymous?assessment=${ASSESSMENT_ID}`));
  });
});

describe('AssessmentControls', () => {
  const controlsRoutes = [{ path: '/dashboard', element: <AssessmentControls /> }];

  it('changes the status, disables the current one and toasts the result', async () => {
    let status: 'open' | 'paused' = 'open';
    const api = stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary({ status })] }),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/status`]: (body) => {
        status = 'paused';
        return json(200, summary({ status: (body as { status: 'paused' }).status }));
      },
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    const group = await screen.findByRole('group', { name: 'Status of Culture Change Readiness' });
    expect(within(group).getByRole<HTMLButtonElement>('button', { name: 'Open' }).disabled).toBe(true);
    fireEvent.click(within(group).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.statusUpdatedTitle))).toBeTruthy();
    expect(screen.getByText('Assessment has been paused.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/status`).map((call) => call.body)).toEqual([{ status: 'paused' }]);
    await waitFor(() => expect(within(group).getByRole<HTMLButtonElement>('button', { name: 'Pause' }).disabled).toBe(true));
    expect(screen.getByRole('link', { name: 'Start an assessment' }).getAttribute('href')).toBe('/create-assessment');
  });

  it('asks before closing and toasts a failure with the catalogue text', async () => {
    stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary()] }),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/status`]: () => apiError(500, 'internal_error', 'boom'),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: i18n._(closingMessages.closeNowButton) }));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.statusFailedTitle))).toBeTruthy();
    expect(screen.getByText(i18n._(assessmentAdministrationMessages.statusFailedText))).toBeTruthy();
  });

  it('says before closing what happens to answers not yet in the results, and can close at the next update instead', async () => {
    const nextUpdate = '2031-05-02T03:00:00.000Z';
    const completion = { activePeople: 14, completed: 6, rate: 42.9, notCounted: 0, heldUntilClose: false, nextReleaseAt: nextUpdate };
    const card = {
      assessment: { ...summary(), series: 'x', importedAnswers: false },
      threshold: 6,
      responses: 6,
      completion,
      overall: { canShow: true, score: 3.5 },
      trend: null,
    };
    const api = stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary()] }),
      'GET /api/results': () => json(200, { organisationName: 'Analytical Engines Ltd', isDemo: false, threshold: 6, cards: [card] }),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/close-date`]: () => json(200, summary({ closesAt: nextUpdate })),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(i18n._(closingMessages.atUpdates(6)))).toBeTruthy();
    fireEvent.click(await dialog.findByRole('button', { name: i18n._(closingMessages.closeAtNextUpdateButton) }));
    expect(await screen.findByText(i18n._(closingMessages.closeScheduledTitle))).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/close-date`).map((call) => call.body)).toEqual([
      { closesAt: nextUpdate },
    ]);
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/status`)).toEqual([]);
  });

  it('says that closing releases everyone at once where results wait for the close', async () => {
    const completion = { activePeople: 14, completed: 0, rate: 0, notCounted: 0, heldUntilClose: true, nextReleaseAt: null };
    const card = {
      assessment: { ...summary(), series: 'x', importedAnswers: false },
      threshold: 6,
      responses: 0,
      completion,
      overall: { canShow: false, score: null },
      trend: null,
    };
    stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary()] }),
      'GET /api/results': () => json(200, { organisationName: 'Analytical Engines Ltd', isDemo: false, threshold: 6, cards: [card] }),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(i18n._(closingMessages.heldUntilClose(6)))).toBeTruthy();
    expect(dialog.queryByRole('button', { name: i18n._(closingMessages.closeAtNextUpdateButton) })).toBeNull();
  });

  it('explains that a closed assessment needs a new wave', async () => {
    stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary({ status: 'closed' })] }),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    const group = await screen.findByRole('group', { name: 'Status of Culture Change Readiness' });
    expect(group.closest('li')?.textContent).toContain(i18n._(assessmentAdministrationMessages.closedCannotReopen));
    expect(
      within(group.closest('li') ?? group)
        .getByRole('link', { name: 'Start a new wave' })
        .getAttribute('href'),
    ).toBe('/create-assessment');
    expect(
      within(group)
        .getAllByRole<HTMLButtonElement>('button')
        .every((button) => button.disabled),
    ).toBe(true);
  });

  it('says when a scheduled assessment opens and offers only Open now, which opens it', async () => {
    const api = stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () =>
        json(200, { assessments: [summary({ status: 'scheduled', openedAt: null, opensAt: '2031-05-01T09:00:00.000Z' })] }),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/status`]: () => json(200, summary()),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    const group = await screen.findByRole('group', { name: 'Status of Culture Change Readiness' });
    expect(group.closest('li')?.textContent).toMatch(/Opens on 1 May 2031, \d\d:\d\d/);
    expect(within(group.closest('li') ?? group).getByText('Scheduled')).toBeTruthy();
    const enabled = within(group)
      .getAllByRole<HTMLButtonElement>('button')
      .filter((button) => !button.disabled);
    expect(enabled.map((button) => button.textContent)).toEqual(['Open now']);
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.statusUpdatedText('open')))).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/status`).map((call) => call.body)).toEqual([{ status: 'open' }]);
  });

  it('says a draft has not opened, offers only Open and no reminders', async () => {
    stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: [summary({ status: 'draft', openedAt: null })] }),
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    const group = await screen.findByRole('group', { name: 'Status of Culture Change Readiness' });
    expect(group.closest('li')?.textContent).toContain('draft, not open yet');
    const enabled = within(group)
      .getAllByRole<HTMLButtonElement>('button')
      .filter((button) => !button.disabled);
    expect(enabled.map((button) => button.textContent)).toEqual(['Open']);
    expect(within(group.closest('li') ?? group).queryByText(/Reminders/)).toBeNull();
  });

  it('deletes a scheduled assessment after asking, and offers no Delete once an assessment has opened', async () => {
    let listed = [
      summary({ status: 'scheduled', openedAt: null, opensAt: '2031-05-01T09:00:00.000Z' }),
      summary({ id: OTHER_ID, title: 'DEIB' }),
    ];
    const api = stubApi({
      'GET /api/session': admin(),
      'GET /api/assessments': () => json(200, { assessments: listed }),
      [`DELETE /api/assessments/${ASSESSMENT_ID}`]: () => {
        listed = listed.filter((assessment) => assessment.id !== ASSESSMENT_ID);
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(controlsRoutes, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Culture Change Readiness' }));
    expect(screen.queryByRole('button', { name: 'Delete: DEIB' })).toBeNull();
    expect(screen.getByText(i18n._(assessmentDeletionMessages.confirmText('Culture Change Readiness')))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete assessment' }));
    expect(await screen.findByText(i18n._(assessmentDeletionMessages.deleted))).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/assessments/${ASSESSMENT_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Status of Culture Change Readiness' })).toBeNull());
  });

  it('renders nothing for employees', async () => {
    stubApi({ 'GET /api/session': consented(), 'GET /api/assessments': () => json(200, { assessments: [] }) });
    const { container } = renderWithApp(controlsRoutes, { path: '/dashboard' });
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe('EmployeeAssessmentCard', () => {
  const cardRoutes = [{ path: '/dashboard', element: <EmployeeAssessmentCard /> }];

  it('offers Continue with the progress of a started assessment', async () => {
    stubApi({
      'GET /api/session': consented(),
      'GET /api/assessments': () => json(200, { assessments: [summary({ myProgress: { answered: 2, started: true, completed: false } })] }),
    });
    renderWithApp(cardRoutes, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: /^Continue Assessment/ });
    expect(link.getAttribute('href')).toBe(`/assessment/${ASSESSMENT_ID}`);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
  });

  it("says 'No Active Assessment' when none is open", async () => {
    stubApi({ 'GET /api/session': consented(), 'GET /api/assessments': () => json(200, { assessments: [] }) });
    renderWithApp(cardRoutes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: i18n._(assessmentMessages.noActiveTitle) })).toBeTruthy();
    expect(screen.getByText(i18n._(assessmentMessages.noActiveText))).toBeTruthy();
  });
});

describe('/create-assessment', () => {
  it("starts an assessment from one of the organisation's categories", async () => {
    const api = stubApi({
      'GET /api/session': admin(['deib-assessment']),
      'POST /api/assessments': () => json(201, summary({ title: 'Spring DEIB' })),
    });
    const app = renderWithApp(routes, { path: '/create-assessment' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Assessment' })).toBeTruthy();
    const deib = screen.getByRole<HTMLInputElement>('radio', { name: /Diversity, Equity, Inclusion/ });
    expect(deib.checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Organisational|default/i })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Workforce/ })).toBeNull();
    expect(screen.getAllByText(/9 questions/).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring DEIB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByText('Assessment started')).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([
      { questionSetId: 'deib-assessment', title: 'Spring DEIB' },
    ]);
  });

  it('offers only the default set, and the way to /setup, before any category is selected', async () => {
    const api = stubApi({
      'GET /api/session': admin([]),
      'POST /api/assessments': () => apiError(409, 'conflict', i18n._(assessmentAdministrationMessages.setNotSelected)),
    });
    renderWithApp(routes, { path: '/create-assessment' });
    expect(await screen.findByRole('link', { name: 'Choose categories in the setup wizard' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText('Failed to create assessment')).toBeTruthy();
    expect(screen.getByText(i18n._(assessmentAdministrationMessages.setNotSelected))).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([{ questionSetId: 'default-assessment' }]);
  });

  it("sends the chosen set, leaves a blank description out, and shows the rules and the server's issues beside the fields", async () => {
    const api = stubApi({
      'GET /api/session': admin(['deib-assessment']),
      'POST /api/assessments': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
          { path: 'title', message: 'Title must be on one line, without tabs or line breaks.' },
        ]),
    });
    renderWithApp(routes, { path: '/create-assessment' });
    fireEvent.click(await screen.findByRole('radio', { name: /Organisational|default/i }));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText('Description must be at most 1000 characters')).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Autumn' } });
    fireEvent.change(screen.getByLabelText('Close date'), { target: { value: '2031-05-08T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText('Title must be on one line, without tabs or line breaks.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([
      { questionSetId: 'default-assessment', title: 'Autumn', closesAt: new Date('2031-05-08T17:00').toISOString() },
    ]);
  });

  it('schedules an assessment with an open date, refuses a close date not after it beside the field, and says when it opens', async () => {
    const opensAt = new Date('2031-05-01T09:00').toISOString();
    const api = stubApi({
      'GET /api/session': admin(['deib-assessment']),
      'POST /api/assessments': () => json(201, summary({ title: 'Spring DEIB', status: 'scheduled', openedAt: null, opensAt })),
    });
    const app = renderWithApp(routes, { path: '/create-assessment' });
    const openDate = await screen.findByLabelText('Open date');
    expect(openDate.getAttribute('type')).toBe('datetime-local');
    fireEvent.change(openDate, { target: { value: '2031-05-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Close date'), { target: { value: '2031-04-30T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.closeDateBeforeOpenDate))).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Close date'), { target: { value: '2031-05-08T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.scheduledTitle))).toBeTruthy();
    expect(screen.getByText(/^"Spring DEIB" opens on 1 May 2031/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([
      { questionSetId: 'deib-assessment', opensAt, closesAt: new Date('2031-05-08T17:00').toISOString() },
    ]);
  });

  it('is for organisation admins only', async () => {
    stubApi({ 'GET /api/session': consented() });
    renderWithApp(routes, { path: '/create-assessment' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});

describe('the assessment pages for someone in no organisation', () => {
  it.each(['/assessment', '/assessments/anonymous', `/assessment/${ASSESSMENT_ID}`, '/create-assessment'])(
    '%s shows how to create or join an organisation, not an error, and asks for nothing of one',
    async (path) => {
      const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
      const app = renderWithApp(routes, { path });
      expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
      expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
        '/register-organisation',
      );
      expect(screen.getByText(i18n._(noOrganisationMessages.askForInvitation))).toBeTruthy();
      expect(alertText()).toBe('');
      // Not sent on to consent: there is no organisation to consent to.
      expect(app.location()).toBe(path);
      expect(api.calls.map((call) => call.path)).toEqual(['/api/session']);
    },
  );
});
