import { ReducedBasis } from './exact-span.ts';

/*
 * The parts of the overlap auditor's model: atoms (units that no published set separates) and
 * blocks (atoms joined by the small, "local" sets), with the proof obligation that lets a large
 * organisation be audited block by block. See overlap-auditor.ts for the argument.
 */

export type Atoms = {
  /** The units of each atom. */
  units: number[][];
  /** The published sets holding each atom, ascending. */
  setsOf: number[][];
  /** The atoms of each published set. */
  atomsOf: number[][];
};

/** Groups the units by the published sets that hold them; units in no set belong to no atom. */
export function atomsOf(unitCount: number, sets: readonly (readonly number[])[]): Atoms {
  const holding: number[][] = Array.from({ length: unitCount }, () => []);
  sets.forEach((members, set) => {
    for (const unit of new Set(members)) {
      if (!Number.isInteger(unit) || unit < 0 || unit >= unitCount) throw new RangeError(`unit ${unit} is not one of ${unitCount}`);
      holding[unit]?.push(set);
    }
  });
  const byKey = new Map<string, number>();
  const atoms: Atoms = { units: [], setsOf: [], atomsOf: sets.map(() => []) };
  holding.forEach((setList, unit) => {
    if (setList.length === 0) return;
    const key = setList.join(',');
    let atom = byKey.get(key);
    if (atom === undefined) {
      atom = atoms.units.length;
      byKey.set(key, atom);
      atoms.units.push([]);
      atoms.setsOf.push(setList);
      for (const set of setList) atoms.atomsOf[set]?.push(atom);
    }
    atoms.units[atom]?.push(unit);
  });
  return atoms;
}

/** A tiny union-find over atoms. */
class Partition {
  private readonly parent: Int32Array;
  constructor(size: number) {
    this.parent = Int32Array.from({ length: size }, (_, index) => index);
  }
  find(item: number): number {
    let root = item;
    while (this.parent[root] !== root) root = this.parent[root] ?? root;
    for (let at = item; this.parent[at] !== root;) {
      const next = this.parent[at] ?? root;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }
  join(items: readonly number[]): void {
    const [first, ...rest] = items;
    if (first === undefined) return;
    const root = this.find(first);
    for (const item of rest) this.parent[this.find(item)] = root;
  }
}

export type Blocks = {
  /** Whether each published set is local (inside one block). */
  local: boolean[];
  /** The atoms of each block. */
  atoms: number[][];
  /** The block of each atom. */
  blockOf: Int32Array;
};

/**
 * Blocks. The published sets, smallest first, join the atoms they hold into one block while that
 * block stays within `localLimit` atoms (such a set is local); the others are global. A global
 * set that touches fewer than `threshold` blocks becomes local too (its blocks join), until none
 * does, unless the joined block would exceed `mergeLimit` atoms: a revealing combination touches
 * fewer than `threshold` blocks, so such a set could carry one, and the disjoint groups
 * (spanSurvivesRemovals) cannot clear a set left global that touches so few.
 */
export function blocksOf(atoms: Atoms, localLimit: number, threshold: number, mergeLimit: number): Blocks {
  const local = atoms.atomsOf.map(() => false);
  const partition = new Partition(atoms.units.length);
  const blockSize = new Map<number, number>();
  for (let atom = 0; atom < atoms.units.length; atom += 1) blockSize.set(atom, 1);
  const bySize = atoms.atomsOf.map((_, set) => set).sort((a, b) => (atoms.atomsOf[a]?.length ?? 0) - (atoms.atomsOf[b]?.length ?? 0));
  /** Joins the set's blocks when fewer than `touching` blocks and at most `limit` atoms together. */
  const joinIfSmall = (set: number, limit: number, touching: number) => {
    const members = atoms.atomsOf[set] ?? [];
    const touched = new Set<number>();
    for (const atom of members) if (touched.add(partition.find(atom)).size >= touching) return false;
    const joined = [...touched].reduce((total, root) => total + (blockSize.get(root) ?? 0), 0);
    if (joined > limit) return false;
    local[set] = true;
    partition.join(members);
    blockSize.set(partition.find(members[0] ?? 0), joined);
    return true;
  };
  for (const set of bySize) joinIfSmall(set, localLimit, Infinity);
  for (let changed = true; changed;) {
    changed = false;
    for (const set of bySize) if (!local[set] && joinIfSmall(set, mergeLimit, threshold)) changed = true;
  }
  const indexOfRoot = new Map<number, number>();
  const blockOf = new Int32Array(atoms.units.length);
  const blockAtoms: number[][] = [];
  for (let atom = 0; atom < atoms.units.length; atom += 1) {
    const root = partition.find(atom);
    let block = indexOfRoot.get(root);
    if (block === undefined) {
      block = blockAtoms.length;
      indexOfRoot.set(root, block);
      blockAtoms.push([]);
    }
    blockAtoms[block]?.push(atom);
    blockOf[atom] = block;
  }
  return { local, atoms: blockAtoms, blockOf };
}

/**
 * True when the constraint rows of the blocks (each block's rows, over the large sets' dimensions)
 * can be split into `families` disjoint groups of blocks that each span all of them: then leaving
 * out any `families` − 1 blocks leaves one group whole, and the span does not shrink.
 */
export function spanSurvivesRemovals(blockRows: readonly (readonly number[][])[], width: number, families: number): boolean {
  const all = new ReducedBasis(width);
  for (const rows of blockRows) for (const row of rows) all.insert(row);
  const rank = all.rows.length;
  if (rank === 0) return true;
  const groups = Array.from({ length: families }, () => new ReducedBasis(width));
  for (const rows of blockRows) {
    if (rows.length === 0) continue;
    const open = groups.filter((group) => group.rows.length < rank).sort((a, b) => a.rows.length - b.rows.length);
    if (open.length === 0) break;
    const raises = open.find((group) => rows.some((row) => group.reduce(row).some((value) => value !== 0)));
    if (raises) for (const row of rows) raises.insert(row);
  }
  return groups.every((group) => group.rows.length === rank);
}
