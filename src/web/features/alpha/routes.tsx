import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/**
 * The browser-only local workspace, under its own frame (not the app layout, whose header
 * speaks to the server); its code is one lazily loaded chunk no other page carries.
 */
export const alphaRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./local-workspace-layout.tsx')).LocalWorkspaceLayout }),
    children: [
      {
        path: paths.alphaWorkspace,
        lazy: async () => ({ Component: (await import('./local-workspace-page.tsx')).LocalWorkspacePage }),
      },
    ],
  },
];
