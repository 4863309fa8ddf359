import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';

/** Registering an organisation, and its setup wizard and settings for its administrators. */
export const organisationsRoutes: RouteObject[] = [
  {
    path: paths.registerOrganisation,
    handle: pageTitle('Register your organisation'),
    lazy: async () => ({ Component: (await import('./register-organisation-page.tsx')).RegisterOrganisationPage }),
  },
  {
    path: paths.confirmOrganisation,
    handle: pageTitle('Create your organisation'),
    lazy: async () => ({ Component: (await import('./confirm-organisation-page.tsx')).ConfirmOrganisationPage }),
  },
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [
      {
        path: paths.setup,
        handle: pageTitle('Set up your organisation'),
        lazy: async () => ({ Component: (await import('./setup-page.tsx')).SetupPage }),
      },
      {
        path: paths.organisationSettings,
        handle: pageTitle('Organisation settings'),
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).OrganisationSettingsPage }),
      },
    ],
  },
];
