import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Any path no other route claims: the "page not found" page, inside the app layout. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: pageTitle(msg`Page not found`),
  element: lazyPage(async () => (await import('./not-found-page.tsx')).NotFoundPage),
};
