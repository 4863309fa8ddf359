import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import { RequireAbility } from '../auth/require-auth.tsx';

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
