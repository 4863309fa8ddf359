import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '#domain/api/invitations.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { invitations, mailOutbox, organisations, rateLimitBuckets, users } from '#server/db/schema.ts';

const inviter = alias(users, 'inviter');

export type InvitationRow = typeof invitations.$inferSelect;

export type InvitationFilters = { search?: string | undefined; status: InvitationStatus | 'all'; now: Date };

/** The conditions of a status, as invitationStatus (src/domain/invitation-status.ts) decides it. */
function statusCondition(status: InvitationStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'accepted':
      return isNotNull(invitations.acceptedAt);
    case 'revoked':
      return and(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt));
    case 'expired':
      return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), lte(invitations.expiresAt, now));
    case 'pending':
      return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));
  }
}

function invitationConditions(organisationId: string, filters: InvitationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(invitations.organisationId, organisationId)];
  if (filters.status !== 'all') conditions.push(statusCondition(filters.status, filters.now));
  if (filters.search) {
    // The search is text to find, not a pattern: LIKE's own characters are escaped.
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`lower(${invitations.email}) like ${pattern}`);
  }
  return and(...conditions);
}

/** One page of invitations, newest first, with who sent each and how its last e-mail fared. */
export async function listInvitationRows(
  db: Database,
  organisationId: string,
  filters: InvitationFilters,
  page: { limit: number; offset: number },
) {
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
    .where(invitationConditions(organisationId, filters))
    .orderBy(desc(invitations.createdAt), asc(invitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInvitations(db: Database, organisationId: string, filters: InvitationFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(invitations).where(invitationConditions(organisationId, filters));
  return row?.total ?? 0;
}

export async function findInvitation(db: Database, organisationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)));
  return row;
}

/**
 * The invitation behind a link, with its organisation's name. Not scoped: the token is the
 * credential. Never one into the read-only demo organisation, which nobody can join.
 */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ invitation: invitations, organisationName: organisations.name, organisationSuspendedAt: organisations.suspendedAt })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .where(and(eq(invitations.tokenHash, tokenHash), eq(organisations.isDemo, false)));
  const [row] = await (options.forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}

/** The open (neither accepted nor revoked) invitations of `emails` (lower case), by address. */
export async function findOpenInvitationsByEmails(db: Database, organisationId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, InvitationRow>();
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

export async function insertInvitations(
  db: Database,
  organisationId: string,
  rows: Omit<typeof invitations.$inferInsert, 'organisationId'>[],
) {
  if (rows.length === 0) return;
  await db.insert(invitations).values(rows.map((row) => ({ ...row, organisationId })));
}

type Renewal = Pick<InvitationRow, 'id' | 'role' | 'managerId' | 'managerEmail' | 'firstName' | 'lastName' | 'tokenHash' | 'attributes'>;

/** Renews expired invitations for a new sender and new details, all in one statement. */
export async function renewInvitations(db: Database, organisationId: string, invitedBy: string, renewals: Renewal[]) {
  if (renewals.length === 0) return;
  const rows = JSON.stringify(
    renewals.map((renewal) => ({
      id: renewal.id,
      role: renewal.role,
      manager_id: renewal.managerId,
      manager_email: renewal.managerEmail,
      first_name: renewal.firstName,
      last_name: renewal.lastName,
      token_hash: renewal.tokenHash,
      attributes: renewal.attributes,
    })),
  );
  await db.execute(sql`
    update ${invitations} set role = r.role, invited_by = ${invitedBy}::uuid, manager_id = r.manager_id, manager_email = r.manager_email,
      first_name = r.first_name, last_name = r.last_name, token_hash = r.token_hash, attributes = r.attributes, last_mail_id = null
    from jsonb_to_recordset(${rows}::jsonb)
      as r(id uuid, role text, manager_id uuid, manager_email text, first_name text, last_name text, token_hash text, attributes jsonb)
    where ${invitations.organisationId} = ${organisationId} and ${invitations.id} = r.id`);
}

/** Revokes the invitation if it is still open; undefined when it was not. */
export async function revokeOpenInvitation(
  db: Database,
  organisationId: string,
  invitationId: string,
  change: { revokedAt: Date; revokedBy: string },
) {
  const [row] = await db
    .update(invitations)
    .set(change)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return row;
}

export async function markInvitationAccepted(
  db: Database,
  organisationId: string,
  invitationId: string,
  change: { acceptedAt: Date; acceptedBy: string },
) {
  await db
    .update(invitations)
    .set(change)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, invitationId)));
}

type AccountProfile = Omit<typeof users.$inferInsert, 'id' | 'email'> & { organisationId: string };

/** Puts an existing account without an organisation (or already in this one) into the invitation's organisation. */
export async function joinExistingAccount(db: Database, userId: string, profile: AccountProfile) {
  const [account] = await db
    .update(users)
    .set(profile)
    .where(and(eq(users.id, userId), or(isNull(users.organisationId), eq(users.organisationId, profile.organisationId))))
    .returning();
  return account;
}

