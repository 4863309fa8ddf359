import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from '#web/features/accounts/index.ts';

/** The consent page, rendered inside the app layout. */
export const consentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.consent,
        handle: pageTitle('Consent'),
        lazy: async () => ({ Component: (await import('./consent-page.tsx')).ConsentPage }),
      },
    ],
  },
];
