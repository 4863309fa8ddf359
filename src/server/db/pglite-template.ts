import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { projectRoot } from '#server/project-root.ts';
import { copyTemplateInto } from './template-copy.ts';

/**
 * A new embedded database is copied from a template instead of being created from nothing:
 * PGlite's initdb takes 4–5 s of CPU, copying the 39 MB folder of a migrated empty database a
 * fraction of a second. The build (scripts/build-server.ts) writes the template beside a key
 * naming what it was made from: the migrations and the PGlite version. A start copies it only
 * when the key is that of its own migrations and PGlite; otherwise, or without a template,
 * PGlite creates the database as before. Either way the migrations run after opening, so the
 * database ends the same (src/server/db/pglite-template.test.ts compares the two).
 */
export const pgliteTemplateFolder = join(projectRoot, 'dist/server/pgdata-template');
const keyFileOf = (template: string) => `${template}.key`;
const migrationsFolder = join(projectRoot, 'drizzle');

const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  // The package's exports hide its package.json: found from its entry point instead.
  for (let folder = dirname(require.resolve('@electric-sql/pglite')); dirname(folder) !== folder; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite') return version ?? 'unknown';
    }
  }
  return 'unknown';
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)]))
    .sort();
}

/** What a template is made from: every migration file, byte for byte, and the PGlite version. */
export function pgliteTemplateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(migrationsFolder)) hash.update(`${file.slice(migrationsFolder.length)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/** Whether the template exists and was made from this checkout's migrations and PGlite. */
export async function pgliteTemplateIsCurrent(template = pgliteTemplateFolder): Promise<boolean> {
  if (!existsSync(keyFileOf(template))) return false;
  return (await readFile(keyFileOf(template), 'utf8')).trim() === pgliteTemplateKey();
}

/**
 * Gives the PGlite data folder `pgdata` its database from the template when there is none yet
 * and the template matches this build; returns whether it did. The copy is made under another
 * name and renamed, so an interrupted one never passes for a database.
 */
export async function copyPgliteTemplateIfNew(pgdata: string, template = pgliteTemplateFolder): Promise<boolean> {
  const from = await templateFor(pgdata, template);
  if (from === undefined) return false;
  copyTemplateInto(from, pgdata);
  return true;
}

/** The template to copy into `pgdata`: when there is no database there yet and the template matches this build. */
export async function templateFor(pgdata: string, template = pgliteTemplateFolder): Promise<string | undefined> {
  return existsSync(pgdata) || !(await pgliteTemplateIsCurrent(template)) ? undefined : template;
}

/**
 * Writes the template (`npm run build`): a new database, migrated and closed. The key goes
 * first and comes back last, so a start never copies a half-written template or one under
 * another's key.
 */
export async function buildPgliteTemplate(template = pgliteTemplateFolder): Promise<void> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await rm(keyFileOf(template), { force: true });
  const partial = `${template}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(dirname(template), { recursive: true });
  const client = await PGlite.create(partial);
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
  await rm(template, { recursive: true, force: true });
  await rename(partial, template);
  await writeFile(keyFileOf(template), `${pgliteTemplateKey()}\n`);
}
