import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';

export async function insertAuditEvent(db: Database, row: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(row);
}

/** Whether an event with this action and these details (a subset of its details) exists for the organisation. */
export async function auditEventExists(db: Database, organisationId: string, action: string, details: Record<string, string>): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, organisationId), eq(auditEvents.action, action), sql`${auditEvents.details} @> ${JSON.stringify(details)}::jsonb`))
    .limit(1);
  return row !== undefined;
}
