import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import { RequireAuth } from '../auth/require-auth.tsx';

export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.account,
        lazy: async () => ({ Component: (await import('./account-security-page.tsx')).AccountSecurityPage }),
      },
    ],
  },
];
