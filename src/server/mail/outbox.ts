import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { MailKind } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import type { Secrets } from '#server/secrets.ts';
import { mailKey, openMailBody, sealMailBody, type MailBody, type MailHeaders } from './mail-body.ts';
import type { Mailer } from './mailer.ts';
import type { JobDefinition, JobQueue, OutboxWorker } from '#server/background-work.ts';
import { claimDueMail, deleteMail, deleteSpentMail, insertMails, purgeSpentBodies, updateMail } from './queries.ts';

export type NewMail = {
  organisationId?: string | null;
  kind: MailKind;
  to: string;
  /** Where replies should go, when not to us (a contact form's sender). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on launch e-mails and reminders); account mail has none. */
  headers?: MailHeaders;
};

/**
 * Queues an e-mail, its bodies encrypted. Call it inside the transaction that causes the mail,
 * so the mail exists exactly when the change does; delivery happens afterwards, with retries.
 */
export async function enqueueMail(db: Database, context: { clock: Clock; secrets: Secrets }, mail: NewMail): Promise<string> {
  const [id] = await enqueueMails(db, context, [mail]);
  if (id === undefined) throw new Error('queued mail has no id');
  return id;
}

/** Queues many e-mails in one statement (see enqueueMail); returns their ids in order. */
export async function enqueueMails(db: Database, context: { clock: Clock; secrets: Secrets }, mails: NewMail[]): Promise<string[]> {
  const now = context.clock.now();
  const key = mailKey(context.secrets);
  const rows = mails.map((mail) => {
    // The id is chosen here because the sealed body is bound to it.
    const id = randomUUID();
    const body: MailBody = { text: mail.text, html: mail.html ?? null, ...(mail.headers ? { headers: mail.headers } : {}) };
    return {
      id,
      createdAt: now,
      nextAttemptAt: now,
      organisationId: mail.organisationId ?? null,
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      sealedBody: sealMailBody(key, { id, toAddress: mail.to }, body),
    };
  });
  await insertMails(db, rows);
  return rows.map((row) => row.id);
}

/**
 * Mail whose row is deleted once delivered or given up on, not only emptied of its body: a
 * reminder goes only to people who have not completed, so its recipient and times would keep,
 * per person, who had not completed at each reminder (decision 0042). The local mailbox keeps
 * it for its retention, as it keeps everything.
 */
const FORGOTTEN_ONCE_DONE: readonly MailKind[] = ['assessment_reminder'];
const forgottenOnceDone = (kind: MailKind) => FORGOTTEN_ONCE_DONE.includes(kind);

const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 20;
/**
 * How long the local mailbox (no SMTP configured) keeps a message readable: as long as the
 * longest-lived link it can carry, an invitation's 14 days.
 */
export const MAILBOX_RETENTION_MS = 14 * 24 * 60 * 60_000;

/** 1, 2, 4 … minutes, at most an hour: a mail server that is down for a while is waited out. */
function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

export type Delivery = { mailer: Mailer; clock: Clock; from: string; log: Log; secrets: Secrets };

/**
 * Claims due messages (skipping ones another process holds) and delivers them; returns how
 * many were tried. Bodies are decrypted only here, just before sending, and removed once sent;
 * the local mailbox keeps its messages (still encrypted) until MAILBOX_RETENTION_MS has passed.
 */
export async function deliverDueMail(db: Database, delivery: Delivery): Promise<number> {
  const { mailer, clock, from, log } = delivery;
  const key = mailKey(delivery.secrets);
  const now = clock.now();
  const claimed = await claimDueMail(db, now, BATCH_SIZE, CLAIM_MS);

  for (const message of claimed) {
    let body: MailBody | null;
    try {
      body = openMailBody(key, message);
    } catch (error) {
      body = null;
      log.error({ mailId: message.id, err: error }, 'queued mail cannot be decrypted');
    }
    if (body === null) {
      // Retrying cannot help: the secret changed since it was queued, or the row was tampered with.
      if (forgottenOnceDone(message.kind)) {
        await deleteMail(db, message.id);
        continue;
      }
      await updateMail(db, message.id, {
        status: 'failed',
        sealedBody: null,
        lockedUntil: null,
        lastError: 'The message could not be decrypted (the secret changed since it was queued); send it again.',
      });
      continue;
    }
    try {
      await mailer.send({
        from,
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: body.text,
        html: body.html ?? undefined,
        headers: body.headers ?? undefined,
      });
      if (forgottenOnceDone(message.kind) && mailer.transport !== 'mailbox') {
        await deleteMail(db, message.id);
        continue;
      }
      await updateMail(db, message.id, {
        status: 'sent',
        sentAt: clock.now(),
        deliveredVia: mailer.transport,
        lockedUntil: null,
        lastError: null,
        // Delivered: the links now live in the recipient's mailbox only. The local mailbox
        // is the exception: this row is where it reads the message from.
        ...(mailer.transport === 'mailbox' ? {} : { sealedBody: null }),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      (giveUp ? log.error : log.warn).call(
        log,
        { mailId: message.id, attempts: message.attempts, reason },
        giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
      if (giveUp && forgottenOnceDone(message.kind)) {
        await deleteMail(db, message.id);
        continue;
      }
      await updateMail(db, message.id, {
        status: giveUp ? 'failed' : 'pending',
        lastError: reason.slice(0, 1000),
        lockedUntil: null,
        nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(message.attempts)),
        // Never retried again, so its links need not be kept.
        ...(giveUp ? { sealedBody: null } : {}),
      });
    }
  }
  return claimed.length;
}

/**
 * Removes bodies no longer needed, keeping each message's metadata for support: failed
 * messages (normally emptied when they fail), and local-mailbox messages past their retention.
 * Reminders done with go altogether (FORGOTTEN_ONCE_DONE). Returns how many messages changed.
 */
export async function purgeMailBodies(db: Database, clock: Clock): Promise<number> {
  const mailboxCutoff = new Date(clock.now().getTime() - MAILBOX_RETENTION_MS);
  const deleted = await deleteSpentMail(db, FORGOTTEN_ONCE_DONE, mailboxCutoff);
  return deleted + (await purgeSpentBodies(db, mailboxCutoff));
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';

/**
 * Mail delivery as a job: each run first lets the background producers queue their mail,
 * then delivers every due message. It runs when a request nudges it and every minute (the
 * minute run picks up retries and whatever a stopped process left), once across processes.
 */
export function mailDelivery(options: Delivery & { db: Database }): { job: JobDefinition; on(queue: JobQueue): OutboxWorker } {
  const { db, mailer, log } = options;
  const producers: (() => Promise<void>)[] = [];
  const job: JobDefinition = {
    name: MAIL_DELIVERY_JOB,
    cron: '* * * * *',
    coalesce: true,
    async run() {
      for (const produce of producers) await produce();
      while ((await deliverDueMail(db, options)) > 0) {
        // keep going while there is a backlog
      }
    },
  };
  return {
    job,
    on: (queue) => ({
      nudge: () =>
        void queue.trigger(MAIL_DELIVERY_JOB).catch((error: unknown) => log.error({ err: error }, 'mail delivery could not be queued')),
      drain: () => queue.runNow(MAIL_DELIVERY_JOB),
      addProducer: (produce) => void producers.push(produce),
      async stop() {
        mailer.close();
      },
    }),
  };
}
