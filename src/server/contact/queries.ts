import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';

export async function insertContactMessage(db: Database, row: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(row);
}
