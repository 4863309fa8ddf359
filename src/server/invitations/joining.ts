import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invitationRefusals } from '#domain/messages/people.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { invitations } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { endAllSessions } from '#server/auth/sessions.ts';
import { findUserByEmail } from '#server/auth/users.ts';
import { passwordRefusedBySso } from '#server/sso/index.ts';
import {
  findLeadByEmail,
  insertAccount,
  joinExistingAccount,
  linkReportsAwaitingManager,
  markInvitationAccepted,
  type InvitationRow,
} from './queries.ts';

/** Who joins, as they gave it; `passwordHash` null for someone who joined from an answer link (decision 0056). */
export type JoiningProfile = { firstName: string; lastName: string; passwordHash: string | null };

/** An invitation, locked for the rest of the transaction (two uses of one link cannot both succeed). */
export async function lockInvitation(tx: Database, organisationId: string, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)))
    .for('update');
  return row;
}

/**
 * The organisation's open invitation of an address, locked for the rest of the transaction, when
 * it has one that has not expired: someone invited who signs in with the organisation joins as
 * the invitation says (decision 0054).
 */
export async function lockOpenInvitationOf(tx: Database, organisationId: string, email: string, now: Date) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Creates the account of a pending, locked invitation: in its organisation, with its role, the
 * address counted as verified (the e-mailed link proves it), and marks the invitation accepted.
 * An account the address already has joins, unless it belongs to another organisation.
 */
export async function joinByInvitation(tx: Database, clock: Clock, invitation: InvitationRow, joining: JoiningProfile) {
  const now = clock.now();
  const profile = {
    organisationId: invitation.organisationId,
    role: invitation.role,
    firstName: joining.firstName,
    lastName: joining.lastName,
    // Joining from an answer link sets no password, and keeps the one an existing account has.
    ...(joining.passwordHash === null ? {} : { passwordHash: joining.passwordHash }),
    emailVerifiedAt: now,
    managerId:
      invitation.managerId ??
      (invitation.managerEmail ? ((await findLeadByEmail(tx, invitation.organisationId, invitation.managerEmail))?.id ?? null) : null),
    isActive: true,
    // Attributes from the people import (decision 0059).
    attributes: invitation.attributes,
    updatedAt: now,
  };
  const existing = await findUserByEmail(tx, invitation.email);
  let account;
  if (existing) {
    // One organisation per person: an account elsewhere cannot be moved by an invitation.
    if (existing.organisationId && existing.organisationId !== invitation.organisationId) {
      throw new AppError('conflict', invitationRefusals.accountElsewhere);
    }
    account = await joinExistingAccount(tx, existing.id, profile);
    if (account) await endAllSessions(tx, clock, account.id);
  } else {
    account = await insertAccount(tx, { ...profile, email: invitation.email });
  }
  if (!account) throw new Error('account write returned nothing');
  // Where the organisation requires single sign-on, a password would bypass it: the caller's
  // transaction is undone, and the invitation stays for signing in with the organisation.
  if (joining.passwordHash !== null && (await passwordRefusedBySso(tx, account))) throw new AppError('sso_required');
  await markInvitationAccepted(tx, invitation.organisationId, invitation.id, { acceptedAt: now, acceptedBy: account.id });
  // People of the same import who joined first report to a manager or admin joining now.
  if (invitation.role !== 'employee') await linkReportsAwaitingManager(tx, invitation.organisationId, account, now);
  await recordAuditEvent(tx, invitation.organisationId, account.id, 'INVITATION_ACCEPTED', {
    invitation_id: invitation.id,
    role: invitation.role,
  });
  return account;
}
