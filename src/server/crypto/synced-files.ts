import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files that must be whole or absent after a crash: the generated secret, the draft keys, backups. A
 * file is written and synced under a temporary name, then linked to its name, which fails when
 * the name exists: of two processes making the same file one wins, and nobody ever reads a
 * half-written one. The folder is synced so the new name survives a crash too.
 */
export function createFileAtomically(dir: string, name: string, content: string | Uint8Array): boolean {
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    if (typeof content === 'string') writeSync(fd, content);
    else writeSync(fd, content);
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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Removes a file holding a secret: overwritten with zeros and synced first, so the secret does
 * not stay readable in the file's blocks on an ordinary file system (copy-on-write file systems,
 * snapshots and flash wear levelling may still keep old blocks: decision 0041). False when there
 * was no file.
 */
export function destroyFile(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  try {
    const length = Math.max(readFileSync(path).length, 64);
    writeSync(fd, Buffer.alloc(length), 0, length, 0);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    unlinkSync(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  return true;
}
