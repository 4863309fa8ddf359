import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another CultureLens process (pid ${holderPid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { readonly path: string; release(): void };

const LOCK_FILE = 'culturelens.lock';

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // a lock left by an earlier life of this very PID (containers)
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so the
 * server takes this lock before opening the database. The lock file holds the owner's PID;
 * a lock whose owner is no longer running (a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = join(dir, LOCK_FILE);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails if the file exists: creation is the atomic test-and-set.
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        path: lockPath,
        release() {
          if (readHolderPid(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolderPid(lockPath);
      if (holder !== undefined && isRunning(holder)) throw new DataDirInUseError(dir, holder);
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data folder ${dir}: another process keeps replacing ${LOCK_FILE}.`);
}
