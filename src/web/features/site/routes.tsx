import type { RouteObject } from 'react-router';

/** Any path no other route claims: the "page not found" page, inside the app layout. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
};
