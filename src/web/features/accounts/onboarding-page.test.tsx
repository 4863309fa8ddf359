// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noOrganisationMessages } from '#domain/messages.ts';
import { alertText, json, renderWithApp, signedIn, signedInWithoutOrganisation, stubApi } from '#web/test-support.tsx';
import { accountsRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

describe('/onboarding', () => {
  it('shows someone in no organisation the two ways in: create one, or ask their administrator for an invitation', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedInWithoutOrganisation()) });
    renderWithApp(accountsRoutes, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(noOrganisationMessages.title) })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n._(noOrganisationMessages.createAction) }).getAttribute('href')).toBe(
      '/register-organisation',
    );
    expect(screen.getByText(i18n._(noOrganisationMessages.askForInvitation))).toBeTruthy();
    expect(alertText()).toBe('');
  });

  it('sends a member of an organisation on to the dashboard', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedIn()) });
    const app = renderWithApp(accountsRoutes, { path: '/onboarding' });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});
