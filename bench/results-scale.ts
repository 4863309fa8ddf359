/**
 * Dashboards flat at a million answers: the latency of GET /api/results/:id (the dashboard's
 * data, through the real HTTP route: session, policy, service, serialisation) for an
 * organisation with about a thousand released answers and for one with about a million, in
 * the same database and the same server, measured in alternating rounds so that the machine's
 * other load falls on both alike. Prints both and their ratio against the target (≤ 1.3).
 *
 * The organisations are written straight into the database in bulk (bench/support/
 * results-scale-data.ts: people, participations and answers by INSERT … SELECT, the releases'
 * sealed tallies and sums added up in the bench, every publication made by the release job's
 * publishAfterRelease), since a million answers through the HTTP API take hours here. The large
 * one has 22,223 people in 1,000 teams released in 8 releases, answering 45 questions (the
 * default set and 40 bench-only questions, as in bench/results.ts). On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set.
 *
 *   node --import tsx bench/results-scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/results-scale.ts
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { loadavg } from 'node:os';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { buildApp } from '#server/app.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { releaseKeysOf } from '#server/releases/release.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { addBenchQuestions, seedScaleOrganisation, type ScaleOrganisation } from './support/results-scale-data.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

const TARGET_RATIO = 1.3;
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 15);
const PER_ROUND = 20;
const SMALL = { people: 23, teams: 2, releases: 1 };
const LARGE = { people: Number(process.env.BENCH_SCALE_PEOPLE ?? 22_223), teams: 1_000, releases: 8 };

const progress = (message: string) => process.stderr.write(`[results scale bench] ${message}\n`);

function get(agent: http.Agent, url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((done, failed) => {
    const request = http.request(url, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', failed);
    });
    request.on('error', failed);
    request.end();
  });
}

async function measure(label: string, database: DatabaseHandle) {
  await database.migrate();
  await addBenchQuestions(database.db);
  const secrets = { respondentSecret: 'results scale bench', draftKeys: DraftKeyRing.inMemory() };
  const keys = releaseKeysOf(secrets);
  let started = performance.now();
  const small = await seedScaleOrganisation(database.db, keys, SMALL);
  const large = await seedScaleOrganisation(database.db, keys, LARGE);
  progress(
    `${label}: seeded ${formatCount(small.answers)} and ${formatCount(large.answers)} answers in ${formatMs(performance.now() - started)}`,
  );
  const app = await buildApp({
    database,
    env: readEnv({ ALLOWED_HOSTS: '127.0.0.1', RESULTS_RELEASE_EVERY: '0' }),
    secrets,
    logger: false,
    webRoot: null,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = (organisation: ScaleOrganisation) =>
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/results/${organisation.assessmentId}`;
    for (const organisation of [small, large]) {
      const reply = await get(agent, url(organisation), organisation.cookie);
      if (reply.status !== 200) throw new Error(`the dashboard answered ${reply.status}: ${reply.body.slice(0, 200)}`);
      const results = AssessmentResultsSchema.parse(JSON.parse(reply.body));
      if (results.responses !== organisation.people || !results.canShowResults)
        throw new Error(`the dashboard shows ${results.responses} responses, expected ${organisation.people}`);
    }
    const times = { small: [] as number[], large: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [key, organisation] of [
        ['small', small],
        ['large', large],
      ] as const) {
        for (let index = 0; index < PER_ROUND; index += 1) {
          started = performance.now();
          const reply = await get(agent, url(organisation), organisation.cookie);
          times[key].push(performance.now() - started);
          if (reply.status !== 200) throw new Error(`the dashboard answered ${reply.status}`);
        }
      }
    }
    const [warmSmall, warmLarge] = [times.small.slice(PER_ROUND), times.large.slice(PER_ROUND)];
    const a = summariseLatencies(warmSmall);
    const b = summariseLatencies(warmLarge);
    const ratio = b.p50 / a.p50;
    console.log(
      `dashboard read (GET /api/results/:id) on ${label}, ${formatCount(a.count)} requests each in alternating rounds, load average ${loadavg()[0]?.toFixed(1)}: ` +
        `${formatCount(small.answers)} answers p50 ${formatMs(a.p50)}, p95 ${formatMs(a.p95)}; ` +
        `${formatCount(large.answers)} answers (${formatCount(large.people)} people, ${formatCount(large.teams)} teams, ${large.releases} releases) p50 ${formatMs(b.p50)}, p95 ${formatMs(b.p95)}; ` +
        `ratio of p50s ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}), ratio of p95s ${(b.p95 / a.p95).toFixed(2)}`,
    );
  } finally {
    agent.destroy();
    await app.close();
  }
}

export async function benchmarkResultsScale() {
  const pglite = await openPglite();
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) return;
  const runId = `scale${process.pid}`;
  try {
    const postgres = await openPostgres(await createTestDatabase(postgresUrl, testDatabaseName(runId, 'scale')));
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkResultsScale();
