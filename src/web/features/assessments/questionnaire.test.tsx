// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessmentMessages } from '#domain/messages.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { AnonymousAssessmentsPage } from './anonymous-assessments-page.tsx';
import { AssessmentPage } from './assessment-page.tsx';
import { ASSESSMENT_ID, questionnaire } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

const consented = () => json(200, signedIn({ consentedAt: '2025-03-01T09:00:00.000Z' }));
const questionnairePath = `/api/assessments/${ASSESSMENT_ID}/questionnaire`;
const answerPath = (questionId: string) => `/api/assessments/${ASSESSMENT_ID}/answers/${questionId}`;
const completePath = `/api/assessments/${ASSESSMENT_ID}/complete`;
const saved = (answered: number) => () => json(200, { saved: true, answered, total: 3 });

const routes = [
  {
    path: '/assessment/:id',
    element: (
      <>
        <label>
          Notes
          <input type="text" />
        </label>
        <AssessmentPage />
      </>
    ),
  },
  { path: '/assessments/anonymous', element: <AnonymousAssessmentsPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/results-dashboard', element: <h1>Results</h1> },
];

function openAssessment(path = `/assessment/${ASSESSMENT_ID}`) {
  return renderWithApp(routes, { path });
}

const legend = () => screen.getByRole('group');
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('answering an assessment', () => {
  it('keeps Next disabled until the question is answered, saves the answer, and moves on once saved', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire()),
      [`PUT ${answerPath('ccr-1')}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    openAssessment();

    expect(await screen.findByRole('heading', { level: 1, name: 'Culture Change Readiness' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByText('Alignment')).toBeTruthy();
    expect(within(legend()).getByText('Leaders explain why changes are needed.')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);

    fireEvent.click(radio('Agree'));
    expect(button('Next').disabled).toBe(false);
    expect(screen.getByText(/1 of 3 answered/)).toBeTruthy();
    fireEvent.click(button('Next'));

    // Still on the first question while the save runs, and it says so.
    expect(await screen.findByText('Saving…')).toBeTruthy();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    answer(json(200, { saved: true, answered: 1, total: 3 }));

    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByText('Auto-saved')).toBeTruthy();
    expect(api.callsTo('PUT', answerPath('ccr-1')).map((call) => call.body)).toEqual([{ value: 4 }]);
    // Focus moves to the new question, so a screen reader reads it.
    expect(document.activeElement?.textContent).toBe('I know what is expected of me after a change.');
    expect(button('Next').disabled).toBe(true);
  });

  it("tells the respondent the assessment's minimum group size on the first question only", async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({}, { minimumGroupSize: 8 })),
      [`PUT ${answerPath('ccr-1')}`]: saved(1),
    });
    openAssessment();
    await screen.findByText('Question 1 of 3');
    expect(screen.getByText('Results are only shown for groups of at least 8 people.')).toBeTruthy();
    fireEvent.click(radio('Agree'));
    fireEvent.click(button('Next'));
    await screen.findByText('Question 2 of 3');
    expect(screen.queryByText(/groups of at least/)).toBeNull();
  });

  it('disables Previous on the first question', async () => {
    stubApi({ 'GET /api/session': consented, [`GET ${questionnairePath}`]: () => json(200, questionnaire()) });
    openAssessment();
    await screen.findByText('Question 1 of 3');
    expect(button('Previous').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('chooses with the keys 1–5 and 0 and goes on with Enter, but leaves text fields alone', async () => {
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire()),
      [`PUT ${answerPath('ccr-1')}`]: saved(1),
      [`PUT ${answerPath('ccr-2')}`]: saved(2),
    });
    openAssessment();
    await screen.findByText('Question 1 of 3');

    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(api.callsTo('PUT', answerPath('ccr-1'))).toEqual([]);

    fireEvent.keyDown(document.body, { key: '1' });
    expect(radio('Strongly Disagree').checked).toBe(true);
    fireEvent.keyDown(document.body, { key: '5' });
    expect(radio('Strongly Agree').checked).toBe(true);
    fireEvent.keyDown(document.body, { key: '0' });
    expect(radio('Prefer not to say').checked).toBe(true);

    // Typing a digit into a text field types it.
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.keyDown(notes, { key: '3' });
    fireEvent.keyDown(notes, { key: 'Enter' });
    expect(radio('Prefer not to say').checked).toBe(true);
    expect(api.callsTo('PUT', answerPath('ccr-1'))).toEqual([]);

    fireEvent.keyDown(radio('Prefer not to say'), { key: '3' });
    expect(radio('Neutral').checked).toBe(true);
    fireEvent.keyDown(radio('Neutral'), { key: 'Enter' });
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(api.callsTo('PUT', answerPath('ccr-1')).map((call) => call.body)).toEqual([{ value: 3 }]);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: '2' });
    expect(radio('Disagree').checked).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(api.callsTo('PUT', answerPath('ccr-2')).map((call) => call.body)).toEqual([{ value: 2 }]);
  });

  it("sends { value: null } for 'Prefer not to say'", async () => {
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire()),
      [`PUT ${answerPath('ccr-1')}`]: saved(1),
    });
    openAssessment();
    await screen.findByText('Question 1 of 3');
    fireEvent.click(radio('Prefer not to say'));
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(api.callsTo('PUT', answerPath('ccr-1')).map((call) => call.body)).toEqual([{ value: null }]);
  });

  it('resumes at resumeAt with the earlier answers selected', async () => {
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({ answers: { 'ccr-1': 2, 'ccr-2': null }, resumeAt: 2 })),
    });
    openAssessment();
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByText(/2 of 3 answered/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' }).getAttribute('aria-valuenow')).toBe('2');

    fireEvent.click(button('Previous'));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(radio('Prefer not to say').checked).toBe(true);
    fireEvent.click(button('Previous'));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(radio('Disagree').checked).toBe(true);
    // Unchanged answers are not sent again.
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps the choice on screen and says so when a save fails', async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire()),
      [`PUT ${answerPath('ccr-1')}`]: () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    openAssessment();
    await screen.findByText('Question 1 of 3');
    fireEvent.click(radio('Strongly Agree'));
    fireEvent.click(button('Next'));
    const alert = await screen.findByText('Your answer was not saved');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Something went wrong on our side.');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(radio('Strongly Agree').checked).toBe(true);
    expect(screen.queryByText('Auto-saved')).toBeNull();
  });

  it('completes on the last question with the last answer, then goes to the dashboard', async () => {
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({ answers: { 'ccr-1': 2, 'ccr-2': 4 }, resumeAt: 2 })),
      [`POST ${completePath}`]: () => json(200, { completed: true }),
      'GET /api/assessments': () => json(200, { assessments: [] }),
    });
    const app = openAssessment();
    await screen.findByText('Question 3 of 3');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Complete Assessment').disabled).toBe(true);
    fireEvent.click(radio('Strongly Agree'));
    fireEvent.click(button('Complete Assessment'));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByText(i18n._(assessmentMessages.completeTitle))).toBeTruthy();
    expect(api.callsTo('POST', completePath).map((call) => call.body)).toEqual([{ answers: { 'ccr-3': 5 } }]);
  });

  it('shows the catalogue text when completing fails and stays on the question', async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({ answers: { 'ccr-1': 2, 'ccr-2': 4 }, resumeAt: 2 })),
      [`POST ${completePath}`]: () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    const app = openAssessment();
    await screen.findByText('Question 3 of 3');
    fireEvent.keyDown(document.body, { key: '4' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await screen.findByText(i18n._(assessmentMessages.submissionFailedTitle))).toBeTruthy();
    expect(screen.getByText(i18n._(assessmentMessages.submissionFailedText))).toBeTruthy();
    expect(app.location()).toBe(`/assessment/${ASSESSMENT_ID}`);
    expect(radio('Agree').checked).toBe(true);
    expect(button('Complete Assessment').disabled).toBe(false);
  });

  it('shows the paused message, keeps the saved answers and offers no answering', async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({ answers: { 'ccr-1': 3 }, resumeAt: 1 }, { status: 'paused' })),
    });
    openAssessment();
    expect(await screen.findByText(i18n._(assessmentMessages.paused))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Culture Change Readiness' })).toBeTruthy();
    expect(screen.getByText('1 of 3 questions answered and saved so far.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('switches to the paused message when a save is refused because the assessment was paused', async () => {
    let status: 'open' | 'paused' = 'open';
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({}, { status })),
      [`PUT ${answerPath('ccr-1')}`]: () => {
        status = 'paused';
        return apiError(409, 'conflict', i18n._(assessmentMessages.paused));
      },
    });
    openAssessment();
    await screen.findByText('Question 1 of 3');
    fireEvent.click(radio('Agree'));
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(screen.getByText(i18n._(assessmentMessages.paused))).toBeTruthy();
  });

  it('shows the closed and completed states', async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({}, { status: 'closed' })),
    });
    openAssessment();
    expect(await screen.findByText(i18n._(assessmentMessages.closed))).toBeTruthy();
    cleanup();

    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({}, { myProgress: { answered: 3, started: true, completed: true } })),
    });
    openAssessment();
    expect(await screen.findByRole('heading', { level: 1, name: 'You have completed this assessment' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('the anonymous assessment flow', () => {
  it('returns to the overview with Cancel on the first question', async () => {
    stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire()),
      'GET /api/assessments': () => json(200, { assessments: [questionnaire().assessment] }),
    });
    const app = openAssessment(`/assessments/anonymous?assessment=${ASSESSMENT_ID}`);
    await screen.findByText('Question 1 of 3');
    fireEvent.click(button('Cancel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous Workplace Assessments' })).toBeTruthy();
    expect(app.location()).toBe('/assessments/anonymous');
  });

  it('submits anonymously, thanks the person and shows the results after 2 s', async () => {
    const api = stubApi({
      'GET /api/session': consented,
      [`GET ${questionnairePath}`]: () => json(200, questionnaire({ answers: { 'ccr-1': 2, 'ccr-2': 4 }, resumeAt: 2 })),
      [`POST ${completePath}`]: () => json(200, { completed: true }),
      'GET /api/assessments': () => json(200, { assessments: [] }),
    });
    const app = openAssessment(`/assessments/anonymous?assessment=${ASSESSMENT_ID}`);
    await screen.findByText('Question 3 of 3');
    fireEvent.click(radio('Neutral'));
    fireEvent.click(button('Submit Anonymously'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(api.callsTo('POST', completePath).map((call) => call.body)).toEqual([{ answers: { 'ccr-3': 3 } }]);
    const shownAt = Date.now();
    await waitFor(() => expect(app.location()).toBe('/results-dashboard'), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });
});
