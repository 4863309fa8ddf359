import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { testEnv, testSecrets } from '#tests/http.ts';
import { createLogCapture, rawRequest } from '#tests/raw-http.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { buildApp, type App } from '#server/app.ts';
import { createMailboxMailer } from '#server/mail/mailer.ts';
import { redactUrl, serializeError } from './log-serializers.ts';

const TOKEN = 'Zq3vN8xW2pL5kT9mR4cY7bH1dF6gJ0sAeUiOoPlKjHg';
// What a failed insert of a new account used to log: its password hash and e-mail address.
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';

describe('log redaction', () => {
  it('removes the tokens of e-mail links from request targets', () => {
    expect(redactUrl(`/invite/${TOKEN}`)).toBe('/invite/[redacted]');
    expect(redactUrl(`/reset-password?token=${TOKEN}`)).toBe('/reset-password?token=[redacted]');
    expect(redactUrl(`/email-verified?next=%2Fdashboard&token=${TOKEN}&x=1`)).toBe(
      '/email-verified?next=%2Fdashboard&token=[redacted]&x=1',
    );
    expect(redactUrl(`/api/anything?access_token=${TOKEN}`)).toBe('/api/anything?access_token=[redacted]');
    expect(redactUrl('/api/results/42?team=7')).toBe('/api/results/42?team=7');
  });
});

describe(`what the app logs on ${testEngine}`, () => {
  let app: App;
  let baseUrl: string;
  const log = createLogCapture();
  const mailLog: object[] = [];

  const database = useTestDatabase();
  beforeAll(async () => {
    app = await buildApp({
      database,
      env: testEnv,
      secrets: testSecrets,
      webRoot: null,
      logger: { level: 'info', stream: log.stream },
      mailer: createMailboxMailer({ info: (details) => void mailLog.push(details) }),
    });
    // A query that fails with secrets among its parameters, as an insert with a NUL used to.
    app.get('/test/failing-query', async () => {
      await database.db.execute(sql`select ${SECRET_HASH}::integer, ${'victim@example.test'}::integer`);
      return { unreachable: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    log.lines.length = 0;
    mailLog.length = 0;
  });

  it('logs no token from the links people follow', async () => {
    for (const path of [
      `/invite/${TOKEN}`,
      `/reset-password?token=${TOKEN}`,
      `/email-verified?token=${TOKEN}`,
      `/api/health?token=${TOKEN}`,
    ]) {
      await rawRequest(baseUrl, { path, headers: { accept: 'text/html' } });
    }
    const text = log.text();
    expect(text).toContain('/invite/[redacted]');
    expect(text).toContain('/reset-password?token=[redacted]');
    expect(text).not.toContain(TOKEN);
  });

  it('logs a failed query by its code, never its parameters or SQL', async () => {
    const response = await rawRequest(baseUrl, { path: '/test/failing-query' });
    expect(response.status).toBe(500);
    expect(response.text).not.toContain(SECRET_HASH);

    const text = log.text();
    expect(text).toContain('22P02'); // invalid_text_representation
    expect(text).not.toContain(SECRET_HASH);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('victim@example.test');
    expect(text).not.toMatch(/params|select /i);
  });

  it('keeps an error and its cause readable otherwise', () => {
    const serialized = serializeError(
      new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'E_INNER', detail: 'Key (email)=(a@b.c)' }) }),
    );
    expect(serialized).toMatchObject({ type: 'Error', message: 'outer', cause: { message: 'inner', code: 'E_INNER' } });
    expect(JSON.stringify(serialized)).not.toContain('a@b.c');
  });

  it('logs local-mailbox mail by recipient and subject only, never its text or links', async () => {
    const member = await createMember(database.db);
    const response = await rawRequest(baseUrl, {
      method: 'POST',
      path: '/api/accounts/forgot-password',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email }),
    });
    expect(response.status).toBe(202);
    await app.context.outbox.drain();
    expect(mailLog).toEqual([{ to: member.email, subject: 'Reset your CultureLens password' }]);
    expect(log.text()).not.toContain('token=');
  });
});
