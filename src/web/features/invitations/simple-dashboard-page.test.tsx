// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { SimpleDashboardPage } from './simple-dashboard-page.tsx';
import { invitation } from './test-invitation.ts';

function open() {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/invitations': () =>
      json(200, {
        invitations: [
          invitation({}),
          invitation({ id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602', email: 'gone@example.org', status: 'revoked' }),
        ],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
    'POST /api/invitations': (body) => {
      const email = (body as { invitations: { email: string }[] }).invitations[0]?.email ?? '';
      return email === 'member@example.org'
        ? json(200, { sent: 0, results: [{ line: 1, email, outcome: 'already_member', message: 'Already a member of your organisation' }] })
        : json(200, { sent: 1, results: [{ line: 1, email, outcome: 'invited', message: 'Invitation sent' }] });
    },
  });
  renderWithApp([{ path: '/simple-dashboard', element: <SimpleDashboardPage /> }], { path: '/simple-dashboard' });
  return api;
}

const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

describe('the alpha dashboard', () => {
  it('invites one team member as an employee or a manager, and empties the address once sent', async () => {
    const api = open();
    await screen.findByRole('button', { name: 'Send Invitation' });
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(Array.from(role.options).map((option) => option.text)).toEqual(['Employee', 'Manager']);

    fireEvent.change(emailField(), { target: { value: ' Sam@Example.org ' } });
    fireEvent.change(role, { target: { value: 'manager' } });
    send();
    expect(await screen.findByText('Invitation Sent')).toBeTruthy();
    expect(screen.getByText('An invitation has been sent to sam@example.org.')).toBeTruthy();
    await waitFor(() => expect(emailField().value).toBe(''));
    expect(api.callsTo('POST', '/api/invitations').map((call) => call.body)).toEqual([
      { invitations: [{ email: 'sam@example.org', role: 'manager' }] },
    ]);
  });

  it('ignores an empty address, says beside the field when it is invalid, and keeps an address that was not sent', async () => {
    const api = open();
    await screen.findByRole('button', { name: 'Send Invitation' });
    send();
    fireEvent.change(emailField(), { target: { value: 'not-an-address' } });
    send();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/invitations')).toEqual([]);

    fireEvent.change(emailField(), { target: { value: 'member@example.org' } });
    send();
    expect(await screen.findByText('Invitation not sent')).toBeTruthy();
    expect(screen.getByText('member@example.org: Already a member of your organisation')).toBeTruthy();
    expect(emailField().value).toBe('member@example.org');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('lists the invitations still of interest, leaving out removed ones', async () => {
    open();
    const card = (await screen.findByText('pending@example.org')).closest('ul') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Resend invitation to pending@example.org' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove invitation to pending@example.org' })).toBeTruthy();
    expect(screen.queryByText('gone@example.org')).toBeNull();
  });
});
