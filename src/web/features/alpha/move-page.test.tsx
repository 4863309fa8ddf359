// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '#domain/api/accounts.ts';
import { answerImportMessages, moveMessages } from '#domain/messages.ts';
import { getQuestionSet, questionsForSet } from '#domain/question-bank.ts';
import { apiError, json, renderWithApp, signedIn, stubApi, testOrganisation } from '#web/test-support.tsx';
import { alphaMoveRoutes } from './routes.tsx';
import { sampleWorkspace, testTools } from './test-fixtures.ts';
import type { Workspace } from './workspace-schema.ts';
import { loadWorkspace, saveWorkspace } from './workspace-store.ts';
import { i18n } from '@lingui/core';

const admin = (emailVerified: boolean): SessionResponse => ({
  ...signedIn({ email: 'facilitator@example.test', role: 'organisation_admin', emailVerified, twoStepEnabled: true }),
  organisation: { ...testOrganisation, name: 'Local Works' },
});

const workspace: Workspace = {
  ...sampleWorkspace(),
  people: [
    { id: '33333333-3333-4333-8333-333333333331', email: 'ben@example.test', role: 'employee', addedAt: '2026-11-27T10:00:00.000Z' },
    { id: '33333333-3333-4333-8333-333333333332', email: 'cat@example.test', role: 'manager', addedAt: '2026-11-27T10:00:00.000Z' },
  ],
  assessments: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      questionSetId: 'culture-change-readiness',
      title: 'Culture Change Readiness',
      status: 'open',
      openedAt: '2026-11-27T10:00:00.000Z',
      closedAt: null,
    },
  ],
};

const stored = async () => {
  const loaded = await loadWorkspace(window.localStorage, testTools);
  return loaded.state === 'ready' ? loaded.workspace : null;
};

const assessment = { id: '77777777-7777-4777-8777-777777777777' };

beforeEach(() => saveWorkspace(window.localStorage, workspace));

