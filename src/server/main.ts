import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { createPrivateFilesFromNowOn, preparePrivateDataDir } from '#server/db/private-data-dir.ts';
import { readEnv } from './env.ts';
import { loadSecrets } from './secrets.ts';
import { seedDemoOrganisation } from '#server/demo/index.ts';
import { systemClock } from './clock.ts';
import { appointFirstPlatformAdmin } from '#server/platform/index.ts';

/** Starts CultureLens from the environment: lock, database, migrations, HTTP. */
async function main(): Promise<void> {
  const env = readEnv(process.env, { warn: (message) => console.warn(`CultureLens: ${message}`) });
  const dataDir = resolve(env.DATA_DIR);

  // The data folder holds the embedded database, and the generated secrets unless both come
  // from the environment. Before anything is written there: owner-only, or refuse to start.
  if (!env.DATABASE_URL || !env.RESPONDENT_SECRET) {
    createPrivateFilesFromNowOn();
    preparePrivateDataDir(dataDir);
  }

  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(`CultureLens did not start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }
  process.on('exit', () => lock?.release());

  let database: DatabaseHandle | undefined;
  try {
    database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(dataDir);
    await database.migrate();
    const secrets = loadSecrets(dataDir, { respondentSecret: env.RESPONDENT_SECRET });
    if (env.DEMO_ORGANISATION) await seedDemoOrganisation(database.db, systemClock, secrets);
    const app = await buildApp({
      database,
      env,
      secrets,
      logger: { level: env.LOG_LEVEL },
    });

    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) {
        // A second Ctrl-C means "now": the database may be mid-close, but the user asked twice.
        process.exit(130);
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await database?.close();
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
      app.log.warn('The embedded database does not flush each commit to disk: a power cut or operating-system crash can lose the latest changes. In production, use PostgreSQL (DATABASE_URL).');
    }
    if (!env.SMTP_URL && env.NODE_ENV === 'production') {
      app.log.warn('NODE_ENV=production and no SMTP_URL: e-mail is queued but nobody can read it (the local mailbox is off in production). Set SMTP_URL.');
    }
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('CultureLens did not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
