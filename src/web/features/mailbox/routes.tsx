import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/** Development helpers, rendered inside the app layout. */
export const mailboxRoutes: RouteObject[] = [
  {
    path: paths.mailbox,
    lazy: async () => ({ Component: (await import('./mailbox-page.tsx')).MailboxPage }),
  },
];
