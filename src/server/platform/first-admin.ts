import { sql } from 'drizzle-orm';
import type { ServerContext } from '#server/context.ts';
import { enqueueMail, platformAdminMail } from '#server/mail/index.ts';
import { SOURCE_LOCALE } from '#domain/locales.ts';
import { appointPlatformAdministrator, AppointmentRefused, passwordLink } from './appointment.ts';
import { platformAdminExists } from './queries.ts';
import { ADVISORY_LOCKS } from '#server/db/advisory-locks.ts';

// Processes starting together against one PostgreSQL appoint at most once.
const FIRST_ADMIN_LOCK_KEY = ADVISORY_LOCKS.firstPlatformAdmin;

type Log = { info(message: string): void; error(message: string): void };

/**
 * PLATFORM_ADMIN_EMAIL at start-up: while the platform has no administrator, makes that address
 * one, as `npm run create-platform-admin` does, and e-mails it the link to choose a password
 * (the log says so, never the link). Once anyone is a platform administrator it does nothing,
 * so the variable may stay set. A refused address is logged and the server starts all the same.
 */
export async function appointFirstPlatformAdmin(
  context: ServerContext,
  email: string,
  log: Log,
): Promise<'appointed' | 'exists' | 'refused'> {
  try {
    const outcome = await context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
      if (await platformAdminExists(tx)) return 'exists' as const;
      const { user, passwordToken } = await appointPlatformAdministrator(tx, context.clock, { email, via: 'start-up' });
      // Appointed from the server's configuration, before anyone chose a language: the source language.
      const mail = platformAdminMail(SOURCE_LOCALE, user.firstName, passwordLink(context.publicUrl, passwordToken));
      await enqueueMail(tx, context, { organisationId: null, kind: 'reset_password', to: user.email, ...mail });
      return 'appointed' as const;
    });
    if (outcome === 'appointed') {
      context.outbox.nudge();
      log.info(
        `PLATFORM_ADMIN_EMAIL: ${email} is now the platform administrator; the link to choose a password was sent to that address by e-mail.`,
      );
    }
    return outcome;
  } catch (error) {
    if (!(error instanceof AppointmentRefused)) throw error;
    log.error(`PLATFORM_ADMIN_EMAIL: no platform administrator was made: ${error.message}`);
    return 'refused';
  }
}
