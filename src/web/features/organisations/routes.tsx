import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Registering an organisation, and its setup wizard and settings for its administrators. */
export const organisationsRoutes: RouteObject[] = [
  {
    path: paths.registerOrganisation,
    handle: pageTitle(msg`Register your organisation`),
    element: lazyPage(async () => (await import('./register-organisation-page.tsx')).RegisterOrganisationPage),
  },
  {
    path: paths.confirmOrganisation,
    handle: pageTitle(msg`Create your organisation`),
    element: lazyPage(async () => (await import('./confirm-organisation-page.tsx')).ConfirmOrganisationPage),
  },
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [
      {
        path: paths.setup,
        handle: pageTitle(msg`Set up your organisation`),
        element: lazyPage(async () => (await import('./setup-page.tsx')).SetupPage),
      },
      {
        path: paths.organisationSettings,
        handle: pageTitle(msg`Organisation settings`),
        element: lazyPage(async () => (await import('./settings-page.tsx')).OrganisationSettingsPage),
      },
    ],
  },
];
