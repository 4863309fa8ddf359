import { useEffect } from 'react';

/**
 * A page's own browser-tab title (the marketing and legal pages; app pages name theirs with a
 * route's `pageTitle`). In the browser it sets `document.title`, the one place routes' titles
 * are set too, so a page's title and a route's never compete in `<head>`. Rendered to a string
 * (the landing page's pre-render) it is the `<title>` element, which the pre-render moves into
 * `<head>` itself.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
