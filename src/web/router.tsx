import { createBrowserRouter } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { authRoutes } from './features/auth/routes.tsx';
import { dashboardRoutes } from './features/dashboard/routes.tsx';
import { mailboxRoutes } from './features/mailbox/routes.tsx';
import { consultingRoutes, platformMarketingRoutes } from './features/marketing/routes.tsx';

// Each page is its own chunk: `lazy` loads it on first visit (route-level code splitting).
export const router = createBrowserRouter([
  ...consultingRoutes,
  {
    element: <AppLayout />,
    children: [
      ...platformMarketingRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      ...mailboxRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/site/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
]);
