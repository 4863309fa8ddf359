import type { z } from 'zod';
import {
  INVITATION_VALIDITY_DAYS,
  MAX_INVITATIONS_PER_REQUEST,
  type AcceptInvitationRequestSchema,
  type InvitableRole,
  type InvitationListQuerySchema,
  type InvitationListResponseSchema,
  type InvitationOutcome,
} from '#domain/api/invitations.ts';
import { invitationStatus } from '#domain/invitation-status.ts';
import { invitationMessages } from '#domain/messages.ts';
import { invitationRefusals } from '#domain/messages/people.ts';
import { EmailSchema } from '#domain/validation.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { hashToken } from '#server/auth/tokens.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { findMember, memberEmailsAmong } from '#server/people/index.ts';
import {
  countInvitations,
  findInvitation,
  findInvitationByTokenHash,
  findOpenInvitationsByEmails,
  insertInvitations,
  invitationMailFacts,
  listInvitationRows,
  renewInvitations,
  revokeOpenInvitation,
} from './queries.ts';
import { reserveInvitations } from './quota.ts';
import { joinByInvitation } from './joining.ts';
import { sendInvitationMails, unsentTokenHash } from './sending.ts';

import { inRequestLanguage } from '#server/i18n/index.ts';
import type { PersonAttributes } from '#domain/person-attributes.ts';
const VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60_000;

type InvitationList = z.infer<typeof InvitationListResponseSchema>;

/** One page of the organisation's invitations that match the search and status, newest first. */
export async function listInvitations(
  context: ServerContext,
  actor: OrganisationActor,
  query: z.output<typeof InvitationListQuerySchema>,
): Promise<InvitationList> {
  const { organisationId } = actor;
  const now = context.clock.now();
  const filters = { search: query.search || undefined, status: query.status, now };
  const [rows, total] = await Promise.all([
    listInvitationRows(context.db, organisationId, filters, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countInvitations(context.db, organisationId, filters),
  ]);
  const list = rows.map(({ invitation, inviterFirstName, inviterLastName, mailStatus, mailAttempts, mailError }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    invitedByName: inviterFirstName ? `${inviterFirstName} ${inviterLastName ?? ''}`.trim() : null,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
    delivery:
      mailStatus === 'sent'
        ? ('sent' as const)
        : mailStatus === 'failed'
          ? ('failed' as const)
          : (mailAttempts ?? 0) > 0
            ? ('retrying' as const)
            : ('queued' as const),
    deliveryError: mailStatus === 'sent' ? null : (mailError ?? null),
  }));
  return { invitations: list, total, page: query.page, pageSize: query.pageSize };
}

type Requested = {
  line: number;
  email: string;
  role: InvitableRole;
  managerId?: string | null;
  /** A manager the same people import invites (lower case), linked once both have joined. */
  managerEmail?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** From the people import, already checked against the organisation's values. */
  attributes?: PersonAttributes;
};

/** A person who has not proved their address could otherwise mail anyone in its name. */
async function requireVerifiedInviter(db: Database, actor: OrganisationActor): Promise<void> {
  const inviter = await findMember(db, actor.organisationId, actor.userId);
  if (!inviter?.emailVerifiedAt) {
    throw new AppError('forbidden', invitationRefusals.verifyBeforeInviting);
  }
}

/**
 * The addresses worth looking up: blank lines dropped, at most MAX_INVITATIONS_PER_REQUEST,
 * each valid address once; invalid and repeated lines are reported, not invited.
 */
