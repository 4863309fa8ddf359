import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { assessmentsPastRetention, deleteAnswersOf } from './queries.ts';

/**
 * Deletes the released answers (and any sealed draft left) of assessments that closed longer ago
 * than their organisation's retention period, as the consent text promises. The aggregates
 * and publications stay: they hold no one's answers, only what the auditor admitted.
 * Returns how many assessments were purged.
 */
export async function purgeExpiredAnswers(db: Database, clock: Clock): Promise<number> {
  const expired = await assessmentsPastRetention(db, clock.now());
  if (expired.length === 0) return 0;
  await db.transaction((tx) => deleteAnswersOf(tx, expired));
  return expired.length;
}
