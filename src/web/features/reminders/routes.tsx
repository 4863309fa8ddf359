import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The page an unsubscribe link opens (signed in or not): it asks before unsubscribing. */
export const remindersRoutes: RouteObject[] = [
  {
    path: paths.unsubscribe,
    handle: pageTitle(msg`Unsubscribe`),
    element: lazyPage(async () => (await import('./unsubscribe-page.tsx')).UnsubscribePage),
  },
];
