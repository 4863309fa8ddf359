import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ThreadedPglite } from './pglite-thread.ts';
import { makeTreePrivate } from './private-data-dir.ts';
import { templateFor } from './pglite-template.ts';

/** The embedded database's worker, started: its client takes statements at once; they run once `opened` has settled. */
export type StartedEmbeddedDatabase = { client: ThreadedPglite; opened: Promise<void> };

/**
 * Starts the worker thread that opens the embedded database in `dataDir` (created if missing),
 * in memory without one. Deliberately light on imports (no query builder, no schema): `main.ts`
 * calls it before the rest of the server loads, so the database opens meanwhile.
 */
export async function startEmbeddedDatabase(dataDir?: string): Promise<StartedEmbeddedDatabase> {
  const path = dataDir ? join(dataDir, 'pgdata') : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // A new database is copied from the build's migrated template when there is one (seconds
  // faster), by the worker: there the copy's many small steps do not wait on this thread.
  const copyTemplateFrom = path ? await templateFor(path) : undefined;
  const { client, opened: workerOpened } = ThreadedPglite.start(path, copyTemplateFrom ? { copyTemplateFrom } : {});
  // A new database is unpacked with world-readable files whatever the umask: make it private.
  const opened = workerOpened.then(() => {
    if (dataDir) makeTreePrivate(dataDir);
  });
  // Awaited by whoever started it, perhaps later: not an unhandled rejection meanwhile.
  opened.catch(() => undefined);
  return { client, opened };
}
