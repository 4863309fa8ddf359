import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { Navigate, type RouteObject } from 'react-router';
import { dashboardRedirects, paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Dashboards, rendered inside the app layout. /dashboard is open to all: signed out it shows the demo. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    handle: pageTitle(msg`Dashboard`),
    element: lazyPage(async () => (await import('./dashboard-page.tsx')).DashboardPage),
  },
  {
    element: <RequireAbility ability="viewOrganisationData" />,
    children: [
      {
        path: paths.adminDashboard,
        handle: pageTitle(msg`Administration`),
        element: lazyPage(async () => (await import('./admin-dashboard-page.tsx')).AdminDashboardPage),
      },
    ],
  },
  // One page each, not copies: the older variants redirect (DESIGN §2).
  ...dashboardRedirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
];
