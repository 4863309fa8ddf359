import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/auth/index.ts';

/** Joining from an invitation, employee sign-in and consent, rendered inside the app layout. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: paths.invite,
    lazy: async () => ({ Component: (await import('./invite-acceptance-page.tsx')).InviteAcceptancePage }),
  },
  {
    path: paths.registerEmployee,
    lazy: async () => ({ Component: (await import('./invite-acceptance-page.tsx')).RegisterEmployeePage }),
  },
  {
    path: paths.employeeSignIn,
    lazy: async () => ({ Component: (await import('./employee-signin-page.tsx')).EmployeeSignInPage }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.consent,
        lazy: async () => ({ Component: (await import('./consent-page.tsx')).ConsentPage }),
      },
    ],
  },
];
