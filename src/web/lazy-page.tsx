import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

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

const preloaders = new WeakMap<ReactElement, () => void>();

/**
 * The element of a route whose page is loaded on demand: `lazyPage(async () => (await import('./x-page.tsx')).XPage)`.
 * The chunk is asked for once, by whichever comes first: the page rendering, or `preloadRouteElements`
 * for a route about to show it (so a layout's chunk and its page's chunk load side by side).
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  let started: Promise<{ default: ComponentType }> | undefined;
  const start = () => (started ??= track(load().then((Component) => ({ default: Component }))));
  const element = createElement(lazy(start));
  preloaders.set(element, () => void start());
  return element;
}

/** Starts loading the chunks of the given route elements that are pages loaded on demand. */
export function preloadRouteElements(elements: readonly unknown[]): void {
  for (const element of elements) {
    if (typeof element === 'object' && element !== null) preloaders.get(element as ReactElement)?.();
  }
}
