import { Navigate, type RouteObject } from 'react-router';
import { inviteEmployeeVariantPaths, paths } from '#web/paths.ts';
import { RequireAbility, RequireAuth } from '#web/features/accounts/index.ts';

/** Joining from an invitation, inviting people and following the invitations sent, rendered inside the app layout. */
export const invitationsRoutes: RouteObject[] = [
  {
    path: paths.invite,
    lazy: async () => ({ Component: (await import('./invite-acceptance-page.tsx')).InviteAcceptancePage }),
  },
  {
    path: paths.registerEmployee,
    lazy: async () => ({ Component: (await import('./invite-acceptance-page.tsx')).RegisterEmployeePage }),
  },
  {
    element: <RequireAbility ability="invitePeople" />,
    children: [
      {
        path: paths.invitationManagement,
        lazy: async () => ({ Component: (await import('./invitation-management-page.tsx')).InvitationManagementPage }),
      },
      {
        path: paths.simpleDashboard,
        lazy: async () => ({ Component: (await import('./simple-dashboard-page.tsx')).SimpleDashboardPage }),
      },
    ],
  },
  {
    // Signed-in people who may not invite get a toast and the dashboard (spec/01 §6), not the guard's page.
    element: <RequireAuth />,
    children: [
      {
        path: paths.inviteEmployee,
        lazy: async () => ({ Component: (await import('./invite-employee-page.tsx')).InviteEmployeePage }),
      },
    ],
  },
  // One page, not copies: the older variants redirect (DESIGN §2).
  ...inviteEmployeeVariantPaths.map((path) => ({ path, element: <Navigate to={paths.inviteEmployee} replace /> })),
];
