import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { countDrafts } from '#server/assessments/index.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { hasEmbeddedDatabase, loadEmbeddedDatabase } from '#server/db/embedded-archive.ts';
import { createPrivateFilesFromNowOn, preparePrivateDataDir } from '#server/db/private-data-dir.ts';
import { readEnv } from '#server/env.ts';
import { DRAFT_KEYS_FOLDER, refuseSecretsInDataDir, secretsDirOf } from '#server/secrets.ts';
import type { Output } from './backup-command.ts';
import { parseSecretsBackup, secretsFolderInUse, writeSecretsFolder } from './secrets-archive.ts';

const usage = 'Usage: npm run restore -- --database <file> --secrets <file> (either or both)';

/**
 * `npm run restore`: the files of `npm run backup` back into an empty data folder and an empty
 * secrets folder (it never writes over either), then a count of the answers in progress or
 * waiting that the restored keys open. With DATABASE_URL the database is restored with
 * PostgreSQL's tools first, and this restores the secrets and checks them against it.
 */
export async function runRestore(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let files: { database?: string | undefined; secrets?: string | undefined };
  try {
    const { values } = parseArgs({ args: argv, options: { database: { type: 'string' }, secrets: { type: 'string' } }, strict: true });
    files = { database: values.database && resolve(values.database), secrets: values.secrets && resolve(values.secrets) };
  } catch {
    out.error(`Not understood. ${usage}`);
    return 2;
  }
  if (!files.database && !files.secrets) {
    out.error(usage);
    return 2;
  }

  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  try {
    const config = readEnv(env, { warn: (message) => out.error(`CultureLens: ${message}`) });
    const dataDir = resolve(config.DATA_DIR);
    const secretsDir = secretsDirOf(config);
    for (const file of [files.database, files.secrets]) {
      if (file && !existsSync(file)) {
        out.error(`${file} does not exist.`);
        return 1;
      }
    }
    // Read before anything is written: a file that is not a backup stops the restore here.
    const secrets = files.secrets ? parseSecretsBackup(readFileSync(files.secrets, 'utf8')) : undefined;
    createPrivateFilesFromNowOn();

    if (files.database && config.DATABASE_URL) {
      out.error(
        'With DATABASE_URL the database is PostgreSQL’s: restore it with its own tools (e.g. pg_restore --dbname="$DATABASE_URL" culturelens.dump), ' +
          'then restore the secrets with npm run restore -- --secrets <file>.',
      );
      return 1;
    }
    if (files.database && hasEmbeddedDatabase(dataDir)) {
      out.error(
        `There is a database in ${dataDir} already: a restore never writes over one. Move the data folder away (or set DATA_DIR to a new one), then restore.`,
      );
      return 1;
    }
    if (secrets) {
      refuseSecretsInDataDir(dataDir, secretsDir, { secretFromEnvironment: Boolean(config.RESPONDENT_SECRET) });
      if (secretsFolderInUse(secretsDir)) {
        out.error(
          `${secretsDir} holds secrets already: a restore never writes over them. Move the folder away (or set SECRETS_DIR to a new one), then restore.`,
        );
        return 1;
      }
    }

    if (!config.DATABASE_URL) {
      preparePrivateDataDir(dataDir);
      lock = acquireDataDirLock(dataDir);
    }
    if (files.database) {
      await loadEmbeddedDatabase(dataDir, readFileSync(files.database));
      out.log(`Database restored into ${dataDir}`);
    }
    if (secrets) {
      writeSecretsFolder(secretsDir, secrets);
      out.log(`Secrets restored into ${secretsDir}`);
      if (secrets.respondentSecret === null) out.log('The backup holds no generated secret: set RESPONDENT_SECRET as before.');
    }

    // What people gave that is not released yet: the restored keys must open it.
    if (config.DATABASE_URL || hasEmbeddedDatabase(dataDir)) {
      database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, { maxConnections: 1 }) : await openPglite(dataDir);
      return await checkDraftsOpen(database, secretsDir, out);
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) out.error(`Nothing was restored: ${error.message}`);
    else out.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
    lock?.release();
  }
}

/** 0 when the keys in the secrets folder open every draft in the database; 1, and why, when some stay shut. */
async function checkDraftsOpen(database: DatabaseHandle, secretsDir: string, out: Output): Promise<number> {
  const ring = DraftKeyRing.inFolder(join(secretsDir, DRAFT_KEYS_FOLDER));
  // Drafts an earlier version sealed open with the secret, not a key of the ring: counted as open.
  const { drafts, unreadable } = await countDrafts(database.db, { ring, legacy: Buffer.alloc(32) });
  if (unreadable === 0) {
    out.log(`${drafts} answers in progress or waiting for a release: the keys in ${secretsDir} open all of them.`);
    return 0;
  }
  out.error(
    `${unreadable} of ${drafts} answers in progress or waiting cannot be opened with the keys in ${secretsDir}: ` +
      'restore the secrets backed up together with this database (a release between the two backups changes the keys).',
  );
  return 1;
}
