import type { Database } from '#server/db/client.ts';
import { activeQuestions } from './queries.ts';

/**
 * The active question ids of each set, kept briefly per database handle. Question sets are
 * product content that changes only when a deployment synchronises the question bank, so a
 * save need not read them; the short lifetime bounds how long another process's new bank
 * goes unseen. Nothing about an assessment's state is cached: each save checks that in SQL.
 */
const LIFETIME_MS = 60_000;

type Entry = { ids: ReadonlySet<string>; loadedAt: number };

const cacheOf = new WeakMap<Database, Map<string, Entry>>();

export async function activeQuestionIds(db: Database, questionSetId: string): Promise<ReadonlySet<string>> {
  let cache = cacheOf.get(db);
  if (!cache) {
    cache = new Map();
    cacheOf.set(db, cache);
  }
  const entry = cache.get(questionSetId);
  if (entry && performance.now() - entry.loadedAt < LIFETIME_MS) return entry.ids;
  const ids = new Set((await activeQuestions(db, questionSetId)).map((question) => question.id));
  cache.set(questionSetId, { ids, loadedAt: performance.now() });
  return ids;
}
