import { buildApp } from './app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { DataDirLock } from '#server/db/data-dir-lock.ts';
import type { Env } from './env.ts';
import { secretsDirOf, type Secrets } from './secrets.ts';
import { draftKeysOf, prepareDraftKeys } from '#server/assessments/index.ts';
import { seedDemoOrganisation } from '#server/demo/index.ts';
import { systemClock } from './clock.ts';
import { appointFirstPlatformAdmin } from '#server/platform/index.ts';

/**
 * The server on a database being opened (from ./main.ts): migrations and the demo as soon as it
 * is open, the routes registered meanwhile, then HTTP, the job queue, and stopping on a signal.
 */
export async function serve({
  env,
  dataDir,
  secrets,
  database,
  opened,
  lock,
}: {
  env: Env;
  dataDir: string;
  secrets: Secrets;
  database: DatabaseHandle;
  opened: Promise<void>;
  lock: DataDirLock | undefined;
}): Promise<void> {
  const databaseReady = (async () => {
    await opened;
    await database.migrate();
    // Before the demo seals its drafts: keys left by a stopped release retired, earlier versions' drafts sealed again.
    const draftKeys = await prepareDraftKeys(database.db, database.engine, draftKeysOf(secrets));
    if (env.DEMO_ORGANISATION) await seedDemoOrganisation(database.db, systemClock, secrets);
    return draftKeys;
  })();
  // Awaited below, after the routes are registered: not an unhandled rejection meanwhile.
  databaseReady.catch(() => undefined);
  const app = await buildApp({
    database,
    databaseReady: databaseReady.then(() => undefined),
    env,
    secrets,
    logger: { level: env.LOG_LEVEL },
  });
  // No request is answered before the database is open, migrated and seeded.
  const draftKeys = await databaseReady;
  if (draftKeys.resealedFromEarlierVersion > 0) {
    app.log.info(
      `${draftKeys.resealedFromEarlierVersion} answer drafts sealed by an earlier version were sealed again under keys of the secrets folder`,
    );
  }
  if (draftKeys.unreadable > 0) {
    // Answers people gave are at stake: said at every start until it is resolved.
    app.log.error(
      `${draftKeys.unreadable} answers in progress or waiting cannot be opened: the keys they are sealed under are not in ${secretsDirOf(env)}/draft-keys. ` +
        'Stop the server and restore the secrets folder from the backup taken with the database (npm run restore -- --secrets <file>); until then those people cannot continue.',
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now": the database may be mid-close, but the user asked twice.
      process.exit(130);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: env.PORT, host: env.HOST });
  // The job queue starts behind the listening app; a queue that cannot start stops the app,
  // as any other start-up failure does.
  await app.backgroundJobsStarted;
  if (env.PLATFORM_ADMIN_EMAIL) await appointFirstPlatformAdmin(app.context, env.PLATFORM_ADMIN_EMAIL, app.log);
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL (PGlite) in ${dataDir}`;
  app.log.info(`CultureLens is running on ${env.PUBLIC_URL} with ${where}`);
  if (!env.DATABASE_URL) {
    // PGlite does not flush each commit to disk; said at every start so nobody mistakes it for production.
    app.log.warn(
      'The embedded database does not flush each commit to disk: a power cut or operating-system crash can lose the latest changes. In production, use PostgreSQL (DATABASE_URL).',
    );
  }
  if (!env.SMTP_URL && env.NODE_ENV === 'production') {
    app.log.warn(
      'NODE_ENV=production and no SMTP_URL: e-mail is queued but nobody can read it (the local mailbox is off in production). Set SMTP_URL.',
    );
  }
}
