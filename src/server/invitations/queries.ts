import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { invitations, mailOutbox, organisations, users } from '../db/schema.ts';

const inviter = alias(users, 'inviter');

/** Every invitation of one organisation, newest first, with who sent it and how its mail fared. */
export async function listInvitationRows(db: Database, organisationId: string) {
  return db
    .select({
      invitation: invitations,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
      mailStatus: mailOutbox.status,
      mailAttempts: mailOutbox.attempts,
      mailError: mailOutbox.lastError,
    })
    .from(invitations)
    .leftJoin(inviter, and(eq(inviter.id, invitations.invitedBy), eq(inviter.organisationId, organisationId)))
    .leftJoin(mailOutbox, and(eq(mailOutbox.id, invitations.lastMailId), eq(mailOutbox.organisationId, organisationId)))
    .where(eq(invitations.organisationId, organisationId))
    .orderBy(desc(invitations.createdAt));
}

export async function findInvitation(db: Database, organisationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)));
  return row;
}

export async function findOpenInvitationByEmail(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  return row;
}

export async function findMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row;
}

export async function findMemberByEmail(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}

/**
 * The invitation behind a link, with its organisation's name. Not scoped: the token is the
 * credential. Never one into the read-only demo organisation, which nobody can join.
 */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ invitation: invitations, organisationName: organisations.name })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .where(and(eq(invitations.tokenHash, tokenHash), eq(organisations.isDemo, false)));
  const [row] = await (options.forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}

/** Which of `emails` (lower case) already belong to members: one query for a whole list. */
export async function findMemberEmails(db: Database, organisationId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((row) => row.email));
}

/** The open (neither accepted nor revoked) invitations of `emails` (lower case), by address. */
export async function findOpenInvitationsByEmails(db: Database, organisationId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, typeof invitations.$inferSelect>();
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        inArray(sql`lower(${invitations.email})`, emails),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}
