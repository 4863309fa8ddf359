import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { dumpEmbeddedDatabase, hasEmbeddedDatabase } from '#server/db/embedded-archive.ts';
import { createPrivateFilesFromNowOn } from '#server/db/private-data-dir.ts';
import { readEnv } from '#server/env.ts';
import { secretsDirOf } from '#server/secrets.ts';
import { readSecretsFolder, writeNewFile } from './secrets-archive.ts';

export type Output = { log(line: string): void; error(line: string): void };

const usage = 'Usage: npm run backup -- --database <file> --secrets <file> (either or both)';

/** True when `path` is `folder` or inside it. */
export const isInside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * Refuses backup files placed where they defeat keeping the two apart: the secrets inside the data
 * folder (a copy of it would carry them), the database inside the secrets folder; warns when both
 * go to one folder.
 */
export function checkPlaces(
  files: { database?: string | undefined; secrets?: string | undefined },
  folders: { dataDir: string; secretsDir: string },
  out: Output,
): boolean {
  if (files.secrets && isInside(files.secrets, folders.dataDir)) {
    out.error(`The secrets must not go into the data folder (${folders.dataDir}): a copy of it would carry them beside what they open.`);
    return false;
  }
  if (files.database && isInside(files.database, folders.secretsDir)) {
    out.error(`The database must not go into the secrets folder (${folders.secretsDir}).`);
    return false;
  }
  if (files.database && files.secrets && dirname(files.database) === dirname(files.secrets)) {
    out.error(
      `Both go to ${dirname(files.database)}: move one elsewhere (another disk, another account): whoever holds both can read the answers in progress.`,
    );
  }
  return true;
}

/**
 * `npm run backup`: the embedded database (one file: PGlite's dump of its data folder, taken with
 * the server stopped) and the secrets folder (another file: the secret and the draft keys), as
 * two outputs to keep apart. With DATABASE_URL the database is backed up with PostgreSQL's own
 * tools, and this backs up the secrets. Returns the process exit code.
 */
export async function runBackup(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
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
  try {
    const config = readEnv(env, { warn: (message) => out.error(`CultureLens: ${message}`) });
    const dataDir = resolve(config.DATA_DIR);
    const secretsDir = secretsDirOf(config);
    if (!checkPlaces(files, { dataDir, secretsDir }, out)) return 1;
    for (const file of [files.database, files.secrets]) {
      if (file && existsSync(file)) {
        out.error(`${file} exists: a backup never writes over a file.`);
        return 1;
      }
    }
    createPrivateFilesFromNowOn();

    if (files.database) {
      if (config.DATABASE_URL) {
        out.error(
          'With DATABASE_URL the database is PostgreSQL’s: back it up with its own tools, e.g. pg_dump --format=custom --file=culturelens.dump "$DATABASE_URL" ' +
            '(or pg_basebackup), then back up the secrets with npm run backup -- --secrets <file>.',
        );
        return 1;
      }
      if (!hasEmbeddedDatabase(dataDir)) {
        out.error(`There is no CultureLens database in ${dataDir}: set DATA_DIR as for the server.`);
        return 1;
      }
      // The embedded database takes one process at a time, and a copy of it only holds still while the server is stopped.
      lock = acquireDataDirLock(dataDir);
      writeNewFile(files.database, await dumpEmbeddedDatabase(dataDir));
      out.log(`Database: ${files.database}`);
    }

    if (files.secrets) {
      const secrets = existsSync(secretsDir) ? readSecretsFolder(secretsDir) : undefined;
      if (!secrets || (secrets.respondentSecret === null && !config.RESPONDENT_SECRET)) {
        out.error(`There is no CultureLens secret in ${secretsDir}: set SECRETS_DIR (or DATA_DIR) as for the server.`);
        return 1;
      }
      writeNewFile(files.secrets, `${JSON.stringify(secrets, null, 2)}\n`);
      const keys = Object.keys(secrets.draftKeys).length;
      out.log(
        `Secrets: ${files.secrets} (${secrets.respondentSecret === null ? 'no generated secret' : 'the secret'} and ${keys} draft ${keys === 1 ? 'key' : 'keys'} from ${secretsDir})`,
      );
      if (config.RESPONDENT_SECRET)
        out.log('RESPONDENT_SECRET comes from the environment and is not in this file: keep it with the rest of the configuration.');
    }

    if (!files.database || !files.secrets) {
      out.log(
        'A database backup opens nothing sealed in it without the secrets of the same moment, and the secrets are nothing without the database: back up both, then keep them apart.',
      );
    } else {
      out.log(
        'Keep the two files apart (another disk, another account): whoever holds both can read the answers in progress at this moment.',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) out.error(`Nothing was backed up: ${error.message}`);
    else out.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    lock?.release();
  }
}
