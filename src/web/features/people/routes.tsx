import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The organisation's people, rendered inside the app layout. */
export const peopleRoutes: RouteObject[] = [
  {
    element: <RequireAbility ability="managePeople" />,
    children: [
      {
        path: paths.employeeManagement,
        handle: pageTitle(msg`People`),
        element: lazyPage(async () => (await import('./employee-management-page.tsx')).EmployeeManagementPage),
      },
    ],
  },
];