export async function insertAccount(db: Database, profile: AccountProfile & { email: string }) {
  const [account] = await db.insert(users).values(profile).returning();
  return account;
}

/** An active manager or administrator of the organisation by address (lower case), who can be someone's manager. */
export async function findLeadByEmail(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        sql`lower(${users.email}) = ${email}`,
        eq(users.isActive, true),
        inArray(users.role, ['manager', 'organisation_admin']),
      ),
    );
  return row;
}

/**
 * The members who joined from an invitation naming `manager.email` as their manager, before that
 * manager had joined, now report to them: those with no manager yet, never one of the manager's
 * own managers (that would make a circle). Returns how many.
 */
export async function linkReportsAwaitingManager(
  db: Database,
  organisationId: string,
  manager: { id: string; email: string },
  now: Date,
): Promise<number> {
  const linked = await db
    .update(users)
    .set({ managerId: manager.id, updatedAt: now })
    .where(
      and(
        eq(users.organisationId, organisationId),
        isNull(users.managerId),
        sql`${users.id} <> ${manager.id}`,
        sql`${users.id} in (select accepted_by from ${invitations} where organisation_id = ${organisationId} and manager_email = ${manager.email.toLowerCase()} and accepted_by is not null)`,
        sql`${users.id} not in (
          with recursive chain(id) as (
            select manager_id from ${users} where id = ${manager.id} and organisation_id = ${organisationId}
            union select u.manager_id from ${users} u join chain on u.id = chain.id where u.organisation_id = ${organisationId}
          ) select id from chain where id is not null)`,
      ),
    )
    .returning({ id: users.id });
  return linked.length;
}

/** What an invitation e-mail says: the invitation, its organisation's name and who sent it. */
const mailFacts = {
  id: invitations.id,
  organisationId: invitations.organisationId,
  email: invitations.email,
  role: invitations.role,
  organisationName: organisations.name,
  organisationSettings: organisations.settings,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};

function mailFactsQuery(db: Database) {
  return db
    .select(mailFacts)
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .leftJoin(inviter, and(eq(inviter.id, invitations.invitedBy), eq(inviter.organisationId, invitations.organisationId)));
}

export type InvitationMailFacts = Awaited<ReturnType<typeof invitationMailFacts>>[number];

/** The mail facts of one organisation's invitations. */
export async function invitationMailFacts(db: Database, organisationId: string, invitationIds: string[]) {
  if (invitationIds.length === 0) return [];
  return mailFactsQuery(db).where(and(eq(invitations.organisationId, organisationId), inArray(invitations.id, invitationIds)));
}

/**
 * Claims up to `limit` recorded invitations whose mail is still to be queued (any organisation:
 * this is the background sender's question), with their mail facts, skipping rows another
 * process holds.
 */
export async function claimUnsentInvitations(db: Database, unsentPrefix: string, limit: number) {
  return mailFactsQuery(db)
    .where(and(like(invitations.tokenHash, `${unsentPrefix}%`), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(invitations.createdAt)
    .limit(limit)
    .for('update', { of: invitations, skipLocked: true });
}

/** Points each invitation at its new link and e-mail, in one statement for a whole batch. */
export async function recordInvitationsSent(
  db: Database,
  sent: { id: string; organisationId: string; tokenHash: string; mailId: string; sentAt: Date; expiresAt: Date }[],
) {
  if (sent.length === 0) return;
  const rows = JSON.stringify(
    sent.map((row) => ({
      id: row.id,
      organisation_id: row.organisationId,
      token_hash: row.tokenHash,
      last_mail_id: row.mailId,
      sent_at: row.sentAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
  );
  await db.execute(sql`
    update ${invitations} set token_hash = r.token_hash, last_mail_id = r.last_mail_id, sent_at = r.sent_at, expires_at = r.expires_at
    from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, organisation_id uuid, token_hash text, last_mail_id uuid, sent_at timestamptz, expires_at timestamptz)
    where ${invitations.organisationId} = r.organisation_id and ${invitations.id} = r.id`);
}

/**
 * Adds `count` to a counter whose window opens anew `windowMs` after it last opened, in one
 * upsert (concurrent requests of any process are counted exactly); the counter afterwards.
 */
export async function addToDailyCount(db: Database, key: string, count: number, now: Date, windowMs: number) {
  const windowOpenedBefore = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: now, hits: count })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowOpenedBefore} then ${count} else ${rateLimitBuckets.hits} + ${count} end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowOpenedBefore} then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
  if (!bucket) throw new Error('counter upsert returned no row');
  return bucket;
}

/** Pending invitations (neither accepted, revoked nor expired) of the organisation, by id after `afterId`, `limit` at a time. */
export async function pendingInvitationsAfter(db: Database, organisationId: string, now: Date, afterId: string | null, limit: number) {
  return db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        afterId === null ? undefined : gt(invitations.id, afterId),
      ),
    )
    .orderBy(asc(invitations.id))
    .limit(limit);
}
