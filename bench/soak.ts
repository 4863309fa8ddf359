/**
 * Soak on PostgreSQL: 200 respondents answering at once, 50 answers a second in all (each
 * answers every 4 s), for BENCH_SOAK_MINUTES (default 10), while an administrator reads the
 * assessment's results every second. A respondent answers the questions in turn, going back over
 * them (changing answers) until they have saved SAVES_PER_PERSON times, then completes and the
 * next person takes their place, so releases run during the soak as in a real survey.
 * Prints the saves' latency, errors and achieved rate, and the results reads' latency.
 *
 *   BENCH_SOAK=true BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *   BENCH_DATABASE_URL=postgres://… BENCH_SOAK_MINUTES=2 node --import tsx bench/soak.ts
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { count, eq } from 'drizzle-orm';
import { startSession, SESSION_COOKIE } from '#server/auth/sessions.ts';
import { systemClock } from '#server/clock.ts';
import { openPostgres } from '#server/db/client.ts';
import { releases, secondFactors } from '#server/db/schema.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { createUser } from '#tests/factories.ts';
import { seedAnswering, type AnsweringSeed } from './support/answer-save-data.ts';
import { withBenchServer } from './support/answer-save-load.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

const RESPONDENTS = 200;
const ANSWERS_PER_SECOND = 50;
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const RESULTS_EVERY_MS = 1000;
/** Saves of one person before they complete: 45, a long questionnaire's worth (the built-in set has fewer questions). */
const SAVES_PER_PERSON = 45;
/** Each respondent answers this often, so that all of them together make ANSWERS_PER_SECOND. */
const ANSWER_EVERY_MS = (RESPONDENTS / ANSWERS_PER_SECOND) * 1000;

type Reply = { status: number; ms: number };

function send(agent: http.Agent, url: string, options: { method: string; headers: Record<string, string>; body?: string }): Promise<Reply> {
  const headers =
    options.body === undefined
      ? options.headers
      : { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) };
  const sent = performance.now();
  return new Promise((done) => {
    const request = http.request(url, { method: options.method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - sent }));
      response.on('error', () => done({ status: 0, ms: performance.now() - sent }));
    });
    // A connection error is an error of the soak, counted like any other failed request.
    request.on('error', () => done({ status: 0, ms: performance.now() - sent }));
    request.end(options.body);
  });
}

const sleepUntil = (at: number) => new Promise((done) => setTimeout(done, Math.max(0, at - performance.now())));

type Tally = { latencies: number[]; errors: number; statuses: Map<number, number> };
const newTally = (): Tally => ({ latencies: [], errors: 0, statuses: new Map() });
function record(tally: Tally, reply: Reply, ok: (status: number) => boolean) {
  tally.latencies.push(reply.ms);
  if (!ok(reply.status)) {
    tally.errors += 1;
    tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
  }
}

/** An administrator with a second factor (administrators reach nothing without one) and a session. */
async function administratorCookie(databaseUrl: string, organisationId: string): Promise<string> {
  const handle = await openPostgres(databaseUrl);
  try {
    const admin = await createUser(handle.db, {
      organisationId,
      role: 'organisation_admin',
      emailVerifiedAt: new Date(),
      consentedAt: new Date(),
      consentVersion: 'alpha-v1',
    });
    await handle.db.insert(secondFactors).values({ userId: admin.id, sealedSecret: 'not used by the soak', confirmedAt: new Date() });
    const { token } = await startSession(handle.db, systemClock, admin.id, 'soak');
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    await handle.close();
  }
}

