import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireOrganisation } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Results of the person's own organisation (every member: docs/decisions/0004), inside the app layout. */
export const resultsRoutes: RouteObject[] = [
  {
    element: <RequireOrganisation />,
    children: [
      {
        path: paths.resultsDashboard,
        handle: pageTitle(msg`Results`),
        element: lazyPage(async () => (await import('./results-dashboard-page.tsx')).ResultsDashboardPage),
      },
    ],
  },
];
