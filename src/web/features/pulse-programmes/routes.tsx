import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Pulse programmes, for those who manage assessments: a page of its own, loaded when visited. */
export const pulseProgrammeRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="manageAssessments" />,
    children: [
      {
        path: paths.pulseProgrammes,
        handle: pageTitle(msg`Pulse programmes`),
        element: lazyPage(async () => (await import('./pulse-programmes-page.tsx')).PulseProgrammesPage),
      },
    ],
  },
];
