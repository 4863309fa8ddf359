import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { nullSpaceOf, SpanOverflow } from './exact-span.ts';
import { atomsOf, blocksOf, spanSurvivesRemovals, type Atoms, type Blocks } from './overlap-blocks.ts';
import { smallestSetInSpan } from './overlap-search.ts';

/**
 * The anonymity auditor for published sets that overlap (decision 0058).
 *
 * Model. Units are what a figure sums: the answers to one item (decision 0043), or people. Every
 * published figure of the item is a sum over a set of units: the organisation, a team, a subtree,
 * an attribute value (a department, a location, a tenure band), a team × attribute cell, each up
 * to some release or wave, in any mixture; the caller lists each set's units. An attacker knows
 * who is in every set and adds and subtracts every published figure. A set of units T is
 * determined exactly when its indicator 1_T lies in the span (over the rationals) of the published
 * sets' indicators, and the figures disclose too much when some T of 1 … threshold − 1 units is.
 *
 * Atoms. Units held by exactly the same published sets form an atom; every vector of the span is
 * constant on an atom, so a determined T is a union of atoms, of atoms lighter than the threshold.
 * Units in no published set are in no determined set.
 *
 * Exact search (overlap-search.ts). Over the atoms, the reduced echelon form of the span with the
 * heavy atoms first gives every 0/1 vector lighter than the threshold as a sum of few rows; the
 * search enumerates those sums. It is exact but grows with the span's dimension, so it runs whole
 * only on small instances (`directLimit` atoms) and otherwise block by block.
 *
 * Blocks. Small sets (teams, cells, small subtrees), smallest first, join atoms into blocks of at
 * most `localLimit` atoms; the others (the organisation, an attribute value across teams) are
 * "global". A
 * vector of the span is, on block B, G_B·φ + l_B: φ the global sets' coefficients, l_B in the
 * span L_B of B's own sets. Let Φ_B be the φ with G_B·φ in L_B (B's constraint rows, u·G_B for
 * every u orthogonal to L_B, vanish on it) and Φ* the intersection over all blocks. If φ is in
 * Φ*, the vector is in L_B on every block, so a 0/1 vector lighter than the threshold is a sum of
 * 0/1 vectors each inside one block's own span: the smallest determined set is found block by
 * block. If φ is not in Φ*, the blocks Z where φ ∉ Φ_B are nonzero in the vector, so a determined
 * T lighter than the threshold touches them all: |Z| < threshold, and φ lies in the intersection
 * over the other blocks, which is then larger than Φ*. So when leaving out any threshold − 1
 * blocks keeps the span of the constraint rows, the block-by-block search is exact. The auditor
 * proves that by finding `threshold` disjoint groups of blocks whose rows each span all the rows
 * (exact ranks): any threshold − 1 blocks leave one group whole. A large set touching fewer than
 * `threshold` blocks is made local first (its blocks join).
 *
 * Soundness. Every answer "nothing is determined" rests on an exact computation: the exact search
 * in each block and, across blocks, the disjoint groups. When the groups cannot be found, when a
 * search runs out of budget, or when exact arithmetic would leave the safe integer range, the
 * auditor reports an exposure it could not rule out (`proven: false`) and the planner suppresses
 * more: it never passes a revealing set. The exposures it reports as proven are real.
 * `src/domain/overlap-auditor.test.ts` checks both paths against a brute-force solver.
 */

export type OverlapExposure = {
  /** Units in the determined set (0 when not proven). */
  size: number;
  /** The determined set's units (empty when not proven). */
  units: number[];
  /** Published sets (indexes) that hold some of those units, or that the auditor could not clear. */
  sets: number[];
  /** False when the auditor could not rule a disclosure out (budget, arithmetic range, or a fragile span). */
  proven: boolean;
};

export type OverlapAudit = {
  /** Each block's smallest determined set, and any the auditor could not rule out; empty when the figures are safe. */
  exposures: OverlapExposure[];
  method: 'direct' | 'blocks';
  /** Blocks searched, and sets left global (audited across blocks by the disjoint groups). */
  blocks: number;
  globalSets: number;
};

export type OverlapOptions = {
  threshold?: number;
  /** Sets join atoms into blocks, smallest first, while a block stays within this many atoms. */
  localLimit?: number;
  /** Instances of at most this many atoms are searched whole. */
  directLimit?: number;
  /** A global set touching few blocks joins them only while the block stays within this many atoms. */
  mergeLimit?: number;
  /** Subsets the exact search may visit per block before it gives up (conservatively). */
  searchBudget?: number;
};

const DEFAULTS = { localLimit: 64, directLimit: 48, mergeLimit: 160, searchBudget: 200_000 };

/** A set's units and the published sets that hold some of them. */
function exposureOfAtoms(atoms: Atoms, chosen: readonly number[], size: number): OverlapExposure {
  const units = chosen.flatMap((atom) => atoms.units[atom] ?? []).sort((a, b) => a - b);
  const sets = [...new Set(chosen.flatMap((atom) => atoms.setsOf[atom] ?? []))].sort((a, b) => a - b);
  return { size, units, sets, proven: true };
}

const unproven = (sets: readonly number[]): OverlapExposure => ({ size: 0, units: [], sets: [...sets], proven: false });

