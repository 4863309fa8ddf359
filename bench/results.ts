/**
 * Results at scale: an organisation of 10,000 people answering a 45-question assessment.
 * Prints answers saved per second through the HTTP API with concurrent clients, the latency of
 * the dashboard endpoint (which reads maintained aggregates), the latency of a raw SQL aggregate
 * over the answers computing the same domain figures, and their ratio: on PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL is set.
 *
 *   node --import tsx bench/results.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/results.ts
 *
 * The server runs in a child process (bench/support/results-server.ts) so that the load
 * generator does not share its event loop; on PGlite, the bench process and the server open the
 * database in turn, never together (PGlite is single-process).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AssessmentResultsSchema, type AssessmentResults } from '#domain/api/results.ts';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import {
  BENCH_PASSWORD,
  LEFT_FOR_HTTP,
  PEOPLE,
  QUESTION_COUNT,
  TEAM_LEADERS,
  completeEveryone,
  countAnswers,
  generateOrganisation,
  verifyAggregates,
  type BenchOrganisation,
} from './support/results-data.ts';
import { formatCount, formatDuration, formatMs, formatRatio, formatSeconds, summariseLatencies, type LatencySummary } from './support/stats.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const serverScript = fileURLToPath(new URL('./support/results-server.ts', import.meta.url));

const SAVE_CLIENTS = [20, 50];
const SAVE_SECONDS = Number(process.env.BENCH_RESULTS_SAVE_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const DASHBOARD_SEQUENTIAL = 200;
const DASHBOARD_CONCURRENCY = 10;
const DASHBOARD_CONCURRENT_SECONDS = 10;
const RAW_RUNS_MAX = 40;
const RAW_BUDGET_MS = 20_000;

type Target = { label: string; open(): Promise<DatabaseHandle>; serverEnv: Record<string, string>; serverNote: string };

const progress = (label: string) => (message: string) => process.stderr.write(`[results bench, ${label}] ${message}\n`);

/** CPU time a process has used, in ms, from /proc (Linux); undefined where unavailable. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s (USER_HZ on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

type BenchServer = { baseUrl: string; pid: number | undefined; stop(): Promise<void> };

async function startServer(target: Target, respondentSecret: string): Promise<BenchServer> {
  const child = fork(serverScript, [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...target.serverEnv, BENCH_SERVER_RESPONDENT_SECRET: respondentSecret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const port = await new Promise<number>((listening, failed) => {
      child.once('message', (message) => {
        const parsed = z.object({ port: z.number() }).safeParse(message);
        if (parsed.success) listening(parsed.data.port);
        else failed(new Error(`unexpected message from the bench server: ${JSON.stringify(message)}`));
      });
      child.once('exit', (code) => failed(new Error(`the bench server exited (${code}) before listening`)));
      child.once('error', failed);
    });
    return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function withServer<T>(target: Target, respondentSecret: string, work: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startServer(target, respondentSecret);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function withDatabase<T>(target: Target, work: (db: Database, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    return await work(handle.db, handle);
  } finally {
    await handle.close();
  }
}

const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

type HttpReply = { status: number; body: string };

/** One request over `agent` (node:http: lighter than fetch, and each client keeps its own connection). */
function send(agent: http.Agent, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpReply> {
  const headers = options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
  return new Promise((done, failed) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', failed);
    });
    request.on('error', failed);
    request.end(options.body);
  });
}

/** A keep-alive connection of its own, opened (with a health check) before any clock starts. */
async function connectedAgent(server: BenchServer): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const reply = await send(agent, `${server.baseUrl}/api/health`);
  if (reply.status !== 200) throw new Error(`health check answered ${reply.status}`);
  return agent;
}

