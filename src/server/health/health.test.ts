import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '#domain/api/health.ts';
import { getTestDatabase, testEngine } from '#tests/db.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';

describe(`GET /api/health on ${testEngine}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await getTestDatabase());
  });
  afterAll(() => server.close());

  it('reports ok, the engine in use and the version', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    const body = HealthResponseSchema.parse(await response.json());
    expect(body).toEqual({ status: 'ok', database: testEngine, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
