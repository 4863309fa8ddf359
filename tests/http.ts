import { and, desc, eq, ne } from 'drizzle-orm';
import { buildApp, type App, type AppDependencies } from '#server/app.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import type { Clock } from '#server/clock.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox, type MailKind } from '#server/db/schema.ts';
import { mailKey, openMailBody } from '#server/mail/mail-body.ts';
import { createMailboxMailer, type Mailer } from '#server/mail/mailer.ts';
import type { Secrets } from '#server/secrets.ts';

export type TestServer = {
  app: App;
  baseUrl: string;
  /** fetch against the running server, as a same-origin page would send it (JSON bodies encoded). */
  request(path: string, init?: Omit<RequestInit, 'body'> & { body?: unknown; cookie?: string }): Promise<Response>;
  /**
   * Delivers queued mail now and returns the newest message to `to`, read as the local mailbox
   * reads it (its text is empty once the body has been purged, as after SMTP delivery). Launch
   * e-mails, which a background job sends at its own time, count only when `kind` asks for them.
   */
  lastMailTo(to: string, kind?: MailKind): Promise<{ subject: string; text: string; link: string | undefined } | undefined>;
  close(): Promise<void>;
};

const silentLog = { info: () => undefined };

/** The tests' secret, and a draft key ring in memory shared by every test server and job of the worker. */
export const testSecrets: Secrets = {
  respondentSecret: 'test-respondent-secret-of-at-least-32-characters',
  draftKeys: DraftKeyRing.inMemory(),
};

/**
 * The test configuration. Links in mail point at PUBLIC_URL as in production, while tests
 * connect to 127.0.0.1 on an ephemeral port: ALLOWED_HOSTS admits that address (every port,
 * as the port is only known once listening), the way an operator would list an extra name.
 */
export const testEnv: AppDependencies['env'] = {
  PUBLIC_URL: 'http://localhost:3000',
  ALLOWED_HOSTS: ['127.0.0.1'],
  TRUST_PROXY: false,
  MAIL_FROM: 'CultureLens <no-reply@culturelens.test>',
  SMTP_URL: undefined,
  SALES_EMAIL: 'sales@aldergrove.test',
  INVITATIONS_PER_DAY: 2000,
  // Releases at every run, so a test sees six completions released when it drains the job;
  // tests of the fixed release times set their own (tests/anonymity/participation.test.ts).
  RESULTS_RELEASE_EVERY: 0,
  RESULTS_RELEASE_AT: 3 * 3_600_000,
};

/** Starts the real application on an ephemeral port: tests speak real HTTP to it. */
export async function startTestServer(
  database: DatabaseHandle,
  options: {
    webRoot?: string | null;
    clock?: Clock;
    mailer?: Mailer;
    env?: Partial<AppDependencies['env']>;
    logger?: AppDependencies['logger'];
    /** The secrets of a secrets folder, for tests of what is kept there; the tests' own otherwise. */
    secrets?: Secrets;
  } = {},
): Promise<TestServer> {
  const app = await buildApp({
    database,
    env: { ...testEnv, ...options.env },
    secrets: options.secrets ?? testSecrets,
    webRoot: options.webRoot ?? null,
    mailer: options.mailer ?? createMailboxMailer(silentLog),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Tests reset the embedded database between them: the queue's start (its schema check) is over first.
  if (database.engine === 'pglite') await app.backgroundJobsStarted;
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    request(path, init = {}) {
      const { body, cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('origin')) headers.set('origin', baseUrl);
      if (cookie) headers.set('cookie', cookie);
      let encoded: string | undefined;
      if (body !== undefined) {
        encoded = typeof body === 'string' ? body : JSON.stringify(body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      return fetch(`${baseUrl}${path}`, { ...rest, headers, body: encoded ?? null });
    },
    async lastMailTo(to, kind) {
      await app.context.outbox.drain();
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), kind === undefined ? ne(mailOutbox.kind, 'assessment_launch') : eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      if (!row) return undefined;
      const text = openMailBody(mailKey(options.secrets ?? testSecrets), row)?.text ?? '';
      return { subject: row.subject, text, link: text.match(/https?:\/\/\S+/)?.[0] };
    },
    close: () => app.close(),
  };
}

/** The session cookie a response set (under either name of `cookieName`), as a Cookie header value. */
export function sessionCookieFrom(response: Response): string {
  const names = [SESSION_COOKIE, `__Host-${SESSION_COOKIE}`];
  const cookie = response.headers.getSetCookie().find((value) => names.some((name) => value.startsWith(`${name}=`)));
  if (!cookie) throw new Error('the response set no session cookie');
  return cookie.split(';')[0] ?? '';
}
