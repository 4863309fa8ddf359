import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { intlLocaleOf, SOURCE_LOCALE } from '#domain/locales.ts';

// Components show the source language's texts from their messages themselves: no catalogue is
// loaded, so a test reads what the code says, whether or not the catalogues were extracted since.
i18n.loadAndActivate({ locale: SOURCE_LOCALE, locales: [intlLocaleOf(SOURCE_LOCALE)], messages: {} });

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
  if (i18n.locale !== SOURCE_LOCALE) i18n.activate(SOURCE_LOCALE, [intlLocaleOf(SOURCE_LOCALE)]);
});
