import type { Subtree } from './publication-plan.ts';

/*
 * A manager's subtree: the teams of the manager and of every manager below them, at any
 * depth. A team is keyed by its manager's id, as participations record it when someone
 * starts; the manager links at release time say which teams each subtree holds. Pure, so
 * the release job and the results read the same tree the same way.
 */

const PREFIX = 'subtree:';

/** The key a subtree's figures are published and stored under; never a team key (those are ids). */
export const subtreeKey = (managerId: string) => `${PREFIX}${managerId}`;

/** The manager at the top of a subtree key, or null for any other group. */
export const subtreeManager = (group: string): string | null => (group.startsWith(PREFIX) ? group.slice(PREFIX.length) : null);

/** One person's place in the organisation chart. */
export type ManagerLink = { id: string; managerId: string | null };

/**
 * Every manager's subtree that holds more than their own team (a manager with a manager among
 * their reports), its teams sorted. A loop in the links (never made by the product, but not
 * prevented by the schema) stops where it comes back: a team is listed once.
 */
export function managerSubtrees(links: readonly ManagerLink[]): Subtree[] {
  const reportsOf = new Map<string, string[]>();
  for (const link of links)
    if (link.managerId !== null && link.managerId !== link.id)
      reportsOf.set(link.managerId, [...(reportsOf.get(link.managerId) ?? []), link.id]);
  const managers = [...reportsOf.keys()].sort();
  const subtrees: Subtree[] = [];
  for (const manager of managers) {
    const teams = new Set([manager]);
    const queue = [manager];
    for (let head = 0; head < queue.length; head += 1) {
      for (const report of reportsOf.get(queue[head] ?? '') ?? []) {
        if (!reportsOf.has(report) || teams.has(report)) continue;
        teams.add(report);
        queue.push(report);
      }
    }
    if (teams.size > 1) subtrees.push({ group: subtreeKey(manager), teams: [...teams].sort() });
  }
  return subtrees;
}
