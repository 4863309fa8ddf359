// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { RegisterPage } from './register-page.tsx';
import { apiError, json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';
import { i18n } from '@lingui/core';

const routes = [{ path: '/register', element: <RegisterPage /> }];

async function fillIn(values: { password: string; confirmPassword: string; email?: string }) {
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Grace' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Hopper' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: values.email ?? 'grace@example.org' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: values.confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The texts that describe a control: its hint and error. */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('the register page', () => {
  it('reports a password mismatch before its length, and sends nothing', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register' });
    await fillIn({ password: 'abc', confirmPassword: 'abd' });

    expect(await screen.findByText('Password mismatch')).toBeTruthy();
    // In the toast and beside the confirmation.
    expect(screen.getAllByText('Passwords do not match. Please try again.')).toHaveLength(2);
    expect(describedBy(screen.getByLabelText(/^Confirm password/))).toContain('Passwords do not match. Please try again.');
    expect(screen.queryByText('Password too short')).toBeNull();
    expect(api.callsTo('POST', '/api/accounts')).toEqual([]);
  });

  it("refuses a common password beside the field, in the server's words, and sends nothing", async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register' });
    await fillIn({ password: 'password1', confirmPassword: 'password1' });

    await waitFor(() =>
      expect(describedBy(screen.getByLabelText(/^Password/))).toContain('This password is too common. Please choose a less guessable one.'),
    );
    expect(api.callsTo('POST', '/api/accounts')).toEqual([]);
  });

  it('reports a password shorter than 8 characters, and sends nothing', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register' });
    await fillIn({ password: 'Zq7!pwX', confirmPassword: 'Zq7!pwX' });

    expect(await screen.findByText('Password too short')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 8 characters long.')).toHaveLength(2);
    expect(describedBy(screen.getByLabelText(/^Password/))).toContain('Password must be at least 8 characters long.');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/accounts')).toEqual([]);
  });

  it('registers, then asks to verify the email on the login page', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/accounts': () => json(201, { email: 'grace@example.org', verificationRequired: true }),
    });
    const app = renderWithApp(routes, { path: '/register' });
    await fillIn({ password: 'a-long-passphrase', confirmPassword: 'a-long-passphrase' });

    expect(await screen.findByText(i18n._(authMessages.registrationSuccessTitle))).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/login?registered=1'));
    expect(api.callsTo('POST', '/api/accounts').map((call) => call.body)).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        password: 'a-long-passphrase',
        confirmPassword: 'a-long-passphrase',
      },
    ]);
  });

  it("shows the server's message and field issues when registration fails", async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/accounts': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
          { path: 'password', message: 'This password is too common. Please choose a less guessable one.' },
        ]),
    });
    renderWithApp(routes, { path: '/register' });
    // A password the browser accepts: the issue is the server's.
    await fillIn({ password: 'a-long-passphrase', confirmPassword: 'a-long-passphrase' });

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Some fields are missing or invalid.')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password)).toContain('This password is too common. Please choose a less guessable one.');
  });

  it('reports a taken email address', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/accounts': () => apiError(409, 'conflict', i18n._(authMessages.emailTaken)),
    });
    renderWithApp(routes, { path: '/register' });
    await fillIn({ password: 'a-long-passphrase', confirmPassword: 'a-long-passphrase' });
    expect(await screen.findByText(i18n._(authMessages.emailTaken))).toBeTruthy();
  });

  it('shows and hides the password with a toggle button', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    const password = screen.getByLabelText(/^Password/);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.getAttribute('type')).toBe('text');
  });
});
