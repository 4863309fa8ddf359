import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { organisations, users } from '#server/db/schema.ts';

const report = alias(users, 'report');

export async function activePeopleCount(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.organisationId, organisationId), eq(users.isActive, true)));
  return row?.n ?? 0;
}

/**
 * The organisation's teams: every member (manager or admin) with active direct reports, with
 * their team's size, in one grouped query whatever the number of teams. With `managerId`,
 * only that person's team.
 */
export async function teamsWithActiveReports(db: Database, organisationId: string, managerId?: string) {
  return db
    .select({ managerId: users.id, firstName: users.firstName, lastName: users.lastName, teamSize: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(report, and(eq(report.managerId, users.id), eq(report.organisationId, organisationId), eq(report.isActive, true)))
    .where(and(eq(users.organisationId, organisationId), ...(managerId ? [eq(users.id, managerId)] : [])))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function demoOrganisation(db: Database) {
  const [row] = await db.select().from(organisations).where(eq(organisations.isDemo, true)).orderBy(asc(organisations.createdAt)).limit(1);
  return row;
}
