import { getTableName, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseEngine, type DatabaseHandle } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { syncQuestionBank } from '#server/db/question-bank-sync.ts';
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

// Everything but the question bank, which is product content synchronised at migration; the
// platform's versions of its sets go (their author is a person), and version 1 is put back.
const tenantTables = [
  schema.organisations,
  schema.users,
  schema.sessions,
  schema.auditEvents,
  schema.mailOutbox,
  schema.accountTokens,
  schema.rateLimitBuckets,
  schema.contactMessages,
  schema.invitations,
  schema.assessments,
  schema.participations,
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
  schema.reminderSlots,
  schema.reminderRecipients,
  schema.mailUnsubscribes,
  schema.emailDomainRequests,
  schema.questionSetVersions,
  schema.questionSetVersionQuestions,
].map((table) => `"${getTableName(table)}"`);

const DEADLOCK = '40P01';
const codeOf = (error: unknown): unknown => (error instanceof Error && 'cause' in error ? codeOf(error.cause) : (error as { code?: unknown } | null)?.code);

/**
 * Empties every tenant table. The test server's background jobs (outbox, releases) may be
 * reading those tables at that moment; on PostgreSQL the truncate's exclusive locks can then
 * deadlock with them, and PostgreSQL cancels one side: the truncate is simply tried again.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle.db.execute(sql.raw(`truncate ${tenantTables.join(', ')} restart identity cascade`));
      await syncQuestionBank(handle.db);
      // The statements the truncated versions added: the next test's versions reuse their ids.
      await handle.db.execute(sql`delete from questions where id not in (select question_id from question_set_version_questions)`);
      return;
    } catch (error) {
      if (codeOf(error) !== DEADLOCK || attempt >= 5) throw error;
    }
  }
}
