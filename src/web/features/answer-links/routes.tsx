import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pageTitle } from '#web/components/layout/page-title.ts';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** The page of an e-mailed answer link (decision 0056): public, as the link is the credential. */
export const answerLinkRoutes: RouteObject[] = [
  {
    path: paths.answerLink,
    handle: pageTitle(msg`Answer`),
    element: lazyPage(async () => (await import('./answer-link-page.tsx')).AnswerLinkPage),
  },
];
