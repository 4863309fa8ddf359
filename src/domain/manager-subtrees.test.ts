import { describe, expect, it } from 'vitest';
import { managerSubtrees, subtreeKey, subtreeManager } from './manager-subtrees.ts';

describe('manager subtrees', () => {
  it("holds the teams of the manager and of every manager below, only where that is more than the manager's own team", () => {
    // ceo → (vp → (lead → 2 people), 1 person), (solo → 2 people); loner has no manager.
    const links = [
      { id: 'ceo', managerId: null },
      { id: 'vp', managerId: 'ceo' },
      { id: 'solo', managerId: 'ceo' },
      { id: 'lead', managerId: 'vp' },
      { id: 'p1', managerId: 'vp' },
      { id: 'p2', managerId: 'lead' },
      { id: 'p3', managerId: 'lead' },
      { id: 's1', managerId: 'solo' },
      { id: 's2', managerId: 'solo' },
      { id: 'loner', managerId: null },
    ];
    expect(managerSubtrees(links)).toEqual([
      { group: 'subtree:ceo', teams: ['ceo', 'lead', 'solo', 'vp'] },
      { group: 'subtree:vp', teams: ['lead', 'vp'] },
    ]);
  });

  it('lists a team once where the links loop, and ignores someone listed as their own manager', () => {
    const links = [
      { id: 'a', managerId: 'b' },
      { id: 'b', managerId: 'a' },
      { id: 'c', managerId: 'c' },
    ];
    expect(managerSubtrees(links)).toEqual([
      { group: 'subtree:a', teams: ['a', 'b'] },
      { group: 'subtree:b', teams: ['a', 'b'] },
    ]);
    expect(managerSubtrees([{ id: 'c', managerId: 'c' }])).toEqual([]);
  });

  it('keys a subtree apart from any team and reads its manager back', () => {
    expect(subtreeKey('m1')).toBe('subtree:m1');
    expect(subtreeManager('subtree:m1')).toBe('m1');
    expect(subtreeManager('m1')).toBeNull();
  });
});
