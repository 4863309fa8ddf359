import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/auth/index.ts';

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
