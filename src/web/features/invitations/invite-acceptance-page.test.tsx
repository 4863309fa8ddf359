// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '#domain/api/accounts.ts';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';
import { InviteAcceptancePage, RegisterEmployeePage } from './invite-acceptance-page.tsx';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const routes = [
  { path: '/invite/:token', element: <InviteAcceptancePage /> },
  { path: '/register-employee', element: <RegisterEmployeePage /> },
];
const invalidToken = () => apiError(400, 'invalid_token', 'Invalid invitation: This invitation link is invalid or has expired.');
const lookup =
  (status: string, names: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null }) =>
  () =>
    json(200, { email: 'grace@example.org', ...names, role: 'manager', organisationName: 'Analytical Engines Ltd', status });

describe('the invitation page', () => {
  it('shows a loading state while the invitation is looked up', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/invitations/lookup': () => new Promise<Response>(() => {}),
    });
    renderWithApp(routes, { path: `/invite/${token}` });
    expect((await screen.findByText('Loading your invitation…')).closest('[role="status"]')).not.toBeNull();
  });

  it('says an unknown link is invalid, with a way home (and to sign in from /register-employee)', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/invitations/lookup': invalidToken });
    renderWithApp(routes, { path: `/invite/${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeTruthy();
    expect(screen.getByText('This invitation link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(api.callsTo('POST', '/api/invitations/lookup').map((call) => call.body)).toEqual([{ token }]);
    cleanup();

    renderWithApp(routes, { path: `/register-employee?token=${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('treats revoked and expired invitations, and a missing token, as invalid', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/invitations/lookup': lookup('revoked') });
    renderWithApp(routes, { path: `/invite/${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeTruthy();
    cleanup();
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register-employee' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations/lookup')).toEqual([]);
  });

  it('says an accepted invitation was already used, with a Sign In button', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/invitations/lookup': lookup('accepted') });
    renderWithApp(routes, { path: `/invite/${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Already Used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('checks the form, creates the account, refreshes the session and goes to consent', async () => {
    let session: SessionResponse = signedOut;
    const api = stubApi({
      'GET /api/session': () => json(200, session),
      'POST /api/invitations/lookup': lookup('pending'),
      'POST /api/invitations/accept': () => {
        session = signedIn({ email: 'grace@example.org', firstName: 'Grace', role: 'manager' });
        return json(200, session);
      },
    });
    const app = renderWithApp(routes, { path: `/invite/${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Analytical Engines Ltd' })).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('grace@example.org');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Manager')).toBeTruthy();

    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Hopper' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cobol1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'cobol2' } });
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Zq7!pwX' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Zq7!pwX' } });
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.callsTo('POST', '/api/invitations/accept')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cobol-rules-59' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'cobol-rules-59' } });
    submit();
    await waitFor(() => expect(app.location()).toBe('/consent'));
    expect(api.callsTo('POST', '/api/invitations/accept').map((call) => call.body)).toEqual([
      { token, firstName: 'Grace', lastName: 'Hopper', password: 'cobol-rules-59', confirmPassword: 'cobol-rules-59' },
    ]);
    expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(1);
  });

  it('starts with the names given at invitation, and shows the already-used state when someone used the link meanwhile', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/invitations/lookup': lookup('pending', { firstName: 'Grace', lastName: 'Hopper' }),
      'POST /api/invitations/accept': () => apiError(409, 'conflict', 'Invitation Already Used'),
    });
    renderWithApp(routes, { path: `/invite/${token}` });
    await screen.findByRole('heading', { level: 1, name: 'Join Analytical Engines Ltd' });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Hopper');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cobol-rules-59' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'cobol-rules-59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Already Used' })).toBeTruthy();
  });

  it('offers signing in with the organisation when it requires single sign-on, asking discovery for the invited address', async () => {
    const asked: (string | null)[] = [];
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/invitations/lookup': lookup('pending', { firstName: 'Grace', lastName: 'Hopper' }),
      'POST /api/invitations/accept': () =>
        apiError(403, 'sso_required', "Your organisation requires you to sign in with your organisation's single sign-on."),
      'GET /api/sso/discover': (_body: unknown, query: URLSearchParams) => {
        asked.push(query.get('email'));
        return json(200, { sso: false, required: false, startUrl: null });
      },
    });
    renderWithApp(routes, { path: `/invite/${token}` });
    await screen.findByRole('heading', { level: 1, name: 'Join Analytical Engines Ltd' });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'cobol-rules-59' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'cobol-rules-59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with your organisation' }));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(await screen.findByText('Single sign-on is not set up for this organisation.')).toBeTruthy();
    expect(asked).toEqual(['grace@example.org']);
  });
});
