import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/accounts/index.ts';

export const twoStepRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.twoStepSignIn,
        handle: pageTitle('Two-step sign-in'),
        lazy: async () => ({ Component: (await import('./two-step-page.tsx')).TwoStepPage }),
      },
    ],
  },
];
