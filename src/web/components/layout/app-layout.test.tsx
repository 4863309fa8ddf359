// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi } from '#web/test-support.tsx';
import { AppLayout } from './app-layout.tsx';

// jsdom does not scroll; the layout's scroll restoration calls it on every navigation.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

const routes = [{ element: <AppLayout />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] }];

async function headerLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('button', { name: 'Sign Out' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the signed-in header', () => {
  it('offers someone in no organisation only the dashboard (where the way into one is) and their account', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(routes, { path: '/dashboard' });
    expect(await headerLinks()).toEqual(['Dashboard', 'Account']);
  });

  it("offers an organisation's administrator its pages", async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin', twoStepEnabled: true })) });
    renderWithApp(routes, { path: '/dashboard' });
    expect(await headerLinks()).toEqual(['Dashboard', 'Results', 'Roadmap', 'People', 'Invitations', 'Settings', 'Audit log', 'Account']);
  });
});
