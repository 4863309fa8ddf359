import { afterAll, beforeAll } from 'vitest';
import { lateBound } from '#tests/late-bound.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { apiClient, type ApiClient } from './api.ts';
import { startApp, type AppProcess } from './app-process.ts';
import { launchBrowser, type TestBrowser } from './browser.ts';
import type { SmtpSink } from './mail.ts';

export type AppInBrowser = {
  app: AppProcess & { health: unknown };
  browser: TestBrowser;
  /** The API as a script would use it, to set up what the browser then shows. */
  api: ApiClient;
  /** With `mail`: the SMTP server the app delivers to, for the links people follow. */
  sink: SmtpSink;
};

/**
 * For a describe block: the app as `npm start` runs it (with `env` on top), a fresh headless
 * browser and an API client of the app, started before the block's own `beforeAll` and stopped
 * after its last test. With `mail`, the app sends its mail by SMTP to a sink of the block's own.
 */
export function useAppInBrowser({ env = {}, mail = false }: { env?: Record<string, string>; mail?: boolean } = {}): AppInBrowser {
  const app = lateBound<AppInBrowser['app']>('app');
  const browser = lateBound<TestBrowser>('browser');
  const api = lateBound<ApiClient>('API client');
  const sink = lateBound<SmtpSink>('SMTP sink');
  let started: Partial<AppInBrowser> = {};
  beforeAll(async () => {
    started = {};
    if (mail) sink.bind((started.sink = await startSmtpSink()));
    app.bind((started.app = await startApp({ env: { ...(started.sink ? { SMTP_URL: started.sink.url } : {}), ...env } })));
    browser.bind((started.browser = await launchBrowser()));
    api.bind(apiClient(started.app.baseUrl));
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.app?.stop();
    await started.sink?.close();
  });
  return { app: app.value, browser: browser.value, api: api.value, sink: sink.value };
}
