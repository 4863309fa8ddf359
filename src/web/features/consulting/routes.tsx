import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/** The consultancy site: top-level routes under its own layout (sticky navigation, own footer). */
export const consultingRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./consulting-layout.tsx')).ConsultingLayout }),
    children: [
      {
        path: paths.consulting,
        lazy: async () => ({ Component: (await import('./consulting-page.tsx')).ConsultingPage }),
      },
      {
        path: paths.about,
        lazy: async () => ({ Component: (await import('./about-page.tsx')).AboutPage }),
      },
      {
        path: paths.team,
        lazy: async () => ({ Component: (await import('./team-page.tsx')).TeamPage }),
      },
    ],
  },
];
