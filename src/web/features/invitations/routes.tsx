import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { Navigate, type RouteObject } from 'react-router';
import { inviteEmployeeVariantPaths, paths } from '#web/paths.ts';
import { RequireAbility, RequireOrganisation } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Joining from an invitation, inviting people and following the invitations sent, rendered inside the app layout. */
export const invitationsRoutes: RouteObject[] = [
  {
    path: paths.invite,
    handle: pageTitle(msg`Invitation`),
    element: lazyPage(async () => (await import('./invite-acceptance-page.tsx')).InviteAcceptancePage),
  },
  {
    path: paths.registerEmployee,
    handle: pageTitle(msg`Join your organisation`),
    element: lazyPage(async () => (await import('./invite-acceptance-page.tsx')).RegisterEmployeePage),
  },
  {
    element: <RequireAbility ability="invitePeople" />,
    children: [
      {
        path: paths.invitationManagement,
        handle: pageTitle(msg`Invitations`),
        element: lazyPage(async () => (await import('./invitation-management-page.tsx')).InvitationManagementPage),
      },
      {
        path: paths.simpleDashboard,
        handle: pageTitle(msg`Invite your team`),
        element: lazyPage(async () => (await import('./simple-dashboard-page.tsx')).SimpleDashboardPage),
      },
    ],
  },
  {
    // Members who may not invite get a toast and the dashboard (spec/01 §6), not the guard's page;
    // someone in no organisation, the way into one.
    element: <RequireOrganisation />,
    children: [
      {
        path: paths.inviteEmployee,
        handle: pageTitle(msg`Invite people`),
        element: lazyPage(async () => (await import('./invite-employee-page.tsx')).InviteEmployeePage),
      },
    ],
  },
  // One page, not copies: the older variants redirect (DESIGN §2).
  ...inviteEmployeeVariantPaths.map((path) => ({ path, element: <Navigate to={paths.inviteEmployee} replace /> })),
];
