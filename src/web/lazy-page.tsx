import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { withTexts } from './i18n/locale.ts';

/**
 * Route-level code splitting without the data router: each page is its own chunk, loaded the first
 * time its route is shown. The router changes location inside a React transition, so while a
 * page's chunk loads the page being left stays on screen (the layouts' Suspense boundaries are
 * already showing), and `usePageLoading` tells the layouts to mark the main region busy.
 */

let loading = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts a chunk in flight. A load starts while React renders, so listeners hear of it just after. */
function track<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  queueMicrotask(notify);
  const settled = () => {
    loading -= 1;
    notify();
  };
  load.then(settled, settled);
  return load;
}

/** True while a page's chunk is loading (what the data router called a "loading" navigation). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/** For each page element made by `lazyPage`: start (or join) the load of its chunk; null once it has loaded. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown> | null>();

/**
 * The element of a route whose page is loaded on demand: `lazyPage(async () => (await import('./x-page.tsx')).XPage)`.
 * The chunk is asked for once, by whichever comes first: the page rendering, or `loadRouteElements`
 * for a route about to be shown (so a layout's chunk and its page's chunk load side by side).
 * The page's texts come with it: in production the translations of the scripts it runs (decision
 * 0053), in development and the tests every text of the app.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  let started: Promise<{ default: ComponentType }> | undefined;
  let loaded = false;
  const start = () =>
    (started ??= track(
      withTexts(load).then((Component) => {
        loaded = true;
        return { default: Component };
      }),
    ));
  const element = createElement(lazy(start));
  loaders.set(element, () => (loaded ? null : start()));
  return element;
}

/**
 * Starts loading the chunks of the given route elements that are pages loaded on demand; resolves
 * once they have settled, or is null when there is nothing to wait for.
 */
export function loadRouteElements(elements: readonly unknown[]): Promise<unknown> | null {
  const pending: Promise<unknown>[] = [];
  for (const element of elements) {
    const load = typeof element === 'object' && element !== null ? loaders.get(element as ReactElement)?.() : null;
    if (load) pending.push(load);
  }
  return pending.length ? Promise.allSettled(pending) : null;
}
