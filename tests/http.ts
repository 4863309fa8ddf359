import { buildApp, type App } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

export type TestServer = {
  app: App;
  baseUrl: string;
  /** fetch against the running server, as a same-origin browser page would send it. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/** Starts the real application on an ephemeral port: tests speak real HTTP to it. */
export async function startTestServer(database: DatabaseHandle, options: { webRoot?: string | null } = {}): Promise<TestServer> {
  const app = await buildApp({
    database,
    env: { PUBLIC_URL: 'http://localhost', TRUST_PROXY: false },
    secrets: { respondentSecret: 'test-respondent-secret-of-at-least-32-characters' },
    webRoot: options.webRoot ?? null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', baseUrl);
      return fetch(`${baseUrl}${path}`, { ...init, headers });
    },
    close: () => app.close(),
  };
}
