import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { RequireConsent } from '#web/features/consent/index.ts';

/** Answering assessments (signed in and consented) and starting them (organisation admins). */
export const assessmentRoutes: RouteObject[] = [
  {
    element: <RequireConsent />,
    children: [
      {
        path: paths.assessment,
        lazy: async () => ({ Component: (await import('./active-assessment-page.tsx')).ActiveAssessmentPage }),
      },
      {
        path: paths.assessmentById,
        lazy: async () => ({ Component: (await import('./assessment-page.tsx')).AssessmentPage }),
      },
      {
        path: paths.anonymousAssessments,
        lazy: async () => ({ Component: (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage }),
      },
      {
        path: paths.assessmentSelection,
        lazy: async () => ({ Component: (await import('./anonymous-assessments-page.tsx')).AnonymousAssessmentsPage }),
      },
      {
        path: paths.employeeAssessment,
        lazy: async () => ({ Component: (await import('./anonymous-assessments-page.tsx')).EmployeeAssessmentPage }),
      },
    ],
  },
  {
    element: <RequireAbility ability="manageAssessments" />,
    children: [
      {
        path: paths.createAssessment,
        lazy: async () => ({ Component: (await import('./create-assessment-page.tsx')).CreateAssessmentPage }),
      },
    ],
  },
];
