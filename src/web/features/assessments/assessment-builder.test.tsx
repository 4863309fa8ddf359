// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssessmentDraft } from '#domain/api/assessments-drafts.ts';
import { questionKindMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { assessmentBuilderMessages } from '#domain/messages/assessment-builder.ts';
import { alertText, apiError, json, renderWithApp, signedIn, stubApi, testOrganisation } from '#web/test-support.tsx';
import { assessmentRoutes } from './routes.tsx';
import { ASSESSMENT_ID, summary } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

const admin = () =>
  json(200, { ...signedIn({ consentedAt: '2025-03-01T09:00:00.000Z', role: 'organisation_admin' }), organisation: testOrganisation });
const routes = [...assessmentRoutes, { path: '/dashboard', element: <h1>Dashboard</h1> }];

function draftAnswer(body: unknown, status: 'draft' | 'open' = 'draft'): AssessmentDraft {
  const request = body as {
    title: string;
    category: string;
    description: string;
    durationMinutes: number;
    questions: { id?: string; text: string; kind: string; required: boolean; domain: { key: string; label: string }; options?: string[] }[];
  };
  return {
    assessment: summary({
      status,
      questionSetId: null,
      title: request.title,
      category: request.category,
      description: request.description,
      questionCount: request.questions.length,
    }),
    durationMinutes: request.durationMinutes,
    questions: request.questions.map((question, index) => {
      const base = {
        id: question.id ?? `q-${index + 1}`,
        text: question.text,
        domain: question.domain.key,
        domainLabel: question.domain.label,
        order: index + 1,
        required: question.required,
      };
      return question.kind === 'single-choice'
        ? { ...base, kind: 'single-choice' as const, options: question.options ?? [] }
        : { ...base, kind: question.kind as 'agreement' | 'comment' };
    }),
  };
}

const textOf = (position: number) => screen.getByRole('textbox', { name: `Question ${position} Text` });
const questionTexts = () =>
  screen.getAllByRole('textbox', { name: /^Question \d+ Text/ }).map((input) => (input as HTMLTextAreaElement).value);

async function blankBuilder(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/session': admin, ...handlers });
  const app = renderWithApp(routes, { path: '/create-assessment' });
  fireEvent.click(await screen.findByRole('button', { name: 'Build your own assessment' }, { timeout: 5000 }));
  await screen.findByRole('heading', { level: 2, name: 'Questions' });
  return { api, app };
}

function addQuestion(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
  const texts = screen.getAllByRole('textbox', { name: /^Question \d+ Text/ });
  fireEvent.change(texts[texts.length - 1] as HTMLElement, { target: { value: text } });
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Wellbeing pulse' } });
  fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'soft_skills' } });
}

