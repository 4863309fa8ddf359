import { createContext, Suspense, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { loadRouteElements } from './lazy-page.tsx';

const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/**
 * The routes matched by the current location, outermost first, with their `handle`s: what the
 * layouts read to name the page (the data router's `useMatches`, which declarative routing lacks).
 */
export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/**
 * The app's pages for the current location (React Router's declarative mode: no data router,
 * whose loaders and actions the app does not use, and half the script).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  // A layout loaded on demand and its page load together, not one after the other.
  void loadRouteElements(matches.map((match) => match.route.element));
  const page = useRoutes(routes, location);
  return (
    <RouteMatchesContext.Provider value={matches}>
      {/* The first page of a visit, before any layout is on screen; later ones wait in the layouts' boundaries. */}
      <Suspense fallback={null}>{page}</Suspense>
    </RouteMatchesContext.Provider>
  );
}
