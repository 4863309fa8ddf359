import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITABLE_ROLES, type InvitableRole } from '#domain/api/invitations.ts';
import type { Role } from '#domain/roles.ts';
import type { Database } from '../db/client.ts';
import { invitations, users } from '../db/schema.ts';

const manager = alias(users, 'manager');
const isInvitableRole = (role: Role): role is InvitableRole => (INVITABLE_ROLES as readonly Role[]).includes(role);

/** Members of one organisation with their manager's name and the size of their team. */
export async function listMembers(db: Database, organisationId: string, filters: { search?: string | undefined; role?: string | undefined; active?: boolean | undefined }) {
  const conditions: SQL[] = [eq(users.organisationId, organisationId)];
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
export async function listOpenInvitations(db: Database, organisationId: string, filters: { search?: string | undefined; role?: Role | undefined }) {
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

/** The manager chain above a person, nearest first (bounded, in case of damaged data). */
export async function managerChain(db: Database, organisationId: string, userId: string): Promise<string[]> {
  const chain: string[] = [];
  let current: string | null = userId;
  while (current && chain.length < 1000) {
    const row = await findMember(db, organisationId, current);
    current = row?.managerId ?? null;
    if (current) {
      if (chain.includes(current)) break;
      chain.push(current);
    }
  }
  return chain;
}

export async function findMemberByEmail(db: Database, organisationId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}
