import type { z } from 'zod';
import { generateRegistrationOptions, type AuthenticationResponseJSON, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AddedPasskey, AuthenticationResponseSchema, Passkey, RegisterPasskeyRequestSchema } from '#domain/api/passkeys.ts';
import { passkeyMessages, twoStepMessages } from '#domain/messages.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import type { SessionUserRow } from '#server/auth/sessions.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { clearCodeAttempts } from '#server/rate-limit/sign-in-backoff.ts';
import {
  hasAuthenticatorApp,
  hasConfirmedSecondFactor,
  issueRecoveryCodes,
  lastSecondFactorRefusal,
  lockPerson,
  mustKeepTwoStep,
} from '#server/two-step/index.ts';
import { ceremonyRefusal, issueChallenge, takeChallengeOf } from './challenges.ts';
import {
  confirmSession,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  sessionConfirmedAt,
  type PasskeyRow,
} from './queries.ts';
import { authenticationOptions, relyingParty, transportsOf, userHandleOf, verifiedCounter, verifiedCredential } from './relying-party.ts';
import { countAttempt } from './sign-in.ts';

/** A sign-in, the password or a passkey proves who holds the session for this long: then adding a passkey asks again. */
export const CONFIRMATION_MS = 5 * 60_000;

/** The session of the request: its token, for the confirmation it carries. */
type Own = { user: SessionUserRow; sessionToken: string; client: Visitor };

export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

export async function listOwnPasskeys(context: ServerContext, user: SessionUserRow) {
  return { passkeys: (await listPasskeys(context.db, user.id)).map(passkeyView) };
}

/**
 * Whether the session proved who it is a few minutes ago; else the password, checked here and
 * counted in the back-off like a wrong code. A borrowed session alone cannot add a passkey.
 */
async function requireConfirmation(context: ServerContext, own: Own, password: string | undefined): Promise<void> {
  const tokenHash = hashToken(own.sessionToken);
  const now = context.clock.now();
  if (password !== undefined) {
    await countAttempt(context, own.user.id, own.client);
    const matches = own.user.passwordHash ? await verifyPassword(own.user.passwordHash, password) : false;
    // As changing the password says it: beside the field, the person still signed in.
    if (!matches)
      throw new AppError('validation_failed', twoStepMessages.wrongPassword, [
        { path: 'password', message: twoStepMessages.wrongPassword },
      ]);
    await clearCodeAttempts(context.db, own.user.id, own.client.network);
    await confirmSession(context.db, tokenHash, own.user.id, now);
    return;
  }
  const confirmedAt = await sessionConfirmedAt(context.db, tokenHash, own.user.id);
  if (!confirmedAt || now.getTime() - confirmedAt.getTime() > CONFIRMATION_MS) throw new AppError('confirmation_required');
}

/** Options to make a new passkey, after a recent confirmation; the person's passkeys are excluded, so one authenticator is added once. */
export async function startRegistration(context: ServerContext, own: Own, password: string | undefined) {
  await requireConfirmation(context, own, password);
  const { user } = own;
  const existing = await listPasskeys(context.db, user.id);
  const rp = relyingParty(context);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    timeout: 120_000,
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { options, ceremony: await issueChallenge(context, 'register', user.id, options.challenge) };
}

export async function finishRegistration(
  context: ServerContext,
  user: SessionUserRow,
  ceremonyToken: string | undefined,
  input: z.output<typeof RegisterPasskeyRequestSchema>,
): Promise<AddedPasskey> {
  const challenge = await takeChallengeOf(context, ceremonyToken, 'register', user.id);
  const credential = await verifiedCredential(context, input.response as RegistrationResponseJSON, challenge);
  if (!credential) throw ceremonyRefusal('register', passkeyMessages.notAccepted);
  return context.db.transaction(async (tx) => {
    await lockPerson(tx, user.id);
    // The first second factor of any kind comes with recovery codes, as the app's set-up does: a lost device need not lock anyone out.
    const first = !(await hasConfirmedSecondFactor(tx, user.id));
    const row = await insertPasskey(tx, { ...credential, userId: user.id, name: input.name, createdAt: context.clock.now() });
    if (!row) throw new AppError('conflict', passkeyMessages.alreadyAdded);
    await recordAuditEvent(tx, user.organisationId, user.id, 'PASSKEY_ADDED', { passkey: row.name });
    return first ? { ...passkeyView(row), recoveryCodes: await issueRecoveryCodes(context, tx, user.id) } : passkeyView(row);
  });
}

