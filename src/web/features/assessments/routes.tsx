import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { RequireConsent } from '#web/features/consent/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Answering assessments (signed in and consented) and starting them (organisation admins). */
export const assessmentRoutes: RouteObject[] = [
  {
    element: <RequireConsent />,
    children: [
      {
        path: paths.assessment,
        handle: pageTitle('Assessment'),
        element: lazyPage(async () => (await import('./active-assessment-page.tsx')).ActiveAssessmentPage),
      },
      {
        path: paths.assessmentById,
        handle: pageTitle('Assessment'),
        element: lazyPage(async () => (await import('./assessment-page.tsx')).AssessmentPage),
      },
      {
        path: paths.anonymousAssessments,
        handle: pageTitle('Assessments'),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage),
      },
      {
        path: paths.assessmentSelection,
        handle: pageTitle('Choose an assessment'),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage),
      },
      {
        path: paths.employeeAssessment,
        handle: pageTitle('Assessment'),
        element: lazyPage(async () => (await import('./anonymous-assessments-page.tsx')).EmployeeAssessmentPage),
      },
    ],
  },
  {
    element: <RequireAbility ability="manageAssessments" />,
    children: [
      {
        path: paths.createAssessment,
        handle: pageTitle('Create assessment'),
        element: lazyPage(async () => (await import('./create-assessment-page.tsx')).CreateAssessmentPage),
      },
    ],
  },
];
