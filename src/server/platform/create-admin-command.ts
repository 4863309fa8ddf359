import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EmailSchema, NAME_MAX_LENGTH, isSingleLine } from '#domain/validation.ts';
import { systemClock } from '#server/clock.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '#server/db/data-dir-lock.ts';
import { readEnv } from '#server/env.ts';
import {
  appointPlatformAdministrator,
  PASSWORD_LINK_LIFETIME,
  passwordLink,
  type Appointment,
  type PlatformAdminName,
} from './appointment.ts';

const usage = 'Usage: npm run create-platform-admin -- --email <address> [--name "<first name> <last name>"]';

type Output = { log(line: string): void; error(line: string): void };
type Request = { email: string; name: PlatformAdminName | undefined };

/** The command line read and checked, or what is wrong with it. */
export function readRequest(argv: string[]): Request | { problem: string } {
  let values: { email?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    return { problem: `Not understood. ${usage}` };
  }
  if (values.email === undefined) return { problem: `Give the address with --email. ${usage}` };
  const email = EmailSchema.safeParse(values.email);
  if (!email.success) return { problem: `"${values.email}" is not a valid e-mail address.` };
  if (values.name === undefined) return { email: email.data, name: undefined };
  const [firstName = '', ...rest] = values.name.trim().split(/\s+/);
  const lastName = rest.join(' ');
  if (firstName === '' || !isSingleLine(values.name) || firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    return { problem: `--name must be a name on one line, each part at most ${NAME_MAX_LENGTH} characters.` };
  }
  return { email: email.data, name: { firstName, lastName } };
}

function report(appointment: Appointment, publicUrl: string, out: Output): void {
  const { email } = appointment.user;
  const said = {
    created: `Created the platform administrator ${email} (a member of no organisation).`,
    promoted: `${email} is now a platform administrator; its sessions have ended.`,
    unchanged: `${email} is already a platform administrator: nothing changed.`,
  };
  out.log(said[appointment.outcome]);
  out.log(`Choose a password with this link, within ${PASSWORD_LINK_LIFETIME}; it works once:`);
  out.log(`  ${passwordLink(publicUrl, appointment.passwordToken)}`);
  out.log('At the first sign-in, two-step sign-in is set up before anything else.');
}

/** Opens the database as the server does; a running server on the embedded database is said so. */
async function openDatabase(
  env: ReturnType<typeof readEnv>,
  out: Output,
): Promise<{ database: DatabaseHandle; lock?: DataDirLock } | undefined> {
  if (env.DATABASE_URL) return { database: await openPostgres(env.DATABASE_URL, { maxConnections: 1 }) };
  const dataDir = resolve(env.DATA_DIR);
  // Never create a database here: a mistyped DATA_DIR would get an administrator nobody's server reads.
  if (!existsSync(join(dataDir, 'pgdata'))) {
    out.error(
      `There is no CultureLens database in ${dataDir}: start CultureLens once (npm start), or set DATA_DIR (or DATABASE_URL) as for the server.`,
    );
    return undefined;
  }
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    out.error(
      `CultureLens is running on ${dataDir} (pid ${error.holderPid}), and its embedded database takes one process at a time. ` +
        'Stop it and run this command again, or set PLATFORM_ADMIN_EMAIL and restart it.',
    );
    return undefined;
  }
  try {
    return { database: await openPglite(dataDir), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * `npm run create-platform-admin`: makes an address the platform administrator (a new account,
 * or one of no organisation) and prints a one-time link to choose a password; a password is
 * never taken on the command line, where shell history and process lists would keep it.
 * Exit codes: 0 done, 1 not done (no database, in use, address refused), 2 not understood.
 */
export async function runCreatePlatformAdmin(argv: string[], environment: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const request = readRequest(argv);
  if ('problem' in request) {
    out.error(request.problem);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    const env = readEnv(environment, { warn: (message) => out.error(`CultureLens: ${message}`) });
    opened = await openDatabase(env, out);
    if (!opened) return 1;
    const { database } = opened;
    await database.migrate();
    const appointment = await database.db.transaction((tx) =>
      appointPlatformAdministrator(tx, systemClock, { ...request, via: 'command' }),
    );
    report(appointment, env.PUBLIC_URL, out);
    return 0;
  } catch (error) {
    // A refusal (AppointmentRefused) is said as it is; so is a database that cannot be reached.
    out.error(`No platform administrator was made: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened?.database.close().catch(() => undefined);
    opened?.lock?.release();
  }
}