describe('/alpha/move', () => {
  it('waits for a verified address, sending nothing, and reads the session again when asked', async () => {
    let session = admin(false);
    const api = stubApi({ 'GET /api/session': () => json(200, session) });
    renderWithApp(alphaMoveRoutes, { path: '/alpha/move' });
    expect(await screen.findByText(i18n._(moveMessages.verifyFirst('facilitator@example.test')))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move the workspace' })).toBeNull();

    session = admin(true);
    fireEvent.click(screen.getByRole('button', { name: 'I have verified it: check again' }));
    await screen.findByRole('button', { name: 'Move the workspace' });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('moves the workspace: categories, invitations with roles, the question set; then marks it moved', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, admin(true)),
      'POST /api/organisations/current/setup': () => json(200, { organisation: testOrganisation, invitations: { sent: 0, results: [] } }),
      'POST /api/invitations': (body) => {
        const { invitations } = body as { invitations: { email: string }[] };
        return json(200, {
          sent: invitations.length,
          results: invitations.map(({ email }, index) => ({ line: index + 1, email, outcome: 'invited', message: 'Invitation sent' })),
        });
      },
      'POST /api/assessments': () => json(201, { ...assessmentSummary(), id: assessment.id }),
    });
    renderWithApp(alphaMoveRoutes, { path: '/alpha/move' });
    expect((await screen.findByRole('list', { name: 'What moves' })).textContent).toContain(
      '2 people are invited by email (1 as Employee, 1 as Manager)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move the workspace' }));

    await screen.findByRole('heading', { name: 'Moved' });
    expect(screen.getAllByText('Invited')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/organisations/current/setup').map((call) => call.body)).toEqual([
      {
        organisationName: 'Local Works',
        selectedCategories: ['culture-change-readiness'],
        selectedDomains: getQuestionSet('culture-change-readiness').domains.map((domain) => domain.key),
        invitations: [],
      },
    ]);
    expect(api.callsTo('POST', '/api/invitations').map((call) => call.body)).toEqual([
      {
        invitations: [
          { email: 'ben@example.test', role: 'employee' },
          { email: 'cat@example.test', role: 'manager' },
        ],
      },
    ]);
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([
      { questionSetId: 'culture-change-readiness', title: 'Culture Change Readiness' },
    ]);
    const after = await stored();
    expect(after?.move).toMatchObject({
      organisation: { id: testOrganisation.id, name: 'Local Works' },
      assessments: { [workspace.assessments[0]?.id ?? '']: assessment.id },
    });
    expect(after?.move?.movedAt).not.toBeNull();
    // Everything local is still there.
    expect(after?.people).toEqual(workspace.people);
  });

  it("shows the server's refusal and keeps what was done, so trying again does not invite twice", async () => {
    let assessmentsFail = true;
    const api = stubApi({
      'GET /api/session': () => json(200, admin(true)),
      'POST /api/organisations/current/setup': () => json(200, { organisation: testOrganisation, invitations: { sent: 0, results: [] } }),
      'POST /api/invitations': () => json(200, { sent: 2, results: [] }),
      'POST /api/assessments': () =>
        assessmentsFail
          ? apiError(429, 'rate_limited', 'Too many requests. Please wait a moment.')
          : json(201, { ...assessmentSummary(), id: assessment.id }),
    });
    renderWithApp(alphaMoveRoutes, { path: '/alpha/move' });
    fireEvent.click(await screen.findByRole('button', { name: 'Move the workspace' }));
    expect(await screen.findByText('Too many requests. Please wait a moment.')).toBeTruthy();
    await waitFor(async () => expect((await stored())?.move?.invitedAt).not.toBeNull());

    assessmentsFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Move the workspace' }));
    await screen.findByRole('heading', { name: 'Moved' });
    expect(api.callsTo('POST', '/api/invitations')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/assessments')).toHaveLength(2);
  });

  it('offers, once moved, to import the answers of a local assessment that six people answered, and records the import', async () => {
    const localId = workspace.assessments[0]?.id ?? '';
    const sheet = Object.fromEntries(questionsForSet('culture-change-readiness').map((question) => [question.id, 4]));
    const at = '2026-11-28T09:00:00.000Z';
    saveWorkspace(window.localStorage, {
      ...workspace,
      responses: {
        [localId]: {
          completedBy: [],
          waiting: [],
          releases: [{ sequence: 1, releasedOn: '2026-11-27', sheets: Array.from({ length: 6 }, () => sheet) }],
          publication: null,
        },
      },
      move: {
        startedAt: at,
        organisation: { id: testOrganisation.id, name: 'Local Works' },
        invitedAt: at,
        assessments: { [localId]: assessment.id },
        movedAt: at,
        imports: {},
      },
    });
    const imported = '88888888-8888-4888-8888-888888888888';
    const api = stubApi({
      'GET /api/session': () => json(200, admin(true)),
      'POST /api/assessments': () => json(201, { ...assessmentSummary(), id: imported, status: 'closed', importedAnswers: true }),
      [`POST /api/assessments/${imported}/answer-import`]: () =>
        json(201, { assessmentId: imported, respondents: 6, releasedOn: '2026-11-28' }),
    });
    renderWithApp(alphaMoveRoutes, { path: '/alpha/move' });
    expect(await screen.findByText(i18n._(answerImportMessages.explained))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import these answers' }));
    expect(await screen.findByText(i18n._(answerImportMessages.imported(6)))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See its results' }).getAttribute('href')).toBe(`/results-dashboard?assessment=${imported}`);
    expect(api.callsTo('POST', '/api/assessments').map((call) => call.body)).toEqual([
      { questionSetId: 'culture-change-readiness', title: 'Culture Change Readiness (answered locally)', importedAnswers: true },
    ]);
    expect(
      api.callsTo('POST', `/api/assessments/${imported}/answer-import`).map((call) => (call.body as { respondents: number }).respondents),
    ).toEqual([6]);
    expect((await stored())?.move?.imports[localId]).toMatchObject({ assessmentId: imported, respondents: 6 });
  });

  it('offers no import when no local assessment has six people’s answers released', async () => {
    const at = '2026-11-28T09:00:00.000Z';
    saveWorkspace(window.localStorage, {
      ...workspace,
      move: {
        startedAt: at,
        organisation: { id: testOrganisation.id, name: 'Local Works' },
        invitedAt: at,
        assessments: {},
        movedAt: at,
        imports: {},
      },
    });
    stubApi({ 'GET /api/session': () => json(200, admin(true)) });
    renderWithApp(alphaMoveRoutes, { path: '/alpha/move' });
    await screen.findByRole('heading', { name: 'Moved' });
    expect(screen.queryByText(i18n._(answerImportMessages.explained))).toBeNull();
  });
});

function assessmentSummary() {
  return {
    id: assessment.id,
    questionSetId: 'culture-change-readiness',
    title: 'Culture Change Readiness',
    description: '',
    status: 'open',
    wave: 1,
    openedAt: '2026-11-28T09:00:00.000Z',
    closedAt: null,
    opensAt: null,
    closesAt: null,
    importedAnswers: false,
    createdAt: '2026-11-28T09:00:00.000Z',
    questionCount: 12,
    estimatedMinutes: '5-10',
    myProgress: { answered: 0, started: false, completed: false },
  };
}
