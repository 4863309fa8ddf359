/**
 * Test support: which sets of units do published sums determine, by brute force, written
 * without the overlap auditor's atoms, blocks or search so the two can be compared.
 *
 * Each published set is a 0/1 row over the units. A set of units T is determined exactly when
 * its indicator is in the row space, that is, orthogonal to every vector of the null space
 * (computed exactly with BigInt by the other solver). Every set of 1 … threshold − 1 units is
 * tried, smallest first.
 */
import { nullSpace } from './brute-force-solver.ts';

export type DeterminedSet = { size: number; units: number[] };

function nullBasis(unitCount: number, sets: readonly (readonly number[])[]): bigint[][] {
  const matrix = sets.map((members) => {
    const row = Array.from({ length: unitCount }, () => 0n);
    for (const unit of members) row[unit] = 1n;
    return row;
  });
  return nullSpace(matrix, unitCount);
}

/** True when the sums of `sets` determine the sum over `units`. */
export function isDetermined(unitCount: number, sets: readonly (readonly number[])[], units: readonly number[]): boolean {
  return nullBasis(unitCount, sets).every((vector) => units.reduce((total, unit) => total + (vector[unit] ?? 0n), 0n) === 0n);
}

/** The smallest set of 1 … threshold − 1 units whose sum the published sets determine, or null. */
export function smallestDeterminedSet(unitCount: number, sets: readonly (readonly number[])[], threshold: number): DeterminedSet | null {
  const basis = nullBasis(unitCount, sets);
  for (let size = 1; size < threshold && size <= unitCount; size += 1) {
    const chosen: number[] = [];
    const visit = (start: number): number[] | null => {
      if (chosen.length === size) {
        const zero = basis.every((vector) => chosen.reduce((total, unit) => total + (vector[unit] ?? 0n), 0n) === 0n);
        return zero ? [...chosen] : null;
      }
      for (let unit = start; unit < unitCount; unit += 1) {
        chosen.push(unit);
        const found = visit(unit + 1);
        chosen.pop();
        if (found) return found;
      }
      return null;
    };
    const found = visit(0);
    if (found) return { size, units: found };
  }
  return null;
}
