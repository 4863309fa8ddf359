// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';
import { developmentRoutes } from './routes.tsx';
import { testAccount } from './browser-storage.ts';

describe('development pages (development server only)', () => {
  it('shows /test as static text', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(developmentRoutes, { path: '/test' });
    expect(await screen.findByRole('heading', { name: 'Test page' })).toBeTruthy();
  });

  it('shows the auth state and what the browser stores, and clears the storage', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    window.localStorage.setItem('culturelens.example', 'kept value');
    renderWithApp(developmentRoutes, { path: '/debug-auth' });
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('localStorage · culturelens.example')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear storage' }));
    expect(await screen.findByText('Nothing is stored.')).toBeTruthy();
    expect(window.localStorage.length).toBe(0);
  });

  it('makes test accounts with distinct addresses and a matching, long passphrase', () => {
    const first = testAccount();
    const second = testAccount();
    expect(first.email).not.toBe(second.email);
    expect(first.email).toMatch(/^test-[0-9a-f]{8}@example\.test$/);
    expect(first.confirmPassword).toBe(first.password);
    expect(first.password.length).toBeGreaterThan(40);
  });
});
