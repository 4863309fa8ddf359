// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { apiError, json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi, testOrganisation } from '#web/test-support.tsx';
import { organisationsRoutes } from './routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [...organisationsRoutes.filter((route) => route.path === '/register-organisation'), { path: '/setup', element: <h1>Set up your organisation</h1> }];

async function submitName(name: string) {
  await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
  fireEvent.change(screen.getByLabelText(/^Organisation name/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));
}

describe('/register-organisation for someone signed in who belongs to no organisation', () => {
  it('asks only for the name, makes their own account its administrator, and goes on to the setup', async () => {
    let session: SessionResponse = signedInWithoutOrganisation({ email: 'grace@example.test' });
    const api = stubApi({
      'GET /api/session': () => json(200, session),
      'POST /api/organisations/current': () => {
        session = { ...signedIn({ email: 'grace@example.test', role: 'organisation_admin' }), organisation: { ...testOrganisation, name: 'Hopper Labs' } };
        return json(201, session);
      },
    });
    const app = renderWithApp(routes, { path: '/register-organisation' });
    expect(await screen.findByText(/You are signed in as grace@example\.test/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Admin email/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();

    await submitName('Hopper Labs');
    await waitFor(() => expect(app.location()).toBe('/setup'));
    expect(api.callsTo('POST', '/api/organisations/current').map((call) => call.body)).toEqual([{ organisationName: 'Hopper Labs' }]);
    expect(api.callsTo('POST', '/api/organisations')).toEqual([]);
    expect(await screen.findByText(authMessages.organisationCreatedTitle)).toBeTruthy();
  });

  it("shows the server's refusal at the field and in the registration toast, and stays", async () => {
    stubApi({
      'GET /api/session': () => json(200, signedInWithoutOrganisation()),
      'POST /api/organisations/current': () => apiError(409, 'conflict', authMessages.organisationNameTaken),
    });
    const app = renderWithApp(routes, { path: '/register-organisation' });
    await submitName('Northwind Trading');
    expect(await screen.findByText(authMessages.registrationFailedTitle)).toBeTruthy();
    expect(screen.getAllByText(authMessages.organisationNameTaken).length).toBeGreaterThan(0);
    expect(app.location()).toBe('/register-organisation');
  });

  it('checks the name before sending anything', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(routes, { path: '/register-organisation' });
    await submitName('   ');
    expect(await screen.findByText('Organisation name is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/organisations/current')).toEqual([]);
  });
});

describe('/register-organisation for a member of an organisation', () => {
  it('still sets up a new administrator account, and says so', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn({ email: 'ada@example.org' })) });
    renderWithApp(routes, { path: '/register-organisation' });
    expect(await screen.findByText(/sets up a new administrator account with a different email address/)).toBeTruthy();
    expect(screen.getByLabelText(/^Admin email/)).toBeTruthy();
  });
});
