import { useEffect } from 'react';

/**
 * A page's own browser-tab title (the marketing and legal pages; app pages name theirs with a
 * route's `pageTitle`). In the browser it sets `document.title`, since the production build runs
 * on Preact, which does not move a `<title>` rendered in a component into `<head>` as React 19
 * does. Rendered to a string (the landing page's pre-render) it is the `<title>` element, which
 * the pre-render moves into `<head>` itself.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