function checkAddresses(requested: Requested[]): { valid: Requested[]; results: InvitationOutcome[] } {
  const nonBlank = requested.filter((entry) => entry.email.trim() !== '');
  if (nonBlank.length === 0) throw new AppError('validation_failed', invitationRefusals.noEmails);
  if (nonBlank.length > MAX_INVITATIONS_PER_REQUEST) {
    throw new AppError('validation_failed', invitationRefusals.tooManyAddresses(MAX_INVITATIONS_PER_REQUEST, nonBlank.length));
  }
  const results: InvitationOutcome[] = [];
  const seen = new Set<string>();
  const valid: Requested[] = [];
  for (const entry of nonBlank) {
    const parsed = EmailSchema.safeParse(entry.email);
    if (!parsed.success) {
      results.push({
        line: entry.line,
        email: entry.email.trim(),
        outcome: 'invalid',
        message: inRequestLanguage(invitationMessages.outcome.invalid),
      });
    } else if (seen.has(parsed.data.toLowerCase())) {
      results.push({
        line: entry.line,
        email: parsed.data,
        outcome: 'duplicate',
        message: inRequestLanguage(invitationMessages.outcome.duplicate),
      });
    } else {
      seen.add(parsed.data.toLowerCase());
      valid.push({ ...entry, email: parsed.data });
    }
  }
  return { valid, results };
}

/** Checks run first inside the invitations' transaction (the CSV import's attribute values, under their lock). */
type Recheck = (tx: Database) => Promise<void>;

/**
 * Invites each address once, reporting per line: invalid, listed twice, already a member,
 * already invited, or invited (an expired invitation is renewed rather than duplicated).
 * Every form (list, text, CSV import) comes here, so one cap covers them all. The request
 * only records the invitations, in one transaction with a few bulk statements; their mail is
 * queued in the background, in chunks (sending.ts), so a long list never holds the server.
 */
export async function createInvitations(context: ServerContext, actor: OrganisationActor, requested: Requested[], recheck?: Recheck) {
  const { organisationId } = actor;
  const { valid, results } = checkAddresses(requested);
  await requireVerifiedInviter(context.db, actor);
  if (valid.length === 0)
    throw new AppError(
      'validation_failed',
      invitationMessages.noValidEmails,
      results.map((r) => ({ path: `line ${r.line}`, message: `${r.email}: ${r.message}` })),
    );

  const now = context.clock.now();
  const report = (entry: Requested, outcome: InvitationOutcome['outcome']) =>
    results.push({ line: entry.line, email: entry.email, outcome, message: inRequestLanguage(invitationMessages.outcome[outcome]) });
  try {
    await context.db.transaction(async (tx) => {
      if (recheck) await recheck(tx);
      const lower = valid.map((entry) => entry.email.toLowerCase());
      const members = await memberEmailsAmong(tx, organisationId, lower);
      const open = await findOpenInvitationsByEmails(tx, organisationId, lower);
      const renewals: { entry: Requested; id: string }[] = [];
      const fresh: Requested[] = [];
      for (const entry of valid) {
        const existing = open.get(entry.email.toLowerCase());
        if (members.has(entry.email.toLowerCase())) report(entry, 'already_member');
        else if (existing && invitationStatus(existing, now) === 'pending') report(entry, 'already_invited');
        else if (existing) renewals.push({ entry, id: existing.id });
        else fresh.push(entry);
      }
      await reserveInvitations(tx, context.clock, organisationId, renewals.length + fresh.length, context.invitationsPerDay);

      await renewInvitations(
        tx,
        organisationId,
        actor.userId,
        renewals.map(({ entry, id }) => ({
          id,
          role: entry.role,
          managerId: entry.managerId ?? null,
          managerEmail: entry.managerEmail ?? null,
          firstName: entry.firstName ?? null,
          lastName: entry.lastName ?? null,
          tokenHash: unsentTokenHash(),
          attributes: entry.attributes ?? {},
        })),
      );
      for (const { entry } of renewals) report(entry, 'reinvited');
      if (fresh.length > 0) {
        await insertInvitations(
          tx,
          organisationId,
          fresh.map((entry) => ({
            email: entry.email,
            role: entry.role,
            tokenHash: unsentTokenHash(),
            invitedBy: actor.userId,
            managerId: entry.managerId ?? null,
            managerEmail: entry.managerEmail ?? null,
            firstName: entry.firstName ?? null,
            lastName: entry.lastName ?? null,
            attributes: entry.attributes ?? {},
            createdAt: now,
            sentAt: now,
            expiresAt: new Date(now.getTime() + VALIDITY_MS),
          })),
        );
        for (const entry of fresh) report(entry, 'invited');
      }
      const sent = renewals.length + fresh.length;
      if (sent > 0) await recordAuditEvent(tx, organisationId, actor.userId, 'INVITATIONS_SENT', { count: sent });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invitations_open_email_unique')) {
      throw new AppError('conflict', invitationRefusals.invitedMeanwhile);
    }
    throw error;
  }
  context.outbox.nudge();
  results.sort((a, b) => a.line - b.line);
  return { sent: results.filter((r) => r.outcome === 'invited' || r.outcome === 'reinvited').length, results };
}

/** A new link and a new 14 days for a pending invitation; the old link stops working. */
export async function resendInvitation(context: ServerContext, actor: OrganisationActor, input: { invitationId: string }) {
  const { organisationId } = actor;
  const { invitationId } = input;
  await requireVerifiedInviter(context.db, actor);
  await context.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, organisationId, invitationId);
    if (!invitation) throw new AppError('not_found', invitationRefusals.notFound);
    const status = invitationStatus(invitation, context.clock.now());
    if (status !== 'pending') throw new AppError('conflict', invitationRefusals.cannotResend(status));
    await reserveInvitations(tx, context.clock, organisationId, 1, context.invitationsPerDay);
    await sendInvitationMails(context, tx, await invitationMailFacts(tx, organisationId, [invitation.id]), true);
    await recordAuditEvent(tx, organisationId, actor.userId, 'INVITATION_RESENT', { invitation_id: invitation.id });
  });
  context.outbox.nudge();
  return { resent: true as const };
}

