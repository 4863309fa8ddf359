import { getTableName, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { z } from 'zod';
import { openPglite, openPostgres, type DatabaseEngine, type DatabaseHandle } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import * as schema from '#server/db/schema.ts';
import { createTestDatabase, testDatabaseName } from './postgres.ts';

export const testEngine: DatabaseEngine = process.env.TEST_ENGINE === 'postgresql' ? 'postgresql' : 'pglite';

let shared: Promise<DatabaseHandle> | undefined;

async function openMigrated(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (testEngine === 'postgresql') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
    const name = testDatabaseName(inject('testRunId'), `w${process.pid}`);
    handle = await openPostgres(await createTestDatabase(baseUrl, name), { maxConnections: 5 });
  } else {
    handle = await openPglite();
  }
  await handle.migrate();
  return handle;
}

/**
 * One migrated database per test worker, shared by every file the worker runs (the
 * integration project runs with isolate: false). Files clear it with `resetDatabase`.
 * The worker's exit ends it; the global teardown drops the PostgreSQL databases.
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= openMigrated();
  return shared;
}

/** The worker's database if something has opened it yet; one not yet opened is empty when it is. */
export function openedTestDatabase(): Promise<DatabaseHandle> | undefined {
  return shared;
}

// Everything but the question bank, which is product content synchronised at migration; the
// platform's versions of its sets go (their author is a person), and version 1 is put back.
const tenantTables = [
  schema.organisations,
  schema.users,
  schema.sessions,
  schema.answerLinks,
  schema.auditEvents,
  schema.mailOutbox,
  schema.accountTokens,
  schema.rateLimitBuckets,
  schema.contactMessages,
  schema.invitations,
  schema.assessments,
  schema.participations,
  schema.surveyRecipients,
  schema.answerDrafts,
  schema.releases,
  schema.answers,
  schema.questionAggregates,
  schema.domainAggregates,
  schema.resultPublications,
  schema.resultFigures,
  schema.teamResultFigures,
  schema.activePeopleCounts,
  schema.roadmapItems,
  schema.actionPlans,
  schema.actionPlanUpdates,
  schema.pulseProgrammes,
  schema.reminderSlots,
  schema.reminderRecipients,
  schema.mailUnsubscribes,
  schema.emailDomainRequests,
  schema.organisationRequests,
  schema.knownDevices,
  schema.dailyCompletions,
  schema.ssoConfigurations,
  schema.ssoPendingSignIns,
  schema.scimTokens,
  schema.organisationAttributes,
  schema.passkeys,
  schema.passkeyChallenges,
].map((table) => getTableName(table));

// Versions of the built-in sets that tests publish (the platform's question bank): emptied
// down to version 1, the bank in code, which the start-up synchronisation keeps.
const versionTables = new Set<string>([getTableName(schema.questionSetVersions), getTableName(schema.questionSetVersionQuestions)]);

const DEADLOCK = '40P01';
const codeOf = (error: unknown): unknown =>
  error instanceof Error && 'cause' in error ? codeOf(error.cause) : (error as { code?: unknown } | null)?.code;

const TableRowSchema = z.object({ name: z.string(), referenced: z.string().nullable() });

/**
 * The statement that empties the tenant tables and every table referring to them (as
 * `truncate … cascade` would), as one `do` block: deletes ordered so that a table is emptied
 * before the tables it refers to, then the sequences of those tables restarted (as `restart
 * identity`). TRUNCATE gives each table and index a new file, which on PostgreSQL cost tenths
 * of a second per test; deleting the few rows a test wrote costs milliseconds. Worked out
 * from the catalogue once per database, so a new table that refers to a tenant table is
 * emptied too.
 */
async function clearingStatement(handle: DatabaseHandle): Promise<string> {
  const rows = parseRows(
    await handle.db.execute(sql`
        select t.relname as name, r.relname as referenced
        from pg_class t
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
        left join pg_constraint c on c.conrelid = t.oid and c.contype = 'f' and c.confrelid <> t.oid
        left join pg_class r on r.oid = c.confrelid
        where t.relkind in ('r', 'p')`),
    TableRowSchema,
  );
  const refersTo = new Map<string, Set<string>>();
  for (const { name, referenced } of rows) {
    const targets = refersTo.get(name) ?? new Set<string>();
    if (referenced) targets.add(referenced);
    refersTo.set(name, targets);
  }
  // The closure of the tenant tables under "refers to one of them" (what cascade reaches).
  const cleared = new Set<string>(tenantTables);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, targets] of refersTo) {
      if (!cleared.has(name) && [...targets].some((target) => cleared.has(target))) {
        cleared.add(name);
        grew = true;
      }
    }
  }
  // Referring tables first: a table is emptied once nothing left refers to it.
  const order: string[] = [];
  const remaining = new Set(cleared);
  while (remaining.size > 0) {
    const ready = [...remaining].filter((name) => ![...remaining].some((other) => other !== name && refersTo.get(other)?.has(name)));
    if (ready.length === 0)
      throw new Error(`the tables ${[...remaining].join(', ')} refer to each other in a circle: resetDatabase cannot order them`);
    for (const name of ready.sort()) {
      order.push(name);
      remaining.delete(name);
    }
  }
  // Sequences owned by a column of those tables (the audit log's id), restarted as `restart identity` would.
  const sequences = parseRows(
    await handle.db.execute(sql`
        select s.relname as name from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        where s.relkind = 'S' and t.relname in ${order}`),
    z.object({ name: z.string() }),
  );
  return [
    'do $$ begin',
    ...order.map((name) => (versionTables.has(name) ? `delete from "${name}" where version > 1;` : `delete from "${name}";`)),
    // The statements only those versions asked: the next test's versions reuse their ids.
    'delete from questions where id not in (select question_id from question_set_version_questions);',
    ...sequences.map(({ name }) => `perform setval('"${name}"', 1, false);`),
    'end $$',
  ].join('\n');
}

const clearingStatements = new WeakMap<DatabaseHandle, Promise<string>>();

/**
 * Empties every tenant table, and the tables that refer to them. The test server's background
 * jobs (outbox, releases) may be working on those tables at that moment; on PostgreSQL the
 * locks can then deadlock with them, and PostgreSQL cancels one side: it is simply tried again.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  let statement = clearingStatements.get(handle);
  if (!statement) {
    statement = clearingStatement(handle);
    clearingStatements.set(handle, statement);
  }
  const clearing = sql.raw(await statement);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle.db.execute(clearing);
      return;
    } catch (error) {
      if (codeOf(error) !== DEADLOCK || attempt >= 5) throw error;
    }
  }
}
