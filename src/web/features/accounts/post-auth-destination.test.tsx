// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from './login-page.tsx';
import {
  POST_AUTH_DESTINATION_KEY,
  readPostAuthDestination,
  rememberPostAuthDestination,
  takePostAuthDestination,
} from '#web/post-auth-destination.ts';
import { json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';

beforeEach(() => sessionStorage.clear());

describe('post-auth destination', () => {
  it('takes a same-site next parameter and clears the stored value', () => {
    rememberPostAuthDestination('/results?tab=heatmap');
    expect(takePostAuthDestination(new URLSearchParams('next=/roadmap#top'))).toBe('/roadmap#top');
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBeNull();
  });

  it('falls back to the stored destination, once', () => {
    rememberPostAuthDestination('/results?tab=heatmap');
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBe('/results?tab=heatmap');
    expect(takePostAuthDestination(new URLSearchParams())).toBe('/results?tab=heatmap');
    expect(takePostAuthDestination(new URLSearchParams())).toBeUndefined();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'ignores the unsafe next parameter %s',
    (next) => {
      expect(takePostAuthDestination(new URLSearchParams({ next }))).toBeUndefined();
      rememberPostAuthDestination('/onboarding');
      expect(takePostAuthDestination(new URLSearchParams({ next }))).toBe('/onboarding');
    },
  );

  it('never remembers or returns an unsafe stored value', () => {
    rememberPostAuthDestination('https://evil.example/');
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBeNull();
    sessionStorage.setItem(POST_AUTH_DESTINATION_KEY, '//evil.example');
    expect(readPostAuthDestination()).toBeUndefined();
    expect(takePostAuthDestination(new URLSearchParams())).toBeUndefined();
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBeNull();
  });
});

function signIn() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the login page after signing in', () => {
  const routes = [{ path: '/login', element: <LoginPage /> }];

  it('goes to a same-site next parameter', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(routes, { path: '/login?next=%2Fonboarding%3Fstep%3D2' });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    signIn();
    await waitFor(() => expect(app.location()).toBe('/onboarding?step=2'));
  });

  it('goes to the stored destination and clears it', async () => {
    rememberPostAuthDestination('/results');
    stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(routes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    signIn();
    await waitFor(() => expect(app.location()).toBe('/results'));
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBeNull();
  });

  it('ignores an off-site next parameter and goes to the dashboard', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(routes, { path: '/login?next=https%3A%2F%2Fevil.example%2F' });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    signIn();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('sends a visitor who is already signed in on to the destination, under StrictMode too', async () => {
    rememberPostAuthDestination('/results');
    stubApi({ 'GET /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(routes, { path: '/login', strict: true });
    await waitFor(() => expect(app.location()).toBe('/results'));
  });
});
