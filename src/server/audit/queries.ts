import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';

export async function insertAuditEvent(db: Database, row: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(row);
}
