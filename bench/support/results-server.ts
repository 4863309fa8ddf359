/**
 * The application server of the results benchmark, in a process of its own so that the load
 * generator does not share its event loop (and, on PGlite, its database) with it.
 * Started by bench/results.ts with IPC; reports `{ port }` once listening and stops on SIGTERM.
 *
 *   BENCH_SERVER_PGLITE_DIR       data folder of an already migrated PGlite database, or
 *   BENCH_SERVER_DATABASE_URL     an already migrated PostgreSQL database
 *   BENCH_SERVER_RESPONDENT_SECRET the respondent secret the bench data was generated with
 *   BENCH_SERVER_DRAFT_KEYS_DIR   the draft key ring the bench data was sealed under (else one in memory)
 *   BENCH_SERVER_PGLITE_THREAD=main PGlite on the server's main thread (the default is the app's: a worker thread)
 */
import { buildApp } from '#server/app.ts';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { reportEventLoopDelay } from './event-loop.ts';

const pgliteDir = process.env.BENCH_SERVER_PGLITE_DIR;
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const respondentSecret = process.env.BENCH_SERVER_RESPONDENT_SECRET;
const draftKeysDir = process.env.BENCH_SERVER_DRAFT_KEYS_DIR;
if (!respondentSecret || (!pgliteDir && !databaseUrl)) throw new Error('results-server needs a database and a respondent secret');

// No migrate() here: the database is migrated already, and migrate() also re-synchronises the
// question bank, which would deactivate the benchmark's 40 extra questions.
const database = databaseUrl
  ? await openPostgres(databaseUrl)
  : await openPglite(pgliteDir, { thread: process.env.BENCH_SERVER_PGLITE_THREAD === 'main' ? 'main' : 'worker' });
reportEventLoopDelay();
// The port is chosen when listening: every port of 127.0.0.1 is admitted as host and origin.
const app = await buildApp({
  database,
  env: readEnv({ ALLOWED_HOSTS: '127.0.0.1', RESULTS_RELEASE_EVERY: '0' }),
  secrets: { respondentSecret, draftKeys: draftKeysDir ? DraftKeyRing.inFolder(draftKeysDir) : DraftKeyRing.inMemory() },
  logger: false,
  webRoot: null,
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
