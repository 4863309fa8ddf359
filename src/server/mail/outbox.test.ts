import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { startTestServer, testSecrets } from '#tests/http.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { deliverDueMail, enqueueMail } from './outbox.ts';

const clock = createTestClock();
const quietLog = { warn: () => undefined, error: () => undefined };
const FROM = 'CultureLens <no-reply@culturelens.test>';

describe(`mail outbox on ${testEngine}`, () => {
  const database = useTestDatabase();
  beforeEach(async () => {
    clock.set(new Date());
  });

  it('delivers through a real SMTP server', async () => {
    const sink = await startSmtpSink();
    try {
      await enqueueMail(
        database.db,
        { clock, secrets: testSecrets },
        { kind: 'contact', to: 'ops@example.test', subject: 'Über straße ✓', text: 'Plain words', html: '<p>Plain words</p>' },
      );
      expect(
        await deliverDueMail(database.db, { mailer: createSmtpMailer(sink.url), clock, from: FROM, log: quietLog, secrets: testSecrets }),
      ).toBe(1);
      const mail = await sink.waitFor((received) => received.to.includes('ops@example.test'));
      expect(mail).toMatchObject({ from: 'no-reply@culturelens.test', subject: 'Über straße ✓' });
      expect(mail.text.trim()).toBe('Plain words');
      const [row] = await database.db.select().from(mailOutbox);
      // Delivered: the body is gone, what support needs stays.
      expect(row).toMatchObject({
        status: 'sent',
        deliveredVia: 'smtp',
        attempts: 1,
        lockedUntil: null,
        sealedBody: null,
        subject: 'Über straße ✓',
        kind: 'contact',
        toAddress: 'ops@example.test',
      });
    } finally {
      await sink.close();
    }
  });

  it('keeps a message whose delivery failed and retries it later, never losing it', async () => {
    let serverUp = false;
    const sent: string[] = [];
    const flaky: Mailer = {
      transport: 'smtp',
      async send(mail) {
        if (!serverUp) throw new Error('connect ECONNREFUSED');
        sent.push(mail.to);
      },
      close: () => undefined,
    };
    await enqueueMail(
      database.db,
      { clock, secrets: testSecrets },
      { kind: 'contact', to: 'later@example.test', subject: 'Hello', text: 'Body' },
    );

    await deliverDueMail(database.db, { mailer: flaky, clock, from: FROM, log: quietLog, secrets: testSecrets });
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());

    // Not due yet: nothing is tried.
    expect(await deliverDueMail(database.db, { mailer: flaky, clock, from: FROM, log: quietLog, secrets: testSecrets })).toBe(0);
    serverUp = true;
    clock.advance(60_001);
    expect(await deliverDueMail(database.db, { mailer: flaky, clock, from: FROM, log: quietLog, secrets: testSecrets })).toBe(1);
    expect(sent).toEqual(['later@example.test']);
    const [delivered] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'later@example.test'));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after eight attempts and marks the message failed', async () => {
    const broken: Mailer = {
      transport: 'smtp',
      send: async () => Promise.reject(new Error('550 mailbox unavailable')),
      close: () => undefined,
    };
    await enqueueMail(
      database.db,
      { clock, secrets: testSecrets },
      { kind: 'contact', to: 'gone@example.test', subject: 'Hello', text: 'Body' },
    );
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await deliverDueMail(database.db, { mailer: broken, clock, from: FROM, log: quietLog, secrets: testSecrets });
      clock.advance(61 * 60_000);
    }
    const [row] = await database.db.select().from(mailOutbox);
    // Never retried again, so its body (and any link in it) is removed at once.
    expect(row).toMatchObject({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable', sealedBody: null });
  });

  it('stores the body encrypted and bound to its row: moved to another recipient, it does not open and is never sent', async () => {
    const sent: string[] = [];
    const recording: Mailer = {
      transport: 'smtp',
      send: async (mail) => void sent.push(`${mail.to}: ${mail.text}`),
      close: () => undefined,
    };
    const secret = 'https://culturelens.test/invite/a-live-token-of-the-real-person';
    const realId = await enqueueMail(
      database.db,
      { clock, secrets: testSecrets },
      { kind: 'invitation', to: 'real@example.test', subject: 'Join', text: `Open ${secret}` },
    );
    const otherId = await enqueueMail(
      database.db,
      { clock, secrets: testSecrets },
      { kind: 'invitation', to: 'attacker@example.test', subject: 'Join', text: 'Open nothing' },
    );
    const [real] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, realId));
    expect(real?.sealedBody).toMatch(/^v1\./);
    expect(real?.sealedBody).not.toContain('a-live-token');

    // Someone with write access to the database copies the real invitation into their own row.
    await database.db
      .update(mailOutbox)
      .set({ sealedBody: real?.sealedBody ?? null })
      .where(eq(mailOutbox.id, otherId));
    await deliverDueMail(database.db, { mailer: recording, clock, from: FROM, log: quietLog, secrets: testSecrets });
    expect(sent).toEqual([`real@example.test: Open ${secret}`]);
    const [copied] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, otherId));
    expect(copied).toMatchObject({ status: 'failed', sealedBody: null, lastError: expect.stringContaining('could not be decrypted') });
  });

  it('cannot send what was queued under another secret, and says so', async () => {
    const sent: string[] = [];
    const recording: Mailer = { transport: 'smtp', send: async (mail) => void sent.push(mail.to), close: () => undefined };
    await enqueueMail(
      database.db,
      { clock, secrets: { ...testSecrets, respondentSecret: 'an-older-secret-that-was-replaced-since-then' } },
      { kind: 'contact', to: 'old@example.test', subject: 'Hi', text: 'Body' },
    );
    await deliverDueMail(database.db, { mailer: recording, clock, from: FROM, log: quietLog, secrets: testSecrets });
    expect(sent).toEqual([]);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      sealedBody: null,
      lastError: expect.stringContaining('the secret changed'),
    });
  });

  it('never hands one message to two deliveries at once', async () => {
    const sent: string[] = [];
    const slow: Mailer = {
      transport: 'smtp',
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(mail.to);
      },
      close: () => undefined,
    };
    for (let i = 0; i < 5; i += 1)
      await enqueueMail(
        database.db,
        { clock, secrets: testSecrets },
        { kind: 'contact', to: `p${i}@example.test`, subject: 'Hi', text: 'Body' },
      );
    await Promise.all([
      deliverDueMail(database.db, { mailer: slow, clock, from: FROM, log: quietLog, secrets: testSecrets }),
      deliverDueMail(database.db, { mailer: slow, clock, from: FROM, log: quietLog, secrets: testSecrets }),
    ]);
    expect(sent.sort()).toEqual(['p0@example.test', 'p1@example.test', 'p2@example.test', 'p3@example.test', 'p4@example.test']);
  });
});

describe(`GET /api/mailbox on ${testEngine}`, () => {
  const database = useTestDatabase();

  it('shows delivered local mail, with its links, to requests from this machine only', async () => {
    const server = await startTestServer(database);
    try {
      await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: 'nobody@example.test' } });
      await enqueueMail(
        database.db,
        { clock, secrets: testSecrets },
        { kind: 'contact', to: 'me@example.test', subject: 'Link inside', text: 'Open https://culturelens.test/x?token=abc now' },
      );
      await server.app.context.outbox.drain();

      const local = await server.request('/api/mailbox');
      expect(local.status).toBe(200);
      const { messages } = MailboxResponseSchema.parse(await local.json());
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ to: 'me@example.test', subject: 'Link inside', links: ['https://culturelens.test/x?token=abc'] });

      const proxied = await server.request('/api/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('does not exist when real SMTP is configured', async () => {
    const sink = await startSmtpSink();
    const server = await startTestServer(database, { mailer: createSmtpMailer(sink.url) });
    try {
      expect((await server.request('/api/mailbox')).status).toBe(404);
    } finally {
      await server.close();
      await sink.close();
    }
  });
});
