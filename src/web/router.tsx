import type { RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { sessionsRoutes } from '#web/features/sessions/routes.tsx';
import { assessmentRoutes } from '#web/features/assessments/routes.tsx';
import { accountsRoutes } from '#web/features/accounts/routes.tsx';
import { dashboardRoutes } from '#web/features/dashboard/routes.tsx';
import { legalRoutes } from '#web/features/legal/routes.tsx';
import { notFoundRoute } from '#web/features/site/routes.tsx';
import { mailRoutes } from '#web/features/mail/routes.tsx';
import { consultingRoutes } from '#web/features/consulting/routes.tsx';
import { platformMarketingRoutes } from '#web/features/marketing/routes.tsx';
import { consentRoutes } from '#web/features/consent/routes.tsx';
import { answerLinkRoutes } from '#web/features/answer-links/routes.tsx';
import { invitationsRoutes } from '#web/features/invitations/routes.tsx';
import { organisationsRoutes } from '#web/features/organisations/routes.tsx';
import { peopleRoutes } from '#web/features/people/routes.tsx';
import { exportRoutes } from '#web/features/export/routes.tsx';
import { auditRoutes } from '#web/features/audit/routes.tsx';
import { pulseProgrammeRoutes } from '#web/features/pulse-programmes/routes.tsx';
import { platformRoutes } from '#web/features/platform/routes.tsx';
import { resultsRoutes } from '#web/features/results/routes.tsx';
import { roadmapRoutes } from '#web/features/roadmap/routes.tsx';
import { twoStepRoutes } from '#web/features/two-step/routes.tsx';
import { remindersRoutes } from '#web/features/reminders/routes.tsx';
import { developmentRoutes } from '#web/features/development/routes.tsx';
import { alphaMoveRoutes, alphaRoutes } from '#web/features/alpha/routes.tsx';

// Each page is its own chunk: `lazyPage` loads it on first visit (route-level code splitting).
export const routes: RouteObject[] = [
  ...consultingRoutes,
  ...alphaRoutes,
  {
    element: <AppLayout />,
    children: [
      ...platformMarketingRoutes,
      ...accountsRoutes,
      ...dashboardRoutes,
      ...consentRoutes,
      ...answerLinkRoutes,
      ...organisationsRoutes,
      ...alphaMoveRoutes,
      ...invitationsRoutes,
      ...peopleRoutes,
      ...assessmentRoutes,
      ...pulseProgrammeRoutes,
      ...resultsRoutes,
      ...roadmapRoutes,
      ...exportRoutes,
      ...auditRoutes,
      ...platformRoutes,
      ...legalRoutes,
      ...mailRoutes,
      ...twoStepRoutes,
      ...sessionsRoutes,
      ...remindersRoutes,
      ...developmentRoutes,
      notFoundRoute,
    ],
  },
];
