import { countOf } from '../plural.ts';

/** How a manager's subtree (their team and every team below) is named wherever teams are listed. */
export const subtreeMessages = {
  name: (managerName: string) => `${managerName}'s organisation`,
  /** Beside the name: it is a group of teams, never one team. */
  kind: (teamCount: number) => `Group of ${countOf(teamCount, 'team')}`,
} as const;
