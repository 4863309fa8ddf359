import { completionRate } from '#domain/scoring.ts';
import type { Database } from '#server/db/client.ts';
import { countRecipients, type AssessmentRow } from '#server/assessments/index.ts';

type Completion = { activePeople: number; completed: number; rate: number; notCounted: number };

/**
 * Participation in a lifecycle survey (decision 0066): out of the people it was sent to, and only
 * the people whose answers are released, even once it is closed. Counting completions would move
 * with one leaver's answer: an administrator who deactivates people one at a time would learn who answered.
 */
export function forAudience<T extends Completion>(row: AssessmentRow, completion: T, sentTo: ReadonlyMap<string, number>): T {
  if (row.audience === 'everyone') return completion;
  const activePeople = sentTo.get(row.id) ?? 0;
  const completed = completion.completed - completion.notCounted;
  return { ...completion, activePeople, completed, notCounted: 0, rate: completionRate(completed, activePeople) };
}

/** How many people each lifecycle survey among `rows` was sent to. */
export async function sentToOf(db: Database, organisationId: string, rows: readonly AssessmentRow[]): Promise<Map<string, number>> {
  const lifecycle = rows.filter((row) => row.audience !== 'everyone').map((row) => row.id);
  return countRecipients(db, organisationId, lifecycle);
}
