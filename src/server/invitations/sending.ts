import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import type { Database } from '#server/db/client.ts';
import type { ServerContext } from '#server/context.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { enqueueMails, invitationMail } from '#server/mail/index.ts';
import { defaultLocaleOf } from '#domain/organisation-settings.ts';
import { claimUnsentInvitations, recordInvitationsSent, type InvitationMailFacts } from './queries.ts';

const VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60_000;
/** Small enough that a chunk's transaction is short and other requests get their turn between chunks. */
const CHUNK = 25;
const UNSENT = 'unsent:';

/** The token hash of an invitation whose mail is still to be queued: it can never match a real token's hash. */
export function unsentTokenHash(): string {
  return `${UNSENT}${crypto.randomUUID()}`;
}

/**
 * Queues the e-mails of a batch of invitations (a new token and 14 days each) and points each
 * invitation at its link and mail: one insert of the mails and one update of the invitations,
 * whatever the batch's size.
 */
export async function sendInvitationMails(context: ServerContext, db: Database, batch: InvitationMailFacts[], reminder: boolean) {
  if (batch.length === 0) return;
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + VALIDITY_MS);
  const tokens = batch.map(() => generateToken());
  const mailIds = await enqueueMails(
    db,
    context,
    batch.map((invitation, index) => ({
      organisationId: invitation.organisationId,
      kind: 'invitation',
      to: invitation.email,
      // Nobody has an account yet: the organisation's default language.
      ...invitationMail(defaultLocaleOf(invitation.organisationSettings), {
        organisationName: invitation.organisationName,
        inviterName: invitation.inviterFirstName !== null ? `${invitation.inviterFirstName} ${invitation.inviterLastName ?? ''}` : null,
        role: invitation.role,
        url: new URL(`/invite/${tokens[index] ?? ''}`, context.publicUrl).toString(),
        expiresAt,
        reminder,
      }),
    })),
  );
  await recordInvitationsSent(
    db,
    batch.map((invitation, index) => ({
      id: invitation.id,
      organisationId: invitation.organisationId,
      tokenHash: hashToken(tokens[index] ?? ''),
      mailId: mailIds[index] ?? '',
      sentAt: now,
      expiresAt,
    })),
  );
}

/**
 * Queues the mail of invitations recorded by a request, a chunk per transaction, yielding
 * between chunks so the server keeps answering while a large batch goes out. Rows are
 * claimed with SKIP LOCKED: several processes never mail one invitation twice.
 */
export async function queueUnsentInvitationMail(context: ServerContext): Promise<void> {
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const chunk = await claimUnsentInvitations(tx, UNSENT, CHUNK);
      await sendInvitationMails(context, tx, chunk, false);
      return chunk.length < CHUNK;
    });
    if (done) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
