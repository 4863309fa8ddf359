// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Passkey } from '#domain/api/passkeys.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { AccountSecurityPage } from './account-security-page.tsx';

const laptop: Passkey = {
  id: '7c4a5f6e-8d91-4ca3-9dc4-e5f607182930',
  name: 'Laptop',
  createdAt: '2026-11-23T09:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
};

async function openPage(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn()),
    'GET /api/account/assessment-emails': () => json(200, { subscribed: true }),
    'GET /api/account/sessions': () => json(200, { sessions: [] }),
    'GET /api/passkeys': () => json(200, { passkeys: [laptop] }),
    ...handlers,
  });
  renderWithApp([{ path: '/account', element: <AccountSecurityPage /> }], { path: '/account' });
  await screen.findByRole('button', { name: 'Remove Laptop' });
  return api;
}

describe('passkeys on /account', () => {
  it('asks who it is when the server wants a fresh confirmation, then removes the passkey', async () => {
    let confirmed = false;
    const api = await openPage({
      'DELETE /api/passkeys/7c4a5f6e-8d91-4ca3-9dc4-e5f607182930': () =>
        confirmed ? json(200, { passkeys: [] }) : apiError(403, 'confirmation_required', 'Please confirm it is you first.'),
      'POST /api/passkeys/confirmation/password': () => {
        confirmed = true;
        return json(200, { confirmedUntil: '2026-11-23T09:05:00.000Z' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    expect(await screen.findByText('Confirm it is you first: your password, or one of your passkeys.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passkey removed')).toBeTruthy();
    expect(api.callsTo('POST', '/api/passkeys/confirmation/password').map((call) => call.body)).toEqual([
      { password: 'correct horse battery' },
    ]);
    await waitFor(() => expect(api.callsTo('DELETE', `/api/passkeys/${laptop.id}`).length).toBe(2));
  });

  it('renews the recovery codes of someone with a passkey and shows them once', async () => {
    await openPage({ 'POST /api/passkeys/recovery-codes': () => json(200, { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }) });
    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getByText('cccc-dddd')).toBeTruthy();
  });
});
