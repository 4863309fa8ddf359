import type { FastifyRequest } from 'fastify';
import type { SsoRefusal } from '#domain/messages/sso.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { findUserByEmail, insertUser } from '#server/auth/users.ts';
import type { ServerContext } from '#server/context.ts';
import { seal, unseal } from '#server/crypto/aead.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { joinByInvitation, lockOpenInvitationOf } from '#server/invitations/index.ts';
import { emailDomainOf, organisationIsSuspended } from '#server/organisations/index.ts';
import { deriveKey } from '#server/secrets.ts';
import { beginPendingSignInIfNeeded } from '#server/two-step/index.ts';
import { callbackUrlOf, configurationOf } from './configuration.ts';
import { SsoRefusalError, type PendingSignIn, type VerifiedIdentity } from './protocol.ts';
import { protocolNamed } from './protocols.ts';
import {
  findSsoConfiguration,
  insertPendingSsoSignIn,
  markVerifiedBySso,
  takePendingSsoSignIn,
  type SsoConfigurationRow,
} from './queries.ts';

/** The provider has ten minutes to answer. */
export const SSO_PENDING_MS = 10 * 60_000;

const pendingKey = (context: ServerContext) => deriveKey(context.secrets, 'sso-pending');
const pendingBoundTo = (organisationId: string) => `sso-pending:${organisationId}`;

async function configurationAndProtocol(context: ServerContext, organisationId: string) {
  const row = await findSsoConfiguration(context.db, organisationId);
  const protocol = row ? protocolNamed(row.protocol) : undefined;
  if (!row || !protocol) throw new SsoRefusalError('not_configured');
  return {
    row,
    protocol,
    config: configurationOf(context, row),
    callbackUrl: callbackUrlOf(context, organisationId, protocol.callbackPath),
  };
}

/** Where to send the browser, and the token of the pending sign-in that only this browser will hold (its cookie). */
export async function beginSsoSignIn(context: ServerContext, organisationId: string, loginHint: string | undefined) {
  const { protocol, config, callbackUrl } = await configurationAndProtocol(context, organisationId);
  const { redirectUrl, pending } = await protocol.begin(config, callbackUrl, {
    clock: context.clock,
    db: context.db,
    ...(loginHint ? { loginHint } : {}),
  });
  const token = generateToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + SSO_PENDING_MS);
  await insertPendingSsoSignIn(context.db, {
    organisationId,
    tokenHash: hashToken(token),
    sealedPending: seal(pendingKey(context), JSON.stringify(pending), pendingBoundTo(organisationId)),
    createdAt: now,
    expiresAt,
  });
  return { redirectUrl, token, expiresAt };
}

export type SsoOutcome =
  | { kind: 'session'; user: SessionUserRow; session: { token: string; expiresAt: Date } }
  | { kind: 'second_step'; user: SessionUserRow; pending: { token: string; expiresAt: Date } };

/**
 * The provider's answer: the pending sign-in taken (once), the answer verified by the protocol,
 * then the person signed in. Every refusal is an SsoRefusalError, recorded in the
 * organisation's audit trail with its reason.
 */
export async function completeSsoSignIn(
  context: ServerContext,
  request: FastifyRequest,
  input: { organisationId: string; pendingToken: string | undefined; visitor: Visitor },
): Promise<SsoOutcome> {
  const { organisationId, pendingToken, visitor } = input;
  try {
    const taken = pendingToken
      ? await takePendingSsoSignIn(context.db, organisationId, hashToken(pendingToken), context.clock.now())
      : undefined;
    if (!taken) throw new SsoRefusalError('expired');
    const pending = JSON.parse(unseal(pendingKey(context), taken.sealedPending, pendingBoundTo(organisationId))) as PendingSignIn;
    const { row, protocol, config, callbackUrl } = await configurationAndProtocol(context, organisationId);
    const identity = await protocol.complete(config, pending, request, { clock: context.clock, db: context.db, callbackUrl });
    return await signInWithIdentity(context, row, identity, visitor);
  } catch (error) {
    if (!(error instanceof SsoRefusalError)) throw error;
    request.log.info({ reason: error.reason, detail: error.message }, 'single sign-on refused');
    if (error.reason !== 'not_configured' || (await findSsoConfiguration(context.db, organisationId)))
      await recordAuditEvent(context.db, organisationId, null, 'SSO_SIGN_IN_REFUSED', {
        client: visitor.address,
        reason: error.reason,
      }).catch(() => undefined);
    throw error;
  }
}

