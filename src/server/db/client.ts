import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema.ts';
import { syncQuestionBank } from './question-bank-sync.ts';
import { makeTreePrivate } from './private-data-dir.ts';
import { copyPgliteTemplateIfNew } from './pglite-template.ts';
import { projectRoot } from '#server/project-root.ts';

/** One type for both engines: the same schema and queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgresql';

/** The engine's own client, for the few libraries that speak to it directly (the job queue). */
export type DatabaseDriver = { engine: 'pglite'; client: PGlite } | { engine: 'postgresql'; pool: Pool };

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  driver: DatabaseDriver;
  /** Applies pending migrations, then brings the built-in question bank up to date. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = join(projectRoot, 'drizzle');

// Any fixed number: every process that migrates the same PostgreSQL takes this lock, so
// several app processes starting together apply each migration exactly once.
const MIGRATION_LOCK_KEY = 4_242_001;

/** Opens the embedded database in `dataDir` (created if missing), or in memory without one. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  // Each engine's driver is loaded only when that engine is opened: a process holds one of them.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // A new database is copied from the build's migrated template when there is one (seconds faster).
    await copyPgliteTemplateIfNew(join(dataDir, 'pgdata'));
    client = await PGlite.create(join(dataDir, 'pgdata'));
    // A new database is unpacked with world-readable files whatever the umask: make it private.
    makeTreePrivate(dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    driver: { engine: 'pglite', client },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await syncQuestionBank(db);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(connectionString: string, options: { maxConnections?: number } = {}): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // Fail at start-up with the server's own message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgresql',
    driver: { engine: 'postgresql', pool },
    async migrate() {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder });
        await syncQuestionBank(db);
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockHolder.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
