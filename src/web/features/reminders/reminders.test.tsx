// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemindersResponse } from '#domain/api/reminders.ts';
import { reminderMessages } from '#domain/messages.ts';
import { apiError, json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';
import { AssessmentReminders, type AssessmentRemindersProps } from './assessment-reminders.tsx';
import { remindersRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

const ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const URL = `/api/assessments/${ID}/reminders`;
const assessment: AssessmentRemindersProps['assessment'] = { id: ID, title: 'Culture Change Readiness', status: 'open', closesAt: null };
const view = (overrides: Partial<RemindersResponse> = {}): RemindersResponse => ({
  schedule: { daysAfterOpening: [], dayBeforeClose: false },
  sent: [],
  sending: false,
  ...overrides,
});

function renderReminders(props = assessment) {
  const app = renderWithApp([{ path: '/dashboard', element: <AssessmentReminders assessment={props} /> }], { path: '/dashboard' });
  fireEvent.click(screen.getByRole('button', { name: 'Reminders' }));
  return app;
}

/** The Reminders part once its data has arrived. */
async function loadedPart() {
  const part = await screen.findByRole('region', { name: 'Reminders for Culture Change Readiness' });
  await within(part).findByRole('button', { name: 'Save reminders for Culture Change Readiness' });
  return part;
}

describe('AssessmentReminders', () => {
  it('loads only when opened, says nobody will see who gets them, and saves the chosen days', async () => {
    let saved = view();
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      [`GET ${URL}`]: () => json(200, saved),
      [`PUT ${URL}`]: (body) => {
        saved = view({ schedule: body as RemindersResponse['schedule'] });
        return json(200, saved);
      },
    });
    renderWithApp([{ path: '/dashboard', element: <AssessmentReminders assessment={assessment} /> }], { path: '/dashboard' });
    const toggle = screen.getByRole('button', { name: 'Reminders' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.callsTo('GET', URL)).toEqual([]);
    fireEvent.click(toggle);
    const part = await loadedPart();
    expect(part.textContent).toContain('Reminders go only to people who have not completed. You will not see who they are.');
    expect(within(part).getByText('No reminders sent yet.')).toBeTruthy();
    // Without a close date there is no day before closing.
    expect(within(part).getByRole<HTMLInputElement>('checkbox', { name: '1 day before closing' }).disabled).toBe(true);

    fireEvent.click(within(part).getByRole('checkbox', { name: '7 days after opening' }));
    fireEvent.click(within(part).getByRole('checkbox', { name: '3 days after opening' }));
    fireEvent.click(within(part).getByRole('button', { name: 'Save reminders for Culture Change Readiness' }));
    expect(await screen.findByText(i18n._(reminderMessages.scheduleSavedTitle))).toBeTruthy();
    expect(api.callsTo('PUT', URL).map((call) => call.body)).toEqual([{ daysAfterOpening: [3, 7], dayBeforeClose: false }]);
    await waitFor(() => expect(within(part).getByRole<HTMLInputElement>('checkbox', { name: '3 days after opening' }).checked).toBe(true));
  });

  it('offers the day before closing when there is a close date, and shows the server refusal', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      [`GET ${URL}`]: () => json(200, view()),
      [`PUT ${URL}`]: () => apiError(409, 'conflict', i18n._(reminderMessages.closed)),
    });
    renderReminders({ ...assessment, closesAt: '2031-04-01T17:00:00.000Z' });
    const part = await loadedPart();
    fireEvent.click(within(part).getByRole('checkbox', { name: '1 day before closing' }));
    fireEvent.click(within(part).getByRole('button', { name: 'Save reminders for Culture Change Readiness' }));
    expect(await screen.findByText(i18n._(reminderMessages.scheduleFailedTitle))).toBeTruthy();
    expect(screen.getByText(i18n._(reminderMessages.closed))).toBeTruthy();
  });

  it('asks before sending a reminder now, then shows it on its way and the sent ones by date and time only', async () => {
    let current = view({ sent: [{ sentAt: '2031-03-06T09:30:00.000Z', trigger: 'schedule' }] });
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      [`GET ${URL}`]: () => json(200, current),
      [`POST ${URL}`]: () => {
        current = { ...current, sending: true };
        return json(202, current);
      },
    });
    renderReminders();
    const part = await loadedPart();
    const sent = within(part).getByRole('list', { name: 'Reminders sent for Culture Change Readiness' });
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2031-03-06T09:30:00.000Z'),
    );
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expected]);

    fireEvent.click(within(part).getByRole('button', { name: 'Send a reminder now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder now?' });
    expect(dialog.textContent).toContain('Everyone who has not completed "Culture Change Readiness" gets a reminder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', URL)).toEqual([]);

    fireEvent.click(within(part).getByRole('button', { name: 'Send a reminder now' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send a reminder now?' })).getByRole('button', { name: 'Send reminder' }),
    );
    expect(await screen.findByText(i18n._(reminderMessages.sendNowTitle))).toBeTruthy();
    expect(api.callsTo('POST', URL)).toHaveLength(1);
    expect(await within(part).findByText('A reminder is on its way.')).toBeTruthy();
    expect(within(part).getByRole<HTMLButtonElement>('button', { name: 'Send a reminder now' }).disabled).toBe(true);
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/unsubscribe': (_body, query) =>
        query.get('token') === 'the-token' ? json(200, { unsubscribed: true }) : apiError(400, 'invalid_token', 'wrong'),
    });
    renderWithApp(remindersRoutes, { path: '/unsubscribe?token=the-token' });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByRole('heading', { name: 'Stop e-mails about assessments?' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/unsubscribe')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: i18n._(reminderMessages.unsubscribedTitle) })).toBeTruthy();
    expect(screen.getByText(i18n._(reminderMessages.unsubscribedText))).toBeTruthy();
  });

  it("shows the server's refusal of a bad link, and says a link without a token is not valid", async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/unsubscribe': () => apiError(400, 'invalid_token', i18n._(reminderMessages.unsubscribeLinkInvalid)),
    });
    const app = renderWithApp(remindersRoutes, { path: '/unsubscribe?token=forged' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(i18n._(reminderMessages.unsubscribeLinkInvalid))).toBeTruthy();
    app.unmount();

    renderWithApp(remindersRoutes, { path: '/unsubscribe' });
    expect(await screen.findByText(i18n._(reminderMessages.unsubscribeLinkInvalid))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
