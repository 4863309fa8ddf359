import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerUntilUp } from '#tests/server-start.ts';
import { DataDirNotPrivateError, makeTreePrivate, preparePrivateDataDir } from './private-data-dir.ts';

async function scratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'culturelens-private-'));
}

const permissions = async (path: string) => (await stat(path)).mode & 0o777;

/** Every entry under `dir` (itself included) that group or others have any permission on. */
function exposedEntries(dir: string): string[] {
  const exposed: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) exposed.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return exposed;
}

/** Runs the server entry point as `npm start` does after building, until it is up (then stops it) or exits. */
function runServer(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'RESPONDENT_SECRET', 'SMTP_URL']) delete env[name];
  return runServerUntilUp(env);
}

describe('a private data folder', () => {
  it('is created owner-only when missing', async () => {
    const dataDir = join(await scratch(), 'new', 'data');
    preparePrivateDataDir(dataDir);
    expect(await permissions(dataDir)).toBe(0o700);
  });

  it('makes an empty folder made by someone else private: nothing has been exposed yet', async () => {
    const dataDir = join(await scratch(), 'data');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    preparePrivateDataDir(dataDir);
    expect(await permissions(dataDir)).toBe(0o700);
  });

  it('refuses a folder with contents that others can read, saying how to fix it', async () => {
    const dataDir = join(await scratch(), 'data');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'secrets.json'), '{}', { mode: 0o600 });
    await chmod(dataDir, 0o755);
    expect(() => preparePrivateDataDir(dataDir)).toThrow(DataDirNotPrivateError);
    expect(() => preparePrivateDataDir(dataDir)).toThrow(`chmod -R go-rwx ${dataDir}`);
    // Nothing is changed behind the operator's back.
    expect(await permissions(dataDir)).toBe(0o755);
  });

  it('refuses a secrets file that group or others can read, even inside a private folder', async () => {
    const dataDir = join(await scratch(), 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await chmod(dataDir, 0o700);
    await writeFile(join(dataDir, 'secrets.json'), '{}');
    await chmod(join(dataDir, 'secrets.json'), 0o640);
    expect(() => preparePrivateDataDir(dataDir)).toThrow(
      `${join(dataDir, 'secrets.json')} can be read or changed by other users (permissions 640)`,
    );
    await chmod(join(dataDir, 'secrets.json'), 0o600);
    expect(() => preparePrivateDataDir(dataDir)).not.toThrow();
  });

  it('takes group and other permissions off everything inside, but never follows a link out of the folder', async () => {
    const root = await scratch();
    const outside = join(root, 'outside.txt');
    await writeFile(outside, 'not ours');
    await chmod(outside, 0o644);
    const dataDir = join(root, 'data');
    await mkdir(join(dataDir, 'pgdata', 'base'), { recursive: true });
    await writeFile(join(dataDir, 'pgdata', 'base', 'table'), 'rows');
    await chmod(join(dataDir, 'pgdata', 'base', 'table'), 0o666);
    await chmod(join(dataDir, 'pgdata'), 0o755);
    await symlink(outside, join(dataDir, 'link'));

    expect(makeTreePrivate(dataDir)).toBeGreaterThanOrEqual(2);
    expect(exposedEntries(dataDir).filter((entry) => !entry.startsWith(join(dataDir, 'link')))).toEqual([]);
    expect(await permissions(join(dataDir, 'pgdata', 'base', 'table'))).toBe(0o600);
    expect(await permissions(outside)).toBe(0o644);
  });
});

describe('starting on a data folder', () => {
  it(
    'creates a new folder, the database and, beside it, the secrets, with no permission for group or others anywhere',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(await scratch(), 'data');
      const run = await runServer(dataDir);
      expect(run.started, run.output).toBe(true);
      expect(run.code).toBe(0);
      // The walk covers the database files, not just the top folder; the secrets are not in it.
      expect((await readdir(dataDir)).sort()).toEqual(['pgdata']);
      expect((await readdir(join(dataDir, 'pgdata'))).length).toBeGreaterThan(10);
      expect(exposedEntries(dataDir)).toEqual([]);
      expect((await readdir(`${dataDir}-secrets`)).sort()).toEqual(['draft-keys', 'secrets.json']);
      expect(exposedEntries(`${dataDir}-secrets`)).toEqual([]);
    },
  );

  it('refuses a world-readable folder with a message that says how to fix it, and touches nothing', { timeout: 60_000 }, async () => {
    const dataDir = join(await scratch(), 'data');
    await mkdir(join(dataDir, 'pgdata'), { recursive: true });
    await chmod(dataDir, 0o755);
    const run = await runServer(dataDir);
    expect(run.started).toBe(false);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`CultureLens did not start: ${dataDir} can be read or changed by other users (permissions 755)`);
    expect(run.output).toContain(`chmod -R go-rwx ${dataDir}`);
    expect(existsSync(join(dataDir, 'culturelens.lock'))).toBe(false);
    expect(await readdir(join(dataDir, 'pgdata'))).toEqual([]);
  });
});