/** Confirming with a passkey instead of the password: one of the person's own, verifying its user. */
export async function startConfirmation(context: ServerContext, user: SessionUserRow) {
  const passkeys = await listPasskeys(context.db, user.id);
  if (passkeys.length === 0) throw new AppError('conflict', passkeyMessages.noneOnAccount);
  const options = await authenticationOptions(context, passkeys, 'required');
  return { options, ceremony: await issueChallenge(context, 'confirm', user.id, options.challenge) };
}

export async function finishConfirmation(
  context: ServerContext,
  own: Own,
  ceremonyToken: string | undefined,
  response: z.output<typeof AuthenticationResponseSchema>,
) {
  const { user } = own;
  const challenge = await takeChallengeOf(context, ceremonyToken, 'confirm', user.id);
  await countAttempt(context, user.id, own.client);
  const passkey = await findPasskeyByCredentialId(context.db, response.id);
  if (!passkey || passkey.userId !== user.id) throw ceremonyRefusal('confirm', passkeyMessages.notAccepted);
  const counter = await verifiedCounter(context, passkey, response as AuthenticationResponseJSON, challenge, true);
  const now = context.clock.now();
  if (counter === null || !(await recordPasskeyUse(context.db, passkey.id, passkey.counter, counter, now)))
    throw ceremonyRefusal('confirm', passkeyMessages.notAccepted);
  await clearCodeAttempts(context.db, user.id, own.client.network);
  await confirmSession(context.db, hashToken(own.sessionToken), user.id, now);
  return { confirmedUntil: new Date(now.getTime() + CONFIRMATION_MS).toISOString() };
}

export async function renameOwnPasskey(context: ServerContext, user: SessionUserRow, id: string, name: string): Promise<Passkey> {
  return context.db.transaction(async (tx) => {
    const row = await renamePasskey(tx, user.id, id, name);
    if (!row) throw new AppError('not_found', passkeyMessages.notFound);
    await recordAuditEvent(tx, user.organisationId, user.id, 'PASSKEY_RENAMED', { passkey: row.name });
    return passkeyView(row);
  });
}

/** Confirms the session with the password alone, for a change that asks (removing a passkey); counted in the back-off. */
export async function confirmWithPassword(context: ServerContext, own: Own, password: string) {
  await requireConfirmation(context, own, password);
  return { confirmedUntil: new Date(context.clock.now().getTime() + CONFIRMATION_MS).toISOString() };
}

/** Removes a passkey after a recent confirmation, unless it is the last second factor of someone who must keep one. */
export async function removeOwnPasskey(context: ServerContext, own: Own, id: string) {
  const { user } = own;
  await requireConfirmation(context, own, undefined);
  await context.db.transaction(async (tx) => {
    // Behind the person's lock, as turning the app off: of the two at the same moment, one sees the other's removal.
    await lockPerson(tx, user.id);
    const row = await deletePasskey(tx, user.id, id);
    if (!row) throw new AppError('not_found', passkeyMessages.notFound);
    const left = await listPasskeys(tx, user.id);
    if (left.length === 0 && !(await hasAuthenticatorApp(tx, user.id)) && (await mustKeepTwoStep(tx, user)))
      throw lastSecondFactorRefusal(user);
    await recordAuditEvent(tx, user.organisationId, user.id, 'PASSKEY_REMOVED', { passkey: row.name });
  });
  return listOwnPasskeys(context, user);
}

/**
 * New recovery codes for someone with a passkey, after a recent confirmation (the password or a
 * passkey), as the app's users get them with the password and a code; the old ones stop working.
 */
export async function regenerateRecoveryCodesWithPasskey(context: ServerContext, own: Own) {
  const { user } = own;
  await requireConfirmation(context, own, undefined);
  const recoveryCodes = await context.db.transaction(async (tx) => {
    if ((await listPasskeys(tx, user.id)).length === 0) throw new AppError('conflict', passkeyMessages.noneOnAccount);
    const codes = await issueRecoveryCodes(context, tx, user.id);
    await recordAuditEvent(tx, user.organisationId, user.id, 'TWO_STEP_RECOVERY_CODES_REGENERATED');
    return codes;
  });
  return { recoveryCodes };
}
