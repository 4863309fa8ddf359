import type { RouteObject } from 'react-router';

/** Public platform pages, rendered inside the app layout. */
export const platformMarketingRoutes: RouteObject[] = [];

/** The consultancy site, with its own layout. */
export const consultingRoutes: RouteObject[] = [];