async function soak(baseUrl: string, seed: AnsweringSeed, adminCookie: string) {
  const saves = newTally();
  const completions = newTally();
  const reads = newTally();
  const started = performance.now();
  const deadline = started + MINUTES * 60_000;
  let nextPerson = 0;
  const respondent = async (slot: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let at = started + (slot * ANSWER_EVERY_MS) / RESPONDENTS;
    while (at < deadline && nextPerson < seed.cookies.length) {
      const cookie = seed.cookies[nextPerson++] ?? '';
      const headers = { cookie, origin: baseUrl };
      for (let turn = 0; turn < SAVES_PER_PERSON; turn += 1) {
        const questionId = seed.questionIds[turn % seed.questionIds.length] ?? '';
        await sleepUntil(at);
        if (performance.now() >= deadline) break;
        const body = JSON.stringify({ value: ((slot + turn) % 5) + 1 });
        record(
          saves,
          await send(agent, `${baseUrl}/api/assessments/${seed.assessmentId}/answers/${questionId}`, { method: 'PUT', headers, body }),
          (status) => status === 200,
        );
        at += ANSWER_EVERY_MS;
      }
      if (performance.now() >= deadline) break;
      record(
        completions,
        await send(agent, `${baseUrl}/api/assessments/${seed.assessmentId}/complete`, { method: 'POST', headers, body: '{}' }),
        (status) => status === 200,
      );
    }
    agent.destroy();
  };
  const administrator = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let at = started; at < deadline; at += RESULTS_EVERY_MS) {
      await sleepUntil(at);
      // 200 with the results; 404 would be a failure (the assessment exists from the start).
      record(
        reads,
        await send(agent, `${baseUrl}/api/results/${seed.assessmentId}`, { method: 'GET', headers: { cookie: adminCookie } }),
        (status) => status === 200,
      );
    }
    agent.destroy();
  };
  await Promise.all([administrator(), ...Array.from({ length: RESPONDENTS }, (_, slot) => respondent(slot))]);
  return { saves, completions, reads, seconds: (performance.now() - started) / 1000 };
}

function describe(label: string, tally: Tally, seconds?: number) {
  const latency = summariseLatencies(tally.latencies);
  const rate = seconds === undefined ? '' : `${(tally.latencies.length / seconds).toFixed(1)} /s, `;
  const statuses = [...tally.statuses].map(([status, times]) => `${times} × ${status || 'no answer'}`).join(', ');
  return (
    `  ${label}: ${formatCount(tally.latencies.length)} (${rate}p50 ${formatMs(latency.p50)}, p95 ${formatMs(latency.p95)}, ` +
    `p99 ${formatMs(latency.p99)}, max ${formatMs(Math.max(...tally.latencies))}), ${tally.errors} errors${statuses ? ` (${statuses})` : ''}`
  );
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) throw new Error('the soak runs on PostgreSQL: set BENCH_DATABASE_URL');
const runId = `soak${process.pid}`;
try {
  const databaseUrl = await createTestDatabase(postgresUrl, testDatabaseName(runId, 'soak'));
  const handle = await openPostgres(databaseUrl);
  let seed: AnsweringSeed;
  try {
    await handle.migrate();
    // Enough people that no slot runs out: each saves SAVES_PER_PERSON times, once every ANSWER_EVERY_MS.
    const perSlot = Math.ceil((MINUTES * 60_000) / (ANSWER_EVERY_MS * SAVES_PER_PERSON)) + 1;
    seed = await seedAnswering(handle.db, RESPONDENTS * perSlot);
  } finally {
    await handle.close();
  }
  const adminCookie = await administratorCookie(databaseUrl, seed.organisationId);
  console.log(
    `soak on PostgreSQL: ${RESPONDENTS} respondents, ${ANSWERS_PER_SECOND} answers/s, ${MINUTES} min, results read every ${RESULTS_EVERY_MS / 1000} s`,
  );
  console.log(
    `machine: load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} at start`,
  );
  const figures = await withBenchServer(
    'results-server.ts',
    { BENCH_SERVER_DATABASE_URL: databaseUrl, BENCH_SERVER_RESPONDENT_SECRET: seed.respondentSecret },
    (baseUrl) => soak(baseUrl, seed, adminCookie),
  );
  console.log(
    `machine: load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} at end`,
  );
  console.log(describe('answer saves', figures.saves, figures.seconds));
  console.log(describe('completions', figures.completions));
  console.log(describe('results reads by the administrator', figures.reads));
  const check = await openPostgres(databaseUrl);
  try {
    const [made] = await check.db.select({ releases: count() }).from(releases).where(eq(releases.assessmentId, seed.assessmentId));
    console.log(`  releases made during the soak: ${made?.releases ?? 0}`);
  } finally {
    await check.close();
  }
} finally {
  await dropTestDatabases(postgresUrl, runId);
}
