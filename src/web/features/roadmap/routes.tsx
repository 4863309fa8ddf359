import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The priority roadmap, inside the app layout: managers and administrators (spec/02 §6). */
export const roadmapRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="useRoadmap" />,
    children: [
      {
        path: paths.roadmap,
        handle: pageTitle(msg`Roadmap`),
        element: lazyPage(async () => (await import('./roadmap-page.tsx')).RoadmapPage),
      },
    ],
  },
];
