import type { z } from 'zod';
import type { ConfirmEnrolmentRequestSchema, ReauthenticationRequestSchema } from '#domain/api/two-step.ts';
import { rateLimitMessages, twoStepMessages } from '#domain/messages.ts';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { seal, unseal } from '#server/crypto/aead.ts';
import { deriveKey } from '#server/secrets.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { actorOfUser } from '#server/auth/route-policy.ts';
import { startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { tryAgainIn } from '#server/rate-limit/limiter.ts';
import { beginCodeAttempt as countCodeAttempt, clearCodeAttempts } from '#server/rate-limit/sign-in-backoff.ts';
import { findUserById } from '#server/auth/users.ts';
import { signInRefusal } from '#server/auth/sign-in-refusal.ts';
import { belongsToDemo, findOrganisationById } from '#server/organisations/index.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import { generateTotpSecret, matchingTimeStep, otpauthUri, qrMatrix } from './totp.ts';
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  deletePendingSignIns,
  deleteExpiredPendingSignIns,
  findPendingSignIn,
  findSecondFactor,
  hasAuthenticatorApp,
  hasConfirmedSecondFactor,
  hasPasskey,
  insertPendingSignIn,
  lockPerson,
  markConfirmed,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
  takePendingSignIn,
  useRecoveryCode,
} from './queries.ts';

/** A request to change two-step sign-in, and where it came from: its network counts towards the back-off. */
type FromClient<Input> = Input & { client: Visitor };

/** The second step must follow the password within five minutes. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

// The secret is sealed to its owner's row: copied onto another person's row it does not open.
const sealingKey = (context: ServerContext) => deriveKey(context.secrets, 'second-factor');
const boundTo = (userId: string) => `second-factor:${userId}`;

/**
 * Wrong codes count in the back-off of sign-in-backoff.ts, per (account, network) and per
 * account across every network, under counts of their own: a right password clears its own
 * count, and must not clear these, or a guesser who knows the password would get fresh free
 * tries after every password.
 */
async function beginCodeAttempt(context: ServerContext, userId: string, client: Visitor): Promise<void> {
  const attempt = await countCodeAttempt(context.db, context.clock, userId, client.network);
  if (!attempt.allowed) {
    throw new AppError('rate_limited', [rateLimitMessages.tooManyAttempts, tryAgainIn(attempt.retryAfterSeconds)], undefined, {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
}

/**
 * Whether `code` is a current code of the person's secret, used for the first time: its time
 * step is recorded, and a code of the same or an earlier step is refused from then on.
 */
async function acceptAuthenticatorCode(context: ServerContext, db: Database, userId: string, code: string): Promise<boolean> {
  const factor = await findSecondFactor(db, userId);
  if (!factor) return false;
  const step = matchingTimeStep(unseal(sealingKey(context), factor.sealedSecret, boundTo(userId)), code, context.clock.now());
  return step !== null && (await claimTimeStep(db, userId, step));
}

/** New recovery codes for the person (the old ones stop working), to be shown once; only their hashes are kept. */
export async function issueRecoveryCodes(context: ServerContext, db: Database, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode), context.clock.now());
  return codes;
}

/** The rule the route policy applies to every request, with the person's organisation's setting. */
export async function mustKeepTwoStep(db: Database, user: SessionUserRow): Promise<boolean> {
  const organisation = user.organisationId ? await findOrganisationById(db, user.organisationId) : undefined;
  return mustUseTwoStepSignIn(actorOfUser(user), { requiresTwoStepForEveryone: organisation?.settings.requireTwoStepForEveryone === true });
}

export async function twoStepStatus(context: ServerContext, user: SessionUserRow) {
  return {
    enabled: await hasAuthenticatorApp(context.db, user.id),
    required: await mustKeepTwoStep(context.db, user),
    recoveryCodesLeft: await countUnusedRecoveryCodes(context.db, user.id),
  };
}

/** A new secret for the person's app; it takes effect only once a code from it is confirmed. */
export async function startEnrolment(context: ServerContext, user: SessionUserRow) {
  const secret = generateTotpSecret();
  const saved = await saveUnconfirmedSecret(context.db, user.id, seal(sealingKey(context), secret, boundTo(user.id)), context.clock.now());
  if (!saved) throw new AppError('conflict', twoStepMessages.alreadyOn);
  const uri = otpauthUri(secret, user.email);
  return { otpauthUri: uri, manualKey: secret, qrCode: await qrMatrix(uri) };
}

/** The password and a first right code turn two-step sign-in on; the recovery codes are shown this once. */
export async function confirmEnrolment(
  context: ServerContext,
  user: SessionUserRow,
  input: FromClient<z.output<typeof ConfirmEnrolmentRequestSchema>>,
) {
  const { client } = input;
  const factor = await findSecondFactor(context.db, user.id);
  if (!factor) throw new AppError('conflict', twoStepMessages.notStarted);
  if (factor.confirmedAt) throw new AppError('conflict', twoStepMessages.alreadyOn);
  await beginCodeAttempt(context, user.id, client);
  const passwordMatches = user.passwordHash ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!passwordMatches) throw new AppError('invalid_credentials', twoStepMessages.wrongPassword);
  const recoveryCodes = await context.db.transaction(async (tx) => {
    if (!(await acceptAuthenticatorCode(context, tx, user.id, input.code)))
      throw new AppError('invalid_credentials', twoStepMessages.wrongCode);
    await markConfirmed(tx, user.id, context.clock.now());
    const codes = await issueRecoveryCodes(context, tx, user.id);
    await recordAuditEvent(tx, user.organisationId, user.id, 'TWO_STEP_ENABLED');
    return codes;
  });
  await clearCodeAttempts(context.db, user.id, client.network);
  return { recoveryCodes };
}

