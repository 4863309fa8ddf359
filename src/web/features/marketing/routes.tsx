import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';

/** Public platform pages, rendered inside the app layout (which provides the header, <main> and footer). */
export const platformMarketingRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('./landing-page.tsx')).LandingPage }),
  },
  {
    path: paths.features,
    lazy: async () => ({ Component: (await import('./features-page.tsx')).FeaturesPage }),
  },
  {
    path: paths.assessmentsInfo,
    lazy: async () => ({ Component: (await import('./assessments-page.tsx')).AssessmentsPage }),
  },
  {
    path: paths.help,
    lazy: async () => ({ Component: (await import('./help-page.tsx')).HelpPage }),
  },
  {
    path: paths.support,
    lazy: async () => ({ Component: (await import('./support-page.tsx')).SupportPage }),
  },
];
