/**
 * Results at scale: an organisation of 10,000 people answering a 45-question assessment,
 * through the answer pipeline: answers saved through the HTTP API into sealed per-person
 * drafts (saves per second with concurrent clients), then one release (releaseWaiting, the
 * release job's own function) of all 10,000 completed people, timed and checked against the
 * answers given; then the latency of the dashboard endpoint, which reads only the newest
 * publication, at about a thousand answers, at the full size and after many releases; the
 * latency of a raw SQL aggregate over the released answers computing the same domain means;
 * and the time of small releases in an assessment that already has many releases: on PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL is set.
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
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import {
  BENCH_PASSWORD,
  LEFT_FOR_HTTP,
  PEOPLE,
  QUESTION_COUNT,
  SMALL_ASSESSMENT_PEOPLE,
  TEAM_LEADERS,
  completeEveryone,
  countRows,
  generateOrganisation,
  generator,
  releasedAssessment,
  timedRelease,
  verifyReleased,
  waitingCount,
  type BenchOrganisation,
  type BenchPerson,
  type ExpectedFigures,
} from './support/results-data.ts';
import { replanNewestRelease, type ReplanFigures } from './support/replan.ts';
import { formatCount, formatMs, formatRatio, formatSeconds, summariseLatencies, type LatencySummary } from './support/stats.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const serverScript = fileURLToPath(new URL('./support/results-server.ts', import.meta.url));

const SAVE_CLIENTS = [20, 50];
const SAVE_SECONDS = Number(process.env.BENCH_RESULTS_SAVE_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const DASHBOARD_SEQUENTIAL = 200;
const DASHBOARD_CONCURRENCY = 10;
const DASHBOARD_CONCURRENT_SECONDS = 10;
const RAW_RUNS_MAX = 40;
const RAW_BUDGET_MS = 15_000;
/** Releases of mixed teams before the small ones, in the assessment with many releases. */
const HISTORY_RELEASES = Number(process.env.BENCH_RESULTS_HISTORY_RELEASES ?? 30);
/** The small releases timed after them (people each). */
const SMALL_BATCHES = [6, 20, 50];

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
/** The server seals and opens drafts under the same key ring as the data generator: a folder both use. */
type ServerSecrets = { respondentSecret: string; draftKeysDir: string };

