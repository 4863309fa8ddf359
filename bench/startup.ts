/**
 * Start-up figures of `npm start` (the compiled server; a throw-away start first rebuilds
 * whatever is stale, outside the measurement):
 *   - time from spawning to the first healthy response, on a new data folder (PGlite
 *     creates its database, migrations run, the demo is seeded) and on an existing one;
 *   - resident memory (RSS) of the idle server in PostgreSQL mode, and in PGlite mode;
 * each against its target (issue #14: new ≤ 6 s, existing ≤ 1.5 s, idle PostgreSQL ≤ 120 MB).
 *   node --import tsx bench/startup.ts          these figures only (about a minute)
 *   BENCH_DATABASE_URL=postgres://…             the PostgreSQL server for the memory figure;
 *                                               a scratch database is created and dropped
 * `npm run bench` runs it first.
 */
import { readFile, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { processCpuMs } from './support/cpu.ts';
import { newDataDir, spawnApp, waitUntilHealthy, type AppProcess } from '#tests/e2e/support/app-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Long enough for start-up work to settle (the first background job runs, the heap shrinks).
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// The targets of issue #14 on the 2-core machine: each figure is printed against its target.
const TARGET_NEW_MS = 6_000;
const TARGET_EXISTING_MS = 1_500;
const TARGET_IDLE_POSTGRES_MB = 120;
const against = (value: number, target: number, unit: (value: number) => string) =>
  `target ≤ ${unit(target)}: ${value <= target ? 'met' : 'NOT met'}`;
const megabytes = (value: number) => `${Math.round(value)} MB`;

async function timeToHealthy(options: Parameters<typeof spawnApp>[0]): Promise<{ ms: number; cpuMs: number; app: AppProcess }> {
  const started = performance.now();
  const app = await spawnApp(options);
  // Every 10 ms: the figure is the server's, not the interval of the polling.
  await waitUntilHealthy(app, 90_000, 10);
  const ms = performance.now() - started;
  return { ms, cpuMs: await processCpuMs(app.pid), app };
}

async function residentMegabytes(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

export async function measureStartup(): Promise<void> {
  const warmUp = await timeToHealthy({});
  await warmUp.app.stop();

  const fresh: { ms: number; cpuMs: number }[] = [];
  const existing: { ms: number; cpuMs: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = await newDataDir();
    const first = await timeToHealthy({ dataDir });
    fresh.push(first);
    await first.app.stop();
    const second = await timeToHealthy({ dataDir });
    existing.push(second);
    await second.app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const figures = (runs: { ms: number; cpuMs: number }[], target: number) =>
    `median ${seconds(median(runs.map((run) => run.ms)))} (${runs.map((run) => seconds(run.ms)).join(', ')}); ` +
    `server CPU median ${seconds(median(runs.map((run) => run.cpuMs)))}; ${against(median(runs.map((run) => run.ms)), target, seconds)}`;
  console.log(`start to first healthy response, new data folder:      ${figures(fresh, TARGET_NEW_MS)}`);
  console.log(`start to first healthy response, existing data folder: ${figures(existing, TARGET_EXISTING_MS)}`);
}

async function idleMemory(label: string, options: Parameters<typeof spawnApp>[0], target?: number): Promise<void> {
  const { app } = await timeToHealthy(options);
  try {
    const atHealthy = await residentMegabytes(app.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await residentMegabytes(app.pid);
    const verdict = target === undefined ? 'no target' : against(idle, target, megabytes);
    console.log(
      `idle memory (RSS), ${label}: ${megabytes(idle)} after ${IDLE_MS / 1000} s idle (${megabytes(atHealthy)} when first healthy); ${verdict}`,
    );
  } finally {
    await app.stop();
  }
}

export async function measureIdleMemory(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const runId = `bench${process.pid}`;
    try {
      const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'memory'));
      await idleMemory('PostgreSQL', { env: { DATABASE_URL: databaseUrl } }, TARGET_IDLE_POSTGRES_MB);
    } finally {
      await dropTestDatabases(postgresUrl, runId);
    }
  } else {
    console.log('idle memory (RSS), PostgreSQL: not measured (set BENCH_DATABASE_URL)');
  }
  const dataDir = await newDataDir();
  try {
    await idleMemory('PGlite', { dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await measureStartup();
  await measureIdleMemory();
}
