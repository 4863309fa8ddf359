// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages, noOrganisationMessages } from '#domain/messages.ts';
import { accountsRoutes } from './routes.tsx';
import { apiError, json, renderWithApp, signedInWithoutOrganisation, signedOut, stubApi } from '#web/test-support.tsx';
import { i18n } from '@lingui/core';

const token = 'dG9rZW4tZm9yLXRlc3RzLW9ubHktMzItYnl0ZXM';
const routes = accountsRoutes;

describe('the email verified page', () => {
  it('verifies the token exactly once under StrictMode; signed out, Continue to Onboarding signs in first and then goes on to onboarding', async () => {
    let session = signedOut;
    const api = stubApi({
      'GET /api/session': () => json(200, session),
      'POST /api/accounts/verify-email': () => json(200, { verified: true, email: 'ada@example.org' }),
      'POST /api/session': () => {
        session = signedInWithoutOrganisation();
        return json(200, session);
      },
    });
    const app = renderWithApp(accountsRoutes, { path: `/email-verified?token=${token}`, strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your email' })).toBeTruthy();
    expect(screen.getByText(/Checking your verification link/).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/accounts/verify-email').map((call) => call.body)).toEqual([{ token }]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Onboarding' }));
    await waitFor(() => expect(app.location()).toBe('/login?next=%2Fonboarding'));
    expect(api.callsTo('POST', '/api/accounts/verify-email')).toHaveLength(1);

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding'));
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
      '/register-organisation',
    );
  });

  it('goes straight on to onboarding for someone already signed in', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedInWithoutOrganisation()),
      'POST /api/accounts/verify-email': () => json(200, { verified: true, email: 'ada@example.org' }),
    });
    const app = renderWithApp(accountsRoutes, { path: `/email-verified?token=${token}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Onboarding' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding'));
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
  });

  it("shows the server's message for an invalid token, once, and Try Again goes to login", async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/accounts/verify-email': () => apiError(400, 'invalid_token', i18n._(authMessages.verificationLinkInvalid)),
    });
    const app = renderWithApp(routes, { path: `/email-verified?token=${token}`, strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText(i18n._(authMessages.verificationLinkInvalid)).getAttribute('role')).toBe('alert');
    expect(api.callsTo('POST', '/api/accounts/verify-email')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('shows the default text for any other failure', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/accounts/verify-email': () => apiError(503, 'service_unavailable', 'Down for maintenance'),
    });
    renderWithApp(routes, { path: `/email-verified?token=${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText("We couldn't verify your email. Please try again.").getAttribute('role')).toBe('alert');
  });

  it('fails without a request when the link has no token', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/email-verified' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/accounts/verify-email')).toEqual([]);
  });
});
