import { createBrowserRouter } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { accountRoutes } from './features/account/routes.tsx';
import { assessmentRoutes } from './features/assessments/routes.tsx';
import { authRoutes } from './features/auth/routes.tsx';
import { dashboardRoutes } from './features/dashboard/routes.tsx';
import { mailboxRoutes } from './features/mailbox/routes.tsx';
import { consultingRoutes, platformMarketingRoutes } from './features/marketing/routes.tsx';
import { onboardingRoutes } from './features/onboarding/routes.tsx';
import { organisationRoutes } from './features/organisation/routes.tsx';
import { peopleRoutes } from './features/people/routes.tsx';
import { exportRoutes } from './features/export/routes.tsx';
import { resultsRoutes } from './features/results/routes.tsx';
import { roadmapRoutes } from './features/roadmap/routes.tsx';
import { twoStepRoutes } from './features/two-step/routes.tsx';

// Each page is its own chunk: `lazy` loads it on first visit (route-level code splitting).
export const router = createBrowserRouter([
  ...consultingRoutes,
  {
    element: <AppLayout />,
    children: [
      ...platformMarketingRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      ...onboardingRoutes,
      ...peopleRoutes,
      ...organisationRoutes,
      ...assessmentRoutes,
      ...resultsRoutes,
      ...roadmapRoutes,
      ...exportRoutes,
      ...mailboxRoutes,
      ...twoStepRoutes,
      ...accountRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/site/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
]);
