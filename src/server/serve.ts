import { buildApp } from './app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { DataDirLock } from '#server/db/data-dir-lock.ts';
import type { Env } from './env.ts';
import { loadSecrets } from './secrets.ts';
import { seedDemoOrganisation } from '#server/demo/index.ts';
import { systemClock } from './clock.ts';
import { appointFirstPlatformAdmin } from '#server/platform/index.ts';

/** The server on an open database (from ./main.ts): migrations, the demo, HTTP, the job queue, and stopping on a signal. */
export async function serve({ env, dataDir, database, lock }: { env: Env; dataDir: string; database: DatabaseHandle; lock: DataDirLock | undefined }): Promise<void> {
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
    app.log.warn('The embedded database does not flush each commit to disk: a power cut or operating-system crash can lose the latest changes. In production, use PostgreSQL (DATABASE_URL).');
  }
  if (!env.SMTP_URL && env.NODE_ENV === 'production') {
    app.log.warn('NODE_ENV=production and no SMTP_URL: e-mail is queued but nobody can read it (the local mailbox is off in production). Set SMTP_URL.');
  }
}
