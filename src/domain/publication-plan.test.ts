import { describe, expect, it } from 'vitest';
import { shownCells, type CellCount } from './publication-plan.ts';

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
