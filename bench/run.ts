/**
 * Start-up (bench/startup.ts), memory, throughput and page-load figures for the README's performance section.
 *   npm run bench                 PGlite (the default engine)
 *   BENCH_DATABASE_URL=postgres://… npm run bench   also PostgreSQL
 *   BENCH_SKIP_RESULTS=true       without the results benchmark (10,000 people: minutes per engine)
 *   BENCH_SKIP_AUDITOR=true       without the anonymity auditor's figures (no database, under a minute)
 *   BENCH_SKIP_OVERLAP=true       without the overlap auditor and the release plan with figures by attribute at 10,000 people with three attributes (bench/overlap-auditor.ts, bench/cut-plan.ts, no database, under a minute)
 *   BENCH_SKIP_TEAMS=true         without the team views at 1,000 teams (under a minute per engine)
 *   BENCH_SKIP_SCALE=true         without the dashboard read at 1,000 against 1,000,000 answers (bench/results-scale.ts, minutes per engine)
 *   BENCH_SKIP_SAVES=true         without answer saves against a bare insert (bench/answer-save.ts, a minute per engine)
 *   BENCH_SKIP_RESPONDENT=true    without the respondent's first question on a throttled phone (bench/respondent-first-question.ts, about a minute)
 *   BENCH_SOAK=true               also the soak on PostgreSQL (bench/soak.ts; BENCH_SOAK_MINUTES, default 10)
 */
import { benchmarkAuditor } from './auditor.ts';
import { benchmarkOverlapAuditor } from './overlap-auditor.ts';
import { benchmarkCutPlan } from './cut-plan.ts';
import { benchmarkResults } from './results.ts';
import { benchmarkResultsScale } from './results-scale.ts';
import { benchmarkTeamResults } from './team-results.ts';
import { benchmarkRespondentFirstQuestion } from './respondent-first-question.ts';
import { measureIdleMemory, measureStartup } from './startup.ts';
import autocannon from 'autocannon';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { spawnApp, waitUntilHealthy, type AppProcess } from '#tests/e2e/support/app-process.ts';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { describeWeight, largestContentfulPaint, trackScripts, type ScriptWeight } from '#tests/e2e/support/page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timeToHealthy(options: Parameters<typeof spawnApp>[0]): Promise<{ ms: number; app: AppProcess }> {
  const started = performance.now();
  const app = await spawnApp(options);
  await waitUntilHealthy(app);
  return { ms: performance.now() - started, app };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measureThroughput(label: string, env: Record<string, string> = {}) {
  const { app } = await timeToHealthy({ env });
  try {
    const result = await autocannon({ url: `${app.baseUrl}/api/health`, connections: 20, duration: 10 });
    console.log(
      `GET /api/health on ${label}: ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  } finally {
    await app.stop();
  }
}

/** JavaScript transferred and largest contentful paint of a first visit, in headless Chromium. */
async function measurePageLoad(baseUrl: string, label: string, path: string) {
  let weight: ScriptWeight | undefined;
  const paints: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new browser profile each run: an empty cache, so every script is transferred.
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const scripts = trackScripts(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      weight = await scripts.weight();
      const paint = await largestContentfulPaint(page);
      if (paint !== undefined) paints.push(paint);
    } finally {
      await browser.close();
    }
  }
  if (!weight) return;
  const lcp = paints.length
    ? `LCP median ${Math.round(median(paints))} ms (${paints.map((ms) => Math.round(ms)).join(', ')})`
    : 'no LCP reported';
  console.log(`${label} ${path}: ${describeWeight(weight)}, ${lcp}`);
}

async function measurePageLoads() {
  const { app } = await timeToHealthy({});
  try {
    await measurePageLoad(app.baseUrl, 'landing page', '/');
    await measurePageLoad(app.baseUrl, 'single-page app', '/login');
  } finally {
    await app.stop();
  }
}

await measureStartup();
await measureIdleMemory();
await measurePageLoads();
// The launch e-mail's link to the first question on a slow phone (target ≤ 2.5 s).
if (process.env.BENCH_SKIP_RESPONDENT !== 'true') await benchmarkRespondentFirstQuestion();
await measureThroughput('PGlite');

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const runId = `bench${process.pid}`;
  try {
    const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'health'));
    await measureThroughput('PostgreSQL', { DATABASE_URL: databaseUrl });
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}

// The auditor's cost per release at 1,000 teams, without a database.
if (process.env.BENCH_SKIP_AUDITOR !== 'true') benchmarkAuditor();

// Overlapping cuts (teams, departments, locations, tenure and their cells) at 10,000 people.
if (process.env.BENCH_SKIP_OVERLAP !== 'true') {
  benchmarkOverlapAuditor();
  benchmarkCutPlan();
}

// Results at scale (10,000 people × 45 questions): takes a few minutes per engine.
if (process.env.BENCH_SKIP_RESULTS !== 'true') await benchmarkResults();

// The dashboard read at a thousand and at a million answers, and their ratio (target ≤ 1.3).
if (process.env.BENCH_SKIP_SCALE !== 'true') await benchmarkResultsScale();

// Team views at 1,000 teams: one grouped query against the earlier listing.
if (process.env.BENCH_SKIP_TEAMS !== 'true') await benchmarkTeamResults();

// Answer saves against a bare INSERT … ON CONFLICT in the same run, and round trips per save.
if (process.env.BENCH_SKIP_SAVES !== 'true') await import('./answer-save.ts');

// The soak: 50 answers/s from 200 respondents on PostgreSQL while results are read every second.
if (process.env.BENCH_SOAK === 'true') await import('./soak.ts');
