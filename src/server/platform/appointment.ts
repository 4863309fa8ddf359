import { countOf } from '#domain/plural.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from '#server/accounts/index.ts';
import { findUserByEmail, insertUser } from '#server/auth/users.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { endAllSessions } from '#server/auth/sessions.ts';
import { makePlatformAdmin } from './queries.ts';

export type PlatformAdminName = { firstName: string; lastName: string };
export const DEFAULT_PLATFORM_ADMIN_NAME: PlatformAdminName = { firstName: 'Platform', lastName: 'Administrator' };

/** Why an address cannot be made a platform administrator; said to the operator as it is. */
export class AppointmentRefused extends Error {
  override name = 'AppointmentRefused';
}

export type Appointment = {
  outcome: 'created' | 'promoted' | 'unchanged';
  user: { id: string; email: string; firstName: string };
  /** A single-use link token to choose a password (the password reset's own mechanism). */
  passwordToken: string;
};

/** How long the link to choose a password works, in words for the operator. */
export const PASSWORD_LINK_LIFETIME = countOf(Math.round(EMAIL_TOKEN_LIFETIME_MS.reset_password / 3_600_000), 'hour');

/**
 * Makes `email` a platform administrator, never through the public forms: a new account with no
 * password, or an existing account that belongs to no organisation (a platform administrator
 * belongs to none; moving someone out of their organisation would take their place in it, so
 * that is refused). A promoted account's sessions end: it must sign in again, with two steps.
 * Always issues a new link to choose a password, as no password is ever given here.
 */
export async function appointPlatformAdministrator(
  db: Database,
  clock: Clock,
  input: { email: string; name?: PlatformAdminName | undefined; via: 'command' | 'start-up' },
): Promise<Appointment> {
  const existing = await findUserByEmail(db, input.email);
  if (existing?.organisationId) {
    throw new AppointmentRefused(
      `${existing.email} belongs to an organisation. A platform administrator belongs to none: use an address of its own.`,
    );
  }
  if (existing && !existing.isActive) throw new AppointmentRefused(`${existing.email} is deactivated.`);

  let outcome: Appointment['outcome'] = 'unchanged';
  let user = existing;
  if (!user) {
    user = await insertUser(db, {
      email: input.email,
      passwordHash: null,
      role: 'platform_admin',
      organisationId: null,
      ...(input.name ?? DEFAULT_PLATFORM_ADMIN_NAME),
    });
    outcome = 'created';
  } else if (user.role !== 'platform_admin' || input.name) {
    if (user.role !== 'platform_admin') outcome = 'promoted';
    await makePlatformAdmin(db, user.id, input.name, clock.now());
    if (outcome === 'promoted') await endAllSessions(db, clock, user.id);
  }
  if (outcome !== 'unchanged') await recordAuditEvent(db, null, user.id, 'PLATFORM_ADMIN_APPOINTED', { outcome, via: input.via });
  const passwordToken = await issueEmailToken(db, clock, user.id, 'reset_password');
  return { outcome, user: { id: user.id, email: user.email, firstName: input.name?.firstName ?? user.firstName }, passwordToken };
}

/** The page where the link's holder chooses a password. */
export function passwordLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
