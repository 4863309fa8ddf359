import { describe, expect } from 'vitest';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { testEngine } from '#tests/db.ts';
import { rawRequest } from '#tests/raw-http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
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
  // Trusting the local proxy makes request.ip follow X-Forwarded-For: the mailbox must not.
  const { server } = useTestServer({ env: { TRUST_PROXY: ['loopback'] } });

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

  it('stays shut with NODE_ENV=production', async ({ startServer }) => {
    const production = await startServer({ env: { NODE_ENV: 'production' } });
    expect((await rawRequest(production.baseUrl, { path: '/api/mailbox' })).status).toBe(404);
  });

  it('stays shut when mail goes out by SMTP', async ({ startServer }) => {
    const smtp: Mailer = { transport: 'smtp', send: async () => undefined, close: () => undefined };
    const withSmtp = await startServer({ mailer: smtp });
    expect((await rawRequest(withSmtp.baseUrl, { path: '/api/mailbox' })).status).toBe(404);
  });
});
