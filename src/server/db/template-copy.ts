import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Copies a PGlite template folder to `pgdata`, under another name first and renamed at the end,
 * so an interrupted copy never passes for a database. Synchronous: about 0.2 s for the template's
 * 40 MB in some 1,100 files, where the asynchronous copy takes five times as long; the database's
 * worker thread runs it, so the server's main thread is not the one that waits.
 */
export function copyTemplateInto(template: string, pgdata: string): void {
  const partial = `${pgdata}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(pgdata), { recursive: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, pgdata);
}
