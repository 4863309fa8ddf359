import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

export async function insertAuditEvent(db: Database, row: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(row);
}
