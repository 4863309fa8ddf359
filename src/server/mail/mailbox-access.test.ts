import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { getTestDatabase, testEngine } from '#tests/db.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import { rawRequest } from '#tests/raw-http.ts';
import type { Mailer } from './mailer.ts';

const forwardingHeaders: Record<string, string>[] = [
  { 'x-real-ip': '127.0.0.1' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=127.0.0.1' },
  { 'x-forwarded-proto': 'http' },
  { 'x-forwarded-host': '127.0.0.1' },
  { 'true-client-ip': '127.0.0.1' },
  { 'cf-connecting-ip': '127.0.0.1' },
  { via: '1.1 proxy' },
];

describe(`local mailbox access on ${testEngine}`, () => {
  const servers: TestServer[] = [];
  const start = async (options: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer(await getTestDatabase(), options);
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  let server: TestServer;
  beforeAll(async () => {
    // Trusting the local proxy makes request.ip follow X-Forwarded-For: the mailbox must not.
    server = await start({ env: { TRUST_PROXY: ['loopback'] } });
  });

  it('opens to a direct request from this machine', async () => {
    const response = await rawRequest(server.baseUrl, { path: '/api/mailbox' });
    expect(response.status).toBe(200);
    expect(MailboxResponseSchema.safeParse(response.json()).success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(forwardingHeaders)('stays shut to a request that came through a proxy (%o)', async (headers) => {
    const response = await rawRequest(server.baseUrl, { path: '/api/mailbox', headers });
    expect(response.status).toBe(404);
  });

  it('stays shut with NODE_ENV=production', async () => {
    const production = await start({ env: { NODE_ENV: 'production' } });
    expect((await rawRequest(production.baseUrl, { path: '/api/mailbox' })).status).toBe(404);
  });

  it('stays shut when mail goes out by SMTP', async () => {
    const smtp: Mailer = { transport: 'smtp', send: async () => undefined, close: () => undefined };
    const withSmtp = await start({ mailer: smtp });
    expect((await rawRequest(withSmtp.baseUrl, { path: '/api/mailbox' })).status).toBe(404);
  });
});
