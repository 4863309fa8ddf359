import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The consultancy site: top-level routes under its own layout (sticky navigation, own footer). */
export const consultingRoutes: RouteObject[] = [
  {
    element: lazyPage(async () => (await import('./consulting-layout.tsx')).ConsultingLayout),
    children: [
      {
        path: paths.consulting,
        element: lazyPage(async () => (await import('./consulting-page.tsx')).ConsultingPage),
      },
      {
        path: paths.about,
        element: lazyPage(async () => (await import('./about-page.tsx')).AboutPage),
      },
      {
        path: paths.team,
        element: lazyPage(async () => (await import('./team-page.tsx')).TeamPage),
      },
    ],
  },
];
