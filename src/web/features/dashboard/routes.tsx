import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Dashboards, rendered inside the app layout. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
  },
];
