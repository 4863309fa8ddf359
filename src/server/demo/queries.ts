import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { answerDrafts, assessments, organisations, participations, users } from '#server/db/schema.ts';
import { ADVISORY_LOCKS } from '#server/db/advisory-locks.ts';

/**
 * The demo's rows, written once at start-up: not scoped to one tenant, since the demo
 * organisation is made here. Every insert is one statement for a whole list.
 */

const DEMO_SEED_LOCK_KEY = ADVISORY_LOCKS.demoSeed;

/** Held until the transaction ends: processes starting together seed the demo one after another. */
export async function lockDemoSeed(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
}

export async function insertDemoOrganisation(db: Database, values: Omit<typeof organisations.$inferInsert, 'isDemo'>) {
  const [organisation] = await db
    .insert(organisations)
    .values({ ...values, isDemo: true })
    .returning({ id: organisations.id });
  if (!organisation) throw new Error('demo organisation insert returned nothing');
  return organisation;
}

export async function insertPeople(db: Database, people: (typeof users.$inferInsert)[]): Promise<void> {
  if (people.length > 0) await db.insert(users).values(people);
}

export async function insertAssessment(db: Database, values: typeof assessments.$inferInsert) {
  const [assessment] = await db.insert(assessments).values(values).returning({ id: assessments.id });
  if (!assessment) throw new Error('demo assessment insert returned nothing');
  return assessment;
}

export async function insertParticipations(db: Database, rows: (typeof participations.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(participations).values(rows);
}

export async function insertDrafts(db: Database, rows: (typeof answerDrafts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(answerDrafts).values(rows);
}
