import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/** The terms and the privacy notice, public pages inside the app layout. */
export const legalRoutes: RouteObject[] = [
  {
    path: paths.terms,
    lazy: async () => ({ Component: (await import('./terms-page.tsx')).TermsPage }),
  },
  {
    path: paths.privacy,
    lazy: async () => ({ Component: (await import('./privacy-page.tsx')).PrivacyPage }),
  },
];
