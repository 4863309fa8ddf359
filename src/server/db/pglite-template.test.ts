import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/project-root.ts';
import { buildPgliteTemplate, copyPgliteTemplateIfNew, pgliteTemplateIsCurrent } from './pglite-template.ts';

/** Everything a migration makes: tables and columns, constraints, indexes, and the migrations recorded. */
async function schemaOf(client: PGlite) {
  const columns = await client.query(
    `select table_schema, table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema in ('public', 'drizzle') order by 1, 2, 3`,
  );
  const constraints = await client.query(
    `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const indexes = await client.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`);
  const migrations = await client.query('select hash, created_at from drizzle.__drizzle_migrations order by id');
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows, migrations: migrations.rows };
}

// The embedded database's own start-up path, whichever engine the other tests use.
describe('a new embedded database copied from the build template', () => {
  let folder: string;
  let template: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'culturelens-template-'));
    template = join(folder, 'template');
    await buildPgliteTemplate(template);
  }, 120_000);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('has the same schema and recorded migrations as a database created and migrated from nothing', { timeout: 120_000 }, async () => {
    const pgdata = join(folder, 'copied', 'pgdata');
    expect(await copyPgliteTemplateIfNew(pgdata, template)).toBe(true);
    const copied = await PGlite.create(pgdata);
    const created = await PGlite.create();
    try {
      // What a start does after opening either: apply what is pending (nothing, for the copy).
      await migrate(drizzle(copied), { migrationsFolder: join(projectRoot, 'drizzle') });
      await migrate(drizzle(created), { migrationsFolder: join(projectRoot, 'drizzle') });
      const fromTemplate = await schemaOf(copied);
      expect(fromTemplate.migrations.length).toBeGreaterThan(0);
      expect(fromTemplate.columns.length).toBeGreaterThan(0);
      expect(fromTemplate).toEqual(await schemaOf(created));
    } finally {
      await copied.close();
      await created.close();
    }
  });

  it('is not copied over an existing database, nor when it was made from other migrations', async () => {
    expect(await copyPgliteTemplateIfNew(join(folder, 'copied', 'pgdata'), template)).toBe(false);

    await writeFile(`${template}.key`, 'made from other migrations\n');
    expect(await pgliteTemplateIsCurrent(template)).toBe(false);
    const elsewhere = join(folder, 'other', 'pgdata');
    expect(await copyPgliteTemplateIfNew(elsewhere, template)).toBe(false);
    expect(existsSync(elsewhere)).toBe(false);
  });
});
