import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import * as schema from './schema.ts';
import type { Database, DatabaseEngine } from './database.ts';
import type { PgliteClient } from './pglite-thread.ts';
import { startEmbeddedDatabase, type StartedEmbeddedDatabase } from './embedded-start.ts';
import { syncQuestionBank } from './question-bank-sync.ts';
import { isUpToDate } from './up-to-date.ts';
import { makeTreePrivate } from './private-data-dir.ts';
import { copyPgliteTemplateIfNew } from './pglite-template.ts';
import { projectRoot } from '#server/project-root.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

export type { Database, DatabaseEngine };

/** The engine's own client, for the few libraries that speak to it directly (the job queue). */
export type DatabaseDriver = { engine: 'pglite'; client: PgliteClient } | { engine: 'postgresql'; pool: Pool };

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  driver: DatabaseDriver;
  /** Applies pending migrations, then brings the built-in question bank up to date. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = join(projectRoot, 'drizzle');

// Every process that migrates the same PostgreSQL takes this lock, so several app processes
// starting together apply each migration exactly once.
const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;

export type PgliteOptions = {
  /**
   * Where the database runs: in a worker thread (the default, decision 0019), so its work never
   * stalls the server's event loop, or on the calling thread (benchmark baselines).
   */
  thread?: 'worker' | 'main';
};

/** A database being opened: its handle takes statements at once, and they run once `opened` has settled. */
export type StartingDatabase = { handle: DatabaseHandle; opened: Promise<void> };

/** Opens the embedded database in `dataDir` (created if missing), or in memory without one. */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const { handle, opened } = await startPglite(dataDir, options);
  await opened;
  return handle;
}

/**
 * Starts opening the embedded database, and returns as soon as its handle can take statements:
 * the server registers its routes on the main thread while the worker opens the database.
 * `started`: the worker `main.ts` started before this module loaded, if it did.
 */
export async function startPglite(
  dataDir?: string,
  options: PgliteOptions & { started?: Promise<StartedEmbeddedDatabase> } = {},
): Promise<StartingDatabase> {
  // Each engine's driver is loaded only when that engine is opened: a process holds one of them.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const threaded = options.thread === 'main' ? undefined : await (options.started ?? startEmbeddedDatabase(dataDir));
  const client: PgliteClient = threaded?.client ?? (await openOnThisThread(dataDir));
  const opened = threaded?.opened ?? Promise.resolve();
  // Drizzle's PGlite driver uses only what both clients have (query, transaction).
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    engine: 'pglite',
    driver: { engine: 'pglite', client },
    async migrate() {
      if (await isUpToDate(db, migrationsFolder)) return;
      if (threaded) await threaded.client.migrate(migrationsFolder);
      else {
        const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
        await migratePglite(drizzlePglite(client as PGlite, { schema }), { migrationsFolder });
      }
      await syncQuestionBank(db);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
  return { handle, opened };
}

/** PGlite on this thread (benchmark baselines), in `dataDir` or in memory. */
async function openOnThisThread(dataDir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir) return PGlite.create();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, 'pgdata');
  await copyPgliteTemplateIfNew(path);
  const database = await PGlite.create(path);
  makeTreePrivate(dataDir);
  return database;
}

export async function openPostgres(connectionString: string, options: { maxConnections?: number } = {}): Promise<DatabaseHandle> {
  const { handle, opened } = await startPostgres(connectionString, options);
  await opened;
  return handle;
}

/** Starts connecting to PostgreSQL; `opened` settles once a first connection has (or has not) been made. */
export async function startPostgres(connectionString: string, options: { maxConnections?: number } = {}): Promise<StartingDatabase> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // Fail at start-up with the server's own message rather than on the first request.
  const opened = pool.connect().then((probe) => probe.release());
  // Awaited by whoever started it, perhaps later: not an unhandled rejection meanwhile.
  opened.catch(() => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    engine: 'postgresql',
    driver: { engine: 'postgresql', pool },
    async migrate() {
      if (await isUpToDate(db, migrationsFolder)) return;
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
  return { handle, opened };
}
