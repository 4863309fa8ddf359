import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { answerLinks, assessments, invitations, organisations, users } from '#server/db/schema.ts';

export type NewAnswerLink = typeof answerLinks.$inferInsert;

/** Many links in one statement: a launch e-mail's page of people. */
export async function insertAnswerLinks(db: Database, rows: NewAnswerLink[]): Promise<void> {
  if (rows.length > 0) await db.insert(answerLinks).values(rows);
}

/**
 * A link by its token's hash, with what its page shows and what decides whether it works: the
 * assessment, the organisation, and its person (member or invitation), each in the link's own
 * organisation (a person who moved elsewhere is not found). Not scoped: the token is the credential.
 */
export async function findAnswerLink(db: Database, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      link: answerLinks,
      title: assessments.title,
      status: assessments.status,
      audience: assessments.audience,
      organisationName: organisations.name,
      organisationSettings: organisations.settings,
      suspendedAt: organisations.suspendedAt,
      user: users,
      invitation: invitations,
    })
    .from(answerLinks)
    .innerJoin(assessments, and(eq(assessments.organisationId, answerLinks.organisationId), eq(assessments.id, answerLinks.assessmentId)))
    .innerJoin(organisations, eq(organisations.id, answerLinks.organisationId))
    .leftJoin(users, and(eq(users.id, answerLinks.userId), eq(users.organisationId, answerLinks.organisationId)))
    .leftJoin(invitations, and(eq(invitations.id, answerLinks.invitationId), eq(invitations.organisationId, answerLinks.organisationId)))
    .where(eq(answerLinks.tokenHash, tokenHash));
  const [row] = await (options.forUpdate ? query.for('update', { of: answerLinks }) : query);
  return row;
}
export type AnswerLinkRow = NonNullable<Awaited<ReturnType<typeof findAnswerLink>>>;

/** Uses a link up; false when it was used meanwhile (the row lock makes two uses wait for each other). */
export async function markAnswerLinkUsed(db: Database, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(answerLinks)
    .set({ used: true })
    .where(and(eq(answerLinks.tokenHash, tokenHash), eq(answerLinks.used, false)))
    .returning({ tokenHash: answerLinks.tokenHash });
  return used.length === 1;
}

/** Deletes the links that expired before `before`; how many. */
export async function deleteAnswerLinksExpiredBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(answerLinks).where(lt(answerLinks.expiresAt, before)).returning({ tokenHash: answerLinks.tokenHash });
  return deleted.length;
}
