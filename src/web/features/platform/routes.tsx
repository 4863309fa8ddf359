import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The platform administrators' pages, rendered inside the app layout. */
export const platformRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="viewPlatformData" />,
    children: [
      {
        path: paths.platform,
        handle: pageTitle(msg`Platform overview`),
        element: lazyPage(async () => (await import('./platform-page.tsx')).PlatformPage),
      },
      {
        // The platform's sub-pages (e-mail domains, question bank), named and loaded by their own chunk.
        path: `${paths.platform}/:section`,
        element: lazyPage(async () => (await import('./platform-section-page.tsx')).PlatformSectionPage),
      },
    ],
  },
];
