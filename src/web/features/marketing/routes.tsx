import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { lazyPage } from '#web/lazy-page.tsx';

/** Public platform pages, rendered inside the app layout (which provides the header, <main> and footer). */
export const platformMarketingRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: lazyPage(async () => (await import('./landing-page.tsx')).LandingPage),
  },
  {
    path: paths.features,
    element: lazyPage(async () => (await import('./features-page.tsx')).FeaturesPage),
  },
  {
    path: paths.assessmentsInfo,
    element: lazyPage(async () => (await import('./assessments-page.tsx')).AssessmentsPage),
  },
  {
    path: paths.help,
    element: lazyPage(async () => (await import('./help-page.tsx')).HelpPage),
  },
  {
    path: paths.support,
    element: lazyPage(async () => (await import('./support-page.tsx')).SupportPage),
  },
];
