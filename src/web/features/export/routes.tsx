import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Exports, inside the app layout: organisation administrators only (spec/02 §6). */
export const exportRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="viewOrganisationData" />,
    children: [
      {
        path: paths.export,
        handle: pageTitle(msg`Export`),
        element: lazyPage(async () => (await import('./export-page.tsx')).ExportPage),
      },
    ],
  },
];
