import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The organisation's audit log, for its administrators, rendered inside the app layout. */
export const auditRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="viewAuditLog" />,
    children: [
      {
        path: paths.auditLog,
        handle: pageTitle(msg`Audit log`),
        element: lazyPage(async () => (await import('./audit-log-page.tsx')).AuditLogPage),
      },
    ],
  },
];
