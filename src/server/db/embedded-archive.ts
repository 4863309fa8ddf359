import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTreePrivate } from './private-data-dir.ts';

/**
 * The embedded database as one file, and back: PGlite's own dump of its data folder (a gzip'd
 * tar of every file of the database, taken by the open database itself, so it is consistent),
 * loaded into a new data folder by PGlite again. On this thread: these run from the operator's
 * commands, with the server stopped (the data folder's lock says so).
 */

const databaseFolder = (dataDir: string) => join(dataDir, 'pgdata');

export const hasEmbeddedDatabase = (dataDir: string) => existsSync(databaseFolder(dataDir));

export async function dumpEmbeddedDatabase(dataDir: string): Promise<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await PGlite.create(databaseFolder(dataDir));
  try {
    const archive = await database.dumpDataDir('gzip');
    return new Uint8Array(await archive.arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Unpacks an archive of `dumpEmbeddedDatabase` as the data folder's database; there must be none yet. */
export async function loadEmbeddedDatabase(dataDir: string, archive: Buffer): Promise<void> {
  if (hasEmbeddedDatabase(dataDir)) throw new Error(`${databaseFolder(dataDir)} exists: a restore never writes over a database`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await PGlite.create(databaseFolder(dataDir), { loadDataDir: new Blob([new Uint8Array(archive)]) });
  await database.close();
  // PGlite unpacks with world-readable files whatever the umask.
  makeTreePrivate(dataDir);
}