/** The smallest determined set among `blockAtoms`, with the span of `setList` restricted to them. */
function searchBlock(atoms: Atoms, blockAtoms: readonly number[], setList: readonly number[], threshold: number, budget: number) {
  const position = new Map(blockAtoms.map((atom, index) => [atom, index]));
  const rows = setList.map((set) => {
    const row = blockAtoms.map(() => 0);
    for (const atom of atoms.atomsOf[set] ?? []) {
      const at = position.get(atom);
      if (at !== undefined) row[at] = 1;
    }
    return row;
  });
  const weights = blockAtoms.map((atom) => atoms.units[atom]?.length ?? 0);
  try {
    const result = smallestSetInSpan(rows, weights, threshold, budget);
    if (result.kind === 'budget') return { rows, exposure: unproven(setList) };
    if (result.kind === 'none') return { rows, exposure: null };
    const chosen = result.columns.map((column) => blockAtoms[column] ?? 0);
    return { rows, exposure: exposureOfAtoms(atoms, chosen, result.size) };
  } catch (error) {
    if (error instanceof SpanOverflow) return { rows, exposure: unproven(setList) };
    throw error;
  }
}

/** Block B's constraint rows over the global sets: u·G_B for a basis of the u orthogonal to B's own sets. */
function constraintRows(atoms: Atoms, blocks: Blocks, block: number, rows: readonly number[][], globalIndex: ReadonlyMap<number, number>) {
  const blockAtoms = blocks.atoms[block] ?? [];
  const orthogonal = nullSpaceOf(rows, blockAtoms.length);
  return orthogonal
    .map((vector) => {
      const row = Array.from({ length: globalIndex.size }, () => 0);
      blockAtoms.forEach((atom, at) => {
        const weight = vector[at] ?? 0;
        if (weight === 0) return;
        for (const set of atoms.setsOf[atom] ?? []) {
          const dimension = globalIndex.get(set);
          if (dimension !== undefined) row[dimension] = (row[dimension] ?? 0) + weight;
        }
      });
      return row;
    })
    .filter((row) => row.some((value) => value !== 0));
}

function auditByBlocks(atoms: Atoms, setCount: number, threshold: number, options: typeof DEFAULTS): OverlapAudit {
  const blocks = blocksOf(atoms, options.localLimit, threshold, options.mergeLimit);
  const localSetsOf: number[][] = blocks.atoms.map(() => []);
  const globalIndex = new Map<number, number>();
  for (let set = 0; set < setCount; set += 1) {
    const first = atoms.atomsOf[set]?.[0];
    if (first === undefined) continue;
    if (blocks.local[set]) localSetsOf[blocks.blockOf[first] ?? 0]?.push(set);
    else globalIndex.set(set, globalIndex.size);
  }
  const exposures: OverlapExposure[] = [];
  const blockRows: number[][][] = [];
  let overflowed = false;
  blocks.atoms.forEach((blockAtoms, block) => {
    const { rows, exposure } = searchBlock(atoms, blockAtoms, localSetsOf[block] ?? [], threshold, options.searchBudget);
    if (exposure) exposures.push(exposure);
    if (globalIndex.size === 0 || overflowed) return;
    try {
      blockRows.push(constraintRows(atoms, blocks, block, rows, globalIndex));
    } catch (error) {
      if (!(error instanceof SpanOverflow)) throw error;
      overflowed = true;
    }
  });
  if (globalIndex.size > 0) {
    let survives = false;
    try {
      survives = !overflowed && spanSurvivesRemovals(blockRows, globalIndex.size, threshold);
    } catch (error) {
      if (!(error instanceof SpanOverflow)) throw error;
    }
    if (!survives) exposures.push(unproven([...globalIndex.keys()]));
  }
  return { exposures, method: 'blocks', blocks: blocks.atoms.length, globalSets: globalIndex.size };
}

/**
 * Audits published sets of units (each set a list of unit indexes below `unitCount`): every
 * set of fewer than `threshold` units that their sums determine is found (the smallest of each
 * block), or reported as not ruled out. An empty `exposures` proves that none is determined.
 */
export function auditOverlap(unitCount: number, sets: readonly (readonly number[])[], options: OverlapOptions = {}): OverlapAudit {
  const threshold = options.threshold ?? ANONYMITY_THRESHOLD;
  const settings = { ...DEFAULTS, ...options };
  const atoms = atomsOf(unitCount, sets);
  if (atoms.units.length > settings.directLimit) return auditByBlocks(atoms, sets.length, threshold, settings);
  const everyAtom = atoms.units.map((_, atom) => atom);
  const everySet = sets.map((_, set) => set).filter((set) => (atoms.atomsOf[set]?.length ?? 0) > 0);
  const { exposure } = searchBlock(atoms, everyAtom, everySet, threshold, settings.searchBudget);
  return { exposures: exposure ? [exposure] : [], method: 'direct', blocks: 1, globalSets: 0 };
}

/** The smallest proven exposure, else one not ruled out, else null. */
export function smallestExposure(audit: OverlapAudit): OverlapExposure | null {
  const proven = audit.exposures.filter((exposure) => exposure.proven).sort((a, b) => a.size - b.size);
  return proven[0] ?? audit.exposures[0] ?? null;
}
