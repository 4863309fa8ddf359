import type { z } from 'zod';
import type {
  EmailOnlyRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  VerifyEmailRequestSchema,
} from '#domain/api/accounts.ts';
import { authMessages, rateLimitMessages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '#server/auth/passwords.ts';
import { endAllSessions, startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { enqueueMail } from '#server/mail/index.ts';
import {
  accountExistsMail,
  localeOfRecipient,
  passwordResetMail,
  passwordResetUnderSsoMail,
  verificationMail,
} from '#server/mail/index.ts';
import { hitRateLimit, enforceRateLimit, rateLimits, tryAgainIn } from '#server/rate-limit/limiter.ts';
import { ACCOUNT_FREE_ATTEMPTS, beginSignInAttempt, clearSignInAttempts, FREE_ATTEMPTS } from '#server/rate-limit/sign-in-backoff.ts';
import { isKnownDevice } from '#server/rate-limit/known-devices.ts';
import { consumeEmailToken, issueEmailToken, revokeEmailTokens } from './email-tokens.ts';
import { beginPendingSignInIfNeeded, endPendingSignIns } from '#server/two-step/index.ts';
import { belongsToDemo } from '#server/organisations/index.ts';
import { findSelfRegistrationOrganisation, markEmailVerified, setResetPassword } from './queries.ts';
import { findUserByEmail, findUserById, insertUser } from '#server/auth/users.ts';
import { signInRefusal } from '#server/auth/sign-in-refusal.ts';
import { passwordRefusedBySso, passwordRegistrationRefusedBySso } from '#server/sso/index.ts';

type EmailOnlyInput = z.output<typeof EmailOnlyRequestSchema>;

export function emailLink(context: ServerContext, path: string, token: string): string {
  const url = new URL(path, context.publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Queues a verification e-mail for `user`, inside the caller's transaction. */
export async function sendVerificationEmail(context: ServerContext, db: Database, user: SessionUserRow): Promise<void> {
  const token = await issueEmailToken(db, context.clock, user.id, 'verify_email');
  const mail = verificationMail(await localeOfRecipient(db, user), user.firstName, emailLink(context, '/email-verified', token));
  await enqueueMail(db, context, { organisationId: user.organisationId, kind: 'verify_email', to: user.email, ...mail });
}

/**
 * Tells the owner of an address that already has an account how to get in, instead of
 * telling the person registering that the address is taken.
 */
async function remindOfExistingAccount(context: ServerContext, db: Database, user: SessionUserRow): Promise<void> {
  await recordAuditEvent(db, user.organisationId, user.id, 'REGISTRATION_FOR_EXISTING_ACCOUNT');
  // A deactivated account has no way in to point to; the demo organisation's people get no account mail.
  if (!user.isActive || (await belongsToDemo(db, user))) return;
  const mail = accountExistsMail(await localeOfRecipient(db, user), user.firstName, {
    signIn: new URL('/login', context.publicUrl).toString(),
    forgotPassword: new URL('/forgot-password', context.publicUrl).toString(),
  });
  await enqueueMail(db, context, { organisationId: user.organisationId, kind: 'account_exists', to: user.email, ...mail });
}

/**
 * Self-registration: an unverified account, joined to an organisation only if one admits the
 * address. An address that already has an account gets the same answer, after the same work
 * (a password hash, a rate-limit count, one queued e-mail), so nobody can probe addresses;
 * its owner is mailed how to sign in instead.
 */
export async function registerAccount(context: ServerContext, visitor: Visitor, input: z.output<typeof RegisterRequestSchema>) {
  await enforceRateLimit(context.db, context.clock, rateLimits.registerPerClient, visitor.network);
  // A password at a domain whose organisation requires single sign-on would bypass it.
  if (await passwordRegistrationRefusedBySso(context.db, input.email)) throw new AppError('sso_required');
  const passwordHash = await hashPassword(input.password);
  // Counted for every registration, mail or not, so both cases do the same work; past the
  // limit the address's owner is not mailed again, and the answer stays the same. Its own
  // budget: registrations with someone's address never spend their password resets.
  const mayMail = (await hitRateLimit(context.db, context.clock, rateLimits.newAccountMailPerAddress, input.email)).allowed;
  const emailDomain = input.email.split('@')[1] ?? '';
  try {
    await context.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing) {
        if (mayMail) await remindOfExistingAccount(context, tx, existing);
        return;
      }
      const organisation = await findSelfRegistrationOrganisation(tx, emailDomain);
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'employee',
        organisationId: organisation?.id ?? null,
      });
      await sendVerificationEmail(context, tx, user);
      await recordAuditEvent(tx, user.organisationId, user.id, 'USER_REGISTERED', { self_registration: true });
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, and the one that
    // lost gets the answer every registration gets (the winner's verification mail is on its way).
    if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
  }
  context.outbox.nudge();
  return { email: input.email, verificationRequired: true as const };
}

/** Limited per link by the route (see route-limits.ts), not per network. */
export async function verifyEmail(context: ServerContext, _visitor: Visitor, input: z.output<typeof VerifyEmailRequestSchema>) {
  const result = await context.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, context.clock, input.token, 'verify_email');
    if (!userId) return null;
    const user = await markEmailVerified(tx, userId, context.clock.now());
    if (user) await recordAuditEvent(tx, user.organisationId, user.id, 'EMAIL_VERIFIED');
    return user ?? null;
  });
  if (!result) throw new AppError('invalid_token', authMessages.verificationLinkInvalid);
  return { verified: true as const, email: result.email };
}

