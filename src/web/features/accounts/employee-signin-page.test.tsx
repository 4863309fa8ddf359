// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';
import { EmployeeSignInPage } from './employee-signin-page.tsx';

const routes = [{ path: '/employee-signin', element: <EmployeeSignInPage /> }];
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('employee sign-in', () => {
  it('asks for both fields, shows a refusal, and sends a person without consent to /consent', async () => {
    let attempts = 0;
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () =>
        ++attempts === 1 ? apiError(401, 'invalid_credentials', 'Invalid email or password') : json(200, signedIn()),
    });
    const app = renderWithApp(routes, { path: '/employee-signin' });
    await screen.findByRole('heading', { level: 1, name: 'Employee Sign In' });
    expect(screen.getByText(/Contact your organisation's administrator for an invitation/)).toBeTruthy();

    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/session')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong password' } });
    submit();
    expect((await screen.findAllByText('Invalid email or password')).length).toBeGreaterThan(0);
    expect(screen.getByText('Sign-in failed')).toBeTruthy();

    submit();
    await waitFor(() => expect(app.location()).toBe('/consent'));
  });

  it('sends someone who consented to the dashboard', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ consentedAt: '2026-03-05T12:00:00.000Z' })) });
    const app = renderWithApp(routes, { path: '/employee-signin' });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});
