import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The data folder holds the whole database (and, in a folder an earlier version made, the
// secret: secrets.ts refuses it there): nobody but the account running CultureLens may read or
// change any of it.
const GROUP_OTHER_BITS = 0o077;
const GROUP_OTHER_READ_WRITE = 0o066;
const SECRETS_FILE = 'secrets.json';

/** Unix permissions mean nothing on Windows (Node reports made-up modes there). */
const permissionsApply = process.platform !== 'win32';

export class DataDirNotPrivateError extends Error {
  constructor(
    readonly path: string,
    readonly dataDir: string,
    mode: number,
  ) {
    super(
      `${path} can be read or changed by other users (permissions ${(mode & 0o777).toString(8).padStart(3, '0')}), ` +
        'and the data folder holds the database. ' +
        `Make it private to the account that runs CultureLens, then start again: chmod -R go-rwx ${dataDir}`,
    );
    this.name = 'DataDirNotPrivateError';
  }
}

/**
 * From here on this process creates files for its owner only (0600 files, 0700 folders).
 * Process-wide on purpose: PostgreSQL (PGlite) keeps creating files in the data folder while
 * the server runs.
 */
export function createPrivateFilesFromNowOn(): void {
  if (permissionsApply) process.umask(0o077);
}

/**
 * Creates the data folder owner-only, or checks that an existing one is: a folder, or a
 * secrets file, that group or others can read or write has been exposed, so start-up stops
 * and says how to fix it rather than quietly carrying on. An empty folder (made by hand or by
 * a container volume) has exposed nothing yet and is simply made private.
 */
export function preparePrivateDataDir(dataDir: string): void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!permissionsApply) return;

  const folder = statSync(dir);
  if (!folder.isDirectory()) throw new Error(`The data folder ${dir} is not a folder.`);
  if ((folder.mode & GROUP_OTHER_BITS) !== 0 && readdirSync(dir).length === 0) {
    chmodSync(dir, 0o700);
    return;
  }
  if ((folder.mode & GROUP_OTHER_READ_WRITE) !== 0) throw new DataDirNotPrivateError(dir, dir, folder.mode);

  const secrets = join(dir, SECRETS_FILE);
  const secretsMode = modeOf(secrets);
  if (secretsMode !== undefined && (secretsMode & GROUP_OTHER_READ_WRITE) !== 0)
    throw new DataDirNotPrivateError(secrets, dir, secretsMode);
}

function modeOf(path: string): number | undefined {
  try {
    return statSync(path).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Removes group and other permissions from everything in `dir`. PGlite unpacks a new
 * database with world-readable files (0666) whatever the umask, and folders from an older
 * version may hold such files too. Symbolic links are left alone: following one could change
 * files outside the folder. Returns how many entries were changed.
 */
export function makeTreePrivate(dir: string): number {
  if (!permissionsApply) return 0;
  let changed = 0;
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & GROUP_OTHER_BITS) !== 0) {
      chmodSync(path, stats.mode & 0o700);
      changed += 1;
    }
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(resolve(dir));
  return changed;
}
