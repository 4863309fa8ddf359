import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { accountSecurityMessages, personalNewPasswordSchema, type ChangePasswordRequestSchema } from '#domain/api/sessions.ts';
import type { AccountSession } from '#domain/api/sessions.ts';
import { describeDevice } from '#domain/device-description.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { enqueueMail } from '#server/mail/index.ts';
import { endPendingSignIns } from '#server/two-step/index.ts';
import { localeOfRecipient, passwordChangedMail } from '#server/mail/index.ts';
import { tryAgainIn } from '#server/rate-limit/limiter.ts';
import { beginSignInAttempt, clearSignInAttempts, FREE_ATTEMPTS } from '#server/rate-limit/sign-in-backoff.ts';
import { findMember } from '#server/people/index.ts';
import { listLiveSessions, revokeAllSessions, revokeEverySession, revokeSessions, sessionIdOf, updatePasswordHash } from './queries.ts';
import { rateLimitMessages } from '#domain/messages.ts';
import { peopleMessages } from '#domain/messages/people.ts';

/** The session of the request: its cookie token, and where it came from (for the rotated one). */
export type CurrentSession = { token: string | undefined; userAgent: string | undefined; address: string; network: string };

type ChangePasswordInput = z.output<typeof ChangePasswordRequestSchema> & { current: CurrentSession };
/** The token of the request's own session, when it has one. */
type CurrentTokenInput = { currentToken: string | undefined };

/**
 * A signed-in person changes their password (ASVS 6.2.2, 6.2.3, 7.5.1): the current password
 * proves it is them, and a wrong one counts towards the same back-off as a wrong sign-in, so
 * a borrowed session cannot be used to guess it. On success every other session ends and this
 * one continues under a new token; the person is told by e-mail.
 */
export async function changePassword(context: ServerContext, member: SessionUserRow, input: ChangePasswordInput) {
  const { current } = input;
  const judged = personalNewPasswordSchema({
    role: member.role,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
  }).safeParse({ newPassword: input.newPassword });
  if (!judged.success) {
    const issues = judged.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('validation_failed', issues[0]?.message, issues);
  }

  // A signed-in session is the person's own browser: counted per (account, network) only, so a
  // stranger's guessing at the sign-in page cannot stop them changing their password.
  const attempt = await beginSignInAttempt(context.db, context.clock, member.email, current.network, { knownDevice: true });
  if (!attempt.allowed) {
    throw new AppError('rate_limited', [rateLimitMessages.tooManyAttempts, tryAgainIn(attempt.retryAfterSeconds)], undefined, {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.currentPassword))) {
    if (attempt.attempts === FREE_ATTEMPTS) {
      await recordAuditEvent(context.db, member.organisationId, member.id, 'SIGN_IN_RATE_LIMITED', {
        client: current.address,
        during: 'password_change',
      });
    }
    const message = accountSecurityMessages.currentPasswordWrong;
    throw new AppError('validation_failed', message, [{ path: 'currentPassword', message }]);
  }
  await clearSignInAttempts(context.db, member.email, current.network, attempt);

  const passwordHash = await hashPassword(input.newPassword);
  const { organisationId } = member;
  const result = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    await updatePasswordHash(tx, organisationId, member.id, passwordHash, now);
    // Every session ends, this one included: it continues under the new token set below.
    const ended = await revokeAllSessions(tx, organisationId, member.id, now);
    // A sign-in that got past the old password and waits for its code is over too.
    await endPendingSignIns(tx, member.id);
    const session = await startSession(tx, context.clock, member.id, current.userAgent);
    const mail = passwordChangedMail(
      await localeOfRecipient(tx, member),
      member.firstName,
      { forgotPassword: new URL('/forgot-password', context.publicUrl).toString() },
      now,
    );
    await enqueueMail(tx, context, { organisationId, kind: 'password_changed', to: member.email, ...mail });
    const otherSessionsEnded = Math.max(0, ended - (current.token ? 1 : 0));
    await recordAuditEvent(tx, organisationId, member.id, 'PASSWORD_CHANGED', { other_sessions_ended: otherSessionsEnded });
    return { session, otherSessionsEnded };
  });
  context.outbox.nudge();
  return result;
}

/** The signed-in person, for their own account: in an organisation or not yet in one. */
export type AccountOwner = { userId: string; organisationId: string | null };

/** The signed-in person's own live sessions; the one of this request is marked. */
export async function listOwnSessions(
  context: ServerContext,
  actor: AccountOwner,
  { currentToken }: CurrentTokenInput,
  i18n: I18n,
): Promise<{ sessions: AccountSession[] }> {
  const currentHash = currentToken ? hashToken(currentToken) : undefined;
  const rows = await listLiveSessions(context.db, actor.organisationId, actor.userId, context.clock.now());
  return {
    sessions: rows.map((row) => ({
      id: sessionIdOf(row.tokenHash),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      device: describeDevice(i18n, row.userAgent),
      current: row.tokenHash === currentHash,
    })),
  };
}

/** Ends one of the person's own sessions; anyone else's id (or an ended one) is not found. */
export async function endOwnSession(context: ServerContext, actor: AccountOwner, { sessionId }: { sessionId: string }) {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const rows = await listLiveSessions(tx, actor.organisationId, actor.userId, now);
    const target = rows.find((row) => sessionIdOf(row.tokenHash) === sessionId);
    if (!target) throw new AppError('not_found', accountSecurityMessages.sessionNotFound);
    const ended = await revokeSessions(tx, actor.organisationId, actor.userId, now, [target.tokenHash]);
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'OWN_SESSIONS_ENDED', { ended, which: 'one' });
    return { ended };
  });
}

/** Ends every session of the person but the one of this request. */
export async function endOtherOwnSessions(context: ServerContext, actor: AccountOwner, { currentToken }: CurrentTokenInput) {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const ended = await revokeAllSessions(tx, actor.organisationId, actor.userId, now, currentToken ? hashToken(currentToken) : undefined);
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'OWN_SESSIONS_ENDED', { ended, which: 'others' });
    return { ended };
  });
}

/**
 * An administrator signs a person of their organisation out everywhere (ASVS 7.4.5), without
 * deactivating them: after a lost laptop, say. Like every other change to people, a platform
 * administrator is the platform's to manage.
 */
export async function endPersonSessions(context: ServerContext, actor: OrganisationActor, { personId }: { personId: string }) {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const person = await findMember(tx, actor.organisationId, personId);
    if (!person) throw new AppError('not_found', peopleMessages.personNotFound);
    if (person.role === 'platform_admin' && person.id !== actor.userId) {
      throw new AppError('conflict', peopleMessages.platformAdminElsewhere);
    }
    const ended = await revokeAllSessions(tx, actor.organisationId, person.id, now);
    await endPendingSignIns(tx, person.id);
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'USER_SESSIONS_ENDED', { user_id: person.id, ended });
    return { ended };
  });
}

/** The operator command's work: see end-all-command.ts. */
export async function endEverySession(context: Pick<ServerContext, 'db' | 'clock'>, organisationId?: string): Promise<number> {
  return revokeEverySession(context.db, context.clock.now(), organisationId);
}
