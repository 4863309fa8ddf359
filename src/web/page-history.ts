import { matchRoutes, parsePath, UNSAFE_createBrowserHistory, type RouteObject, type To } from 'react-router';
import { loadRouteElements } from './lazy-page.tsx';

/**
 * The browser's history for the app, changing the address only once the page it names can be
 * shown: a link or a redirect to a page whose chunk has not loaded yet first loads it (the
 * layouts meanwhile mark the page being left busy), as the data router did. Otherwise the address
 * bar would name the next page while the last one, its fields still typed into, stayed on screen.
 * Back and Forward are the browser's own and change the address at once; the page follows.
 */
export function createPageHistory(routes: RouteObject[]) {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  // Only the latest navigation asked for goes ahead: a second click wins over a first still loading.
  let latest = 0;

  function whenShowable(to: To, go: () => void): void {
    latest += 1;
    const ticket = latest;
    const pathname = (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? history.location.pathname;
    const loading = loadRouteElements((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element));
    if (!loading) {
      go();
      return;
    }
    void loading.then(() => {
      if (ticket === latest) go();
    });
  }

  history.push = (to, state) => whenShowable(to, () => push(to, state));
  history.replace = (to, state) => whenShowable(to, () => replace(to, state));
  return history;
}