export async function revokeInvitation(context: ServerContext, actor: OrganisationActor, input: { invitationId: string }) {
  const { organisationId } = actor;
  const { invitationId } = input;
  await context.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, organisationId, invitationId);
    if (!invitation) throw new AppError('not_found', invitationRefusals.notFound);
    const revoked = await revokeOpenInvitation(tx, organisationId, invitation.id, {
      revokedAt: context.clock.now(),
      revokedBy: actor.userId,
    });
    if (!revoked) throw new AppError('conflict', invitationRefusals.cannotRevoke(invitationStatus(invitation, context.clock.now())));
    await recordAuditEvent(tx, organisationId, actor.userId, 'INVITATION_REVOKED', { invitation_id: invitation.id });
  });
  return { revoked: true as const };
}

export async function lookupInvitation(context: ServerContext, _visitor: Visitor, input: { token: string }) {
  const { token } = input;
  const row = await findInvitationByTokenHash(context.db, hashToken(token));
  if (!row) throw new AppError('invalid_token', invitationRefusals.invalidLink);
  return {
    email: row.invitation.email,
    firstName: row.invitation.firstName,
    lastName: row.invitation.lastName,
    role: row.invitation.role,
    organisationName: row.organisationName,
    status: invitationStatus(row.invitation, context.clock.now()),
  };
}

/**
 * Creates the account from an invitation: in the invitation's organisation, with its role,
 * the address counted as verified (the link proves it). The invitation row is locked, so two
 * submissions of one link cannot both succeed.
 */
export async function acceptInvitation(context: ServerContext, visitor: Visitor, input: z.output<typeof AcceptInvitationRequestSchema>) {
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  const user = await context.db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, hashToken(input.token), { forUpdate: true });
    if (!row) throw new AppError('invalid_token', invitationRefusals.invalidLink);
    const { invitation } = row;
    const status = invitationStatus(invitation, now);
    if (status === 'accepted') throw new AppError('conflict', invitationMessages.alreadyUsedTitle);
    if (status !== 'pending') throw new AppError('invalid_token', invitationRefusals.invalidLink);
    // A suspended organisation takes nobody in; the invitation stays for after its reinstatement.
    if (row.organisationSuspendedAt) throw new AppError('organisation_suspended');

    return joinByInvitation(tx, context.clock, invitation, { firstName: input.firstName, lastName: input.lastName, passwordHash });
  });
  const session = await startSession(context.db, context.clock, user.id, visitor.userAgent);
  return { user, session };
}
