import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files that must be whole or absent after a crash: the generated secret and the draft keys. A
 * file is written and synced under a temporary name, then linked to its name, which fails when
 * the name exists: of two processes making the same file one wins, and nobody ever reads a
 * half-written one. The folder is synced so the new name survives a crash too.
 */
export function createFileAtomically(dir: string, name: string, content: string): boolean {
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, join(dir, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
    syncFolder(dir);
  }
}

/** Makes a folder's entries (a new or removed name) durable. */
export function syncFolder(dir: string): void {
  // Not every platform can open a folder to sync it (Windows): there this is best effort.
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Best effort, as said.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
