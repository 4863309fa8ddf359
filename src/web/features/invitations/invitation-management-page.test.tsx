// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { InvitationManagementPage } from './invitation-management-page.tsx';
import { InviteEmployeePage } from './invite-employee-page.tsx';
import { invitation } from './test-invitation.ts';

const past = new Date(Date.now() - 86_400_000).toISOString();

const history = [
  invitation({}),
  invitation({ id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602', email: 'late@example.org', status: 'expired', expiresAt: past }),
  invitation({
    id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f603',
    email: 'joined@example.org',
    role: 'manager',
    status: 'accepted',
    acceptedAt: '2026-03-06T09:30:00.000Z',
  }),
  invitation({
    id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f604',
    email: 'bounced@example.org',
    delivery: 'failed',
    deliveryError: 'Mailbox unavailable',
  }),
];

function open(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/invitations': () => json(200, { invitations: history, total: history.length, page: 1, pageSize: 25 }),
    ...handlers,
  });
  const app = renderWithApp([{ path: '/invitation-management', element: <InvitationManagementPage /> }], {
    path: '/invitation-management',
  });
  return { api, app };
}

describe('invitation management', () => {
  it('sends the bulk text with the default role and shows the result of each line', async () => {
    const { api } = open({
      'POST /api/invitations': () =>
        json(200, {
          sent: 1,
          results: [
            { line: 1, email: 'alex@example.org', outcome: 'invited', message: 'Invitation sent' },
            { line: 3, email: 'not-an-address', outcome: 'invalid', message: 'Not a valid email address' },
            { line: 4, email: 'joined@example.org', outcome: 'already_member', message: 'Already a member of your organisation' },
          ],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Invitation Management' });
    const text = 'alex@example.org\n\nnot-an-address\njoined@example.org';
    fireEvent.change(screen.getByLabelText(/^Default role/), { target: { value: 'manager' } });
    fireEvent.change(screen.getByLabelText(/^Email addresses/), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitations' }));

    const report = await screen.findByRole('table', { name: 'Results of the last send' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'alex@example.org', 'Invited', 'Invitation sent'],
      ['3', 'not-an-address', 'Invalid', 'Not a valid email address'],
      ['4', 'joined@example.org', 'Already a member', 'Already a member of your organisation'],
    ]);
    expect(report.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Invitations sent!')).toBeTruthy();
    expect(screen.getByText('Successfully sent 1 invitation.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations').map((call) => call.body)).toEqual([{ text, role: 'manager' }]);
    // The list still needs correcting (line 3), so it stays as typed.
    expect((screen.getByLabelText(/^Email addresses/) as HTMLTextAreaElement).value).toBe(text);
  });

  it('says no emails were provided without calling the server, and shows the server catalogue texts', async () => {
    const { api } = open({
      'POST /api/invitations': () =>
        apiError(400, 'validation_failed', 'No valid email addresses found', [
          { path: 'line 1', message: 'nope: Not a valid email address' },
        ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Invitation Management' });
    fireEvent.change(screen.getByLabelText(/^Email addresses/), { target: { value: ' \n  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('No emails provided')).toBeTruthy();
    expect(screen.getByText('Please enter at least one email address.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Email addresses/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('No valid email addresses found')).toBeTruthy();
    expect(screen.getByText('Failed to send invitations')).toBeTruthy();
    const report = await screen.findByRole('table', { name: 'Results of the last send' });
    expect(within(report).getByText('nope')).toBeTruthy();
  });

  it('refuses a list too long for one request beside the field, without calling the server', async () => {
    const { api } = open({});
    await screen.findByRole('heading', { level: 1, name: 'Invitation Management' });
    fireEvent.change(screen.getByLabelText(/^Email addresses/), { target: { value: 'a@example.org\n'.repeat(8000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('The list is too long: split it into smaller parts.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations')).toEqual([]);
  });

  it('lists the history with status, delivery, Expired and a total, and revokes after confirming', async () => {
    const { api } = open({
      'POST /api/invitations/3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601/revoke': () => json(200, { revoked: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Invitation Management' });
    const table = await screen.findByRole('table', { name: 'Invitation history' });
    expect(screen.getByText('Total: 4 invitations')).toBeTruthy();
    const rowOf = (email: string) => within(table).getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;

    expect(
      within(rowOf('late@example.org'))
        .getByRole('button', { name: /^Expired/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(rowOf('joined@example.org')).getByText('Accepted')).toBeTruthy();
    expect(within(rowOf('joined@example.org')).queryByRole('button')).toBeNull();
    expect(within(rowOf('bounced@example.org')).getByText('Mailbox unavailable')).toBeTruthy();
    expect(within(rowOf('pending@example.org')).getByText('5 Mar 2026, 14:07')).toBeTruthy();

    fireEvent.click(within(rowOf('pending@example.org')).getByRole('button', { name: 'Revoke invitation to pending@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(api.calls.filter((call) => call.path.endsWith('/revoke'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.endsWith('/revoke')).length).toBe(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/invitations').length).toBe(2));
  });
});

describe('the invitation history of a large organisation', () => {
  it('asks the server for each page, search and status, and says where the page is', async () => {
    const asked: string[] = [];
    open({
      'GET /api/invitations': (_body, query) => {
        asked.push(query.toString());
        const page = Number(query.get('page') ?? 1);
        return json(200, { invitations: history, total: 60, page, pageSize: 25 });
      },
    });
    await screen.findByRole('table', { name: 'Invitation history' });
    expect(screen.getByText('Showing 1–25 of 60')).toBeTruthy();
    expect(asked).toEqual(['pageSize=25']);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeTruthy();
    expect(asked.at(-1)).toBe('page=2&pageSize=25');

    // A new search or status starts again at the first page.
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'bounced' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'expired' } });
    await waitFor(() => expect(asked.at(-1)).toBe('search=bounced&status=expired&pageSize=25'));
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the invite-employee page', () => {
  it('tells someone who may not invite so and sends them to the dashboard', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'manager' })) });
    const app = renderWithApp([{ path: '/invite-employee', element: <InviteEmployeePage /> }], { path: '/invite-employee' });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to invite employees.")).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('invites one person with the chosen role', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'POST /api/invitations': () =>
        json(200, { sent: 1, results: [{ line: 1, email: 'grace@example.org', outcome: 'invited', message: 'Invitation sent' }] }),
    });
    renderWithApp([{ path: '/invite-employee', element: <InviteEmployeePage /> }], { path: '/invite-employee' });
    await screen.findByRole('heading', { level: 1, name: 'Invite Employees' });
    expect((screen.getByLabelText(/^Role/) as HTMLSelectElement).value).toBe('employee');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'Grace@Example.org' } });
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'organisation_admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeTruthy();
    expect(screen.getByText('An invitation has been sent to grace@example.org.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations').map((call) => call.body)).toEqual([
      { invitations: [{ email: 'grace@example.org', role: 'organisation_admin' }] },
    ]);
  });
});
