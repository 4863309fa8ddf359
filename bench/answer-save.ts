/**
 * Answer saves against a bare-insert baseline, in the same run: the real
 * PUT /api/assessments/:id/answers/:questionId through HTTP (session, validation, the sealed
 * draft) and a bare Fastify route doing one `INSERT … ON CONFLICT` of an answer-shaped row,
 * with 50 concurrent clients on PGlite (the app's PGlite runs in a worker thread, the baseline's on its main
 * thread) and 20 on PostgreSQL (with BENCH_DATABASE_URL) in a
 * scratch database that is dropped afterwards; with the event-loop delay each server measured in
 * itself (bench/support/event-loop.ts), and the CPU each process spent per save. Both servers
 * run side by side (on PGlite each with its own copy of the folder) and the load alternates
 * between them in slices, so a drift in the machine's speed falls on both; each server runs
 * with the Node flags of `npm start`. Also
 * counts the SQL round trips of one save.
 *
 *   node --import tsx bench/answer-save.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/answer-save.ts
 *   BENCH_SKIP_PGLITE_SAVES=true   PostgreSQL only
 *   BENCH_SAVE_SECONDS, BENCH_SAVE_SLICES, BENCH_SERVER_NODE_FLAGS   measured seconds per side (10), slices (5), the servers' Node flags
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { BARE_TABLE } from './support/bare-insert.ts';
import { countRoundTrips, seedAnswering, type AnsweringSeed } from './support/answer-save-data.ts';
import { runLoad, withBenchServer, type BenchServer, type LoadRun } from './support/answer-save-load.ts';
import type { EventLoopDelay } from './support/event-loop.ts';
import { commandCpuMs } from './support/cpu.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

const CLIENTS = 20;
// The embedded database's target is set at 50 concurrent respondents (decision 0019).
const PGLITE_CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
// PostgreSQL's measured seconds are split into this many slices per side, alternating.
const SLICES = Number(process.env.BENCH_SAVE_SLICES ?? 5);

type Engine = {
  label: string;
  open(): Promise<DatabaseHandle>;
  serverEnv: Record<string, string>;
  countRoundTrips: boolean;
  clients: number;
  /** The baseline server's database: on PGlite a copy of the app's folder, since one folder is open in one process at a time. */
  baselineServerEnv: Record<string, string>;
  /** Runs once the database is seeded and closed (the copy for the baseline). */
  afterSeeding?: () => Promise<void>;
  /** The saves/s ratio to the baseline aimed at, and the event-loop p99 (ms) where there is one. */
  target: { ratio: number; eventLoopP99?: number };
};
/** CPU milliseconds per save of the server process, the PostgreSQL processes and this process (the clients). */
type CpuPerSave = { server: number; database: number; clients: number };
type MeasuredRun = LoadRun & { eventLoop: EventLoopDelay; cpu: CpuPerSave };

const describe = (label: string, run: MeasuredRun) =>
  `  ${label}: ${formatCount(run.perSecond)} saves/s, p50 ${formatMs(run.latency.p50)}, p95 ${formatMs(run.latency.p95)}, ` +
  `${formatCount(run.count)} saves, ${formatCount(run.failures)} failures; ` +
  `server event loop delay p50 ${formatMs(run.eventLoop.p50)}, p99 ${formatMs(run.eventLoop.p99)}, max ${formatMs(run.eventLoop.max)}; ` +
  `CPU per save: server ${run.cpu.server.toFixed(2)} ms, PostgreSQL ${run.cpu.database.toFixed(2)} ms, clients ${run.cpu.clients.toFixed(2)} ms`;

/** One stretch of load on one server, with the CPU it cost each process and the server's event-loop delay meanwhile. */
type Slice = LoadRun & { eventLoop: EventLoopDelay; cpuMs: CpuPerSave };

async function loadSlice(
  kind: 'bare' | 'save',
  engine: Engine,
  seed: AnsweringSeed,
  baseUrl: string,
  server: BenchServer,
  seconds: number,
): Promise<Slice> {
  server.resetEventLoop();
  const before = { server: await server.cpuMs(), database: await commandCpuMs('postgres'), clients: process.cpuUsage() };
  const run = await runLoad({ baseUrl, kind, seed, clients: engine.clients, seconds });
  const clientsUsage = process.cpuUsage(before.clients);
  const cpuMs = {
    server: (await server.cpuMs()) - before.server,
    database: (await commandCpuMs('postgres')) - before.database,
    clients: (clientsUsage.user + clientsUsage.system) / 1000,
  };
  return { ...run, eventLoop: await server.eventLoop(), cpuMs };
}

