// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsentInfo } from '#domain/api/consent.ts';
import type { SessionResponse } from '#domain/api/accounts.ts';
import { errorMessages, noOrganisationMessages } from '#domain/messages.ts';
import { alertText, apiError, json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi } from '#web/test-support.tsx';
import { ConsentPage } from './consent-page.tsx';
import { RequireConsent } from './require-consent.tsx';
import { consentRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

const info: ConsentInfo = {
  version: 'alpha-v1',
  organisationName: 'Analytical Engines Ltd',
  retentionMonths: 18,
  // The organisation asks for groups of eight: every number the page gives is that one.
  minimumGroupSize: 8,
  consentedAt: null,
  consentVersion: null,
};

const routes = [
  { path: '/consent', element: <ConsentPage /> },
  { element: <RequireConsent />, children: [{ path: '/assessment', element: <h1>Assessment</h1> }] },
];

const consentButton = () => screen.getByRole('button', { name: 'I Consent - Continue to Alpha' });

describe('the consent page', () => {
  it('explains anonymity and retention, and enables consenting only once the box is ticked', async () => {
    let session: SessionResponse = signedIn();
    const api = stubApi({
      'GET /api/session': () => json(200, session),
      'GET /api/consent': () => json(200, info),
      'POST /api/consent': () => {
        session = signedIn({ consentedAt: '2026-03-05T12:00:00.000Z' });
        return json(200, session);
      },
    });
    const app = renderWithApp(routes, { path: '/consent' });
    await screen.findByRole('heading', { level: 1, name: 'Consent to take part' });
    for (const section of ['Purpose', 'Anonymity', 'Data retention', 'How your answers are used', 'Your rights', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    }
    expect(screen.getByText(/your answers are stored encrypted/)).toBeTruthy();
    expect(screen.getByText(/released in groups of at least 8 people/)).toBeTruthy();
    expect(screen.getByText(/without your name, your account, your team or the time you answered/)).toBeTruthy();
    expect(screen.getByText(/comparing the results before and after you answered shows nothing about you/)).toBeTruthy();
    expect(screen.getByText(/may be held back until enough people have answered/)).toBeTruthy();
    expect(screen.getByText(/at least 8 different people answered/)).toBeTruthy();
    expect(screen.getByText(/A team's results appear only with 8 or more respondents/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'What this cannot prevent' })).toBeTruthy();
    expect(screen.getByText(/holds both the database and its secret key could read answers that are still waiting/)).toBeTruthy();
    expect(screen.getByText(/everyone in a group gives the same answer/)).toBeTruthy();
    expect(screen.getByText(/kept for 18 months after an assessment closes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@aldergrovetechnology.co.uk' })).toBeTruthy();

    expect(consentButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(consentButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(consentButton().hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/api/consent')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(consentButton());
    expect(await screen.findByText('Consent Recorded')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/consent').map((call) => call.body)).toEqual([{ consent: true, version: 'alpha-v1' }]);
  });

  it('reports a failure to record consent', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedIn()),
      'GET /api/consent': () => json(200, info),
      'POST /api/consent': () => apiError(503, 'service_unavailable', 'The service is temporarily unavailable.'),
    });
    const app = renderWithApp(routes, { path: '/consent' });
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(consentButton());
    expect(await screen.findByText('Error recording consent')).toBeTruthy();
    expect(app.location()).toBe('/consent');
  });

  it('shows when someone already consented', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedIn({ consentedAt: '2026-03-05T12:00:00.000Z' })),
      'GET /api/consent': () => json(200, { ...info, consentedAt: '2026-03-05T12:00:00.000Z', consentVersion: 'alpha-v1' }),
    });
    renderWithApp(routes, { path: '/consent' });
    expect(await screen.findByText(/You gave your consent on 5 March 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sends people without consent from a RequireConsent route to /consent and back afterwards', async () => {
    let session: SessionResponse = signedIn();
    stubApi({
      'GET /api/session': () => json(200, session),
      'GET /api/consent': () => json(200, info),
      'POST /api/consent': () => {
        session = signedIn({ consentedAt: '2026-03-05T12:00:00.000Z' });
        return json(200, session);
      },
    });
    const app = renderWithApp(routes, { path: '/assessment' });
    await waitFor(() => expect(app.location()).toBe('/consent?next=%2Fassessment'));
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(consentButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment' })).toBeTruthy();
    expect(app.location()).toBe('/assessment');
  });
});

describe('the consent page for someone in no organisation', () => {
  it('shows how to create or join an organisation instead of the consent text, and asks for no consent information', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(consentRoutes, { path: '/consent' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
      '/register-organisation',
    );
    expect(screen.getByText(i18n._(noOrganisationMessages.askForInvitation))).toBeTruthy();
    expect(alertText()).toBe('');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/session']);
  });

  it("recognises the server's no_organisation: the next step, not 'could not be loaded'", async () => {
    stubApi({
      'GET /api/session': () => json(200, signedIn()),
      'GET /api/consent': () => apiError(403, 'no_organisation', i18n._(errorMessages.no_organisation)),
    });
    renderWithApp(consentRoutes, { path: '/consent' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.queryByText('The consent information could not be loaded.')).toBeNull();
    expect(alertText()).toBe('');
  });
});
