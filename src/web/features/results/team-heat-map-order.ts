import type { DomainScore, TeamResults } from '#domain/api/results.ts';
import { perLocale } from './format.ts';

/** What the team heat map is ordered by: the team's name, or its score in one domain. */
export type TeamOrder = { column: 'team' | { domain: string }; direction: 'ascending' | 'descending' };

export const DEFAULT_TEAM_ORDER: TeamOrder = { column: 'team', direction: 'ascending' };

/** The column key a header compares against the current order. */
export const columnKey = (column: TeamOrder['column']) => (column === 'team' ? 'team' : `domain:${column.domain}`);

/**
 * The order after a header's button is pressed: the same column flips direction; another
 * column starts ascending for names and descending (best first) for scores.
 */
export function nextTeamOrder(current: TeamOrder, column: TeamOrder['column']): TeamOrder {
  if (columnKey(current.column) === columnKey(column)) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: column === 'team' ? 'ascending' : 'descending' };
}

/** Names in the shown language's alphabetical order. */
const nameCollator = perLocale((locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }));

/** A row the map orders: a team, or a manager's subtree. */
type Row = Pick<TeamResults, 'managerName' | 'domains'>;

function meanIn(team: Row, domain: string): number | null {
  const score: DomainScore | undefined = team.domains.find((entry) => entry.domain === domain);
  return score?.canShow ? score.meanScore : null;
}

/**
 * The teams in the chosen order. Hidden cells have no number to compare, so they go last in
 * either direction (their order among themselves is by name): sorting never places a hidden
 * team between two shown scores, which would hint at where its score lies.
 */
export function orderTeams<T extends Row>(teams: readonly T[], order: TeamOrder): T[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  const collator = nameCollator();
  const byName = (a: T, b: T) => collator.compare(a.managerName, b.managerName);
  const { column } = order;
  if (column === 'team') return [...teams].sort((a, b) => sign * byName(a, b));
  return [...teams].sort((a, b) => {
    const left = meanIn(a, column.domain);
    const right = meanIn(b, column.domain);
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0) || byName(a, b);
    return sign * (left - right) || byName(a, b);
  });
}
