import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRouteMatches } from '../../app-routes.tsx';

/** What a route tells the layout about itself: the name of its page, for the browser tab. */
export type PageHandle = { title: MessageDescriptor };

export function pageTitle(title: MessageDescriptor): PageHandle {
  return { title };
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'object';
}

/** "Results · Acme · CultureLens": the page, the organisation when signed in, the product. */
export function composePageTitle(page: string, organisationName?: string | null): string {
  return [page, organisationName, 'CultureLens'].filter(Boolean).join(' · ');
}

/**
 * Names the browser tab after the deepest route that has a page title, so tabs, history and
 * screen readers tell pages apart. Routes without one (the marketing pages) name their tab with
 * `DocumentTitle` and are left alone.
 */
export function usePageTitle(organisationName: string | null | undefined): void {
  const matches = useRouteMatches();
  const handle = [...matches].reverse().find((match) => isPageHandle(match.route.handle))?.route.handle;
  const { i18n } = useLingui();
  const page = isPageHandle(handle) ? i18n._(handle.title) : undefined;
  useEffect(() => {
    if (page !== undefined) document.title = composePageTitle(page, organisationName);
  }, [page, organisationName]);
}