/**
 * Answers 202 whether or not the address has an account, and whether or not its budget of
 * these mails is spent (then nothing is sent: the links already mailed still work), so
 * nobody can probe addresses. Only the caller's own network can be told to wait.
 */
export async function resendVerification(context: ServerContext, visitor: Visitor, { email }: EmailOnlyInput) {
  await enforceRateLimit(context.db, context.clock, rateLimits.emailLinkPerClient, visitor.network);
  const mayMail = (await hitRateLimit(context.db, context.clock, rateLimits.verificationMailPerAddress, email)).allowed;
  if (!mayMail) return { accepted: true as const };
  await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && user.isActive && !user.emailVerifiedAt && !(await belongsToDemo(tx, user))) await sendVerificationEmail(context, tx, user);
  });
  context.outbox.nudge();
  return { accepted: true as const };
}

/**
 * A reset link to the address's owner. Like resendVerification, always 202. Reset mails have a
 * budget of their own per address, which nothing but reset requests spends; when others have
 * spent it, the owner's request sends nothing new, but every reset link mailed in the last
 * hour still works (a newer link does not cancel an older one), and every one of them went to
 * the owner's inbox: nobody can keep the owner from a working link.
 */
export async function requestPasswordReset(context: ServerContext, visitor: Visitor, { email }: EmailOnlyInput) {
  await enforceRateLimit(context.db, context.clock, rateLimits.emailLinkPerClient, visitor.network);
  const mayMail = (await hitRateLimit(context.db, context.clock, rateLimits.resetMailPerAddress, email)).allowed;
  if (!mayMail) return { accepted: true as const };
  await context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // The demo organisation's people are nobody's accounts: a reset would make its administrator someone's.
    if (!user || !user.isActive || (await belongsToDemo(tx, user))) return;
    // Where the organisation requires single sign-on, a password would open nothing: the owner
    // learns how to sign in instead, and the caller gets the same answer (decision 0054).
    if (await passwordRefusedBySso(tx, user)) {
      const mail = passwordResetUnderSsoMail(
        await localeOfRecipient(tx, user),
        user.firstName,
        new URL('/login', context.publicUrl).toString(),
      );
      await enqueueMail(tx, context, { organisationId: user.organisationId, kind: 'reset_password', to: user.email, ...mail });
      await recordAuditEvent(tx, user.organisationId, user.id, 'PASSWORD_RESET_REQUESTED', { refused: 'sso_required' });
      return;
    }
    const token = await issueEmailToken(tx, context.clock, user.id, 'reset_password');
    const mail = passwordResetMail(await localeOfRecipient(tx, user), user.firstName, emailLink(context, '/reset-password', token));
    await enqueueMail(tx, context, { organisationId: user.organisationId, kind: 'reset_password', to: user.email, ...mail });
    await recordAuditEvent(tx, user.organisationId, user.id, 'PASSWORD_RESET_REQUESTED');
  });
  context.outbox.nudge();
  return { accepted: true as const };
}

