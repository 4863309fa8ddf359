/**
 * Team views at 1,000 teams: the time of teamResults (the service behind
 * GET /api/results/:id/teams) for an administrator, who sees every team, in an organisation of
 * 1,000 team leaders and 10,000 people with a published figure row for every team (written
 * straight into team_result_figures, as a release writes them). The teams, their sizes and
 * their figures come from one set-based query; on PostgreSQL the bench counts the statements
 * one call sends (the assessment's lookup and that query). For comparison, the earlier way of
 * listing teams (every active report, then the managers, then each team's members filtered out
 * of all reports) is timed on the same data. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set.
 *
 *   node --import tsx bench/team-results.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/team-results.ts
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getQuestionSet } from '#domain/question-bank.ts';
import { buildApp } from '#server/app.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '#server/db/client.ts';
import pg from 'pg';
import { assessments, organisations, resultFigures, teamResultFigures, users } from '#server/db/schema.ts';
import { readEnv } from '#server/env.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { teamResults } from '#server/results/service.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

const TEAMS = 1_000;
const PEOPLE = 10_000;
const RUNS = Number(process.env.BENCH_TEAM_RUNS ?? 30);
const ROWS_PER_STATEMENT = 1_000;
const SET_ID = 'default-assessment';

type Seeded = { organisationId: string; adminId: string; assessmentId: string };
type Person = typeof users.$inferInsert & { id: string; managerId: string | null };

/** The administrator and 999 managers lead teams of nine or ten; every team has a published figure. */
async function seed(db: Database): Promise<Seeded> {
  const [organisation] = await db
    .insert(organisations)
    .values({ name: `Team bench ${randomUUID()}` })
    .returning();
  if (!organisation) throw new Error('no organisation');
  const organisationId = organisation.id;
  const leaders = Array.from({ length: TEAMS }, (_, index): Person => ({
    id: randomUUID(),
    organisationId,
    email: `leader${index}@team-bench.test`,
    role: index === 0 ? 'organisation_admin' : 'manager',
    firstName: 'Leader',
    lastName: String(index).padStart(4, '0'),
    managerId: null,
  }));
  const adminId = leaders[0]?.id ?? '';
  for (const leader of leaders.slice(1)) leader.managerId = adminId;
  const members = Array.from({ length: PEOPLE - TEAMS }, (_, index): Person => ({
    id: randomUUID(),
    organisationId,
    email: `member${index}@team-bench.test`,
    role: 'employee',
    firstName: 'Member',
    lastName: String(index),
    managerId: leaders[index % TEAMS]?.id ?? adminId,
  }));
  // Leaders first: members refer to them.
  const people = [...leaders, ...members];
  for (let start = 0; start < people.length; start += ROWS_PER_STATEMENT)
    await db.insert(users).values(people.slice(start, start + ROWS_PER_STATEMENT));

  const now = new Date();
  const [assessment] = await db
    .insert(assessments)
    .values({
      organisationId,
      questionSetId: SET_ID,
      questionSetVersion: 1,
      title: 'Team bench',
      description: 'Team bench',
      status: 'closed',
      wave: 1,
      openedAt: now,
      closedAt: now,
    })
    .returning();
  if (!assessment) throw new Error('no assessment');

  const domains = getQuestionSet(SET_ID).domains.map((domain) => domain.key as string);
  const tally = (respondents: number) => ({ respondents, answers: respondents * 3, sum: respondents * 11, preferNot: 0, upTo: 1 });
  const teams = leaders.map((leader, index) => ({
    organisationId,
    assessmentId: assessment.id,
    team: leader.id,
    respondents: 9,
    domains: Object.fromEntries(domains.map((domain) => [domain, index % 7 === 0 ? null : tally(9)])),
  }));
  for (let start = 0; start < teams.length; start += ROWS_PER_STATEMENT)
    await db.insert(teamResultFigures).values(teams.slice(start, start + ROWS_PER_STATEMENT));
  const organisationFigures = {
    domains: Object.fromEntries(
      domains.map((domain) => [domain, { respondents: PEOPLE, answers: PEOPLE * 3, sum: PEOPLE * 11, preferNot: 0 }]),
    ),
    cells: {},
  };
  await db.insert(resultFigures).values({
    organisationId,
    assessmentId: assessment.id,
    sequence: 1,
    publishedOn: now.toISOString().slice(0, 10),
    respondents: PEOPLE,
    figures: organisationFigures,
  });
  return { organisationId, adminId, assessmentId: assessment.id };
}

/** The earlier way of listing teams, kept here only to compare against. */
async function teamsTheEarlierWay(db: Database, organisationId: string) {
  const reports = await db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isActive, true), isNotNull(users.managerId)));
  const managerIds = [...new Set(reports.map((report) => report.managerId).filter((id): id is string => id !== null))];
  const managers = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, managerIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return managers.map((manager) => ({
    managerId: manager.id,
    memberIds: reports.filter((report) => report.managerId === manager.id).map((report) => report.id),
  }));
}

/** Statements sent by every pg client of this process: one per round trip (PostgreSQL only). */
let statementsSent = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countingQuery(this: pg.Client, ...args: unknown[]) {
  statementsSent += 1;
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  await work(); // warm-up: statement preparation, caches
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(label: string, database: DatabaseHandle) {
  await database.migrate();
  const seeded = await seed(database.db);
  const app = await buildApp({
    database,
    env: readEnv({ ALLOWED_HOSTS: '127.0.0.1', RESULTS_RELEASE_EVERY: '0' }),
    secrets: { respondentSecret: 'team bench', draftKeys: DraftKeyRing.inMemory() },
    logger: false,
    webRoot: null,
  });
  try {
    const viewer = { userId: seeded.adminId, organisationId: seeded.organisationId, role: 'organisation_admin' as const };
    const teams = await teamResults(app.context, viewer, { assessmentId: seeded.assessmentId });
    // The fewest of a few calls: the app's background jobs may send a statement of their own meanwhile.
    let statements = Infinity;
    for (let call = 0; call < 5; call += 1) {
      const sentBefore = statementsSent;
      await teamResults(app.context, viewer, { assessmentId: seeded.assessmentId });
      statements = Math.min(statements, statementsSent - sentBefore);
    }
    if (teams.length !== TEAMS) throw new Error(`expected ${TEAMS} teams, got ${teams.length}`);
    if (teams.filter((team) => team.canShowStats).length !== TEAMS - Math.ceil(TEAMS / 7))
      throw new Error('the teams shown are not the ones published');
    const now = summariseLatencies(await timed(() => teamResults(app.context, viewer, { assessmentId: seeded.assessmentId })));
    const before = summariseLatencies(await timed(() => teamsTheEarlierWay(database.db, seeded.organisationId)));
    console.log(
      `team views on ${label}, ${formatCount(TEAMS)} teams of ${formatCount(PEOPLE)} people, ${RUNS} runs: ` +
        `teamResults p50 ${formatMs(now.p50)}, p95 ${formatMs(now.p95)} (${label === 'PostgreSQL' ? `${statements} statements: the assessment, then one set-based query` : 'one set-based query'} for every team's size and figures); ` +
        `the earlier listing of the teams alone p50 ${formatMs(before.p50)}, p95 ${formatMs(before.p95)}`,
    );
  } finally {
    await app.close();
  }
}

export async function benchmarkTeamResults() {
  const pglite = await openPglite();
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) return;
  const runId = `teams${process.pid}`;
  try {
    const postgres = await openPostgres(await createTestDatabase(postgresUrl, testDatabaseName(runId, 'teams')));
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await dropTestDatabases(postgresUrl, runId);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkTeamResults();
