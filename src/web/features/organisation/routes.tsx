import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/auth/index.ts';

/** The organisation's own settings, for its administrators. */
export const organisationRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [
      {
        path: paths.organisationSettings,
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).OrganisationSettingsPage }),
      },
    ],
  },
];
