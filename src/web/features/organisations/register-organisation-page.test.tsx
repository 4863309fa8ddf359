// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { useLocation } from 'react-router';
import {
  apiError,
  json,
  renderWithApp,
  signedIn,
  signedInWithoutOrganisation,
  signedOut,
  stubApi,
  testOrganisation,
} from '#web/test-support.tsx';
import { organisationsRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

const routes = [
  ...organisationsRoutes.filter((route) => route.path === '/register-organisation'),
  { path: '/setup', element: <h1>Set up your organisation</h1> },
];

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
        session = {
          ...signedIn({ email: 'grace@example.test', role: 'organisation_admin' }),
          organisation: { ...testOrganisation, name: 'Hopper Labs' },
        };
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
    expect(await screen.findByText(i18n._(authMessages.organisationCreatedTitle))).toBeTruthy();
  });

  it("shows the server's refusal at the field and in the registration toast, and stays", async () => {
    stubApi({
      'GET /api/session': () => json(200, signedInWithoutOrganisation()),
      'POST /api/organisations/current': () => apiError(409, 'conflict', i18n._(authMessages.organisationNameTaken)),
    });
    const app = renderWithApp(routes, { path: '/register-organisation' });
    await screen.findByText(/You are signed in as/);
    await submitName('Northwind Trading');
    expect(await screen.findByText(i18n._(authMessages.registrationFailedTitle))).toBeTruthy();
    expect(screen.getAllByText(i18n._(authMessages.organisationNameTaken)).length).toBeGreaterThan(0);
    expect(app.location()).toBe('/register-organisation');
  });

  it('checks the name before sending anything', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(routes, { path: '/register-organisation' });
    await screen.findByText(/You are signed in as/);
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

describe('/register-organisation when the server cannot be reached', () => {
  async function fillAndSubmit() {
    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Organisation name/, 'Offline Orchards');
    fill(/^Admin first name/, 'Olive');
    fill(/^Admin last name/, 'Grove');
    fill(/^Admin email/, 'olive@orchards.test');
    fill(/^Password/, 'pruning-shears-in-april');
    fill(/^Confirm password/, 'pruning-shears-in-april');
    fireEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));
  }

  it('offers a local workspace after a network error, carrying the details typed but not the password', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const routesWithWorkspace = [...routes, { path: '/alpha/workspace', Component: CarriedDetails }];
    const app = renderWithApp(routesWithWorkspace, { path: '/register-organisation' });
    await fillAndSubmit();
    fireEvent.click(await screen.findByRole('link', { name: 'Continue in a local workspace' }));
    await waitFor(() => expect(app.location()).toBe('/alpha/workspace'));
    const carried = JSON.parse((await screen.findByTestId('carried')).textContent ?? '{}') as unknown;
    expect(carried).toEqual({
      localWorkspace: { organisationName: 'Offline Orchards', firstName: 'Olive', lastName: 'Grove', email: 'olive@orchards.test' },
    });
  });

  it('offers nothing when the server answered with a refusal', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations': () => apiError(409, 'conflict', i18n._(authMessages.organisationNameTaken)),
    });
    renderWithApp(routes, { path: '/register-organisation' });
    await fillAndSubmit();
    await waitFor(() => expect(api.callsTo('POST', '/api/organisations')).toHaveLength(1));
    expect(await screen.findAllByText(i18n._(authMessages.organisationNameTaken))).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Continue in a local workspace' })).toBeNull();
  });
});

describe('/register-organisation for someone signed out', () => {
  it('asks for the organisation and says where the next step is, whatever the address: nobody is signed in yet', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations': () => json(202, { email: 'olive@orchards.test', confirmationRequired: true }),
    });
    const app = renderWithApp(routes, { path: '/register-organisation' });
    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Organisation name/, ' Orchards Ltd ');
    fill(/^Admin first name/, 'Olive');
    fill(/^Admin last name/, 'Grove');
    fill(/^Admin email/, 'olive@orchards.test');
    fill(/^Password/, 'pruning-shears-in-april');
    fill(/^Confirm password/, 'pruning-shears-in-april');
    fireEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));

    expect(await screen.findByRole('heading', { level: 1, name: i18n._(authMessages.organisationRequestedTitle) })).toBeTruthy();
    expect(screen.getByText(i18n._(authMessages.organisationRequestedText('olive@orchards.test', 'Orchards Ltd')))).toBeTruthy();
    expect(app.location()).toBe('/register-organisation');
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    expect(screen.queryByText(i18n._(authMessages.organisationCreatedTitle))).toBeNull();

    // Starting again keeps what was typed but the passwords.
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(((await screen.findByLabelText(/^Admin email/)) as HTMLInputElement).value).toBe('olive@orchards.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });
});

describe('/register-organisation opened to move a local workspace', () => {
  it('fills in the workspace’s details and, once asked, says the move goes on from the e-mailed link', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations': () => json(202, { email: 'fay@local.test', confirmationRequired: true }),
    });
    const app = renderWithApp([...routes, { path: '/alpha/move', element: <h1>Move</h1> }], { path: '/alpha/workspace' });
    const moveWorkspace = { organisationName: 'Local Works', firstName: 'Fay', lastName: 'Cilitator', email: 'fay@local.test' };
    await act(() => app.router.navigate('/register-organisation', { state: { moveWorkspace } }));
    await screen.findByText(/Moving your local workspace/);
    const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([valueOf(/^Organisation name/), valueOf(/^Admin first name/), valueOf(/^Admin last name/), valueOf(/^Admin email/)]).toEqual([
      'Local Works',
      'Fay',
      'Cilitator',
      'fay@local.test',
    ]);

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'pruning-shears-in-april' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'pruning-shears-in-april' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText(/Open the link in this browser: moving your local workspace goes on from there\./)).toBeTruthy();
    expect(app.location()).toBe('/register-organisation');
    expect(api.callsTo('POST', '/api/organisations').map((call) => call.body)).toEqual([
      {
        organisationName: 'Local Works',
        adminFirstName: 'Fay',
        adminLastName: 'Cilitator',
        adminEmail: 'fay@local.test',
        adminPassword: 'pruning-shears-in-april',
        confirmPassword: 'pruning-shears-in-april',
      },
    ]);
  });
});

function CarriedDetails() {
  return <pre data-testid="carried">{JSON.stringify(useLocation().state)}</pre>;
}
