import { describe, expect } from 'vitest';
import { HealthResponseSchema } from '#domain/api/health.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

describe(`GET /api/health on ${testEngine}`, () => {
  const { server } = useTestServer();

  it('reports ok, the engine in use and the version', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    const body = HealthResponseSchema.parse(await response.json());
    expect(body).toEqual({ status: 'ok', database: testEngine, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
