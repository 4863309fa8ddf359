import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import { RequireAuth } from '../auth/require-auth.tsx';

export const twoStepRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.twoStepSignIn,
        lazy: async () => ({ Component: (await import('./two-step-page.tsx')).TwoStepPage }),
      },
    ],
  },
];
