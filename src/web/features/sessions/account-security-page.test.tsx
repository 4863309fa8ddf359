// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '#domain/api/sessions.ts';
import { apiError, json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi } from '#web/test-support.tsx';
import { AccountSecurityPage } from './account-security-page.tsx';

const here: AccountSession = {
  id: '4f1d2c3b-5a6e-4f70-8a91-b2c3d4e5f607',
  createdAt: '2026-11-23T09:00:00.000Z',
  lastSeenAt: '2026-11-23T10:30:00.000Z',
  device: 'Firefox on Windows',
  current: true,
};
const phone: AccountSession = { ...here, id: '5a2e3d4c-6b7f-4a81-9ba2-c3d4e5f60718', device: 'Safari on iOS', current: false };
const laptop: AccountSession = { ...here, id: '6b3f4e5d-7c80-4b92-8cb3-d4e5f6071829', device: 'Chrome on Linux', current: false };

const routes = [{ path: '/account', element: <AccountSecurityPage /> }];

async function openPage(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn()),
    'GET /api/account/assessment-emails': () => json(200, { subscribed: true }),
    ...handlers,
  });
  renderWithApp(routes, { path: '/account' });
  await screen.findByRole('heading', { level: 1, name: 'Account security' });
  return api;
}

function fillPasswordForm(current: string, next: string, confirmation = next) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the account security page', () => {
  it('changes the password, says that the other sessions were signed out, and empties the form', async () => {
    const api = await openPage({
      'GET /api/account/sessions': () => json(200, { sessions: [here, phone] }),
      'POST /api/account/password': () => json(200, { changed: true, otherSessionsEnded: 1 }),
    });
    fillPasswordForm('correct horse battery', 'lantern orchard velvet');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Your other session was signed out. You stay signed in here.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/account/password').map((call) => call.body)).toEqual([
      { currentPassword: 'correct horse battery', newPassword: 'lantern orchard velvet', confirmPassword: 'lantern orchard velvet' },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(''));
    // The session (rotated) and the list of sessions are read again.
    await waitFor(() => expect(api.callsTo('GET', '/api/account/sessions').length).toBe(2));
    expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal on the field it concerns, and a mismatch before sending anything", async () => {
    const api = await openPage({
      'GET /api/account/sessions': () => json(200, { sessions: [here] }),
      'POST /api/account/password': () =>
        apiError(400, 'validation_failed', 'Your current password is not correct.', [
          { path: 'currentPassword', message: 'Your current password is not correct.' },
        ]),
    });
    fillPasswordForm('correct horse battery', 'lantern orchard velvet', 'something else');
    // In the toast and beside the confirmation.
    expect(await screen.findAllByText('Passwords do not match. Please try again.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Confirm new password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/account/password')).toEqual([]);

    fillPasswordForm('not my password', 'lantern orchard velvet');
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the sessions with this one marked, signs out one and then all others', async () => {
    let sessions = [here, phone, laptop];
    const api = await openPage({
      'GET /api/account/sessions': () => json(200, { sessions }),
      [`DELETE /api/account/sessions/${phone.id}`]: () => {
        sessions = [here, laptop];
        return json(200, { ended: 1 });
      },
      'DELETE /api/account/sessions': () => {
        sessions = [here];
        return json(200, { ended: 1 });
      },
    });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split('Signed in')[0])).toEqual([
      'Firefox on Windows(this session)',
      'Safari on iOS',
      'Chrome on Linux',
    ]);
    // This session is ended by signing out, not from here.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Session signed out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Other sessions signed out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chrome on Linux')).toBeNull());
    expect((screen.getByRole('button', { name: 'Sign out all other sessions' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('DELETE', '/api/account/sessions')).toHaveLength(1);
  });

  it('links to two-step sign-in', async () => {
    await openPage({ 'GET /api/account/sessions': () => json(200, { sessions: [here] }) });
    expect(screen.getByRole('link', { name: 'Two-step sign-in' }).getAttribute('href')).toBe('/account/two-step-sign-in');
  });

  it('turns e-mails about assessments off and back on, and says so when a change fails', async () => {
    let subscribed = false;
    const api = await openPage({
      'GET /api/account/sessions': () => json(200, { sessions: [here] }),
      'GET /api/account/assessment-emails': () => json(200, { subscribed }),
      'PUT /api/account/assessment-emails': (body) => {
        subscribed = (body as { subscribed: boolean }).subscribed;
        return json(200, { subscribed });
      },
    });
    const choice = (await screen.findByRole('checkbox', { name: /E-mail me when an assessment opens/ })) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    fireEvent.click(choice);
    await waitFor(() => expect(choice.checked).toBe(true));
    fireEvent.click(choice);
    await waitFor(() => expect(choice.checked).toBe(false));
    expect(api.callsTo('PUT', '/api/account/assessment-emails').map((call) => call.body)).toEqual([
      { subscribed: true },
      { subscribed: false },
    ]);
  });

  it('shows no e-mail choice to someone of no organisation', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedInWithoutOrganisation()),
      'GET /api/account/sessions': () => json(200, { sessions: [here] }),
    });
    renderWithApp(routes, { path: '/account' });
    await screen.findByRole('heading', { level: 1, name: 'Account security' });
    await screen.findByText('Firefox on Windows');
    expect(screen.queryByText('E-mails about assessments')).toBeNull();
  });
});
