import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/**
 * The browser-only local workspace, under its own frame (not the app layout, whose header
 * speaks to the server); its code is one lazily loaded chunk no other page carries.
 */
export const alphaRoutes: RouteObject[] = [
  {
    element: lazyPage(async () => (await import('./local-workspace-layout.tsx')).LocalWorkspaceLayout),
    children: [
      {
        path: paths.alphaWorkspace,
        element: lazyPage(async () => (await import('./local-workspace-page.tsx')).LocalWorkspacePage),
      },
    ],
  },
];

/**
 * The move of a local workspace to the server: a page of the signed-in app (its header, the
 * two-step enrolment), for an administrator of the organisation it moves into.
 */
export const alphaMoveRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [
      {
        path: paths.alphaMove,
        handle: pageTitle(msg`Move your local workspace`),
        element: lazyPage(async () => (await import('./move-page.tsx')).MoveWorkspacePage),
      },
    ],
  },
];