async function startServer(target: Target, secrets: ServerSecrets): Promise<BenchServer> {
  const child = fork(serverScript, [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...target.serverEnv,
      BENCH_SERVER_RESPONDENT_SECRET: secrets.respondentSecret,
      BENCH_SERVER_DRAFT_KEYS_DIR: secrets.draftKeysDir,
    },
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

async function withServer<T>(target: Target, secrets: ServerSecrets, work: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startServer(target, secrets);
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
function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpReply> {
  const headers =
    options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
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
  const response = await fetch(`${server.baseUrl}/api/assessments/${organisation.assessmentId}/questionnaire`, {
    headers: { cookie: cookieFor(first.token) },
  });
  if (response.status !== 200) throw new Error(`questionnaire: ${response.status} ${await response.text()}`);
  const questionnaire = QuestionnaireResponseSchema.parse(await response.json());
  if (questionnaire.questions.length !== QUESTION_COUNT)
    throw new Error(`the questionnaire has ${questionnaire.questions.length} questions, not ${QUESTION_COUNT}`);
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
 * session lookup, checks, one transaction that opens the person's sealed draft, adds the
 * answer and writes the draft back sealed. No aggregate moves: releases do that.
 */
async function runSaves(
  server: BenchServer,
  organisation: BenchOrganisation,
  nextPerson: () => string | undefined,
  clients: number,
  seconds: number,
): Promise<SaveRun> {
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
  // CPU time per save depends far less on other work on the machine than saves per second do.
  const perSave =
    run.serverCpu === undefined || run.perSecond === 0
      ? ''
      : `, ${((run.serverCpu * 1000) / run.perSecond).toFixed(1)} ms of server CPU a save`;
  const cpu =
    run.serverCpu === undefined
      ? ''
      : `; CPU: server process ${percent(run.serverCpu)} of a core${perSave}, load generator ${percent(run.loadCpu)}`;
  const failures = run.firstFailure ? `; first failure: ${run.firstFailure}` : '';
  const exhausted = run.exhausted ? '; ran out of unanswered people before the time was up' : '';
  return (
    `  saves via HTTP, ${run.clients} clients: ${formatCount(run.perSecond)} /s ` +
    `(p50 ${formatMs(run.latency.p50)}, p95 ${formatMs(run.latency.p95)}, p99 ${formatMs(run.latency.p99)}, ` +
    `${formatCount(run.non2xx)} non-2xx, ${formatCount(run.errors)} errors; ${formatCount(run.saves)} saves in ${SAVE_SECONDS} s${cpu})${failures}${exhausted}`
  );
}

type DashboardFigures = { sequential: LatencySummary; results: AssessmentResults };
type ConcurrentFigures = { perSecond: number; latency: LatencySummary; non2xx: number; errors: number };

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
  return { sequential: summariseLatencies(latencies), results: AssessmentResultsSchema.parse(JSON.parse(lastBody)) };
}

async function measureDashboardConcurrently(server: BenchServer, assessmentId: string, cookie: string): Promise<ConcurrentFigures> {
  const concurrentLatencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, failed) => {
    const instance = autocannon(
      {
        url: `${server.baseUrl}/api/results/${assessmentId}`,
        connections: DASHBOARD_CONCURRENCY,
        duration: DASHBOARD_CONCURRENT_SECONDS,
        headers: { cookie },
      },
      (error: unknown, outcome) => (error ? failed(error instanceof Error ? error : new Error(String(error))) : done(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => concurrentLatencies.push(responseTime));
  });
  return {
    perSecond: result.requests.average,
    latency: summariseLatencies(concurrentLatencies),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const RawRowSchema = z.object({ domain: z.string(), mean: z.coerce.number(), answers: z.coerce.number() });
type RawRow = z.infer<typeof RawRowSchema>;

/** The same domain means as the dashboard, computed from the released answers on every call. */
const rawAggregate = (assessmentId: string) => sql`
  select q.domain, avg(a.value)::float8 as mean, count(a.value) as answers
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

/**
 * Differences between the dashboard's domain scores and the raw SQL's means over the released
 * answers, and the respondents the generated answers give (released answers carry no person,
 * so SQL cannot count respondents any more). None expected.
 */
function compareWithDashboard(rows: RawRow[], results: AssessmentResults, expected: ExpectedFigures): string[] {
  const problems: string[] = [];
  for (const domain of results.domains) {
    const row = rows.find((candidate) => candidate.domain === domain.domain);
    const respondents = expected.organisation.get(domain.domain)?.respondents;
    if (!row) problems.push(`${domain.domain}: no raw row`);
    else if (!domain.canShow) problems.push(`${domain.domain}: hidden on the dashboard`);
    else if (domain.meanScore !== round2(row.mean) || domain.responseCount !== respondents) {
      problems.push(
        `${domain.domain}: dashboard ${domain.meanScore}/${domain.responseCount}, raw SQL mean ${round2(row.mean)}, respondents given ${respondents}`,
      );
    }
  }
  return problems;
}

const PublicationSizeSchema = z.object({
  assessment_id: z.string(),
  bytes: z.coerce.number(),
  total: z.coerce.number(),
  count: z.coerce.number(),
});

/** The newest release's published sets (JSON text) and all releases' stored sets, per assessment: the auditor's history, which results never read. */
async function publicationSizes(db: Database, assessmentIds: string[]) {
  const rows = parseRows(
    await db.execute(sql`
      select assessment_id::text as assessment_id,
             (array_agg(octet_length(figures::text) order by sequence desc))[1] as bytes,
             sum(pg_column_size(figures)) as total, count(*) as count
      from result_publications where assessment_id in (${sql.join(
        assessmentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) group by assessment_id`),
    PublicationSizeSchema,
  );
  return new Map(rows.map((row) => [row.assessment_id, row]));
}

const formatBytes = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${formatCount(bytes / 1000)} kB`);

function interpret(ratio: number, answers: number): string {
  const scope = `(the dashboard figure is a whole HTTP request — session check, completion, heat map, insights — the raw figure the SQL alone)`;
  if (ratio >= 2)
    return `  → reading the publication pays off: a dashboard view costs ${formatRatio(ratio)} less than aggregating ${formatCount(answers)} answers on every view ${scope}`;
  if (ratio > 0.5)
    return `  → no clear gain at this size: a dashboard view costs about as much as aggregating ${formatCount(answers)} answers ${scope}`;
  return `  → the raw aggregate is faster than the dashboard here: reading the publication does not pay off at this size ${scope}`;
}

/** The members of the first two teams and part of the third: a small pilot whose two teams can be shown. */
function smallAssessmentPeople(people: readonly BenchPerson[]): BenchPerson[] {
  const leaders = people.slice(1, 4).map((leader) => leader.id);
  const chosen = people
    .filter((person) => person.managerId !== null && leaders.includes(person.managerId))
    .slice(0, SMALL_ASSESSMENT_PEOPLE);
  if (chosen.length !== SMALL_ASSESSMENT_PEOPLE) throw new Error(`only ${chosen.length} people for the small assessment`);
  return chosen;
}

/**
 * Everyone in one of HISTORY_RELEASES releases drawn at random (so each release mixes people of
 * most teams), except the people of the small batches, released after them in that order.
 */
function historyReleaseOf(people: readonly BenchPerson[]): (person: BenchPerson) => number {
  const random = generator(20261123);
  const order = [...people];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as BenchPerson, order[index] as BenchPerson];
  }
  const releaseOf = new Map<string, number>();
  let next = 0;
  for (const [offset, size] of SMALL_BATCHES.entries()) {
    for (const person of order.slice(next, next + size)) releaseOf.set(person.id, HISTORY_RELEASES + 1 + offset);
    next += size;
  }
  for (const person of order.slice(next)) releaseOf.set(person.id, 1 + Math.floor(random() * HISTORY_RELEASES));
  return (person) => releaseOf.get(person.id) ?? 0;
}

type HistoryFigures = {
  assessmentId: string;
  expected: ExpectedFigures;
  large: { sequence: number; released: number; ms: number }[];
  small: { sequence: number; released: number; ms: number }[];
  replans: ReplanFigures[];
};

async function benchmarkEngine(target: Target): Promise<void> {
  const log = progress(target.label);
  const lines: string[] = [];
  const engineStarted = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const respondentSecret = randomBytes(32).toString('base64url');
  const secrets = { respondentSecret, draftKeysDir: await mkdtemp(join(tmpdir(), 'culturelens-bench-draft-keys-')) };
  log('creating and migrating the database');
  const { organisation, report } = await withDatabase(target, async (db, handle) => {
    // Migrated once, before the bench questions exist (the question-bank sync would deactivate them).
    await handle.migrate();
    return generateOrganisation(db, { respondentSecret, draftKeys: DraftKeyRing.inFolder(secrets.draftKeysDir) }, log);
  });

  // Each client takes the next person without answers; the warm-up consumes people too.
  let nextIndex = 0;
  const nextPerson = () => organisation.unanswered[nextIndex++]?.token;
  const saveRuns = await withServer(target, secrets, async (server) => {
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

  const { big, expected, keptFromHttp, small, history } = await withDatabase(target, async (db) => {
    // The server's release job runs a minute after it starts: a save run long enough would release the waiting drafts itself.
    const early = await countRows(db, 'releases', organisation.assessmentId);
    if (early > 0)
      throw new Error(`the server's release job released during the save runs (${early} releases): shorten BENCH_RESULTS_SAVE_SECONDS`);
    log('completing the drafts of the people left for the HTTP clients (their saved answers kept)');
    const completed = await completeEveryone(db, organisation);
    const waiting = await waitingCount(db, organisation.assessmentId);
    if (waiting !== PEOPLE) throw new Error(`${waiting} people waiting for the release, not ${PEOPLE}`);

    log(`releasing ${formatCount(PEOPLE)} people at once (releaseWaiting)`);
    const release = await timedRelease(db, organisation, organisation.assessmentId);
    if (release.released !== PEOPLE) throw new Error(`the release released ${release.released} people, not ${PEOPLE}`);
    log('checking the release against the answers given');
    await verifyReleased(db, organisation, organisation.assessmentId, completed.expected);

    log(`a second assessment answered by ${SMALL_ASSESSMENT_PEOPLE} people, released`);
    const pilot = await releasedAssessment(db, organisation, {
      wave: 2,
      title: 'Pilot (bench)',
      people: smallAssessmentPeople(organisation.people),
      releaseOf: () => 1,
    });
    await verifyReleased(db, organisation, pilot.assessmentId, pilot.expected);

    log(`a third assessment released in ${HISTORY_RELEASES} releases of mixed teams, then releases of ${SMALL_BATCHES.join(', ')} people`);
    const replans: ReplanFigures[] = [];
    const many = await releasedAssessment(db, organisation, {
      wave: 3,
      title: 'Many releases (bench)',
      people: organisation.people,
      releaseOf: historyReleaseOf(organisation.people),
      // The last large release and the small ones, re-planned while each is the newest, to split their time.
      afterRelease: async (assessmentId, sequence) => {
        if (sequence >= HISTORY_RELEASES)
          replans.push(await replanNewestRelease(db, organisation.keys, organisation.organisationId, assessmentId, 'default-assessment'));
      },
      log,
    });
    await verifyReleased(db, organisation, many.assessmentId, many.expected);
    await db.execute(sql`analyze`);
    const historyFigures: HistoryFigures = {
      assessmentId: many.assessmentId,
      expected: many.expected,
      large: many.releases.filter((release) => release.sequence <= HISTORY_RELEASES),
      small: many.releases.filter((release) => release.sequence > HISTORY_RELEASES),
      replans,
    };
    return { big: release, expected: completed.expected, keptFromHttp: completed.keptFromHttp, small: pilot, history: historyFigures };
  });

  log('measuring GET /api/results/:id');
  const dashboards = await withServer(target, secrets, async (server) => {
    const adminCookie = await signIn(server, organisation.admin.email);
    const full = await measureDashboard(server, organisation.assessmentId, adminCookie);
    const concurrent = await measureDashboardConcurrently(server, organisation.assessmentId, adminCookie);
    const pilot = await measureDashboard(server, small.assessmentId, adminCookie);
    const many = await measureDashboard(server, history.assessmentId, adminCookie);
    return { full, concurrent, pilot, many };
  });

  log('measuring the raw SQL aggregate');
  const { raw, sizes } = await withDatabase(target, async (db) => ({
    raw: await measureRawAggregate(db, organisation.assessmentId),
    sizes: await publicationSizes(db, [organisation.assessmentId, small.assessmentId, history.assessmentId]),
  }));

  const size = (assessmentId: string) => {
    const row = sizes.get(assessmentId);
    return row ? `the newest release published ${formatBytes(row.bytes)} of sets` : 'no publication';
  };
  lines.push(
    `${target.label}: ${formatCount(PEOPLE)} people × ${QUESTION_COUNT} questions (${formatCount(expected.answers)} answers; data generated in ${formatSeconds(report.totalMs)})`,
  );
  lines.push(
    `  data: ${formatCount(TEAM_LEADERS)} teams of about ten; ${formatCount(report.drafts.people)} people's completed drafts sealed (sealDraft) and inserted before the save runs ` +
      `(${formatSeconds(report.drafts.ms)}), ${formatCount(LEFT_FOR_HTTP)} people left for the HTTP clients (${formatCount(answeredThroughHttp)} of them took part in the save runs; ` +
      `${formatCount(keptFromHttp)} answers they saved kept, the rest filled in and every draft completed after the save runs)`,
  );
  lines.push(
    `  45 questions: the built-in 'default-assessment' set (5) plus 40 bench-only questions (bench-q-06 … bench-q-45) added to it in the bench database only ` +
      `(the API accepts only built-in set ids); the app's question-bank sync would deactivate them at its next start, and the bench's server never migrates`,
  );
  lines.push(
    `  server: one Node process (${target.serverNote}), started with logger off; each HTTP client on its own keep-alive connection; a ${WARM_UP_SECONDS} s warm-up with 10 clients first`,
  );
  const cores = availableParallelism();
  lines.push(
    `  machine load average at the start: ${loadAtStart.toFixed(1)} on ${cores} cores${loadAtStart > cores * 1.25 ? ': other work was running, so the figures are noisy' : ''}`,
  );
  for (const run of saveRuns) lines.push(describeSaves(run));
  lines.push(
    `  one release of ${formatCount(big.released)} people × ${QUESTION_COUNT} questions (releaseWaiting: open ${formatCount(big.released)} sealed drafts, write ${formatCount(expected.answers)} answers ` +
      `in random order, organisation sums, sealed tallies of ${formatCount(Object.keys(expected.teams).length)} teams, the audited publication): ${formatSeconds(big.ms)} ` +
      `(${formatCount(expected.answers / (big.ms / 1000))} answers/s)`,
  );
  lines.push(
    `  the release checked: aggregateDifferences found no difference; respondents per domain, and every team's sealed tallies opened, equal the answers given; ` +
      `${formatCount(expected.answers)} answer rows, no draft left`,
  );
  lines.push(
    `  GET /api/results/:id at ${formatCount(small.expected.answers)} answers (${SMALL_ASSESSMENT_PEOPLE} people, one release; ${size(small.assessmentId)}): ` +
      `p50 ${formatMs(dashboards.pilot.sequential.p50)}, p95 ${formatMs(dashboards.pilot.sequential.p95)}`,
  );
  lines.push(
    `  GET /api/results/:id at ${formatCount(expected.answers)} answers (one release; ${size(organisation.assessmentId)}): ` +
      `p50 ${formatMs(dashboards.full.sequential.p50)}, p95 ${formatMs(dashboards.full.sequential.p95)} (${DASHBOARD_SEQUENTIAL} sequential requests as the administrator each)`,
  );
  lines.push(
    `  GET /api/results/:id at ${formatCount(history.expected.answers)} answers in ${formatCount(history.large.length + history.small.length)} releases (${size(history.assessmentId)}): ` +
      `p50 ${formatMs(dashboards.many.sequential.p50)}, p95 ${formatMs(dashboards.many.sequential.p95)}`,
  );
  lines.push(
    `  GET /api/results/:id at ${formatCount(expected.answers)} answers, ${DASHBOARD_CONCURRENCY} concurrent: ${formatCount(dashboards.concurrent.perSecond)} /s, ` +
      `p50 ${formatMs(dashboards.concurrent.latency.p50)}, p95 ${formatMs(dashboards.concurrent.latency.p95)} ` +
      `(${formatCount(dashboards.concurrent.non2xx)} non-2xx, ${formatCount(dashboards.concurrent.errors)} errors)`,
  );
  const ratio = raw.latency.p50 / dashboards.full.sequential.p50;
  const relation = ratio >= 1 ? `${formatRatio(ratio)} slower than the dashboard` : `${formatRatio(1 / ratio)} faster than the dashboard`;
  lines.push(
    `  raw SQL domain means over the ${formatCount(expected.answers)} released answers: p50 ${formatMs(raw.latency.p50)}, p95 ${formatMs(raw.latency.p95)} (${relation}; ${raw.latency.count} runs on the database driver)`,
  );
  const problems = compareWithDashboard(raw.rows, dashboards.full.results, expected);
  lines.push(
    problems.length === 0
      ? `  dashboard, raw SQL and the answers given agree on every domain's mean and respondent count`
      : `  ! dashboard and raw SQL or the answers given DISAGREE: ${problems.join('; ')}`,
  );
  lines.push(interpret(ratio, expected.answers));

  const large = summariseLatencies(history.large.map((release) => release.ms));
  const lastLarge = history.large.at(-1);
  lines.push(
    `  an assessment released in ${history.large.length} releases of mixed teams (about ${formatCount(PEOPLE / HISTORY_RELEASES)} people each, ${formatCount(TEAM_LEADERS)} teams): ` +
      `releaseWaiting p50 ${formatSeconds(large.p50)}, slowest ${formatSeconds(Math.max(...history.large.map((release) => release.ms)))}, last ${formatSeconds(lastLarge?.ms ?? Number.NaN)}; ` +
      `all ${history.large.length}: ${history.large.map((release) => (release.ms / 1000).toFixed(1)).join(', ')} s`,
  );
  for (const release of history.small) {
    lines.push(`  then a release of ${release.released} people (release ${release.sequence}): releaseWaiting ${formatMs(release.ms)}`);
  }
  for (const replan of history.replans) {
    lines.push(
      `    release ${replan.sequence} re-planned on the same inputs: opening the ${replan.sequence} releases' sealed tallies ${formatMs(replan.openReleasesMs)}, ` +
        `reading the published sets before it ${formatMs(replan.previousPublicationMs)}, planPublication ${formatMs(replan.planMs)} ` +
        `(against ${formatCount(replan.historySets)} sets published a domain); it stored ${formatBytes(replan.publicationBytes.sets)} of published sets, ` +
        `the organisation's figures are ${formatBytes(replan.publicationBytes.organisation)} and all teams' rows ${formatBytes(replan.publicationBytes.teams)}`,
    );
  }
  const historySize = sizes.get(history.assessmentId);
  if (historySize)
    lines.push(
      `    published sets stored for that assessment (the auditor's history): ${formatCount(historySize.count)} releases, ${formatBytes(historySize.total)} in all`,
    );
  lines.push(`  run time: ${formatSeconds(performance.now() - engineStarted)}`);
  console.log(lines.join('\n'));
  await rm(secrets.draftKeysDir, { recursive: true, force: true });
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
