// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi, testOrganisation } from '#web/test-support.tsx';
import { organisationsRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

const token = 'dG9rZW4tZm9yLXRlc3RzLW9ubHktMzItYnl0ZXM';
const routes = [
  ...organisationsRoutes.filter((route) => route.path?.startsWith('/register-organisation')),
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/alpha/move', element: <h1>Move</h1> },
];

/** The API of a server that creates the organisation for the right password only. */
function server() {
  let session = signedOut;
  return stubApi({
    'GET /api/session': () => json(200, session),
    'POST /api/organisations/confirm': (body) => {
      if ((body as { password?: string }).password !== 'pruning-shears-in-april') {
        return apiError(401, 'invalid_credentials', i18n._(authMessages.organisationConfirmPasswordWrong), [
          { path: 'password', message: i18n._(authMessages.organisationConfirmPasswordWrong) },
        ]);
      }
      session = {
        ...signedIn({ email: 'olive@orchards.test', role: 'organisation_admin', twoStepEnabled: false }),
        organisation: { ...testOrganisation, name: 'Orchards Ltd' },
      };
      return json(201, session);
    },
  });
}

async function enterPassword(password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Finish creating your organisation' });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));
}

describe('/register-organisation/confirm, where the e-mailed link leads', () => {
  it('takes the password chosen when asking, says the organisation is created, and goes on to the dashboard', async () => {
    const api = server();
    const app = renderWithApp(routes, { path: `/register-organisation/confirm?token=${token}` });
    await enterPassword('not-the-one');
    expect((await screen.findAllByText(i18n._(authMessages.organisationConfirmPasswordWrong))).length).toBeGreaterThan(0);
    expect(app.location()).toBe(`/register-organisation/confirm?token=${token}`);

    await enterPassword('pruning-shears-in-april');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByText(i18n._(authMessages.organisationCreatedTitle))).toBeTruthy();
    expect(api.callsTo('POST', '/api/organisations/confirm').map((call) => call.body)).toEqual([
      { token, password: 'not-the-one' },
      { token, password: 'pruning-shears-in-april' },
    ]);
  });

  it('goes on to the move of a local workspace being moved in this browser', async () => {
    // A workspace's move, begun and not finished, as the local workspace keeps it (alpha/alpha-keys.ts).
    localStorage.setItem('alpha_move', JSON.stringify({ startedAt: '2026-11-28T10:00:00.000Z', movedAt: null }));
    server();
    const app = renderWithApp(routes, { path: `/register-organisation/confirm?token=${token}` });
    await enterPassword('pruning-shears-in-april');
    await waitFor(() => expect(app.location()).toBe('/alpha/move'));
  });

  it('says when the link is not valid, and offers to start again', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations/confirm': () => apiError(400, 'invalid_token', i18n._(authMessages.organisationLinkInvalid)),
    });
    renderWithApp(routes, { path: `/register-organisation/confirm?token=${token}` });
    await enterPassword('pruning-shears-in-april');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeTruthy();
    expect(screen.getByText(i18n._(authMessages.organisationLinkInvalid))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your organisation' }).getAttribute('href')).toBe('/register-organisation');
  });

  it('says so at once for a link without its token', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/register-organisation/confirm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/organisations/confirm')).toEqual([]);
  });

  it('shows a name taken since the request in the registration toast', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/organisations/confirm': () => apiError(409, 'conflict', i18n._(authMessages.organisationNameTaken)),
    });
    renderWithApp(routes, { path: `/register-organisation/confirm?token=${token}` });
    await enterPassword('pruning-shears-in-april');
    expect(await screen.findByText(i18n._(authMessages.registrationFailedTitle))).toBeTruthy();
    expect(screen.getAllByText(i18n._(authMessages.organisationNameTaken)).length).toBeGreaterThan(0);
  });
});
