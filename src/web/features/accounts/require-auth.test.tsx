// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST_AUTH_DESTINATION_KEY } from '#web/post-auth-destination.ts';
import { RequireAbility, RequireAuth } from './require-auth.tsx';
import { json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';

beforeEach(() => sessionStorage.clear());

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/onboarding', element: <h1>Onboarding</h1> }],
  },
  {
    element: <RequireAbility ability="useRoadmap" />,
    children: [{ path: '/roadmap', element: <h1>Roadmap</h1> }],
  },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

describe('RequireAbility', () => {
  it('denies a role below every required one and names the required roles', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'employee' })) });
    const app = renderWithApp(routes, { path: '/roadmap' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page. Required roles: Manager, Admin")).toBeTruthy();
    expect(screen.queryByText('Roadmap')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('goes back in history with Go Back', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'employee' })) });
    const app = renderWithApp(routes, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await app.router.navigate('/roadmap');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('admits a role at or above the lowest required level', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'manager' })) });
    renderWithApp(routes, { path: '/roadmap' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeTruthy();
  });
});

describe('RequireAuth', () => {
  it('shows an accessible loading state while the session is checked', () => {
    stubApi({ 'GET /api/session': () => new Promise<Response>(() => {}) });
    renderWithApp(routes, { path: '/onboarding' });
    expect(screen.getByText(/Checking your sign-in/).closest('[role="status"]')).not.toBeNull();
  });

  it('asks a signed-out visitor to sign in and remembers where they were', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    const app = renderWithApp(routes, { path: '/onboarding?step=2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to access this page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/login?next=%2Fonboarding%3Fstep%3D2'));
    expect(sessionStorage.getItem(POST_AUTH_DESTINATION_KEY)).toBe('/onboarding?step=2');
  });

  it('shows the page to someone signed in', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn()) });
    renderWithApp(routes, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeTruthy();
  });
});
