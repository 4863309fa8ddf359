import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, testEngine } from '#tests/db.ts';
import { testEnv, testSecrets } from '#tests/http.ts';
import { rawRequest } from '#tests/raw-http.ts';
import { buildApp, type App, type AppDependencies } from '#server/app.ts';

describe(`client address behind a proxy on ${testEngine}`, () => {
  const apps: App[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  /** The app with TRUST_PROXY as given, and a route that answers the client address it sees. */
  async function startWith(trustProxy: AppDependencies['env']['TRUST_PROXY']): Promise<string> {
    const app = await buildApp({
      database: await getTestDatabase(),
      env: { ...testEnv, TRUST_PROXY: trustProxy },
      secrets: testSecrets,
      webRoot: null,
    });
    app.get('/test/client-address', async (request) => ({ ip: request.ip }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    return `http://127.0.0.1:${address.port}`;
  }
  const clientSeenBy = async (baseUrl: string, forwardedFor: string) =>
    (
      rawRequest(baseUrl, { path: '/test/client-address', headers: { 'x-forwarded-for': forwardedFor } }).then((response) =>
        response.json(),
      ) as Promise<{ ip: string }>
    ).then((body) => body.ip);

  let oneHop: string;
  let byAddress: string;
  let untrusting: string;
  beforeAll(async () => {
    [oneHop, byAddress, untrusting] = await Promise.all([startWith(1), startWith(['127.0.0.1/8']), startWith(false)]);
  });

  it('with a hop count, takes the address the trusted proxy saw, not the one the client wrote', async () => {
    expect(await clientSeenBy(oneHop, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with proxy addresses, skips only those', async () => {
    expect(await clientSeenBy(byAddress, '6.6.6.6, 203.0.113.7, 127.0.0.2')).toBe('203.0.113.7');
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For', async () => {
    expect(await clientSeenBy(untrusting, '203.0.113.7')).toBe('127.0.0.1');
  });
});
