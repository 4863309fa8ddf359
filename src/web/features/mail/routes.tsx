import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The built-in mailbox (e-mail sent while no SMTP server is configured), rendered inside the app layout. */
export const mailRoutes: RouteObject[] = [
  {
    path: paths.mailbox,
    handle: pageTitle(msg`Mailbox`),
    element: lazyPage(async () => (await import('./mailbox-page.tsx')).MailboxPage),
  },
];