async function signIn(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/session`, {
    method: 'POST',
    headers: { origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`the administrator could not sign in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** The questionnaire endpoint must see the 45 questions: proof that the bench questions are in place. */
async function checkQuestionnaire(server: BenchServer, organisation: BenchOrganisation): Promise<void> {
  const [first] = organisation.unanswered;
  if (!first) throw new Error('nobody is left to answer');
  const response = await fetch(`${server.baseUrl}/api/assessments/${organisation.assessmentId}/questionnaire`, { headers: { cookie: cookieFor(first.token) } });
  if (response.status !== 200) throw new Error(`questionnaire: ${response.status} ${await response.text()}`);
  const questionnaire = QuestionnaireResponseSchema.parse(await response.json());
  if (questionnaire.questions.length !== QUESTION_COUNT) throw new Error(`the questionnaire has ${questionnaire.questions.length} questions, not ${QUESTION_COUNT}`);
}

type SaveRun = {
  clients: number;
  saves: number;
  perSecond: number;
  latency: LatencySummary;
  non2xx: number;
  errors: number;
  firstFailure: string | undefined;
  exhausted: boolean;
  serverCpu: number | undefined;
  loadCpu: number;
};

/**
 * `clients` concurrent clients, each on its own keep-alive connection and signed in as a
 * different person who has not answered yet, PUT that person's answers one question after
 * another, then take the next person, until the time is up. Every save is a real request:
 * session lookup, checks, one transaction writing the answer and moving the aggregates.
 */
async function runSaves(server: BenchServer, organisation: BenchOrganisation, nextPerson: () => string | undefined, clients: number, seconds: number): Promise<SaveRun> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let firstFailure: string | undefined;
  let exhausted = false;
  const base = `${server.baseUrl}/api/assessments/${organisation.assessmentId}/answers/`;
  const agents = await Promise.all(Array.from({ length: clients }, () => connectedAgent(server)));

  const serverCpuBefore = processCpuMs(server.pid);
  const loadCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const client = async (agent: http.Agent) => {
    while (performance.now() < deadline) {
      const token = nextPerson();
      if (token === undefined) {
        exhausted = true;
        return;
      }
      const headers = { cookie: cookieFor(token), origin: server.baseUrl, 'content-type': 'application/json' };
      for (const question of organisation.questions) {
        if (performance.now() >= deadline) return;
        const value = Math.random() < 0.04 ? null : 1 + Math.floor(Math.random() * 5);
        const sent = performance.now();
        try {
          const reply = await send(agent, base + question.id, { method: 'PUT', headers, body: JSON.stringify({ value }) });
          latencies.push(performance.now() - sent);
          if (reply.status < 200 || reply.status > 299) {
            non2xx += 1;
            firstFailure ??= `${reply.status} ${reply.body.slice(0, 200)}`;
          }
        } catch (error) {
          errors += 1;
          firstFailure ??= String(error);
        }
      }
    }
  };
  try {
    await Promise.all(agents.map(client));
  } finally {
    for (const agent of agents) agent.destroy();
  }

  const elapsedMs = performance.now() - started;
  const serverCpuAfter = processCpuMs(server.pid);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const saves = latencies.length - non2xx;
  return {
    clients,
    saves,
    perSecond: saves / (elapsedMs / 1000),
    latency: summariseLatencies(latencies),
    non2xx,
    errors,
    firstFailure,
    exhausted,
    serverCpu: serverCpuBefore === undefined || serverCpuAfter === undefined ? undefined : (serverCpuAfter - serverCpuBefore) / elapsedMs,
    loadCpu: (loadCpu.user + loadCpu.system) / 1000 / elapsedMs,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

function describeSaves(run: SaveRun): string {
  const cpu = run.serverCpu === undefined ? '' : `; CPU: server process ${percent(run.serverCpu)} of a core, load generator ${percent(run.loadCpu)}`;
  const failures = run.firstFailure ? `; first failure: ${run.firstFailure}` : '';
  const exhausted = run.exhausted ? '; ran out of unanswered people before the time was up' : '';
  return (
    `  saves via HTTP, ${run.clients} clients: ${formatCount(run.perSecond)} /s ` +
    `(p50 ${formatMs(run.latency.p50)}, p95 ${formatMs(run.latency.p95)}, p99 ${formatMs(run.latency.p99)}, ` +
    `${formatCount(run.non2xx)} non-2xx, ${formatCount(run.errors)} errors; ${formatCount(run.saves)} saves in ${SAVE_SECONDS} s${cpu})${failures}${exhausted}`
  );
}

type DashboardFigures = { sequential: LatencySummary; concurrent: { perSecond: number; latency: LatencySummary; non2xx: number; errors: number }; results: AssessmentResults };

async function measureDashboard(server: BenchServer, assessmentId: string, cookie: string): Promise<DashboardFigures> {
  const url = `${server.baseUrl}/api/results/${assessmentId}`;
  const agent = await connectedAgent(server);
  const latencies: number[] = [];
  let lastBody = '';
  try {
    // 20 untimed requests first: the server's code paths and the database's caches warm up.
    for (let i = 0; i < 20 + DASHBOARD_SEQUENTIAL; i += 1) {
      const sent = performance.now();
      const reply = await send(agent, url, { headers: { cookie } });
      if (i >= 20) latencies.push(performance.now() - sent);
      if (reply.status !== 200) throw new Error(`GET /api/results/:id answered ${reply.status}: ${reply.body.slice(0, 300)}`);
      lastBody = reply.body;
    }
  } finally {
    agent.destroy();
  }
  const results = AssessmentResultsSchema.parse(JSON.parse(lastBody));

  const concurrentLatencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, failed) => {
    const instance = autocannon(
      { url: `${server.baseUrl}/api/results/${assessmentId}`, connections: DASHBOARD_CONCURRENCY, duration: DASHBOARD_CONCURRENT_SECONDS, headers: { cookie } },
      (error: unknown, outcome) => (error ? failed(error instanceof Error ? error : new Error(String(error))) : done(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => concurrentLatencies.push(responseTime));
  });
  return {
    sequential: summariseLatencies(latencies),
    concurrent: { perSecond: result.requests.average, latency: summariseLatencies(concurrentLatencies), non2xx: result.non2xx, errors: result.errors },
    results,
  };
}

const RawRowSchema = z.object({ domain: z.string(), mean: z.coerce.number(), respondents: z.coerce.number() });
type RawRow = z.infer<typeof RawRowSchema>;

/** The same domain means and distinct-respondent counts as the dashboard, computed from the answers on every call. */
const rawAggregate = (assessmentId: string) => sql`
  select q.domain, avg(a.value)::float8 as mean,
         count(distinct a.respondent_key) filter (where a.value is not null) as respondents
  from answers a join questions q on q.id = a.question_id
  where a.assessment_id = ${assessmentId}
  group by q.domain`;

async function measureRawAggregate(db: Database, assessmentId: string): Promise<{ latency: LatencySummary; rows: RawRow[] }> {
  // Two untimed runs first: plans and caches warm, as the dashboard's are after its warm-up.
  await db.execute(rawAggregate(assessmentId));
  let rows = parseRows(await db.execute(rawAggregate(assessmentId)), RawRowSchema);
  const latencies: number[] = [];
  const started = performance.now();
  while (latencies.length < RAW_RUNS_MAX && (latencies.length < 10 || performance.now() - started < RAW_BUDGET_MS)) {
    const sent = performance.now();
    rows = parseRows(await db.execute(rawAggregate(assessmentId)), RawRowSchema);
    latencies.push(performance.now() - sent);
  }
  return { latency: summariseLatencies(latencies), rows };
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Differences between the raw SQL's figures and the dashboard's domain scores (none expected). */
function compareWithDashboard(rows: RawRow[], results: AssessmentResults): string[] {
  const problems: string[] = [];
  for (const domain of results.domains) {
    const row = rows.find((candidate) => candidate.domain === domain.domain);
    if (!row) problems.push(`${domain.domain}: no raw row`);
    else if (!domain.can_show) problems.push(`${domain.domain}: hidden on the dashboard`);
    else if (domain.mean_score !== round2(row.mean) || domain.response_count !== row.respondents) {
      problems.push(`${domain.domain}: dashboard ${domain.mean_score}/${domain.response_count}, raw ${round2(row.mean)}/${row.respondents}`);
    }
  }
  return problems;
}

async function aggregateRowCounts(db: Database, assessmentId: string) {
  const [row] = parseRows(
    await db.execute(sql`
      select (select count(*) from question_aggregates where assessment_id = ${assessmentId}) as questions,
             (select count(*) from domain_aggregates where assessment_id = ${assessmentId}) as domains`),
    z.object({ questions: z.coerce.number(), domains: z.coerce.number() }),
  );
  return row ?? { questions: 0, domains: 0 };
}

function interpret(ratio: number, answers: number): string {
  const scope = `(the dashboard figure is a whole HTTP request — session check, completion, heat map, insights — the raw figure the SQL alone)`;
  if (ratio >= 2) return `  → reading the maintained aggregates pays off: a dashboard view costs ${formatRatio(ratio)} less than aggregating ${formatCount(answers)} answers on every view ${scope}`;
  if (ratio > 0.5) return `  → no clear gain at this size: a dashboard view costs about as much as aggregating ${formatCount(answers)} answers ${scope}`;
  return `  → the raw aggregate is faster than the dashboard here: the maintained aggregates do not pay off at this size ${scope}`;
}

async function benchmarkEngine(target: Target): Promise<void> {
  const log = progress(target.label);
  const lines: string[] = [];
  const engineStarted = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const respondentSecret = randomBytes(32).toString('base64url');
  log('creating and migrating the database');
  const { organisation, report } = await withDatabase(target, async (db, handle) => {
    // Migrated once, before the bench questions exist (the question-bank sync would deactivate them).
    await handle.migrate();
    return generateOrganisation(db, respondentSecret, log);
  });

  // Each client takes the next person without answers; the warm-up consumes people too.
  let nextIndex = 0;
  const nextPerson = () => organisation.unanswered[nextIndex++]?.token;
  const saveRuns = await withServer(target, respondentSecret, async (server) => {
    await checkQuestionnaire(server, organisation);
    log(`warming up for ${WARM_UP_SECONDS} s`);
    await runSaves(server, organisation, nextPerson, 10, WARM_UP_SECONDS);
    const runs: SaveRun[] = [];
    for (const clients of SAVE_CLIENTS) {
      log(`saving answers with ${clients} clients for ${SAVE_SECONDS} s`);
      runs.push(await runSaves(server, organisation, nextPerson, clients, SAVE_SECONDS));
    }
    return runs;
  });
  const answeredThroughHttp = Math.min(nextIndex, organisation.unanswered.length);

  log('checking the aggregates the saves maintained, then bulk-filling everyone else');
  const topUpStarted = performance.now();
  const { added, answers, aggregateRows } = await withDatabase(target, async (db) => {
    await verifyAggregates(db, organisation.assessmentId, 'after the HTTP saves');
    const filled = await completeEveryone(db, organisation);
    return { added: filled, answers: await countAnswers(db, organisation.assessmentId), aggregateRows: await aggregateRowCounts(db, organisation.assessmentId) };
  });
  const topUpMs = performance.now() - topUpStarted;

  log('measuring GET /api/results/:id');
  const dashboard = await withServer(target, respondentSecret, async (server) => {
    const adminCookie = await signIn(server, organisation.admin.email);
    return measureDashboard(server, organisation.assessmentId, adminCookie);
  });

  log('measuring the raw SQL aggregate');
  const raw = await withDatabase(target, (db) => measureRawAggregate(db, organisation.assessmentId));

  const generationMs = report.totalMs + topUpMs;
  lines.push(`${target.label}: ${formatCount(PEOPLE)} people × ${QUESTION_COUNT} questions (${formatCount(answers)} answers, generated in ${formatSeconds(generationMs)})`);
  const prefilled = report.storeAnswer.people + report.bulk.people;
  lines.push(
    `  data: ${formatCount(TEAM_LEADERS)} teams of about ten; ${formatCount(prefilled)} people's answers written before the save runs, ` +
      `${formatCount(LEFT_FOR_HTTP)} people left for the HTTP clients (${formatCount(answeredThroughHttp)} of them took part in the save runs; ` +
      `their other ${formatCount(added)} answers bulk-filled after the save runs)`,
  );
  lines.push(
    `  pre-fill: ${formatCount(report.storeAnswer.people)} people through storeAnswer, the API's own write path, in one transaction each ` +
      `(${formatCount(report.storeAnswer.answers / (report.storeAnswer.ms / 1000))} answers/s: all ${formatCount(PEOPLE * QUESTION_COUNT)} would take ` +
      `${formatDuration(((PEOPLE * QUESTION_COUNT) / report.storeAnswer.answers) * report.storeAnswer.ms)}), so ${formatCount(report.bulk.people)} bulk-inserted ` +
      `(${formatSeconds(report.bulk.ms)}) and the aggregates computed in SQL (${formatSeconds(report.aggregatesMs)}); aggregateDifferences checked them each time`,
  );
  lines.push(
    `  45 questions: the built-in 'default-assessment' set (5) plus 40 bench-only questions (bench-q-06 … bench-q-45) added to it in the bench database only ` +
      `(the API accepts only built-in set ids); the app's question-bank sync would deactivate them at its next start, and the bench's server never migrates`,
  );
  lines.push(`  server: one Node process (${target.serverNote}), started with logger off; each HTTP client on its own keep-alive connection; a ${WARM_UP_SECONDS} s warm-up with 10 clients first`);
  const cores = availableParallelism();
  lines.push(`  machine load average at the start: ${loadAtStart.toFixed(1)} on ${cores} cores${loadAtStart > cores * 1.25 ? ': other work was running, so the figures are noisy' : ''}`);
  for (const run of saveRuns) lines.push(describeSaves(run));
  lines.push(`  aggregates maintained by the saves: equal to the answers (aggregateDifferences found no difference)`);
  lines.push(
    `  GET /api/results/:id: p50 ${formatMs(dashboard.sequential.p50)}, p95 ${formatMs(dashboard.sequential.p95)} ` +
      `(${DASHBOARD_SEQUENTIAL} sequential requests as the administrator; it reads ${formatCount(aggregateRows.questions)} question and ${formatCount(aggregateRows.domains)} domain aggregate rows)`,
  );
  lines.push(
    `  GET /api/results/:id, ${DASHBOARD_CONCURRENCY} concurrent: ${formatCount(dashboard.concurrent.perSecond)} /s, ` +
      `p50 ${formatMs(dashboard.concurrent.latency.p50)}, p95 ${formatMs(dashboard.concurrent.latency.p95)} ` +
      `(${formatCount(dashboard.concurrent.non2xx)} non-2xx, ${formatCount(dashboard.concurrent.errors)} errors)`,
  );
  const ratio = raw.latency.p50 / dashboard.sequential.p50;
  const relation = ratio >= 1 ? `${formatRatio(ratio)} slower than the dashboard` : `${formatRatio(1 / ratio)} faster than the dashboard`;
  lines.push(`  raw SQL aggregate over answers: p50 ${formatMs(raw.latency.p50)}, p95 ${formatMs(raw.latency.p95)} (${relation}; ${raw.latency.count} runs on the database driver)`);
  const problems = compareWithDashboard(raw.rows, dashboard.results);
  lines.push(
    problems.length === 0
      ? `  raw SQL and dashboard agree on every domain's mean and respondent count`
      : `  ! raw SQL and dashboard DISAGREE: ${problems.join('; ')}`,
  );
  lines.push(interpret(ratio, answers));
  lines.push(`  run time: ${formatSeconds(performance.now() - engineStarted)}`);
  console.log(lines.join('\n'));
}

export async function benchmarkResults(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'culturelens-bench-results-'));
  try {
    await benchmarkEngine({
      label: 'PGlite',
      open: () => openPglite(dataDir),
      serverEnv: { BENCH_SERVER_PGLITE_DIR: dataDir },
      serverNote: 'the embedded database runs inside it',
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to run it)');
    return;
  }
  const runId = `results${process.pid}`;
  try {
    const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'pg'));
    await benchmarkEngine({
      label: 'PostgreSQL',
      open: () => openPostgres(databaseUrl),
      serverEnv: { BENCH_SERVER_DATABASE_URL: databaseUrl },
      serverNote: 'a pool of 10 connections, the default of openPostgres',
    });
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchmarkResults();
}
