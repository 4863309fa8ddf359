/**
 * The answer-save benchmark's baseline: a bare Fastify route doing one `INSERT … ON CONFLICT`
 * of an answer-shaped row (a sealed draft's size), with no session, validation or crypto.
 * Its own process, like the application server; reports `{ port }` over IPC, stops on SIGTERM.
 *
 *   BENCH_SERVER_PGLITE_DIR | BENCH_SERVER_DATABASE_URL   the scratch database (table made by the bench)
 *   BENCH_SERVER_PGLITE_THREAD=worker   PGlite in a worker thread, as the app runs it (the default is the bare
 *                                       Fastify + PGlite baseline: PGlite on the server's main thread)
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { BARE_INSERT, bareRowFor } from './bare-insert.ts';
import { reportEventLoopDelay } from './event-loop.ts';

const pgliteDir = process.env.BENCH_SERVER_PGLITE_DIR;
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!pgliteDir && !databaseUrl) throw new Error('bare-insert-server needs a database');
const database = databaseUrl
  ? await openPostgres(databaseUrl)
  : await openPglite(pgliteDir, { thread: process.env.BENCH_SERVER_PGLITE_THREAD === 'worker' ? 'worker' : 'main' });
reportEventLoopDelay();
const insert = database.db._.session.prepareQuery(
  { sql: BARE_INSERT, params: [sql.placeholder('key'), sql.placeholder('sealed')] },
  undefined,
  'bare_answer_insert',
  false,
);

const app = Fastify({ logger: false });
app.put<{ Params: { key: string }; Body: { value: number } }>('/answers/:key', async (request) => {
  const row = bareRowFor(request.params.key, request.body.value);
  await insert.execute({ key: row.key, sealed: row.sealed });
  return { saved: true };
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
process.send?.({ port: address.port });
