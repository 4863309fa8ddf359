import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { RequireConsent } from '#web/features/consent/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/**
 * Answering assessments (signed in and consented) and starting them (organisation admins). The
 * page the launch e-mail links to, /assessment/:id, loads the `respondent` catalogue only (its
 * script budget); the overviews load every text, as the dashboard they are reached from does.
 */
export const assessmentRoutes: RouteObject[] = [
  {
    element: <RequireConsent />,
    children: [
      {
        path: paths.assessment,
        handle: pageTitle(msg`Assessment`),
        element: lazyPage(async () => (await import('./active-assessment-page.tsx')).ActiveAssessmentPage),
      },
      {
        path: paths.assessmentById,
        handle: pageTitle(msg`Assessment`),
        element: lazyPage(async () => (await import('./assessment-page.tsx')).AssessmentPage),
      },
      {
        path: paths.anonymousAssessments,
        handle: pageTitle(msg`Assessments`),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage),
      },
      {
        path: paths.assessmentSelection,
        handle: pageTitle(msg`Choose an assessment`),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage),
      },
      {
        path: paths.employeeAssessment,
        handle: pageTitle(msg`Assessment`),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).EmployeeAssessmentPage),
      },
    ],
  },
  {
    element: <RequireAbility ability="manageAssessments" />,
    children: [
      {
        path: paths.createAssessment,
        handle: pageTitle(msg`Create assessment`),
        element: lazyPage(async () => (await import('./create-assessment-page.tsx')).CreateAssessmentPage),
      },
    ],
  },
];
