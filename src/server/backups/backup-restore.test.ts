import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { freePort } from '#tests/e2e/support/app-process.ts';
import { startTestServer, testSecrets } from '#tests/http.ts';
import { createTestDatabase, testDatabaseName } from '#tests/postgres.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { loadSecrets } from '#server/secrets.ts';
import { runBackup } from './backup-command.ts';
import { runRestore } from './restore-command.ts';

const run = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const QUESTIONS = questionsForSet('deib-assessment').map((question) => question.id);

/** What a command printed, and its exit code. */
async function command(work: (out: { log(line: string): void; error(line: string): void }) => Promise<number>) {
  const lines: string[] = [];
  const code = await work({ log: (line) => lines.push(line), error: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

/** The server's entry point as `npm start` runs it (without the build), until it answers its health route. */
async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/lingui-register.js', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ALLOWED_HOSTS: `127.0.0.1:${port}`,
      DEMO_ORGANISATION: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 120_000) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/*
 * `npm run backup` and `npm run restore` as an operator uses them: people answer, a release takes
 * some of them, others are still answering; the database and the secrets are backed up into two
 * files kept apart; both folders are wiped; the files are restored; the server starts on them and
 * the answers in progress are there, and can be continued. On PostgreSQL the database goes through
 * pg_dump and pg_restore, as the README says, and the commands carry the secrets.
 */
describe(`backing up and restoring, on ${testEngine}`, () => {
  let root: string;
  let dataDir: string;
  let secretsDir: string;
  let databaseUrl: string | undefined;
  let env: NodeJS.ProcessEnv;
  let backups: { database: string; secrets: string };
  let assessmentId: string;
  let cookie: string;

  const open = (): Promise<DatabaseHandle> => (databaseUrl ? openPostgres(databaseUrl, { maxConnections: 3 }) : openPglite(dataDir));

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'culturelens-backup-'));
    dataDir = join(root, 'data');
    // The default place of the secrets folder, beside the data folder.
    secretsDir = join(root, 'data-secrets');
    backups = { database: join(root, 'backups', 'database.tar.gz'), secrets: join(root, 'elsewhere', 'secrets.json') };
    if (testEngine === 'postgresql') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
      databaseUrl = await createTestDatabase(baseUrl, testDatabaseName(inject('testRunId'), 'backup'));
    }
    env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    // The secret as a first start generated it (the tests' own, so their people can sign in).
    await mkdir(secretsDir, { mode: 0o700 });
    await writeFile(join(secretsDir, 'secrets.json'), JSON.stringify({ respondentSecret: testSecrets.respondentSecret }), { mode: 0o600 });
    const database = await open();
    await database.migrate();
    const server = await startTestServer(database, { secrets: loadSecrets({ dataDir, secretsDir }) });
    try {
      const admin = await signedInAdmin(server, database.db);
      assessmentId = (await startAssessment(server, admin.cookie)).id;
      const person = await createRespondent(database.db, admin.organisationId);
      cookie = await signInAs(server, person.email);
      const save = (questionId: string | undefined, value: number | null) =>
        server.request(`/api/assessments/${assessmentId}/answers/${questionId}`, { method: 'PUT', cookie, body: { value } });
      expect((await save(QUESTIONS[0], 2)).status).toBe(200);
      expect((await save(QUESTIONS[1], null)).status).toBe(200);
      // Six others complete and are released; the person goes on answering under the next key.
      for (let index = 0; index < 6; index += 1) await respond(server, database.db, admin.organisationId, assessmentId, () => 3);
      expect((await save(QUESTIONS[2], 5)).status).toBe(200);
    } finally {
      await server.close();
      await database.close();
    }
  }, 240_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it(
    'backs up into two files, restores into wiped folders, and the server starts with the answers in progress',
    { timeout: 240_000 },
    async () => {
      if (databaseUrl) {
        // The database through PostgreSQL's tools; the command says so when asked for it.
        const refused = await command((out) => runBackup(['--database', backups.database, '--secrets', backups.secrets], env, out));
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('pg_dump');
        await mkdir(join(root, 'backups'));
        await run('pg_dump', ['--format=custom', `--file=${backups.database}`, databaseUrl]);
        const secrets = await command((out) => runBackup(['--secrets', backups.secrets], env, out));
        expect(secrets.code, secrets.output).toBe(0);
      } else {
        const backup = await command((out) => runBackup(['--database', backups.database, '--secrets', backups.secrets], env, out));
        expect(backup.code, backup.output).toBe(0);
      }
      // Two files, owner-only, and the secrets file holds the secret and the draft keys.
      for (const file of Object.values(backups)) expect((await stat(file)).mode & 0o077).toBe(0);

      // Wiped: the data folder (or the database) and the secrets folder.
      await rm(dataDir, { recursive: true, force: true });
      await rm(secretsDir, { recursive: true, force: true });
      if (databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await run('psql', [process.env.TEST_DATABASE_URL ?? '', '-c', `drop database "${name}" with (force)`]);
        await createTestDatabase(process.env.TEST_DATABASE_URL ?? '', name);
        await run('pg_restore', ['--no-owner', `--dbname=${databaseUrl}`, backups.database]);
      }

      const restore = await command((out) =>
        runRestore([...(databaseUrl ? [] : ['--database', backups.database]), '--secrets', backups.secrets], env, out),
      );
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('1 answers in progress or waiting for a release: the keys in');
      expect(await readdir(secretsDir)).toEqual(['draft-keys', 'secrets.json']);

      const server = await startServer(env);
      try {
        const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
        const before = QuestionnaireResponseSchema.parse(
          await (await fetch(`${server.baseUrl}/api/assessments/${assessmentId}/questionnaire`, { headers })).json(),
        );
        expect(before.answers).toEqual({ [QUESTIONS[0] ?? '']: 2, [QUESTIONS[1] ?? '']: null, [QUESTIONS[2] ?? '']: 5 });
        const saved = await fetch(`${server.baseUrl}/api/assessments/${assessmentId}/answers/${QUESTIONS[3]}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ value: 1 }),
        });
        expect(saved.status).toBe(200);
        expect(server.output()).not.toContain('cannot be opened');
      } finally {
        await server.stop();
      }
    },
  );

  it('never restores over a database or secrets that are there, and says what to do', async () => {
    const restore = await command((out) =>
      runRestore([...(databaseUrl ? [] : ['--database', backups.database]), '--secrets', backups.secrets], env, out),
    );
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(
      databaseUrl
        ? /holds secrets already: a restore never writes over them/
        : /There is a database in .* already: a restore never writes over one/,
    );
    expect(existsSync(join(secretsDir, 'secrets.json'))).toBe(true);
  });

  it('keeps the secrets out of the data folder, and writes over no file', async () => {
    const intoData = await command((out) => runBackup(['--secrets', join(dataDir, 'secrets-backup.json')], env, out));
    expect(intoData.code).toBe(1);
    expect(intoData.output).toContain('must not go into the data folder');
    const again = await command((out) => runBackup(['--secrets', backups.secrets], env, out));
    expect(again.code).toBe(1);
    expect(again.output).toContain('a backup never writes over a file');
    // A secrets folder that is not the server's (a wrong DATA_DIR) is said to hold nothing, not backed up empty.
    const elsewhere = await command((out) =>
      runBackup(['--secrets', join(root, 'elsewhere', 'empty.json')], { ...env, DATA_DIR: join(root, 'no-such-data') }, out),
    );
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain('There is no CultureLens secret in');
  });
});
