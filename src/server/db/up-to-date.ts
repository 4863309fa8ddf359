import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database.ts';
import { questionBankFingerprint } from './question-bank-sync.ts';
import { parseRows } from './rows.ts';

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** When the newest migration of this build was made: drizzle records it as the applied migration's created_at. */
function newestMigrationOf(migrationsFolder: string): number {
  const journal = JournalSchema.parse(JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has this build's newest migration and its question bank: then a
 * start skips both, one query instead of dozens (a restart of the same build is the common case).
 * A new database has neither table, so the query fails and the answer is no.
 */
export async function isUpToDate(db: Database, migrationsFolder: string): Promise<boolean> {
  try {
    const [state] = parseRows(
      await db.execute(
        sql`select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied, (select fingerprint from question_bank_state) as bank`,
      ),
      z.object({ applied: z.string().nullable(), bank: z.string().nullable() }),
    );
    return state?.applied === String(newestMigrationOf(migrationsFolder)) && state.bank === questionBankFingerprint;
  } catch {
    return false;
  }
}
