import { describe, expect, it } from 'vitest';
import { ORGANISATION } from './anonymity-auditor.ts';
import { planPublication } from './publication-plan.ts';

describe('publication planning', () => {
  it('gives a team dropped on the way another chance, so it suppresses no more than it must', () => {
    const cells = new Map([
      [
        1,
        new Map([
          ['', 4],
          ['m1', 5],
          ['m0', 2],
        ]),
      ],
      [
        2,
        new Map([
          ['', 2],
          ['m1', 3],
          ['m0', 4],
        ]),
      ],
      [
        3,
        new Map([
          ['m1', 7],
          ['m0', 1],
        ]),
      ],
    ]);
    const plan = planPublication({
      release: 3,
      cells,
      domains: ['d'],
      domainCells: () => cells,
      domainRespondents: () => 10,
      history: {
        d: [
          { group: ORGANISATION, upTo: 1 },
          { group: ORGANISATION, upTo: 2 },
          { group: 'm1', upTo: 2 },
        ],
      },
    });
    // Both teams together would expose people; m0 alone does not, m1 alone would.
    expect(plan.d).toEqual([
      { group: ORGANISATION, upTo: 3 },
      { group: 'm0', upTo: 3 },
    ]);
  });
});

describe('subtrees in the plan', () => {
  const cellsOf = (byTeam: Record<string, number>) => new Map([[1, new Map(Object.entries(byTeam))]]);
  const respondents = (byTeam: Record<string, number>) => (group: string) =>
    group === ORGANISATION
      ? Object.values(byTeam).reduce((a, b) => a + b, 0)
      : group === 'subtree:a'
        ? (byTeam.A ?? 0) + (byTeam.B ?? 0)
        : (byTeam[group] ?? 0);

  it("gives up the subtree, not the team, when the subtree minus the manager's team is three people", () => {
    // Three people without a manager, so that the organisation minus both teams is six.
    const byTeam = { A: 6, B: 3, C: 6, '': 3 };
    const plan = planPublication({
      release: 1,
      cells: cellsOf(byTeam),
      domains: ['d'],
      domainCells: () => cellsOf(byTeam),
      domainRespondents: respondents(byTeam),
      history: {},
      subtrees: [{ group: 'subtree:a', teams: ['A', 'B'] }],
    });
    expect(plan.d).toEqual([
      { group: ORGANISATION, upTo: 1 },
      { group: 'A', upTo: 1 },
      { group: 'C', upTo: 1 },
    ]);
  });

  it('publishes the subtree with its teams where every difference is six or more', () => {
    const byTeam = { A: 6, B: 6, C: 6 };
    const plan = planPublication({
      release: 1,
      cells: cellsOf(byTeam),
      domains: ['d'],
      domainCells: () => cellsOf(byTeam),
      domainRespondents: respondents(byTeam),
      history: {},
      subtrees: [{ group: 'subtree:a', teams: ['A', 'B'] }],
    });
    expect(plan.d).toContainEqual({ group: 'subtree:a', upTo: 1, teams: ['A', 'B'] });
    expect(plan.d).toHaveLength(5);
  });
});
