import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';

/** The priority roadmap, inside the app layout: managers and administrators (spec/02 §6). */
export const roadmapRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="useRoadmap" />,
    children: [
      {
        path: paths.roadmap,
        handle: pageTitle('Roadmap'),
        lazy: async () => ({ Component: (await import('./roadmap-page.tsx')).RoadmapPage }),
      },
    ],
  },
];
