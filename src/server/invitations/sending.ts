import { and, eq, isNull, like } from 'drizzle-orm';
import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { roleLabel } from '#domain/roles.ts';
import type { Database } from '../db/client.ts';
import { invitations } from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { invitationMail } from '../mail/templates.ts';
import { findOrganisationById } from '../accounts/queries.ts';
import { findMember } from './queries.ts';

const VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60_000;
/** Small enough that a chunk's transaction is short and other requests get their turn between chunks. */
const CHUNK = 25;
const UNSENT = 'unsent:';

/** The token hash of an invitation whose mail is still to be queued: it can never match a real token's hash. */
export function unsentTokenHash(): string {
  return `${UNSENT}${crypto.randomUUID()}`;
}

/** Queues the invitation e-mail (a new token each time) and points the invitation at it. */
export async function sendInvitationMail(context: ServerContext, db: Database, organisationId: string, invitationId: string, reminder: boolean) {
  const token = generateToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + VALIDITY_MS);
  const [invitation] = await db
    .update(invitations)
    .set({ tokenHash: hashToken(token), sentAt: now, expiresAt })
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)))
    .returning();
  if (!invitation) throw new Error('invitation vanished while sending');
  const organisation = await findOrganisationById(db, organisationId);
  const inviter = invitation.invitedBy ? await findMember(db, organisationId, invitation.invitedBy) : undefined;
  const mail = invitationMail({
    organisationName: organisation?.name ?? 'your organisation',
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
    roleLabel: roleLabel[invitation.role],
    url: new URL(`/invite/${token}`, context.publicUrl).toString(),
    expiresAt,
    reminder,
  });
  const mailId = await enqueueMail(db, context, { organisationId, kind: 'invitation', to: invitation.email, ...mail });
  await db
    .update(invitations)
    .set({ lastMailId: mailId })
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)));
}

/**
 * Queues the mail of invitations recorded by a request, a chunk per transaction, yielding
 * between chunks so the server keeps answering while a large batch goes out. Rows are
 * claimed with SKIP LOCKED: several processes never mail one invitation twice.
 */
export async function queueUnsentInvitationMail(context: ServerContext): Promise<void> {
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const chunk = await tx
        .select({ id: invitations.id, organisationId: invitations.organisationId })
        .from(invitations)
        .where(and(like(invitations.tokenHash, `${UNSENT}%`), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
        .orderBy(invitations.createdAt)
        .limit(CHUNK)
        .for('update', { skipLocked: true });
      for (const row of chunk) await sendInvitationMail(context, tx, row.organisationId, row.id, false);
      return chunk.length < CHUNK;
    });
    if (done) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

