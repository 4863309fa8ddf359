import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

async function freshDir() {
  return mkdtemp(join(tmpdir(), 'culturelens-lock-'));
}

/** A PID that certainly belongs to no running process: one that has just exited. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('records the owner and is released on demand', async () => {
    const dir = await freshDir();
    const lock = acquireDataDirLock(dir);
    expect((await readFile(lock.path, 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second owner while the first one runs', async () => {
    const dir = await freshDir();
    // The parent of this test process is alive for the whole test: let it "own" the folder.
    await writeFile(join(dir, 'culturelens.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another CultureLens process/);
    expect((await readFile(join(dir, 'culturelens.lock'), 'utf8')).trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left behind by a process that has died', async () => {
    const dir = await freshDir();
    await writeFile(join(dir, 'culturelens.lock'), `${exitedPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect((await readFile(lock.path, 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
  });
});
