import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/** The built-in mailbox (e-mail sent while no SMTP server is configured), rendered inside the app layout. */
export const mailRoutes: RouteObject[] = [
  {
    path: paths.mailbox,
    handle: pageTitle('Mailbox'),
    lazy: async () => ({ Component: (await import('./mailbox-page.tsx')).MailboxPage }),
  },
];
