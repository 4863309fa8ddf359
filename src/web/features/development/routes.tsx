import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/**
 * Pages for people working on CultureLens, served by the Vite development server only.
 * `import.meta.env.DEV` is false in every build, so the bundler drops these routes and their
 * chunks: a release cannot show them, whatever its server's NODE_ENV.
 */
export const developmentRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: '/debug-auth',
        handle: pageTitle(msg`Debug auth`),
        element: lazyPage(async () => (await import('./debug-auth-page.tsx')).DebugAuthPage),
      },
      {
        path: '/test',
        handle: pageTitle(msg`Test page`),
        element: lazyPage(async () => (await import('./test-page.tsx')).TestPage),
      },
    ]
  : [];
