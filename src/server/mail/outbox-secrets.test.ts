import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { startTestServer } from '#tests/http.ts';
import { findSecrets, readStoredText } from '#tests/secret-scan.ts';
import { startSmtpSink, type ReceivedMail } from '#tests/smtp-sink.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { auditEvents, mailOutbox } from '#server/db/schema.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { MAILBOX_RETENTION_MS, purgeMailBodies } from './outbox.ts';

const clock = createTestClock();
const newToken = () => randomBytes(32).toString('base64url');

/** The token of the link to `path` in a delivered mail, from its text; the HTML part must carry the same link. */
function tokenIn(mail: ReceivedMail, path: '/invite/' | '/reset-password' | '/email-verified'): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  expect(mail.html).toContain(link);
  const url = new URL(link);
  const token = path === '/invite/' ? decodeURIComponent(url.pathname.slice(path.length)) : (url.searchParams.get('token') ?? '');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

describe(`the database scan for live tokens on ${testEngine}`, () => {
  const database = useTestDatabase();

  it('finds a token planted in plain text, in an existing table and in a table it was never told about', async () => {
    const inAudit = newToken();
    const inNewTable = newToken();
    const absent = newToken();
    await database.db.insert(auditEvents).values({ action: 'PLANTED', details: { link: `http://localhost:3000/invite/${inAudit}` } });
    const probe = `scan_probe_${process.pid}`;
    await database.db.execute(sql.raw(`create table ${probe} (id integer, note text, extra jsonb)`));
    try {
      await database.db.execute(sql.raw(`insert into ${probe} values (1, null, '{"nested": {"token": "${inNewTable}"}}')`));
      const findings = findSecrets(await readStoredText(database.db), [inAudit, inNewTable, absent]);
      expect(findings).toEqual([
        { table: 'audit_events', column: 'details', secret: inAudit },
        { table: probe, column: 'extra', secret: inNewTable },
      ]);
    } finally {
      await database.db.execute(sql.raw(`drop table ${probe}`));
    }
  });
});

describe(`no live e-mail token in the database on ${testEngine}`, () => {
  const database = useTestDatabase();
  beforeEach(async () => {
    clock.set(new Date());
  });

  it('keeps invitation, verification and reset links out of every column, queued and delivered, and the delivered links work', async () => {
    const sink = await startSmtpSink();
    // The mail server is down at first, so the mail stays queued (and retried) for a while.
    let serverUp = false;
    const smtp = createSmtpMailer(sink.url);
    const mailer: Mailer = {
      transport: 'smtp',
      async send(mail) {
        if (!serverUp) throw new Error('connect ECONNREFUSED');
        await smtp.send(mail);
      },
      close: () => smtp.close(),
    };
    const server = await startTestServer(database, { clock, mailer });
    try {
      const admin = await createMember(database.db, { role: 'organisation_admin' });
      const adminCookie = await signInAs(server, admin.email);
      const member = await createMember(database.db);

      const invited = await server.request('/api/invitations', {
        method: 'POST',
        cookie: adminCookie,
        body: {
          invitations: [
            { email: 'second-admin@example.test', role: 'organisation_admin' },
            { email: 'new-hire@example.test', role: 'employee' },
          ],
        },
      });
      expect(invited.status).toBe(200);
      const password = 'cobol-rules-59';
      expect(
        (
          await server.request('/api/accounts', {
            method: 'POST',
            body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test', password, confirmPassword: password },
          })
        ).status,
      ).toBe(201);
      expect((await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(202);

      await server.app.context.outbox.drain();
      const queued = await database.db.select().from(mailOutbox);
      expect(queued).toHaveLength(4);
      for (const row of queued)
        expect(row).toMatchObject({
          status: 'pending',
          attempts: 1,
          lastError: 'connect ECONNREFUSED',
          sealedBody: expect.stringMatching(/^v1\./),
        });
      const beforeDelivery = await readStoredText(database.db);

      serverUp = true;
      clock.advance(61_000);
      await server.app.context.outbox.drain();
      const mailTo = (to: string) => sink.waitFor((mail) => mail.to.includes(to));
      const tokens = {
        adminInvitation: tokenIn(await mailTo('second-admin@example.test'), '/invite/'),
        invitation: tokenIn(await mailTo('new-hire@example.test'), '/invite/'),
        verification: tokenIn(await mailTo('grace@example.test'), '/email-verified'),
        reset: tokenIn(await mailTo(member.email), '/reset-password'),
      };
      const afterDelivery = await readStoredText(database.db);

      // The scan covers the outbox itself and every other column, before and after delivery.
      expect(beforeDelivery.some((value) => value.table === 'mail_outbox' && value.column === 'sealed_body')).toBe(true);
      expect(findSecrets(beforeDelivery, Object.values(tokens))).toEqual([]);
      expect(findSecrets(afterDelivery, Object.values(tokens))).toEqual([]);

      // Delivered: the bodies are gone, what support needs stays.
      const delivered = await database.db.select().from(mailOutbox);
      expect(delivered.map((row) => row.kind).sort()).toEqual(['invitation', 'invitation', 'reset_password', 'verify_email']);
      for (const row of delivered) {
        expect(row).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 2, lastError: null, sealedBody: null });
        expect(row.subject).not.toBe('');
        expect(row.sentAt).not.toBeNull();
      }

      // Each link works from the delivered mail.
      const accept = (token: string, firstName: string) =>
        server.request('/api/invitations/accept', {
          method: 'POST',
          body: { token, firstName, lastName: 'Invitee', password: 'joining-at-last', confirmPassword: 'joining-at-last' },
        });
      const adminAccepted = await accept(tokens.adminInvitation, 'Ada');
      expect(adminAccepted.status).toBe(200);
      expect(await adminAccepted.json()).toMatchObject({ user: { email: 'second-admin@example.test', role: 'organisation_admin' } });
      expect((await accept(tokens.invitation, 'Ned')).status).toBe(200);
      expect((await server.request('/api/accounts/verify-email', { method: 'POST', body: { token: tokens.verification } })).status).toBe(
        200,
      );
      const reset = await server.request('/api/accounts/reset-password', {
        method: 'POST',
        body: { token: tokens.reset, password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
      });
      expect(reset.status).toBe(200);
      await signInAs(server, member.email, 'a brand new passphrase');
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it('lets the local mailbox show its links, stored encrypted, until its retention ends', async () => {
    const server = await startTestServer(database, { clock });
    try {
      const member = await createMember(database.db);
      expect((await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(202);
      await server.app.context.outbox.drain();

      const { messages } = MailboxResponseSchema.parse(await (await server.request('/api/mailbox')).json());
      expect(messages).toHaveLength(1);
      const link = messages[0]?.links.find((candidate) => candidate.includes('/reset-password?token='));
      const token = new URL(link ?? 'http://x').searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(findSecrets(await readStoredText(database.db), [token])).toEqual([]);

      // Still there just before the retention ends; gone (body only) after it.
      clock.advance(MAILBOX_RETENTION_MS - 60_000);
      expect(await purgeMailBodies(database.db, clock)).toBe(0);
      clock.advance(2 * 60_000);
      expect(await purgeMailBodies(database.db, clock)).toBe(1);
      expect(MailboxResponseSchema.parse(await (await server.request('/api/mailbox')).json()).messages).toEqual([]);
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({
        kind: 'reset_password',
        toAddress: member.email,
        status: 'sent',
        deliveredVia: 'mailbox',
        sealedBody: null,
      });
      expect(row?.subject).toBe('Reset your CultureLens password');
    } finally {
      await server.close();
    }
  });
});
