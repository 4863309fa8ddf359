import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Your own account's security: password change and sessions. */
export const sessionsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.account,
        handle: pageTitle(msg`Account`),
        element: lazyPage(async () => (await import('./account-security-page.tsx')).AccountSecurityPage),
      },
    ],
  },
];
