import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The unit files share a worker's modules and jsdom (`isolate: false`), so whatever a test
// leaves behind would reach the next test and the next file: the rendered tree, stubbed
// globals (fetch), fake timers, spies and the browser's storage. Each test's are undone here,
// for every file, rather than by hand in each.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  globalThis.localStorage?.clear();
});
