import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import { RequireRole } from '../auth/require-auth.tsx';

/** The organisation's own settings, for its administrators. */
export const organisationRoutes: RouteObject[] = [
  {
    element: <RequireRole roles={['organisation_admin']} />,
    children: [
      {
        path: paths.organisationSettings,
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).OrganisationSettingsPage }),
      },
    ],
  },
];
