import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** Whether the database answers: throws when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