/** A new password; every session of the person ends, and the link proves the address is theirs. */
export async function resetPassword(context: ServerContext, _visitor: Visitor, input: z.output<typeof ResetPasswordRequestSchema>) {
  const passwordHash = await hashPassword(input.password);
  const done = await context.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, context.clock, input.token, 'reset_password');
    if (!userId) return false;
    const user = await findUserById(tx, userId);
    if (!user || (await belongsToDemo(tx, user))) return false;
    // A link mailed before the organisation required single sign-on sets no password now; it stays unused.
    if (await passwordRefusedBySso(tx, user)) throw new AppError('sso_required');
    const now = context.clock.now();
    await setResetPassword(tx, userId, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
    await endAllSessions(tx, context.clock, userId);
    await endPendingSignIns(tx, userId);
    await revokeEmailTokens(tx, context.clock, userId, 'reset_password');
    await recordAuditEvent(tx, user.organisationId, user.id, 'PASSWORD_RESET');
    return true;
  });
  if (!done) throw new AppError('invalid_token', authMessages.resetLinkInvalid);
  return { reset: true as const };
}

/**
 * A refused password, in the log of the account's organisation: which network tried, never the
 * password. An unknown address gets a row that belongs to no organisation and names nobody (not
 * even the address), so that both cases do the same work and take the same time.
 */
async function recordFailedSignIn(db: Database, visitor: Visitor, user: SessionUserRow | undefined): Promise<void> {
  const reason = !user ? 'unknown_account' : !user.isActive ? 'account_deactivated' : 'wrong_password';
  await recordAuditEvent(db, user?.organisationId ?? null, user?.id ?? null, 'SIGN_IN_FAILED', { client: visitor.address, reason });
}

/**
 * Unknown address and wrong password give the same answer in about the same time. Attempts
 * are counted per (address, network) with a growing wait, and, from browsers that have not
 * signed in to the account before, per account across networks (sign-in-backoff.ts), so a
 * guesser elsewhere never locks the person out of their own browsers.
 */
export async function signIn(
  context: ServerContext,
  visitor: Visitor,
  input: z.output<typeof SignInRequestSchema> & { deviceToken: string | undefined },
) {
  const knownDevice = await isKnownDevice(context.db, context.clock, input.deviceToken, input.email);
  const attempt = await beginSignInAttempt(context.db, context.clock, input.email, visitor.network, { knownDevice });
  if (!attempt.allowed) {
    throw new AppError('rate_limited', [rateLimitMessages.tooManyAttempts, tryAgainIn(attempt.retryAfterSeconds)], undefined, {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(context.db, input.email);
  // Recorded once per count: the attempt from which the pair, or the account, has to wait.
  const auditBackOff = async () => {
    const acrossNetworks = attempt.accountAttempts === ACCOUNT_FREE_ATTEMPTS;
    if (attempt.attempts !== FREE_ATTEMPTS && !acrossNetworks) return;
    await recordAuditEvent(context.db, user?.organisationId ?? null, user?.id ?? null, 'SIGN_IN_RATE_LIMITED', {
      client: visitor.address,
      ...(acrossNetworks ? { across_networks: true } : {}),
    });
  };

  const passwordMatches =
    user?.passwordHash && user.isActive
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
  // The read-only demo organisation's people never sign in: they get the answer of a wrong password.
  if (!user || !passwordMatches || (await belongsToDemo(context.db, user))) {
    await auditBackOff();
    await recordFailedSignIn(context.db, visitor, user);
    throw new AppError('invalid_credentials', authMessages.invalidCredentials);
  }
  await clearSignInAttempts(context.db, input.email, visitor.network, attempt);

  // With a second factor the password alone starts no session: a code is due first, whatever
  // else is true of the account. A reset password changes nothing here, so an e-mailed link
  // never skips this step (ASVS 6.4.3).
  const pending = await beginPendingSignInIfNeeded(context, user.id);
  if (pending) return { user, pending, session: null };
  const refusal = await signInRefusal(context.db, user, 'password');
  if (refusal) {
    if (refusal.code === 'organisation_suspended' || refusal.code === 'sso_required')
      await recordAuditEvent(context.db, user.organisationId, user.id, 'SIGN_IN_FAILED', { client: visitor.address, reason: refusal.code });
    throw refusal;
  }
  const session = await startSession(context.db, context.clock, user.id, visitor.userAgent);
  await recordAuditEvent(context.db, user.organisationId, user.id, 'SIGNED_IN', { client: visitor.address });
  return { user, pending: null, session };
}
