import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { systemClock } from '#server/clock.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { readEnv } from '#server/env.ts';
import { endEverySession } from './service.ts';
import { countOf } from '#domain/plural.ts';

const usage = 'Usage: npm run sessions:end-all [-- --organisation <organisation id>]';

/**
 * The operator's "sign everybody out" (ASVS 7.4.5): after a suspected leak, or before a
 * maintenance window. Opens the database exactly as the server does (DATABASE_URL, else the
 * embedded database in DATA_DIR) and ends every open session, or only those of one
 * organisation's people. Returns the process exit code.
 */
export async function runEndAllSessions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  let organisationId: string | undefined;
  try {
    const { values } = parseArgs({ args: argv, options: { organisation: { type: 'string' } }, strict: true });
    organisationId = values.organisation === undefined ? undefined : z.uuid().parse(values.organisation);
  } catch {
    out.error(`Not understood. ${usage}`);
    return 2;
  }

  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  try {
    const config = readEnv(env, { warn: (message) => out.error(`CultureLens: ${message}`) });
    const dataDir = resolve(config.DATA_DIR);
    if (config.DATABASE_URL) {
      database = await openPostgres(config.DATABASE_URL, { maxConnections: 1 });
    } else {
      // Never create a database here: an empty new one would "succeed" with nothing ended.
      if (!existsSync(join(dataDir, 'pgdata'))) {
        out.error(`There is no CultureLens database in ${dataDir}: set DATA_DIR (or DATABASE_URL) as for the server.`);
        return 1;
      }
      // The embedded database takes one process at a time: the running server must be stopped first.
      lock = acquireDataDirLock(dataDir);
      database = await openPglite(dataDir);
    }
    const ended = await endEverySession({ db: database.db, clock: systemClock }, organisationId);
    const scope = organisationId ? ` of organisation ${organisationId}` : '';
    out.log(`Ended ${countOf(ended, 'session')}${scope}.`);
    return 0;
  } catch (error) {
    out.error(`No sessions were ended: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
    lock?.release();
  }
}