/** The password and a current code, counted in the back-off like a sign-in. */
async function reauthenticate(
  context: ServerContext,
  db: Database,
  user: SessionUserRow,
  input: z.output<typeof ReauthenticationRequestSchema>,
) {
  if (!(await hasAuthenticatorApp(db, user.id))) throw new AppError('conflict', twoStepMessages.notOn);
  const passwordMatches = user.passwordHash ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!passwordMatches) throw new AppError('invalid_credentials', twoStepMessages.wrongPassword);
  if (!(await acceptAuthenticatorCode(context, db, user.id, input.code)))
    throw new AppError('invalid_credentials', twoStepMessages.wrongCode);
}

export async function regenerateRecoveryCodes(
  context: ServerContext,
  user: SessionUserRow,
  input: FromClient<z.output<typeof ReauthenticationRequestSchema>>,
) {
  const { client } = input;
  await beginCodeAttempt(context, user.id, client);
  const recoveryCodes = await context.db.transaction(async (tx) => {
    await reauthenticate(context, tx, user, input);
    const codes = await issueRecoveryCodes(context, tx, user.id);
    await recordAuditEvent(tx, user.organisationId, user.id, 'TWO_STEP_RECOVERY_CODES_REGENERATED');
    return codes;
  });
  await clearCodeAttempts(context.db, user.id, client.network);
  return { recoveryCodes };
}

/** The refusal for someone who must keep two-step sign-in and would be left without a second factor. */
export function lastSecondFactorRefusal(user: SessionUserRow): AppError {
  const requiredByRole = mustUseTwoStepSignIn(actorOfUser(user), { requiresTwoStepForEveryone: false });
  return new AppError('forbidden', requiredByRole ? twoStepMessages.requiredForAdministrators : twoStepMessages.requiredByOrganisation);
}

/**
 * Only for people who may go without, or who keep a passkey: administrators, and everyone in
 * an organisation that requires it, keep a second factor.
 */
export async function turnOffTwoStep(
  context: ServerContext,
  user: SessionUserRow,
  input: FromClient<z.output<typeof ReauthenticationRequestSchema>>,
) {
  const { client } = input;
  await beginCodeAttempt(context, user.id, client);
  await context.db.transaction(async (tx) => {
    // In the transaction that removes it, behind the person's lock: a passkey removed at the same moment is seen.
    await lockPerson(tx, user.id);
    if ((await mustKeepTwoStep(tx, user)) && !(await hasPasskey(tx, user.id))) throw lastSecondFactorRefusal(user);
    await reauthenticate(context, tx, user, input);
    await deleteSecondFactor(tx, user.id);
    await deletePendingSignIns(tx, user.id);
    await recordAuditEvent(tx, user.organisationId, user.id, 'TWO_STEP_DISABLED');
  });
  await clearCodeAttempts(context.db, user.id, client.network);
  return twoStepStatus(context, user);
}

/** Hourly housekeeping: pending sign-ins that expired unused. */
export async function purgeExpiredPendingSignIns(context: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  await deleteExpiredPendingSignIns(context.db, context.clock.now());
}

/** A new password (by e-mailed link) also ends every sign-in that was waiting for its code. */
export async function endPendingSignIns(db: Database, userId: string): Promise<void> {
  await deletePendingSignIns(db, userId);
}

/**
 * The password was right (or single sign-on without a second factor, `viaSso`): if the person
 * has a second factor, no session yet, only a pending sign-in.
 */