/** A first and last name from the provider's name, or from the address when it sent none. */
function namesOf(identity: VerifiedIdentity): { firstName: string; lastName: string } {
  const name = identity.name?.trim() || identity.email.slice(0, identity.email.indexOf('@'));
  const space = name.indexOf(' ');
  const firstName = (space < 0 ? name : name.slice(0, space)).slice(0, 100);
  return {
    firstName,
    lastName:
      space < 0
        ? ''
        : name
            .slice(space + 1)
            .trim()
            .slice(0, 100),
  };
}

/** Finds the person in the organisation, or makes them an employee of it just in time; never moves anyone. */
async function memberFor(context: ServerContext, row: SsoConfigurationRow, identity: VerifiedIdentity): Promise<SessionUserRow> {
  const refuse = (reason: SsoRefusal) => new SsoRefusalError(reason);
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const existing = await findUserByEmail(tx, identity.email);
    if (existing) {
      if (existing.organisationId !== row.organisationId) throw refuse('other_organisation');
      if (!existing.isActive) throw refuse('account_deactivated');
      return existing.emailVerifiedAt ? existing : ((await markVerifiedBySso(tx, existing.id, now)) ?? existing);
    }
    // Someone invited joins as invited: with the invitation's role, manager and attributes.
    const invitation = await lockOpenInvitationOf(tx, row.organisationId, identity.email, now);
    if (invitation) {
      const names = namesOf(identity);
      const joined = await joinByInvitation(tx, context.clock, invitation, {
        firstName: invitation.firstName || names.firstName,
        lastName: invitation.lastName || names.lastName,
        passwordHash: null,
      });
      await recordAuditEvent(tx, row.organisationId, joined.id, 'USER_REGISTERED', { protocol: row.protocol });
      return joined;
    }
    const user = await insertUser(tx, {
      email: identity.email,
      ...namesOf(identity),
      role: 'employee',
      organisationId: row.organisationId,
      emailVerifiedAt: now,
    });
    await recordAuditEvent(tx, row.organisationId, user.id, 'USER_REGISTERED', { protocol: row.protocol });
    return user;
  });
}

/**
 * What follows a verified identity, whatever the protocol: the address must be at a domain the
 * configuration serves; the person is found in the organisation or joins it as an employee
 * (consent is asked on their first page, as after registration); a suspended organisation
 * refuses; without the provider's multi-factor assertion, a person with a second factor
 * enters its code first; the session counts as two-step when the provider asserted it.
 */
export async function signInWithIdentity(
  context: ServerContext,
  row: SsoConfigurationRow,
  identity: VerifiedIdentity,
  visitor: Visitor,
): Promise<SsoOutcome> {
  if (!row.emailDomains.includes(emailDomainOf(identity.email))) throw new SsoRefusalError('email_outside_domains');
  const user = await memberFor(context, row, identity).catch(async (error: unknown) => {
    // Two first sign-ins of one person at once: the second finds the first's account.
    if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
    return memberFor(context, row, identity);
  });
  if (await organisationIsSuspended(context.db, user)) throw new SsoRefusalError('organisation_suspended');
  if (!identity.multiFactor) {
    const pending = await beginPendingSignInIfNeeded(context, user.id, { viaSso: true });
    if (pending) return { kind: 'second_step', user, pending };
  }
  const session = await startSession(context.db, context.clock, user.id, visitor.userAgent, { providerMultiFactor: identity.multiFactor });
  await recordAuditEvent(context.db, user.organisationId, user.id, 'SIGNED_IN', {
    client: visitor.address,
    protocol: row.protocol,
    multi_factor: identity.multiFactor,
  });
  return { kind: 'session', user, session };
}
