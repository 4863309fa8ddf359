import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';

export type NewMail = {
  organisationId?: string | null;
  kind: string;
  to: string;
  /** Where replies should go, when not to us (a contact form's sender). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Queues an e-mail. Call it inside the transaction that causes the mail, so the mail exists
 * exactly when the change does; delivery happens afterwards, with retries.
 */
export async function enqueueMail(db: Database, clock: Clock, mail: NewMail): Promise<string> {
  const now = clock.now();
  const [row] = await db.insert(mailOutbox).values({
    createdAt: now,
    nextAttemptAt: now,
    organisationId: mail.organisationId ?? null,
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  }).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 20;

/** 1, 2, 4 … minutes, at most an hour: a mail server that is down for a while is waited out. */
function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/** Claims due messages (skipping ones another process holds) and delivers them; returns how many were tried. */
export async function deliverDueMail(db: Database, mailer: Mailer, clock: Clock, from: string, log: Log): Promise<number> {
  const now = clock.now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const message of claimed) {
    try {
      await mailer.send({ from, to: message.toAddress, replyTo: message.replyTo ?? undefined, subject: message.subject, text: message.textBody, html: message.htmlBody ?? undefined });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), deliveredVia: mailer.transport, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      (giveUp ? log.error : log.warn).call(log, { mailId: message.id, attempts: message.attempts, reason }, giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry');
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(message.attempts)),
        })
        .where(eq(mailOutbox.id, message.id));
    }
  }
  return claimed.length;
}

export type OutboxWorker = {
  /** Deliver soon (after a request queued mail). */
  nudge(): void;
  /** Deliver everything due now and wait for it (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

/** Delivers queued mail in the background: on a timer, and at once when nudged. */
export function startOutboxWorker(options: { db: Database; mailer: Mailer; clock: Clock; from: string; log: Log; intervalMs?: number }): OutboxWorker {
  const { db, mailer, clock, from, log } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  // Runs are chained, never concurrent, within a process.
  const runOnce = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        while ((await deliverDueMail(db, mailer, clock, from, log)) > 0) {
          // keep going while there is a backlog
        }
      } catch (error) {
        log.error({ err: error }, 'mail outbox run failed');
      }
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 5_000);
  timer.unref();

  return {
    nudge: () => void runOnce(),
    drain: () => runOnce(),
    async stop() {
      clearInterval(timer);
      await running;
      stopped = true;
      mailer.close();
    },
  };
}
