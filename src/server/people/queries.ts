import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import { INVITABLE_ROLES, type InvitableRole } from '#domain/api/invitations.ts';
import type { Role } from '#domain/roles.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { assessments, invitations, surveyRecipients, users } from '#server/db/schema.ts';

const manager = alias(users, 'manager');
const isInvitableRole = (role: Role): role is InvitableRole => (INVITABLE_ROLES as readonly Role[]).includes(role);

/** Members of one organisation with their manager's name and the size of their team. */
export async function listMembers(
  db: Database,
  organisationId: string,
  filters: { id?: string | undefined; search?: string | undefined; role?: Role | undefined; active?: boolean | undefined },
) {
  const conditions: SQL[] = [eq(users.organisationId, organisationId)];
  if (filters.id) conditions.push(eq(users.id, filters.id));
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.active !== undefined) conditions.push(eq(users.isActive, filters.active));
  if (filters.search) {
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.email}) like ${pattern})`);
  }
  return db
    .select({
      user: users,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      directReports: sql<number>`(select count(*)::int from ${users} as report
        where report.organisation_id = ${organisationId} and report.manager_id = ${users.id} and report.is_active)`,
    })
    .from(users)
    .leftJoin(manager, and(eq(manager.id, users.managerId), eq(manager.organisationId, organisationId)))
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Open invitations (not accepted, not revoked) of one organisation, optionally filtered. */
export async function listOpenInvitations(
  db: Database,
  organisationId: string,
  filters: { search?: string | undefined; role?: Role | undefined },
) {
  // Nobody is invited as a platform administrator.
  if (filters.role !== undefined && !isInvitableRole(filters.role)) return [];
  const conditions: SQL[] = [eq(invitations.organisationId, organisationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)];
  if (filters.role) conditions.push(eq(invitations.role, filters.role));
  if (filters.search) {
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`lower(${invitations.email}) like ${pattern}`);
  }
  return db
    .select({ invitation: invitations, managerFirstName: manager.firstName, managerLastName: manager.lastName })
    .from(invitations)
    .leftJoin(manager, and(eq(manager.id, invitations.managerId), eq(manager.organisationId, organisationId)))
    .where(and(...conditions))
    .orderBy(asc(invitations.email));
}

export async function findMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return row;
}

export async function countActiveAdmins(db: Database, organisationId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.role, 'organisation_admin'), eq(users.isActive, true)));
  return row?.n ?? 0;
}

const ChainSchema = z.object({ id: z.string() });

/**
 * The manager chain above a person, nearest first, in one recursive query (bounded, and
 * stopping at a repeat, in case of damaged data).
 */
export async function managerChain(db: Database, organisationId: string, userId: string): Promise<string[]> {
  const rows = parseRows(
    await db.execute(sql`
      with recursive chain(id, depth, path) as (
        select manager_id, 1, array[id, manager_id]
        from ${users} where organisation_id = ${organisationId} and id = ${userId} and manager_id is not null
        union all
        select u.manager_id, chain.depth + 1, chain.path || u.manager_id
        from chain join ${users} u on u.id = chain.id and u.organisation_id = ${organisationId}
        where u.manager_id is not null and not (u.manager_id = any(chain.path)) and chain.depth < 1000
      )
      select id from chain order by depth`),
    ChainSchema,
  );
  return rows.map((row) => row.id);
}

/** Members of the organisation with any of `emails` (any case), by lower-case address: one query for a whole list. */
export async function findMembersByEmails(db: Database, organisationId: string, emails: string[]) {
  const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lower.length === 0) return new Map<string, typeof users.$inferSelect>();
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(sql`lower(${users.email})`, lower)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

/** Which of `emails` (lower case) already belong to members: one query for a whole list. */
export async function memberEmailsAmong(db: Database, organisationId: string, emails: string[]): Promise<Set<string>> {
  return new Set((await findMembersByEmails(db, organisationId, emails)).keys());
}

const StatusCountsSchema = z.object({ active: z.coerce.number(), deactivated: z.coerce.number(), invited: z.coerce.number() });

/** How many people of the organisation are active, deactivated and invited (an open, unexpired invitation), counted in the database. */
export async function countPeopleByStatus(db: Database, organisationId: string, now: Date) {
  const [row] = parseRows(
    await db.execute(sql`
      select
        (select count(*) from ${users} where organisation_id = ${organisationId} and is_active) as active,
        (select count(*) from ${users} where organisation_id = ${organisationId} and not is_active) as deactivated,
        (select count(*) from ${invitations} where organisation_id = ${organisationId}
           and accepted_at is null and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz) as invited`),
    StatusCountsSchema,
  );
  return row ?? { active: 0, deactivated: 0, invited: 0 };
}

export async function updateMember(
  db: Database,
  organisationId: string,
  userId: string,
  change: Pick<Partial<typeof users.$inferInsert>, 'role' | 'managerId' | 'isActive' | 'attributes' | 'personalEmail'> & {
    updatedAt: Date;
  },
) {
  const [row] = await db
    .update(users)
    .set(change)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .returning();
  return row;
}

/**
 * A leaver becomes a recipient of their organisation's open exit survey, waiting to be mailed,
 * when they gave a personal address: their work address is no longer theirs (decision 0066).
 * Inside the deactivation's transaction; true when they were added.
 */
export async function addLeaver(db: Database, organisationId: string, userId: string): Promise<boolean> {
  const added = await db.execute(sql`
    insert into ${surveyRecipients} (organisation_id, assessment_id, user_id, sent_at, reason)
    select a.organisation_id, a.id, u.id, null, 'exit'
    from ${assessments} a join ${users} u on u.organisation_id = a.organisation_id
    where a.organisation_id = ${organisationId}::uuid and a.audience = 'exit' and a.status = 'open'
      and u.id = ${userId}::uuid and u.personal_email is not null
    on conflict do nothing
    returning 1`);
  return parseRows(added, z.object({})).length > 0;
}
