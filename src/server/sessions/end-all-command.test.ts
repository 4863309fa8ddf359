import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { createTestDatabase, testDatabaseName } from '#tests/postgres.ts';

const run = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `npm run sessions:end-all` as an operator runs it: a separate process against a database it
 * finds the way the server does (DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL).
 */
describe(`the operator command that ends sessions, on ${testEngine}`, () => {
  let dataDir: string;
  let environment: NodeJS.ProcessEnv;

  // Opens the command's database here only while the command is not running (PGlite takes one process).
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = environment.DATABASE_URL ? await openPostgres(environment.DATABASE_URL, { maxConnections: 2 }) : await openPglite(dataDir);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  const command = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/sessions/end-all-main.ts', ...args], { cwd: projectRoot, env: environment }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'culturelens-end-sessions-'));
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir };
    if (testEngine === 'postgresql') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
      environment = { ...base, DATABASE_URL: await createTestDatabase(baseUrl, testDatabaseName(inject('testRunId'), 'end_sessions')) };
    } else {
      environment = base;
    }
    await withDatabase((handle) => handle.migrate());
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("ends one organisation's sessions, then every session, and says how many", async () => {
    const { first, second } = await withDatabase(async ({ db }) => {
      const first = await createMember(db);
      const colleague = await createMember(db, { organisationId: first.organisationId });
      const second = await createMember(db);
      for (const person of [first, first, colleague, second]) await createSessionCookie(db, person.id);
      return { first, second };
    });

    const one = await command('--organisation', first.organisationId ?? '');
    expect(one).toMatchObject({ code: 0, stdout: `Ended 3 sessions of organisation ${first.organisationId}.\n` });
    const open = await withDatabase(({ db }) => db.select().from(sessions).where(isNull(sessions.revokedAt)));
    expect(open.map((session) => session.userId)).toEqual([second.id]);

    expect(await command()).toMatchObject({ code: 0, stdout: 'Ended 1 session.\n' });
    expect(await command()).toMatchObject({ code: 0, stdout: 'Ended 0 sessions.\n' });
  }, 120_000);

  it('refuses an argument it does not know, and a data folder without a database', async () => {
    const unknown = await command('--organisation', 'not-an-id');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run sessions:end-all');
    if (testEngine === 'pglite') {
      const empty = await mkdtemp(join(tmpdir(), 'culturelens-empty-'));
      const missing = await run(process.execPath, ['--import', 'tsx', 'src/server/sessions/end-all-main.ts'], { cwd: projectRoot, env: { ...environment, DATA_DIR: empty } }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(missing).toMatchObject({ code: 1 });
      expect('stderr' in missing ? missing.stderr : '').toContain('There is no CultureLens database');
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
