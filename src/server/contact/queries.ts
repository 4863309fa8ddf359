import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

export async function insertContactMessage(db: Database, row: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(row);
}
