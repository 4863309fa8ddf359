// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AUTH_CHECK_TIMEOUT_MS, useAuth } from './auth-context.tsx';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';
import { i18n } from '@lingui/core';

function AuthProbe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="state">{JSON.stringify({ user: auth.user?.email ?? null, loading: auth.loading, error: auth.error })}</p>
      <Button onClick={() => void auth.signIn('ada@example.org', 'secret').catch(() => {})}>Sign in</Button>
      <Button onClick={() => void auth.signOut()}>Sign out</Button>
    </div>
  );
}

const routes = [{ path: '/', element: <AuthProbe /> }];
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;

describe('the authentication state', () => {
  it('starts loading and stops after 10 seconds with an error when the check hangs', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ 'GET /api/session': () => new Promise<Response>(() => {}) });
    renderWithApp(routes, { path: '/' });
    expect(state()).toEqual({ user: null, loading: true, error: null });

    act(() => vi.advanceTimersByTime(AUTH_CHECK_TIMEOUT_MS - 1));
    expect(state().loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toEqual({ user: null, loading: false, error: i18n._(authMessages.authCheckFailed) });
  });

  it('reports a failed session check', async () => {
    stubApi({ 'GET /api/session': () => apiError(500, 'internal_error', 'Boom') });
    renderWithApp(routes, { path: '/' });
    await waitFor(() => expect(state()).toEqual({ user: null, loading: false, error: i18n._(authMessages.authCheckFailed) }));
  });

  it('stores a failed sign-in message, and clears it when signing in again succeeds', async () => {
    let attempt = 0;
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () =>
        ++attempt === 1 ? apiError(401, 'invalid_credentials', 'Invalid email or password') : json(200, signedIn()),
      'DELETE /api/session': () => new Response(null, { status: 204 }),
    });
    renderWithApp(routes, { path: '/' });
    await waitFor(() => expect(state().loading).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(state()).toEqual({ user: null, loading: false, error: 'Invalid email or password' }));

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(state()).toEqual({ user: 'ada@example.org', loading: false, error: null }));

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(state()).toEqual({ user: null, loading: false, error: null }));
  });

  it('asks the server nothing on the local workspace, even after the 10 seconds, and asks once a server page opens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubApi({ 'GET /api/session': () => json(200, signedIn()) });
    const { router } = renderWithApp([{ path: '/alpha/workspace', element: <AuthProbe /> }, ...routes], { path: '/alpha/workspace' });
    expect(state()).toEqual({ user: null, loading: false, error: null });
    act(() => vi.advanceTimersByTime(AUTH_CHECK_TIMEOUT_MS + 1));
    expect(state()).toEqual({ user: null, loading: false, error: null });
    expect(api.calls).toEqual([]);

    vi.useRealTimers();
    await act(() => router.navigate('/'));
    await waitFor(() => expect(state()).toEqual({ user: 'ada@example.org', loading: false, error: null }));
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
  });
});
