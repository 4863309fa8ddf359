import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { reminderMessages } from '#domain/messages.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { startSmtpSink, type ReceivedMail } from '#tests/smtp-sink.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { LAUNCH_JOB } from '#server/assessments/index.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { deriveKey } from '#server/secrets.ts';
import { REMINDER_JOB } from './job.ts';
import { EARLIER_LINKS_WORK_UNTIL, UNSUBSCRIBE_LINK_MS } from './unsubscribe-token.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const DAY = 24 * 60 * 60_000;

describe(`one-click unsubscribe on ${testEngine}`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const clock = createTestClock();

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  const { database, server } = useTestServer(() => ({ clock, mailer: createSmtpMailer(sink.url) }));
  beforeEach(async () => {
    sink.received.length = 0;
    clock.set(new Date());
  });
  afterAll(async () => {
    await sink.close();
  });

  async function organisation() {
    const row = await createOrganisation(database.db);
    await selectCategories(database.db, row.id, ['deib-assessment', 'workforce-transformation']);
    const admin = await createMember(database.db, { organisationId: row.id, role: 'organisation_admin' });
    const alice = await createRespondent(database.db, row.id);
    const bob = await createRespondent(database.db, row.id);
    return { organisationId: row.id, admin, alice, bob };
  }

  async function launch(organisationId: string, adminId: string, set: 'deib-assessment' | 'workforce-transformation' = 'deib-assessment') {
    const assessment = await startAssessment(server, await createSessionCookie(database.db, adminId, clock), set);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: assessment.id });
    await server.app.context.outbox.drain();
    return assessment;
  }

  async function remindNow(adminId: string, assessmentId: string) {
    const response = await server.request(`/api/assessments/${assessmentId}/reminders`, {
      method: 'POST',
      cookie: await createSessionCookie(database.db, adminId, clock),
    });
    expect(response.status).toBe(202);
    await server.app.context.jobs.runNow(REMINDER_JOB);
    await server.app.context.outbox.drain();
  }

  const received = (to: string, subject: RegExp) => sink.received.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  /** The path and query of a mail's List-Unsubscribe link, to call on the test server. */
  const unsubscribePath = (mail: ReceivedMail) => {
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    if (!link) throw new Error(`no List-Unsubscribe link in ${JSON.stringify(mail.headers)}`);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/unsubscribe');
    return url.pathname + url.search;
  };
  /** What a mail provider sends for one-click unsubscribe (RFC 8058): a form post from its own servers, no Origin. */
  const oneClick = (path: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('puts List-Unsubscribe on launch e-mails and reminders, personal to each person, and not on account e-mail', async () => {
    const { organisationId, admin, alice, bob } = await organisation();
    const assessment = await launch(organisationId, admin.id);
    await remindNow(admin.id, assessment.id);
    expect((await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: alice.email } })).status).toBe(202);
    await server.app.context.outbox.drain();

    const assessmentMail = [...received(alice.email, /asks for your view/), ...received(bob.email, /asks for your view/)];
    expect(assessmentMail.map((mail) => mail.subject.startsWith('Reminder:'))).toEqual([false, true, false, true]);
    for (const mail of assessmentMail) {
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribePath(mail)).toMatch(/^\/api\/unsubscribe\?token=[\w-]{86}$/);
    }
    // Every mail has a link of its own (sealed afresh), and neither person's id can be read from any.
    expect(new Set(assessmentMail.map(unsubscribePath)).size).toBe(4);
    for (const mail of assessmentMail) {
      const token = Buffer.from(new URL(unsubscribePath(mail), 'http://x').searchParams.get('token') ?? '', 'base64url').toString('hex');
      for (const id of [organisationId, alice.id, bob.id]) expect(token).not.toContain(id.replaceAll('-', ''));
    }

    const [reset] = received(alice.email, /Reset your CultureLens password/);
    expect(reset).toBeDefined();
    expect(reset?.headers['list-unsubscribe']).toBeUndefined();
    expect(reset?.headers['list-unsubscribe-post']).toBeUndefined();
  });

  it('stops the next reminder and launch e-mail for whoever posts their link, and nobody else; opening the link only asks', async () => {
    const { organisationId, admin, alice, bob } = await organisation();
    const assessment = await launch(organisationId, admin.id);
    const [aliceLaunch] = received(alice.email, /asks for your view/);
    const [bobLaunch] = received(bob.email, /asks for your view/);

    // A link scanner (or a person) opening Bob's link lands on the page that asks; nothing changes.
    const opened = await fetch(`${server.baseUrl}${unsubscribePath(bobLaunch!)}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?${new URL(unsubscribePath(bobLaunch!), 'http://x').searchParams.toString()}`);

    const posted = await oneClick(unsubscribePath(aliceLaunch!));
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ unsubscribed: true });
    expect((await oneClick(unsubscribePath(aliceLaunch!))).status).toBe(200);

    clock.advance(DAY);
    await remindNow(admin.id, assessment.id);
    await launch(organisationId, admin.id, 'workforce-transformation');
    expect(received(alice.email, /Reminder:/)).toEqual([]);
    expect(received(alice.email, /asks for your view/)).toHaveLength(1);
    expect(received(bob.email, /Reminder:/)).toHaveLength(1);
    expect(received(bob.email, /asks for your view/)).toHaveLength(3);

    // Account e-mail still reaches her.
    await server.request('/api/accounts/forgot-password', { method: 'POST', body: { email: alice.email } });
    expect((await sink.waitFor((mail) => mail.to.includes(alice.email) && /Reset your/.test(mail.subject))).subject).toBe(
      'Reset your CultureLens password',
    );
  });

  it('lets the person turn the e-mails back on from their account, and only their own', async () => {
    const { organisationId, admin, alice, bob } = await organisation();
    const other = await organisation();
    const assessment = await launch(organisationId, admin.id);
    const aliceCookie = await createSessionCookie(database.db, alice.id, clock);
    const emails = async (cookie: string) => (await server.request('/api/account/assessment-emails', { cookie })).json();
    const set = (cookie: string, body: unknown) => server.request('/api/account/assessment-emails', { method: 'PUT', cookie, body });

    expect(await emails(aliceCookie)).toEqual({ subscribed: true });
    expect((await oneClick(unsubscribePath(received(alice.email, /asks for your view/)[0]!))).status).toBe(200);
    expect(await emails(aliceCookie)).toEqual({ subscribed: false });
    // Nobody else's choice moved, in this organisation or another.
    expect(await emails(await createSessionCookie(database.db, bob.id, clock))).toEqual({ subscribed: true });
    expect(await emails(await createSessionCookie(database.db, other.alice.id, clock))).toEqual({ subscribed: true });

    expect((await set(aliceCookie, { subscribed: 'yes' })).status).toBe(400);
    expect((await set(aliceCookie, {})).status).toBe(400);
    expect(await emails(aliceCookie)).toEqual({ subscribed: false });

    const turnedOn = await set(aliceCookie, { subscribed: true });
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).toEqual({ subscribed: true });
    clock.advance(DAY);
    await remindNow(admin.id, assessment.id);
    expect(received(alice.email, /Reminder:/)).toHaveLength(1);

    // A day later her session has lapsed; she signs in again.
    expect(await (await set(await createSessionCookie(database.db, alice.id, clock), { subscribed: false })).json()).toEqual({
      subscribed: false,
    });
    clock.advance(DAY);
    await remindNow(admin.id, assessment.id);
    expect(received(alice.email, /Reminder:/)).toHaveLength(1);
    expect(received(bob.email, /Reminder:/)).toHaveLength(2);

    expect((await server.request('/api/account/assessment-emails')).status).toBe(401);
  });

  it('refuses a link that was not made by the server, in clear words', async () => {
    const { organisationId, admin, alice } = await organisation();
    await launch(organisationId, admin.id);
    const path = unsubscribePath(received(alice.email, /asks for your view/)[0]!);
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
    // One byte of the tag changed. (Changing the text's last characters may change only bits that
    // base64url decoding drops, and leave the same bytes.)
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = bytes.toString('base64url');
    for (const bad of [tampered, 'abc', '']) {
      const response = await oneClick(`/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        inSourceLanguage(reminderMessages.unsubscribeLinkInvalid),
      );
    }
    const missing = await oneClick('/api/unsubscribe');
    expect(missing.status).toBe(400);
  });

  it('stops working a year after its e-mail was made, and says so; nothing in the link can be changed to last longer or reach someone else', async () => {
    const { organisationId, admin, alice, bob } = await organisation();
    await launch(organisationId, admin.id);
    const path = unsubscribePath(received(alice.email, /asks for your view/)[0]!);
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';

    // Any one byte changed (ids, expiry, nonce or tag) and the link is not ours.
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 12, 28, 44, 47, 48, 63]) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 1;
      const response = await oneClick(`/api/unsubscribe?token=${changed.toString('base64url')}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        inSourceLanguage(reminderMessages.unsubscribeLinkInvalid),
      );
    }

    clock.advance(UNSUBSCRIBE_LINK_MS - 60_000);
    expect((await oneClick(unsubscribePath(received(bob.email, /asks for your view/)[0]!))).status).toBe(200);
    clock.advance(60_000);
    const expired = await oneClick(path);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toBe(
      inSourceLanguage(reminderMessages.unsubscribeLinkExpired),
    );
    expect(
      await (
        await server.request('/api/account/assessment-emails', { cookie: await createSessionCookie(database.db, alice.id, clock) })
      ).json(),
    ).toEqual({ subscribed: true });
  });

  it('still takes a link mailed before links expired, until a year after the change', async () => {
    const { organisationId, alice } = await organisation();
    // Made as earlier versions made it: both ids in clear, then their HMAC.
    const ids = Buffer.concat([organisationId, alice.id].map((id) => Buffer.from(id.replaceAll('-', ''), 'hex')));
    const signature = createHmac('sha256', deriveKey(testSecrets, 'unsubscribe')).update('culturelens/unsubscribe:').update(ids).digest();
    const earlier = `/api/unsubscribe?token=${Buffer.concat([ids, signature]).toString('base64url')}`;
    clock.set(new Date(EARLIER_LINKS_WORK_UNTIL.getTime() - 1000));
    expect((await oneClick(earlier)).status).toBe(200);
    clock.set(EARLIER_LINKS_WORK_UNTIL);
    const expired = await oneClick(earlier);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toBe(
      inSourceLanguage(reminderMessages.unsubscribeLinkExpired),
    );
  });

  it('admits form posts from other sites on the unsubscribe link only, not on routes that act on a session', async () => {
    const { organisationId, admin } = await organisation();
    const assessment = await launch(organisationId, admin.id);
    const forged = await fetch(`${server.baseUrl}/api/assessments/${assessment.id}/reminders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: await createSessionCookie(database.db, admin.id, clock),
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(403);
    await server.app.context.jobs.runNow(REMINDER_JOB);
    expect(sink.received.filter((mail) => mail.subject.startsWith('Reminder:'))).toEqual([]);
  });

  it('limits how often one link can be used, like other e-mailed links', async () => {
    const path = `/api/unsubscribe?token=${'x'.repeat(86)}`;
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await oneClick(path)).status).toBe(400);
    const limited = await oneClick(path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
