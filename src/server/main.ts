import { resolve } from 'node:path';
import { startEmbeddedDatabase } from '#server/db/embedded-start.ts';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { createPrivateFilesFromNowOn, preparePrivateDataDir } from '#server/db/private-data-dir.ts';
import { readEnv } from './env.ts';
import { loadSecrets, secretsDirOf } from './secrets.ts';

/**
 * Starts CultureLens from the environment: lock, database, then the server (./serve.ts). This
 * module imports only what starting the embedded database needs (not even the query builder or
 * the schema): it opens in its own thread while the rest of the server's code loads and
 * registers its routes.
 */
async function main(): Promise<void> {
  const env = readEnv(process.env, { warn: (message) => console.warn(`CultureLens: ${message}`) });
  const dataDir = resolve(env.DATA_DIR);

  // The data folder holds the embedded database; the secrets folder, apart from it, the secret
  // and the keys drafts are sealed under. Before anything is written: owner-only, or refuse to
  // start, as also when a secret lies in the data folder (secrets.ts, decision 0041).
  createPrivateFilesFromNowOn();
  if (!env.DATABASE_URL) preparePrivateDataDir(dataDir);
  const secrets = loadSecrets({ dataDir, secretsDir: secretsDirOf(env), respondentSecret: env.RESPONDENT_SECRET });

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

  // Known as soon as the database is started, so a failure while the server's code loads still closes it.
  let closeDatabase: (() => Promise<void>) | undefined;
  const closeWhenStarted = (started: { close(): Promise<void> }) => (closeDatabase = () => started.close());
  try {
    const embedded = env.DATABASE_URL ? undefined : startEmbeddedDatabase(dataDir);
    void embedded?.then(
      ({ client }) => closeWhenStarted(client),
      () => undefined,
    );
    const [{ serve }, { startPglite, startPostgres }] = await Promise.all([import('./serve.ts'), import('#server/db/client.ts')]);
    const starting = env.DATABASE_URL ? startPostgres(env.DATABASE_URL) : startPglite(dataDir, embedded ? { started: embedded } : {});
    void starting.then(
      ({ handle }) => closeWhenStarted(handle),
      () => undefined,
    );
    const { handle, opened } = await starting;
    await serve({ env, dataDir, secrets, database: handle, opened, lock });
  } catch (error) {
    await closeDatabase?.().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('CultureLens did not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
