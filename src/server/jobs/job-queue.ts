import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { JobData, JobDefinition, JobQueue, JobSummary } from '#server/background-work.ts';

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

// A failed run is tried again after 10 s, 20 s, 40 s …; a job that keeps failing stays failed for administrators to see.
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 3600 } as const;
// Workers ask for due jobs this often; a trigger from this process is picked up at once by its own worker.
const POLL_SECONDS = 1;
const SCHEMA = 'pgboss';

/**
 * The job queue: pg-boss on the app's own database (PGlite or PostgreSQL), decision 0018.
 * Jobs are claimed with `FOR UPDATE SKIP LOCKED`, so each runs once across any number of
 * processes, survive restarts (they are rows), and retry with back-off.
 */
export async function startJobQueue(database: DatabaseHandle, definitions: JobDefinition[], log: Log): Promise<JobQueue> {
  const driver = database.driver;
  // Loaded here, as the queue starts: the app listens meanwhile (app.ts), so the library's
  // loading is not in the way of the first request.
  const { PgBoss: JobQueueLibrary, fromPglite } = await import('pg-boss');
  const boss: PgBoss =
    driver.engine === 'pglite'
      ? new JobQueueLibrary({ db: fromPglite(driver.client), backend: 'pglite', schema: SCHEMA })
      : new JobQueueLibrary({ db: { executeSql: (text, values) => driver.pool.query(text, values) }, schema: SCHEMA });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const running = new Map<string, Promise<void>>();
  // Runs of one job are chained within a process, never concurrent with each other.
  const runInProcess = (definition: JobDefinition, data: JobData): Promise<void> => {
    const next = (running.get(definition.name) ?? Promise.resolve()).catch(() => undefined).then(() => definition.run(data));
    running.set(definition.name, next);
    return next;
  };

  // Creating a queue that exists, or scheduling a job again on the same cron, changes nothing
  // (pg-boss inserts a queue only when it is new): on a database that has them, one read of each
  // replaces two statements per job, which a start on the embedded database waits for.
  const queues = new Set((await boss.getQueues()).map((queue) => queue.name));
  const crons = new Map(
    (await boss.getSchedules())
      .filter((schedule) => schedule.key === '' && schedule.timezone === 'UTC')
      .map((schedule) => [schedule.name, schedule.cron]),
  );
  for (const definition of definitions) {
    if (!queues.has(definition.name))
      await boss.createQueue(definition.name, {
        policy: definition.coalesce ? 'stately' : 'standard',
        ...RETRY,
        ...(definition.retries === undefined ? {} : { retryLimit: definition.retries }),
      });
    if (definition.cron && crons.get(definition.name) !== definition.cron) await boss.schedule(definition.name, definition.cron);
    await boss.work<JobData>(definition.name, { pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
      if (job) await runInProcess(definition, job.data ?? {});
    });
  }

  const definitionOf = (name: string): JobDefinition => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    return definition;
  };

  return {
    async trigger(name, data = {}, options = {}) {
      definitionOf(name);
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.key ? { singletonKey: options.key } : {}),
      });
    },
    runNow: (name, data = {}) => runInProcess(definitionOf(name), data),
    async unfinishedOf(organisationId) {
      const found: JobSummary[] = [];
      for (const definition of definitions) {
        if (definition.coalesce) continue; // platform-wide jobs carry no organisation
        const jobs = await boss.findJobs<JobData>(definition.name, { data: { organisationId } });
        for (const job of jobs) {
          if (job.state === 'completed' || job.state === 'cancelled') continue;
          found.push({
            id: job.id,
            name: job.name,
            state: job.state,
            // pg-boss counts retries started; a job waiting to retry or failed has had one more run.
            attempts: job.retryCount + (job.state === 'retry' || job.state === 'failed' ? 1 : 0),
            runAfter: job.startAfter,
            failed: job.state === 'failed',
          });
        }
      }
      return found;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      await Promise.allSettled(running.values());
    },
  };
}

/**
 * A queue that answers at once while pg-boss starts behind it: the app listens without waiting
 * for the queue's schema check and workers (most of a second on the embedded database). Every
 * call waits for the start; `started` settles when it is done, and rejects if it failed.
 */
export function startJobQueueInBackground(
  database: DatabaseHandle,
  definitions: JobDefinition[],
  log: Log,
  databaseReady: Promise<void> = Promise.resolve(),
): { queue: JobQueue; started: Promise<void> } {
  const starting = databaseReady.then(() => {
    const queueStarting = startJobQueue(database, definitions, log);
    queueStarting.catch((error: unknown) => log.error({ err: error }, 'the job queue did not start'));
    return queueStarting;
  });
  const started = starting.then(() => undefined);
  // Whoever awaits `started` (serve.ts) still sees a failure, the database's own included; nothing else must crash on it.
  started.catch(() => undefined);
  return {
    started,
    queue: {
      trigger: async (name, data, options) => (await starting).trigger(name, data, options),
      runNow: async (name, data) => (await starting).runNow(name, data),
      unfinishedOf: async (organisationId) => (await starting).unfinishedOf(organisationId),
      stop: async () => (await starting.catch(() => undefined))?.stop(),
    },
  };
}
