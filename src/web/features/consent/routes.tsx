import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireOrganisation } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/**
 * The consent page, rendered inside the app layout: consent is given to one's organisation, so it
 * needs one. Once per person, it loads every text (the `app` catalogue): its long explanation stays
 * out of the catalogue the answering page loads.
 */
export const consentRoutes: RouteObject[] = [
  {
    element: <RequireOrganisation />,
    children: [
      {
        path: paths.consent,
        handle: pageTitle(msg`Consent`),
        element: lazyPage(async () => (await import('./consent-page.tsx')).ConsentPage),
      },
    ],
  },
];
