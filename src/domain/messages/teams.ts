import { msg, plural } from '@lingui/core/macro';

/** How a manager's subtree (their team and every team below) is named wherever teams are listed. */
export const subtreeMessages = {
  name: (managerName: string) => msg`${managerName}'s organisation`,
  /** Beside the name: it is a group of teams, never one team. */
  kind: (teamCount: number) => msg`Group of ${plural(teamCount, { one: '# team', other: '# teams' })}`,
} as const;
