import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

export const twoStepRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.twoStepSignIn,
        handle: pageTitle(msg`Two-step sign-in`),
        element: lazyPage(async () => (await import('./two-step-page.tsx')).TwoStepPage),
      },
    ],
  },
];