export async function beginPendingSignInIfNeeded(context: ServerContext, userId: string, options: { viaSso?: boolean } = {}) {
  if (!(await hasConfirmedSecondFactor(context.db, userId))) return null;
  const token = generateToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MS);
  await insertPendingSignIn(context.db, userId, hashToken(token), now, expiresAt, options.viaSso === true);
  return { token, expiresAt };
}

/** How the second step was proven, as the audit trail names it. */
export type SecondStepProof = 'authenticator' | 'recovery_code' | 'passkey';

/**
 * Proves the second step inside the sign-in's transaction: answers how, or throws `refusal`
 * (which is recorded as a failed sign-in with `reason`) or any other error.
 */
export type SecondStepProver = (tx: Database, user: SessionUserRow) => Promise<SecondStepProof>;

/**
 * The second step: a code from the app or a recovery code (used up), or a passkey (passkeys/).
 * The pending sign-in is taken in the same transaction as the proof, so it starts at most one
 * session, and a wrong proof leaves it for another try (within the back-off) until it expires.
 * Only once the proof is right does the person learn that their organisation is suspended or
 * their address needs verifying (the transaction is then undone: nothing is used up).
 */
export async function completePendingSignIn(
  context: ServerContext,
  client: Visitor,
  pendingToken: string | undefined,
  failure: { refusal: AppError; reason: string },
  prove: SecondStepProver,
) {
  const { user, viaSso } = await pendingSignIn(context, pendingToken);
  const tokenHash = hashToken(pendingToken ?? '');
  await beginCodeAttempt(context, user.id, client);
  const session = await context.db
    .transaction(async (tx) => {
      if (!(await takePendingSignIn(tx, tokenHash, context.clock.now()))) throw signInExpired();
      const secondStep = await prove(tx, user);
      const refusal = await signInRefusal(tx, user, viaSso ? 'sso' : 'password');
      if (refusal) throw refusal;
      await recordAuditEvent(tx, user.organisationId, user.id, 'SIGNED_IN', { client: client.address, second_step: secondStep });
      return startSession(tx, context.clock, user.id, client.userAgent);
    })
    .catch(async (error: unknown) => {
      // Recorded outside the transaction the error rolled back; the proof itself never is.
      const code = error instanceof AppError ? error.code : null;
      const reason =
        error === failure.refusal ? failure.reason : code === 'organisation_suspended' || code === 'sso_required' ? code : null;
      if (reason) await recordAuditEvent(context.db, user.organisationId, user.id, 'SIGN_IN_FAILED', { client: client.address, reason });
      throw error;
    });
  await clearCodeAttempts(context.db, user.id, client.network);
  return { user, session };
}

const signInExpired = () => new AppError('unauthenticated', twoStepMessages.signInExpired);

/** The person of a live pending sign-in, and whether it began with single sign-on; or the refusal that it has expired. */
async function pendingSignIn(context: ServerContext, pendingToken: string | undefined) {
  const pending = pendingToken ? await findPendingSignIn(context.db, hashToken(pendingToken), context.clock.now()) : undefined;
  if (!pending) throw signInExpired();
  const user = await findUserById(context.db, pending.userId);
  if (!user || !user.isActive || (await belongsToDemo(context.db, user))) throw signInExpired();
  return { user, viaSso: pending.viaSso };
}

/** The person of a live pending sign-in, or the refusal that it has expired. */
export async function pendingSignInUser(context: ServerContext, pendingToken: string | undefined): Promise<SessionUserRow> {
  return (await pendingSignIn(context, pendingToken)).user;
}

/** The second step with a code from the app, or a recovery code (used up). */
export async function completeSecondStep(
  context: ServerContext,
  client: Visitor,
  { pendingToken, code }: { pendingToken: string | undefined; code: string },
) {
  const wrongCode = new AppError('invalid_credentials', twoStepMessages.wrongCode);
  return completePendingSignIn(context, client, pendingToken, { refusal: wrongCode, reason: 'wrong_code' }, async (tx, user) => {
    if (/^\d{6}$/.test(code)) {
      if (!(await acceptAuthenticatorCode(context, tx, user.id, code))) throw wrongCode;
      return 'authenticator';
    }
    if (!(await useRecoveryCode(tx, user.id, hashRecoveryCode(code), context.clock.now()))) throw wrongCode;
    await recordAuditEvent(tx, user.organisationId, user.id, 'TWO_STEP_RECOVERY_CODE_USED', {
      recovery_codes_left: await countUnusedRecoveryCodes(tx, user.id),
    });
    return 'recovery_code';
  });
}
