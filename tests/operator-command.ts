import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { projectRoot } from '#server/project-root.ts';
import { testEngine } from './db.ts';
import { createTestDatabase, testDatabaseName } from './postgres.ts';

const run = promisify(execFile);

/** What a command printed, and its exit code. */
export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * An installation an operator command runs against, the way `npm run <command>` finds it: a data
 * folder of its own (DATA_DIR) and, on PostgreSQL, a database of its own (DATABASE_URL); only
 * PATH and HOME of this process's environment go along.
 */
export type CommandInstallation = {
  /** Runs `src/server/<entry>` with `args` in a process of its own; a non-zero exit is a result, not an error. */
  command(...args: string[]): Promise<CommandResult>;
  /** The same with another environment on top (a data folder without a database). */
  commandWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CommandResult>;
  /** Opens the installation's database here, only while no command runs (PGlite takes one process), and closes it. */
  withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  /** The data folder, once the block's set-up ran. */
  readonly dataDir: string;
};

/** For a describe block: an installation of its own for the command `src/server/<entry>`, migrated before the block and removed after. */
export function useCommandInstallation(entry: string, { name, env = {} }: { name: string; env?: NodeJS.ProcessEnv }): CommandInstallation {
  let dataDir = '';
  let environment: NodeJS.ProcessEnv = {};
  const commandWith = (extra: NodeJS.ProcessEnv, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', '--import', './scripts/lingui-register.js', join('src/server', entry), ...args], {
      cwd: projectRoot,
      env: { ...environment, ...extra },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: CommandResult) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = environment.DATABASE_URL
      ? await openPostgres(environment.DATABASE_URL, { maxConnections: 2 })
      : await openPglite(dataDir);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `culturelens-${name}-`));
    environment = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env };
    if (testEngine === 'postgresql') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
      environment.DATABASE_URL = await createTestDatabase(baseUrl, testDatabaseName(inject('testRunId'), name.replaceAll('-', '_')));
    }
    await withDatabase((handle) => handle.migrate());
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  return {
    command: (...args) => commandWith({}, ...args),
    commandWith,
    withDatabase,
    get dataDir() {
      return dataDir;
    },
  };
}