describe('the assessment builder at /create-assessment', () => {
  it('keeps Save and Open disabled with no questions, and says why', async () => {
    await blankBuilder();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save as draft' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Open assessment' }).disabled).toBe(true);
    expect(screen.getAllByText(i18n._(assessmentBuilderMessages.noQuestions), { exact: false }).length).toBeGreaterThan(0);
    addQuestion('My workload is manageable.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save as draft' }).disabled).toBe(false);
  });

  it("shows the schema's messages beside the fields, sends nothing, and takes focus to the first field to fix", async () => {
    const { api } = await blankBuilder();
    fireEvent.change(screen.getByLabelText(/^Expected duration/), { target: { value: '500' } });
    addQuestion('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Question 2 Kind' }), { target: { value: 'single-choice' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Question 2 Domain' }), { target: { value: ' ' } });
    expect(screen.getAllByRole('textbox', { name: /^Question 2 Option/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText(i18n._(questionKindMessages.categoryInvalid))).toBeTruthy();
    expect(screen.getByText(i18n._(questionKindMessages.durationOutOfRange(5, 180)))).toBeTruthy();
    expect(screen.getAllByText(i18n._(questionKindMessages.questionTextRequired))).toHaveLength(2);
    expect(screen.getByText(i18n._(assessmentBuilderMessages.domainRequired))).toBeTruthy();
    expect(screen.getAllByText(i18n._(questionKindMessages.optionRequired))).toHaveLength(4);
    expect(alertText()).toContain(i18n._(assessmentBuilderMessages.checkFields(10)));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));
    expect(api.callsTo('POST', '/api/assessments/drafts')).toEqual([]);
  });

  it('reorders by keyboard with Move buttons and Alt+arrow keys, announces each move, keeps focus, and saves in the new order', async () => {
    // The saved draft, as the server gives it back when the page, now at its address, reads it again.
    let saved: AssessmentDraft | undefined;
    const { api, app } = await blankBuilder({
      'POST /api/assessments/drafts': (body) => json(201, (saved = draftAnswer(body))),
      [`GET /api/assessments/${ASSESSMENT_ID}/draft`]: () => json(200, saved),
    });
    fillDetails();
    for (const text of ['First', 'Second', 'Third']) addQuestion(text);

    const moveUp = screen.getByRole('button', { name: 'Move question 3 up' });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(questionTexts()).toEqual(['First', 'Third', 'Second']);
    expect(screen.getByText(i18n._(assessmentBuilderMessages.moved(2, 3, 'Third'))).getAttribute('role')).toBe('status');
    // Focus follows the moved question's button, now named after its new place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 2 up' }));

    textOf(2).focus();
    fireEvent.keyDown(textOf(2), { key: 'ArrowUp', altKey: true });
    expect(questionTexts()).toEqual(['Third', 'First', 'Second']);
    expect(document.activeElement).toBe(textOf(1));
    fireEvent.keyDown(textOf(1), { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(textOf(2), { key: 'ArrowDown', altKey: true });
    expect(questionTexts()).toEqual(['First', 'Second', 'Third']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move question 3 down' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(app.location()).toBe(`/create-assessment?draft=${ASSESSMENT_ID}`));
    const [call] = api.callsTo('POST', '/api/assessments/drafts');
    expect((call?.body as { questions: { text: string; domain: unknown }[] }).questions.map((question) => question.text)).toEqual([
      'Second',
      'First',
      'Third',
    ]);
    expect((call?.body as { questions: { domain: unknown }[] }).questions[0]?.domain).toEqual({ key: 'general', label: 'General' });
    expect(await screen.findByText(i18n._(assessmentBuilderMessages.savedTitle))).toBeTruthy();
    expect(questionTexts()).toEqual(['Second', 'First', 'Third']);
  });

  it("says 'Failed to create assessment' with the server's reason, shows its field issues, and keeps everything typed", async () => {
    await blankBuilder({
      'POST /api/assessments/drafts': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
          { path: 'questions.1.text', message: 'Question text must be at most 500 characters' },
        ]),
    });
    fillDetails();
    addQuestion('Kept one');
    addQuestion('Kept two');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.createFailedTitle))).toBeTruthy();
    expect(screen.getAllByText('Some fields are missing or invalid.').length).toBeGreaterThan(0);
    expect(screen.getByText('Question text must be at most 500 characters').closest('li')).toBe(textOf(2).closest('li'));
    expect(questionTexts()).toEqual(['Kept one', 'Kept two']);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Wellbeing pulse');
  });

  it('edits a saved draft with PUT, keeping question ids, then opens it after asking', async () => {
    const saved = draftAnswer({
      title: 'Pulse',
      category: 'technical',
      description: '',
      durationMinutes: 12,
      questions: [{ id: 'q-a', text: 'Tools work.', kind: 'agreement', required: true, domain: { key: 'tools', label: 'Tools' } }],
    });
    const api = stubApi({
      'GET /api/session': admin,
      [`GET /api/assessments/${ASSESSMENT_ID}/draft`]: () => json(200, saved),
      [`PUT /api/assessments/${ASSESSMENT_ID}/draft`]: (body) => json(200, draftAnswer(body)),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/status`]: () => json(200, summary({ title: 'Pulse', questionSetId: null })),
    });
    const app = renderWithApp(routes, { path: `/create-assessment?draft=${ASSESSMENT_ID}` });
    expect(await screen.findByDisplayValue('Tools work.')).toBeTruthy();
    expect((screen.getByLabelText(/^Expected duration/) as HTMLInputElement).value).toBe('12');
    addQuestion('Builds are fast.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Question 2 Kind' }), { target: { value: 'comment' } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Question 2 must be answered' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Open assessment' }));
    const dialog = await screen.findByRole('dialog', { name: i18n._(assessmentBuilderMessages.openConfirmTitle) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open assessment' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const [put] = api.callsTo('PUT', `/api/assessments/${ASSESSMENT_ID}/draft`);
    expect(put?.body).toMatchObject({
      title: 'Pulse',
      durationMinutes: 12,
      questions: [
        { id: 'q-a', domain: { key: 'tools', label: 'Tools' } },
        { text: 'Builds are fast.', kind: 'comment', required: false, domain: { key: 'tools', label: 'Tools' } },
      ],
    });
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/status`).map((call) => call.body)).toEqual([{ status: 'open' }]);
    expect(await screen.findByText(i18n._(assessmentBuilderMessages.openedTitle))).toBeTruthy();
  });

  it('schedules a saved draft at an open date with a close date, as a built-in set can be', async () => {
    const saved = draftAnswer({
      title: 'Pulse',
      category: 'technical',
      description: '',
      durationMinutes: 12,
      questions: [{ id: 'q-a', text: 'Tools work.', kind: 'agreement', required: true, domain: { key: 'tools', label: 'Tools' } }],
    });
    const opensAt = new Date('2030-06-02T09:30').toISOString();
    const closesAt = new Date('2030-06-16T17:00').toISOString();
    const api = stubApi({
      'GET /api/session': admin,
      [`GET /api/assessments/${ASSESSMENT_ID}/draft`]: () => json(200, saved),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/open-date`]: () =>
        json(200, summary({ title: 'Pulse', questionSetId: null, status: 'scheduled', opensAt })),
      [`PATCH /api/assessments/${ASSESSMENT_ID}/close-date`]: () =>
        json(200, summary({ title: 'Pulse', questionSetId: null, status: 'scheduled', opensAt, closesAt })),
    });
    const app = renderWithApp(routes, { path: `/create-assessment?draft=${ASSESSMENT_ID}` });
    expect(await screen.findByDisplayValue('Tools work.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open assessment' }));
    const dialog = await screen.findByRole('dialog', { name: i18n._(assessmentBuilderMessages.openConfirmTitle) });
    // A close date before the open date is refused in the dialog, as on the built-in form.
    fireEvent.change(within(dialog).getByLabelText(/^Open date/), { target: { value: '2030-06-02T09:30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Close date/), { target: { value: '2030-06-01T17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule assessment' }));
    expect(await within(dialog).findByText(i18n._(assessmentAdministrationMessages.closeDateBeforeOpenDate))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Close date/), { target: { value: '2030-06-16T17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule assessment' }));

    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/open-date`).map((call) => call.body)).toEqual([{ opensAt }]);
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/close-date`).map((call) => call.body)).toEqual([{ closesAt }]);
    expect(api.callsTo('PATCH', `/api/assessments/${ASSESSMENT_ID}/status`)).toHaveLength(0);
    expect(await screen.findByText(i18n._(assessmentAdministrationMessages.scheduledTitle))).toBeTruthy();
  });

  it('shows an opened assessment read-only, with a new wave that copies its questions', async () => {
    const opened = draftAnswer(
      {
        title: 'Pulse',
        category: 'technical',
        description: '',
        durationMinutes: 12,
        questions: [{ id: 'q-a', text: 'Tools work.', kind: 'agreement', required: true, domain: { key: 'tools', label: 'Tools' } }],
      },
      'open',
    );
    stubApi({ 'GET /api/session': admin, [`GET /api/assessments/${ASSESSMENT_ID}/draft`]: () => json(200, opened) });
    const app = renderWithApp(routes, { path: `/create-assessment?draft=${ASSESSMENT_ID}` });
    expect(await screen.findByText(i18n._(questionKindMessages.notADraft))).toBeTruthy();
    expect(screen.getByText('Tools work.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Start a new wave' }));
    expect(await screen.findByDisplayValue('Tools work.')).toBeTruthy();
    expect(app.location()).toBe(`/create-assessment?nextWaveOf=${ASSESSMENT_ID}`);
  });

  it("copies a built-in set's statements to change, and previews them as a respondent sees them", async () => {
    stubApi({ 'GET /api/session': admin });
    renderWithApp(routes, { path: '/create-assessment' });
    fireEvent.change(await screen.findByLabelText('Start from'), { target: { value: 'default-assessment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Build your own assessment' }));
    await waitFor(() => expect(questionTexts()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Question 1 Domain' })).toHaveProperty('value', 'Alignment');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Strongly Agree' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Prefer not to say' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(questionTexts()).toHaveLength(5);
  });
});
