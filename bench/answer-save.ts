/**
 * Answer saves against a bare-insert baseline, in the same run: the real
 * PUT /api/assessments/:id/answers/:questionId through HTTP (session, validation, the sealed
 * draft) and a bare Fastify route doing one `INSERT … ON CONFLICT` of an answer-shaped row,
 * each with 20 concurrent clients, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL in a
 * scratch database that is dropped afterwards. Also counts the SQL round trips of one save.
 *
 *   node --import tsx bench/answer-save.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/answer-save.ts
 *   BENCH_SKIP_PGLITE_SAVES=true   PostgreSQL only
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { BARE_TABLE } from './support/bare-insert.ts';
import { countRoundTrips, seedAnswering, type AnsweringSeed } from './support/answer-save-data.ts';
import { runLoad, withBenchServer, type LoadRun } from './support/answer-save-load.ts';
import { formatCount, formatMs } from './support/stats.ts';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

type Engine = { label: string; open(): Promise<DatabaseHandle>; serverEnv: Record<string, string>; countRoundTrips: boolean };

const describe = (label: string, run: LoadRun) =>
  `  ${label}: ${formatCount(run.perSecond)} saves/s, p50 ${formatMs(run.latency.p50)}, p95 ${formatMs(run.latency.p95)}, ` +
  `${formatCount(run.count)} saves, ${formatCount(run.failures)} failures`;

async function measure(engine: Engine, seed: AnsweringSeed) {
  const baseline = await withBenchServer('bare-insert-server.ts', engine.serverEnv, async (baseUrl) => {
    await runLoad({ baseUrl, kind: 'bare', seed, clients: CLIENTS, seconds: WARM_UP_SECONDS });
    return runLoad({ baseUrl, kind: 'bare', seed, clients: CLIENTS, seconds: SECONDS });
  });
  const save = await withBenchServer('results-server.ts', { ...engine.serverEnv, BENCH_SERVER_RESPONDENT_SECRET: seed.respondentSecret }, async (baseUrl) => {
    await runLoad({ baseUrl, kind: 'save', seed, clients: CLIENTS, seconds: WARM_UP_SECONDS });
    return runLoad({ baseUrl, kind: 'save', seed, clients: CLIENTS, seconds: SECONDS });
  });
  console.log(`answer saves on ${engine.label}, ${CLIENTS} clients, ${SECONDS} s each:`);
  console.log(describe('bare INSERT … ON CONFLICT (baseline)', baseline));
  console.log(describe('PUT /api/assessments/:id/answers/:questionId', save));
  console.log(
    `  ratio to the baseline: ${(save.perSecond / baseline.perSecond).toFixed(2)} × its saves/s (target ≥ 0.5), ` +
      `p95 ${(save.latency.p95 / baseline.latency.p95).toFixed(1)} × its p95 (target ≤ 3)`,
  );
}

async function benchmarkEngine(engine: Engine) {
  const handle = await engine.open();
  let seed: AnsweringSeed;
  try {
    await handle.migrate();
    await handle.db.execute(sql.raw(BARE_TABLE));
    seed = await seedAnswering(handle.db);
  } finally {
    await handle.close();
  }
  if (engine.countRoundTrips) {
    const trips = await countRoundTrips(engine.open, seed);
    console.log(`round trips on ${engine.label}: first answer of a person ${trips.first}, a later answer ${trips.later} (session included)`);
  }
  await measure(engine, seed);
}

console.log(`machine: load average ${loadavg().map((value) => value.toFixed(1)).join(', ')} at start`);
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const runId = `savebench${process.pid}`;
  try {
    const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'save'));
    await benchmarkEngine({ label: 'PostgreSQL', open: () => openPostgres(databaseUrl), serverEnv: { BENCH_SERVER_DATABASE_URL: databaseUrl }, countRoundTrips: true });
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}
if (process.env.BENCH_SKIP_PGLITE_SAVES !== 'true') {
  const dataDir = await mkdtemp(join(tmpdir(), 'culturelens-save-bench-'));
  try {
    await benchmarkEngine({ label: 'PGlite', open: () => openPglite(dataDir), serverEnv: { BENCH_SERVER_PGLITE_DIR: dataDir }, countRoundTrips: false });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`machine: load average ${loadavg().map((value) => value.toFixed(1)).join(', ')} at end`);
