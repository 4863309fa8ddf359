import { describe, expect, it } from 'vitest';
import { ORGANISATION } from './anonymity-auditor.ts';
import { planPublication, shownCells, type CellCount } from './publication-plan.ts';

const cells = (domain: string, answers: number[]): CellCount[] => answers.map((count, index) => ({ questionId: `${domain}-${index + 1}`, domain, answers: count }));

describe('heat-map cells', () => {
  it('shows every cell with six answers or more', () => {
    expect([...shownCells(cells('d', [6, 9, 12]), new Set(['d']))].sort()).toEqual(['d-1', 'd-2', 'd-3']);
  });

  it('never hides one cell alone in a shown domain: the next-smallest is hidden with it', () => {
    // d-1 has five answers; hidden alone, domain minus the shown cells would give it away.
    expect([...shownCells(cells('d', [5, 7, 12]), new Set(['d']))]).toEqual(['d-3']);
  });

  it('hides more until the hidden cells hold at least six answers between them', () => {
    // d-1 and d-2 hide 2 + 3 = 5 answers: not enough, so d-3 goes too.
    expect([...shownCells(cells('d', [2, 3, 6, 20]), new Set(['d']))]).toEqual(['d-4']);
  });

  it('shows no cell of a hidden domain', () => {
    expect(shownCells(cells('d', [10, 10]), new Set())).toEqual(new Set());
  });

  it('leaves other domains alone', () => {
    expect([...shownCells([...cells('a', [5, 9, 9]), ...cells('b', [8, 8])], new Set(['a', 'b']))].sort()).toEqual(['a-3', 'b-1', 'b-2']);
  });
});

describe('publication planning', () => {
  it('gives a team dropped on the way another chance, so it suppresses no more than it must', () => {
    const cells = new Map([
      [1, new Map([['', 4], ['m1', 5], ['m0', 2]])],
      [2, new Map([['', 2], ['m1', 3], ['m0', 4]])],
      [3, new Map([['m1', 7], ['m0', 1]])],
    ]);
    const plan = planPublication({
      release: 3,
      cells,
      domains: ['d'],
      domainRespondents: () => 10,
      history: { d: [{ group: ORGANISATION, upTo: 1 }, { group: ORGANISATION, upTo: 2 }, { group: 'm1', upTo: 2 }] },
    });
    // Both teams together would expose people; m0 alone does not, m1 alone would.
    expect(plan.d).toEqual([{ group: ORGANISATION, upTo: 3 }, { group: 'm0', upTo: 3 }]);
  });
});

describe('subtrees in the plan', () => {
  const cellsOf = (byTeam: Record<string, number>) => new Map([[1, new Map(Object.entries(byTeam))]]);
  const respondents = (byTeam: Record<string, number>) => (group: string) =>
    group === ORGANISATION ? Object.values(byTeam).reduce((a, b) => a + b, 0) : group === 'subtree:a' ? (byTeam.A ?? 0) + (byTeam.B ?? 0) : (byTeam[group] ?? 0);

  it("gives up the subtree, not the team, when the subtree minus the manager's team is three people", () => {
    // Three people without a manager, so that the organisation minus both teams is six.
    const byTeam = { A: 6, B: 3, C: 6, '': 3 };
    const plan = planPublication({ release: 1, cells: cellsOf(byTeam), domains: ['d'], domainRespondents: respondents(byTeam), history: {}, subtrees: [{ group: 'subtree:a', teams: ['A', 'B'] }] });
    expect(plan.d).toEqual([
      { group: ORGANISATION, upTo: 1 },
      { group: 'A', upTo: 1 },
      { group: 'C', upTo: 1 },
    ]);
  });

  it('publishes the subtree with its teams where every difference is six or more', () => {
    const byTeam = { A: 6, B: 6, C: 6 };
    const plan = planPublication({ release: 1, cells: cellsOf(byTeam), domains: ['d'], domainRespondents: respondents(byTeam), history: {}, subtrees: [{ group: 'subtree:a', teams: ['A', 'B'] }] });
    expect(plan.d).toContainEqual({ group: 'subtree:a', upTo: 1, teams: ['A', 'B'] });
    expect(plan.d).toHaveLength(5);
  });
});
