// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { createPageHistory } from './page-history.ts';

function deferredPage() {
  let resolve: (page: ComponentType) => void = () => {};
  const loaded = new Promise<ComponentType>((settle) => (resolve = settle));
  return { element: lazyPage(() => loaded), arrive: () => resolve(() => null) };
}

const flush = () => new Promise((settle) => setTimeout(settle, 0));

describe('the page history', () => {
  it('changes the address once the next page has loaded, and at once for a page without a chunk', async () => {
    const slow = deferredPage();
    const history = createPageHistory([
      { path: '/here', element: <p>here</p> },
      { path: '/slow', element: slow.element },
    ]);
    history.push('/here');
    expect(window.location.pathname).toBe('/here');

    history.push('/slow?tab=1');
    await flush();
    expect(window.location.pathname).toBe('/here');
    slow.arrive();
    await flush();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/slow?tab=1');

    // Loaded once, shown at once afterwards.
    history.replace('/here');
    history.push({ pathname: '/slow' });
    expect(window.location.pathname).toBe('/slow');
  });

  it('goes only where the latest navigation asked', async () => {
    const first = deferredPage();
    const second = deferredPage();
    const history = createPageHistory([
      { path: '/first', element: first.element },
      { path: '/second', element: second.element },
    ]);
    history.push('/first');
    history.push('/second');
    second.arrive();
    await flush();
    expect(window.location.pathname).toBe('/second');
    first.arrive();
    await flush();
    expect(window.location.pathname).toBe('/second');
  });
});
