import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { organisations, sessions, users } from '#server/db/schema.ts';

/** The organisation, its row locked: a suspension and a reinstatement of one organisation happen one at a time. */
export async function lockOrganisationForPlatform(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      isDemo: organisations.isDemo,
      suspendedAt: organisations.suspendedAt,
      suspensionReason: organisations.suspensionReason,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return row;
}

export async function setSuspension(
  db: Database,
  organisationId: string,
  suspension: { suspendedAt: Date | null; suspensionReason: string | null },
  now: Date,
) {
  await db
    .update(organisations)
    .set({ ...suspension, updatedAt: now })
    .where(eq(organisations.id, organisationId));
}

/** Ends every open session of the organisation's people; returns how many. */
export async function endOrganisationSessions(db: Database, organisationId: string, now: Date): Promise<number> {
  const members = db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), inArray(sessions.userId, members)))
    .returning({ one: sql`1` });
  return ended.length;
}
