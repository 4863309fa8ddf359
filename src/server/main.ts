import { resolve } from 'node:path';
import { startPglite, startPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { createPrivateFilesFromNowOn, preparePrivateDataDir } from '#server/db/private-data-dir.ts';
import { readEnv } from './env.ts';

/**
 * Starts CultureLens from the environment: lock, database, then the server (./serve.ts). This
 * module imports only what opening the database needs: the embedded database opens in its own
 * thread while the rest of the server's code loads and registers its routes.
 */
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
    const starting = env.DATABASE_URL ? startPostgres(env.DATABASE_URL) : startPglite(dataDir);
    // Known as soon as it is started, so a failure while the server's code loads still closes it.
    void starting.then(
      (started) => (database = started.handle),
      () => undefined,
    );
    const { serve } = await import('./serve.ts');
    const { handle, opened } = await starting;
    await serve({ env, dataDir, database: handle, opened, lock });
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
