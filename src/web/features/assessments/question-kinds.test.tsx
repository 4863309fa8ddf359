// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '#domain/api/assessments.ts';
import { json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { AssessmentPage } from './assessment-page.tsx';
import { ASSESSMENT_ID, questionnaire } from './test-fixtures.ts';

const base = { domain: 'wellbeing', domainLabel: 'Wellbeing' };
const ownQuestions: Questionnaire['questions'] = [
  {
    ...base,
    id: 'q-choice',
    text: 'Where do you work best?',
    order: 1,
    required: true,
    kind: 'single-choice',
    options: ['Office', 'Home', 'Both'],
  },
  { ...base, id: 'q-comment', text: 'What one thing would you change?', order: 2, required: false, kind: 'comment' },
];
const questionnairePath = `/api/assessments/${ASSESSMENT_ID}/questionnaire`;
const answerPath = (questionId: string) => `/api/assessments/${ASSESSMENT_ID}/answers/${questionId}`;
const completePath = `/api/assessments/${ASSESSMENT_ID}/complete`;
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function openAssessment() {
  return renderWithApp(
    [
      { path: '/assessment/:id', element: <AssessmentPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { path: `/assessment/${ASSESSMENT_ID}` },
  );
}

describe('answering questions of each kind', () => {
  it('offers a single choice as radio buttons and a comment as a text area with a count; the comment may be skipped', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ consentedAt: '2025-03-01T09:00:00.000Z' })),
      [`GET ${questionnairePath}`]: () =>
        json(200, { ...questionnaire({}, { questionSetId: null, questionCount: 2 }), questions: ownQuestions }),
      [`PUT ${answerPath('q-choice')}`]: () => json(200, { saved: true, answered: 1, total: 2 }),
      [`POST ${completePath}`]: () => json(200, { completed: true }),
    });
    openAssessment();

    expect(await screen.findByText('Where do you work best?')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', 'none']);
    expect(button('Next').disabled).toBe(true);
    // Number keys choose an option by its number.
    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Home' }).checked).toBe(true);
    fireEvent.click(button('Next'));

    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'What one thing would you change?' });
    expect(text.maxLength).toBe(2000);
    expect(screen.getByText('0 of 2,000 characters')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'More quiet rooms' } });
    expect(screen.getByText('16 of 2,000 characters')).toBeTruthy();
    fireEvent.change(text, { target: { value: '' } });
    // Optional: nothing written, and it may still be completed.
    const complete = screen.getByRole<HTMLButtonElement>('button', { name: /Complete/ });
    expect(complete.disabled).toBe(false);
    fireEvent.click(complete);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(api.callsTo('PUT', answerPath('q-choice')).map((call) => call.body)).toEqual([{ value: 2 }]);
    expect(api.callsTo('POST', completePath).map((call) => call.body)).toEqual([{ answers: { 'q-comment': '' } }]);
  });

  it('offers a net promoter question as eleven scores and Prefer not to say: 0 to 9 by their keys, T for 10', async () => {
    const enps = {
      ...base,
      id: 'q-enps',
      text: 'How likely are you to recommend working here?',
      order: 1,
      required: true,
      kind: 'enps' as const,
    };
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ consentedAt: '2025-03-01T09:00:00.000Z' })),
      [`GET ${questionnairePath}`]: () => json(200, { ...questionnaire({}, { questionSetId: null, questionCount: 1 }), questions: [enps] }),
      [`POST ${completePath}`]: () => json(200, { completed: true }),
    });
    openAssessment();

    const group = await screen.findByRole('group', { name: 'How likely are you to recommend working here?' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...Array.from({ length: 11 }, (_, score) => String(score)),
      'none',
    ]);
    expect(screen.getByRole('radio', { name: '0 (not at all likely)' })).toBeTruthy();
    expect(screen.getByText(/press 0 to 9 to choose a score, T for 10/)).toBeTruthy();
    // 0 is a score here, not "Prefer not to say".
    fireEvent.keyDown(window, { key: '0' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '0 (not at all likely)' }).checked).toBe(true);
    fireEvent.keyDown(window, { key: 't' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '10 (extremely likely)' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Prefer not to say' }).checked).toBe(true);
    // A score of 0 is sent as 0, never taken for "no answer".
    fireEvent.keyDown(window, { key: '0' });
    fireEvent.click(screen.getByRole<HTMLButtonElement>('button', { name: /Complete/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(api.callsTo('POST', completePath).map((call) => call.body)).toEqual([{ answers: { 'q-enps': 0 } }]);
  });
});
