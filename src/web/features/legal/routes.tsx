import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The terms and the privacy notice, public pages inside the app layout. */
export const legalRoutes: RouteObject[] = [
  {
    path: paths.terms,
    element: lazyPage(async () => (await import('./terms-page.tsx')).TermsPage),
  },
  {
    path: paths.privacy,
    element: lazyPage(async () => (await import('./privacy-page.tsx')).PrivacyPage),
  },
];