/** Slices of one server's load as one run: the event loop's p99 and maximum are the worst slice's. */
function combine(slices: Slice[]): MeasuredRun {
  const latencies = slices.flatMap((slice) => slice.latencies);
  const count = latencies.length;
  const failures = slices.reduce((sum, slice) => sum + slice.failures, 0);
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const total = (pick: (cpu: CpuPerSave) => number) => slices.reduce((sum, slice) => sum + pick(slice.cpuMs), 0) / Math.max(count, 1);
  const middle = [...slices].sort((a, b) => a.eventLoop.p50 - b.eventLoop.p50)[Math.floor(slices.length / 2)];
  return {
    perSecond: (count - failures) / (elapsedMs / 1000),
    latency: summariseLatencies(latencies),
    count,
    failures,
    latencies,
    elapsedMs,
    eventLoop: {
      p50: middle?.eventLoop.p50 ?? Number.NaN,
      p99: Math.max(...slices.map((slice) => slice.eventLoop.p99)),
      max: Math.max(...slices.map((slice) => slice.eventLoop.max)),
    },
    cpu: { server: total((cpu) => cpu.server), database: total((cpu) => cpu.database), clients: total((cpu) => cpu.clients) },
  };
}

/**
 * Both servers running, the load alternating between them in short slices: the machine's speed
 * drifts over seconds (other guests of the host), and alternating lets the drift fall on both
 * sides alike instead of on whichever ran second.
 */
async function measureAlternating(engine: Engine, seed: AnsweringSeed): Promise<{ baseline: MeasuredRun; save: MeasuredRun }> {
  return withBenchServer('bare-insert-server.ts', engine.baselineServerEnv, (bareUrl, bareServer) =>
    withBenchServer(
      'results-server.ts',
      { ...engine.serverEnv, BENCH_SERVER_RESPONDENT_SECRET: seed.respondentSecret },
      async (saveUrl, saveServer) => {
        await runLoad({ baseUrl: bareUrl, kind: 'bare', seed, clients: engine.clients, seconds: WARM_UP_SECONDS });
        await runLoad({ baseUrl: saveUrl, kind: 'save', seed, clients: engine.clients, seconds: WARM_UP_SECONDS });
        const bare: Slice[] = [];
        const save: Slice[] = [];
        for (let slice = 0; slice < SLICES; slice += 1) {
          bare.push(await loadSlice('bare', engine, seed, bareUrl, bareServer, SECONDS / SLICES));
          save.push(await loadSlice('save', engine, seed, saveUrl, saveServer, SECONDS / SLICES));
        }
        return { baseline: combine(bare), save: combine(save) };
      },
    ),
  );
}

async function measure(engine: Engine, seed: AnsweringSeed) {
  const { baseline, save } = await measureAlternating(engine, seed);
  const how = `${SECONDS} s each, alternating in ${SLICES} slices`;
  console.log(`answer saves on ${engine.label}, ${engine.clients} clients, ${how}:`);
  console.log(describe('bare INSERT … ON CONFLICT (baseline)', baseline));
  console.log(describe('PUT /api/assessments/:id/answers/:questionId', save));
  const eventLoopTarget = engine.target.eventLoopP99 === undefined ? '' : ` (target < ${engine.target.eventLoopP99} ms)`;
  console.log(
    `  ratio to the baseline: ${(save.perSecond / baseline.perSecond).toFixed(2)} × its saves/s (target ≥ ${engine.target.ratio}), ` +
      `p95 ${(save.latency.p95 / baseline.latency.p95).toFixed(1)} × its p95 (target ≤ 3); ` +
      `the app's event-loop p99 ${formatMs(save.eventLoop.p99)}${eventLoopTarget}`,
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
  await engine.afterSeeding?.();
  if (engine.countRoundTrips) {
    const trips = await countRoundTrips(engine.open, seed);
    console.log(
      `round trips on ${engine.label}: first answer of a person ${trips.first}, a later answer ${trips.later} (session included)`,
    );
  }
  await measure(engine, seed);
}

console.log(
  `machine: load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} at start`,
);
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const runId = `savebench${process.pid}`;
  try {
    const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'save'));
    await benchmarkEngine({
      label: 'PostgreSQL',
      open: () => openPostgres(databaseUrl),
      serverEnv: { BENCH_SERVER_DATABASE_URL: databaseUrl },
      baselineServerEnv: { BENCH_SERVER_DATABASE_URL: databaseUrl },
      countRoundTrips: true,
      clients: CLIENTS,
      target: { ratio: 0.5 },
    });
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}
if (process.env.BENCH_SKIP_PGLITE_SAVES !== 'true') {
  const dataDir = await mkdtemp(join(tmpdir(), 'culturelens-save-bench-'));
  try {
    const baselineDir = `${dataDir}-baseline`;
    await benchmarkEngine({
      label: 'PGlite',
      open: () => openPglite(dataDir),
      serverEnv: { BENCH_SERVER_PGLITE_DIR: dataDir },
      baselineServerEnv: { BENCH_SERVER_PGLITE_DIR: baselineDir },
      afterSeeding: () => cp(dataDir, baselineDir, { recursive: true }),
      countRoundTrips: false,
      clients: PGLITE_CLIENTS,
      target: { ratio: 0.4, eventLoopP99: 50 },
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-baseline`, { recursive: true, force: true });
  }
}
console.log(
  `machine: load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} at end`,
);
