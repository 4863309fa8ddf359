import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import type { PgliteClient } from '#server/db/pglite-thread.ts';
import type { JobDefinition, JobQueue } from '#server/background-work.ts';
import { startJobQueue, startJobQueueInBackground } from './index.ts';

const quietLog = { warn: () => undefined, error: () => undefined };

async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe(`job queue on ${testEngine}`, () => {
  const started: JobQueue[] = [];

  // Queue names of their own, so jobs left by one test never reach another.
  const uniqueName = (what: string) => `test-${what}-${randomUUID().slice(0, 8)}`;
  const start = async (definitions: JobDefinition[]) => {
    const queue = await startJobQueue(database, definitions, quietLog);
    started.push(queue);
    return queue;
  };

  const database = useTestDatabase();
  afterEach(async () => {
    await Promise.all(started.splice(0).map((queue) => queue.stop()));
  });

  it('runs each job once when several processes work the same queue', async () => {
    const name = uniqueName('once');
    const runs: string[] = [];
    const definition: JobDefinition = { name, coalesce: false, run: async (data) => void runs.push(String(data.item)) };
    const [first, second] = [await start([definition]), await start([definition])];
    const items = Array.from({ length: 12 }, (_, index) => `item-${index}`);
    for (const [index, item] of items.entries()) await (index % 2 ? first : second).trigger(name, { item });
    await eventually(() => runs.length >= items.length, 'every job ran');
    // A little longer: a second run of any job would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.sort()).toEqual(items.sort());
  });

  it('retries a failed job later, with back-off, and shows it to its organisation until it succeeds', async () => {
    const name = uniqueName('retry');
    const organisationId = randomUUID();
    let attempts = 0;
    const queue = await start([
      {
        name,
        coalesce: false,
        run: async () => {
          attempts += 1;
          throw new Error('mail server unavailable');
        },
      },
    ]);
    const before = Date.now();
    await queue.trigger(name, { organisationId });
    await eventually(async () => (await queue.unfinishedOf(organisationId)).some((job) => job.state === 'retry'), 'the job waits to retry');
    const [waiting] = await queue.unfinishedOf(organisationId);
    expect(attempts).toBe(1);
    expect(waiting).toMatchObject({ name, state: 'retry', attempts: 1, failed: false });
    // Not at once: the next try waits (10 s after the first failure, more after later ones).
    expect(waiting!.runAfter.getTime()).toBeGreaterThan(before + 5_000);
    expect(await queue.unfinishedOf(randomUUID())).toEqual([]);
  });

  it('keeps a job that failed every try as failed, for administrators to see', async () => {
    const name = uniqueName('failed');
    const organisationId = randomUUID();
    const queue = await start([{ name, coalesce: false, retries: 0, run: () => Promise.reject(new Error('broken')) }]);
    await queue.trigger(name, { organisationId });
    await eventually(async () => (await queue.unfinishedOf(organisationId)).some((job) => job.state === 'failed'), 'the job failed');
    const [failed] = await queue.unfinishedOf(organisationId);
    expect(failed).toMatchObject({ name, state: 'failed' });
    // The reason says what happened in words; no error text, which could carry personal data, is passed on.
    // Why it failed is said in words by the route; the error itself ("broken") is never shown.
    expect(failed!.failed).toBe(true);
    expect(JSON.stringify(failed)).not.toMatch(/broken/);
  });

  it('keeps jobs across a restart: a job due later runs in the next process', async () => {
    const name = uniqueName('restart');
    const runs: unknown[] = [];
    const definition: JobDefinition = { name, coalesce: false, run: async (data) => void runs.push(data.item) };
    const before = await start([definition]);
    await before.trigger(name, { item: 'after restart' }, { startAfter: new Date(Date.now() + 1_500) });
    await before.stop();
    started.splice(started.indexOf(before), 1);
    expect(runs).toEqual([]);

    await start([definition]);
    await eventually(() => runs.length > 0, 'the job ran after the restart');
    expect(runs).toEqual(['after restart']);
  });

  it('shares one waiting run among triggers in a burst when the job coalesces', async () => {
    const name = uniqueName('coalesce');
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = await start([
      {
        name,
        coalesce: true,
        run: async () => {
          runs += 1;
          await gate;
        },
      },
    ]);
    await queue.trigger(name);
    await eventually(() => runs === 1, 'the first run started');
    // While one runs, a burst of triggers leaves one run waiting, not ten.
    for (let index = 0; index < 10; index += 1) await queue.trigger(name);
    release();
    await eventually(() => runs === 2, 'the waiting run ran');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toBe(2);
  });

  it('starting behind the app, answers at once and runs what was asked before it was ready', async () => {
    const name = uniqueName('background');
    const runs: string[] = [];
    const { queue, started: ready } = startJobQueueInBackground(
      database,
      [{ name, coalesce: false, run: async (data) => void runs.push(String(data.item)) }],
      quietLog,
    );
    started.push(queue);
    // Asked before the start is done: the call waits for it instead of failing.
    await queue.trigger(name, { item: 'early' });
    await ready;
    await eventually(() => runs.includes('early'), 'the early job ran');
  });

  it('a queue that cannot start says so through started, and each call fails with the same error', async () => {
    const broken = {
      ...database,
      driver: { engine: 'postgresql', pool: { query: () => Promise.reject(new Error('no database here')) } },
    } as unknown as DatabaseHandle;
    const errors: unknown[] = [];
    const { queue, started: ready } = startJobQueueInBackground(broken, [], {
      warn: () => undefined,
      error: (details) => void errors.push(details),
    });
    await expect(ready).rejects.toThrow('no database here');
    await expect(queue.trigger('anything')).rejects.toThrow('no database here');
    await queue.stop();
    expect(errors).toHaveLength(1);
  });

  it('starts only once the database is ready, and a database that failed says so itself, not as a queue failure', async () => {
    let open!: () => void;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const name = uniqueName('after-ready');
    const runs: string[] = [];
    const { queue, started: queueStarted } = startJobQueueInBackground(
      database,
      [{ name, coalesce: false, run: async (data) => void runs.push(String(data.item)) }],
      quietLog,
      ready,
    );
    started.push(queue);
    let settled = false;
    void queueStarted.then(() => (settled = true));
    const triggered = queue.trigger(name, { item: 'asked while the database opened' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    open();
    await queueStarted;
    await triggered;
    await eventually(() => runs.includes('asked while the database opened'), 'the job asked before the database was ready ran');

    const errors: unknown[] = [];
    const failed = startJobQueueInBackground(
      database,
      [],
      { warn: () => undefined, error: (details) => void errors.push(details) },
      Promise.reject(new Error('the database did not open')),
    );
    await expect(failed.started).rejects.toThrow('the database did not open');
    await expect(failed.queue.trigger('anything')).rejects.toThrow('the database did not open');
    expect(errors).toEqual([]);
  });
});

/**
 * The embedded database is one connection, and the app answers requests while the queue starts
 * (app.ts). That is safe only while the queue never leaves a transaction open between two of its
 * statements: a request's statement sent in between would run inside it. A fresh embedded
 * database of its own, so it is defined for the embedded project only (PostgreSQL gives each
 * statement a pooled connection anyway).
 */
if (testEngine === 'pglite')
  describe('job queue on the embedded database, one connection', () => {
    /** Every text the queue sends, through a client that passes each on unchanged. */
    function recording(client: PgliteClient, texts: string[]): PgliteClient {
      return {
        query: (text, params, options) => (texts.push(text), client.query(text, params, options)),
        exec: (text, options) => (texts.push(text), client.exec(text, options)),
        transaction: (callback) => (texts.push('(transaction)'), client.transaction(callback)),
        listen: (channel, callback) => client.listen(channel, callback),
        close: () => client.close(),
        get closed() {
          return client.closed;
        },
      } as PgliteClient;
    }

    const opensTransaction = (text: string) => /\b(BEGIN|START\s+TRANSACTION)\b/i.test(text);
    const endsTransaction = (text: string) => /\b(COMMIT|ROLLBACK|END)\b\s*;?\s*$/i.test(text.trim());

    it('sends each transaction of its start (its schema created on a new database) as one text that ends it', async () => {
      const fresh = await openPglite();
      try {
        const texts: string[] = [];
        const driver =
          fresh.driver.engine === 'pglite' ? { engine: 'pglite' as const, client: recording(fresh.driver.client, texts) } : fresh.driver;
        const queue = await startJobQueue(
          { ...fresh, driver },
          [{ name: `test-one-connection-${randomUUID().slice(0, 8)}`, coalesce: false, run: async () => undefined }],
          quietLog,
        );
        await queue.stop();
        const transactions = texts.filter(opensTransaction);
        // It did create its schema in a transaction: the check below has something to check.
        expect(transactions.length).toBeGreaterThan(0);
        for (const text of transactions) expect(endsTransaction(text), text.slice(0, 300)).toBe(true);
      } finally {
        await fresh.close();
      }
    });
  });
