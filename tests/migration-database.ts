import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { projectRoot } from '#server/project-root.ts';
import { testEngine } from './db.ts';
import { lateBound } from './late-bound.ts';
import { createTestDatabase, testDatabaseName } from './postgres.ts';

/**
 * A database a migration test builds by hand, migration file by migration file, to see one
 * migration applied to rows written under the schema before it. Raw SQL: the schema in code is
 * the one after every migration.
 */
export type RawDatabase = { query(text: string): Promise<{ rows: Record<string, unknown>[] }>; close(): Promise<void> };

/** An empty database of its own on the engine under test (never the shared one: the schema goes back in time). */
async function openEmpty(name: string): Promise<RawDatabase> {
  if (testEngine === 'postgresql') {
    const pg = (await import('pg')).default;
    const url = await createTestDatabase(
      process.env.TEST_DATABASE_URL ?? '',
      testDatabaseName(inject('testRunId'), `${name}${process.pid}`),
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return { query: (text) => client.query(text), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  // exec: the simple protocol, which takes several statements at once as pg's query does.
  return { query: async (text) => ({ rows: (await client.exec(text)).at(-1)?.rows ?? [] }), close: () => client.close() };
}

const journal = JSON.parse(readFileSync(join(projectRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** Applies one migration file (`drizzle/<tag>.sql`), statement by statement as drizzle does. */
export async function applyMigration(database: RawDatabase, tag: string): Promise<void> {
  const text = readFileSync(join(projectRoot, 'drizzle', `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.query(statement);
}

/**
 * For the describe block: a database of its own migrated up to just before `target`, holding
 * `rowsBefore` (SQL written for that older schema), and closed after the block. The block's own
 * `beforeAll` (or its tests) then applies `target`.
 */
export function useDatabaseBefore(target: string, rowsBefore: string, { name, timeout }: { name: string; timeout?: number }): RawDatabase {
  const database = lateBound<RawDatabase>('migration test database');
  let opened: RawDatabase | undefined;
  beforeAll(async () => {
    opened = await openEmpty(name);
    const tags = journal.entries.map((entry) => entry.tag);
    if (!tags.includes(target)) throw new Error(`no migration ${target} in the journal`);
    for (const tag of tags.slice(0, tags.indexOf(target))) await applyMigration(opened, tag);
    await opened.query(rowsBefore);
    database.bind(opened);
  }, timeout);
  afterAll(() => opened?.close());
  return database.value;
}
