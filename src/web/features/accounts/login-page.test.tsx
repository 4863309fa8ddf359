// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages, ssoMessages } from '#domain/messages.ts';
import { LoginPage } from './login-page.tsx';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';
import { i18n } from '@lingui/core';

const routes = [{ path: '/login', element: <LoginPage /> }];

async function submit(email = 'ada@example.org', password = 'wrong password') {
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the login page', () => {
  it("shows the server's message when signing in fails", async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () => apiError(401, 'invalid_credentials', 'Invalid email or password'),
    });
    const app = renderWithApp(routes, { path: '/login' });
    await submit();

    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('POST', '/api/session').map((call) => call.body)).toEqual([
      { email: 'ada@example.org', password: 'wrong password' },
    ]);
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows "Signing in..." on a busy button while the request runs', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const app = renderWithApp(routes, { path: '/login' });
    await submit('ada@example.org', 'correct horse');

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(json(200, signedIn()));
    expect(await screen.findByText(i18n._(authMessages.signedInTitle))).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('offers a new verification link when the address is not verified', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () => apiError(403, 'email_not_verified', i18n._(authMessages.emailNotVerified)),
      'POST /api/accounts/resend-verification': () => json(202, { accepted: true }),
    });
    renderWithApp(routes, { path: '/login' });
    await submit(' ada@example.org ');

    fireEvent.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('Verification link sent')).toBeTruthy();
    expect(api.callsTo('POST', '/api/accounts/resend-verification').map((call) => call.body)).toEqual([{ email: 'ada@example.org' }]);
  });

  it('asks a newly registered person to verify their email first', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/login?registered=1' });
    expect(await screen.findByText(i18n._(authMessages.registrationSuccessText), { exact: false })).toBeTruthy();
  });

  it('redirects a signed-in visitor to the dashboard', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(routes, { path: '/login' });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('says why single sign-on sent the person back, and asks for the code when their provider left it due', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/login?sso_error=email_not_verified' });
    expect(await screen.findByText(i18n._(ssoMessages.refusals.email_not_verified))).toBeTruthy();
  });

  it('starts at the code step after single sign-on', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/login?sso=second-step' });
    expect(await screen.findByLabelText(/^Authentication code/)).toBeTruthy();
  });

  it('asks for the work address to sign in with the organisation, and says when its domain has no single sign-on', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'GET /api/sso/discover': () => json(200, { sso: false, required: false, startUrl: null }),
    });
    renderWithApp(routes, { path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with your organisation' }));
    fireEvent.change(screen.getByLabelText(/^Work e-mail/), { target: { value: 'Ada@Example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to your organisation' }));
    expect(await screen.findByText(/Single sign-on is not set up for example.org/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/sso/discover')).toHaveLength(1);
  });
});
