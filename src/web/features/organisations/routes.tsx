import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';

/** The organisation's setup wizard and its settings, for its administrators. */
export const organisationsRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [
      {
        path: paths.setup,
        lazy: async () => ({ Component: (await import('./setup-page.tsx')).SetupPage }),
      },
      {
        path: paths.organisationSettings,
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).OrganisationSettingsPage }),
      },
    ],
  },
];
