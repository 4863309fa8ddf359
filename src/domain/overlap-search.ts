import { gcd, ReducedBasis } from './exact-span.ts';

/**
 * The exact search at the bottom of the overlap auditor: the lightest 0/1 vector in the span of
 * some rows, among those lighter than the threshold.
 *
 * Columns are atoms (units that no row separates) with their weights (units). A vector of the
 * span that is 0/1 and weighs less than the threshold is 0 on every heavy column (weight ≥
 * threshold), so it lies in the span's part that vanishes on them: with the heavy columns first,
 * that part is spanned exactly by the rows of the reduced echelon form whose pivot is light. In
 * reduced form a vector x of the span is Σ x[pᵢ] · rowᵢ / dᵢ over the pivots pᵢ, so a 0/1 vector
 * is the sum of the rows at its pivots that are 1, and those pivots alone weigh less than the
 * threshold. Enumerating the subsets of light-pivot rows whose pivots weigh less than the best
 * found so far therefore visits every candidate: the search is exact, within its budget.
 */

export type SpanSearch =
  | { kind: 'none' }
  | { kind: 'found'; columns: number[]; size: number }
  /** The budget of visited subsets ran out before the search could rule everything out. */
  | { kind: 'budget' };

type Candidate = { row: readonly number[]; pivot: number; pivotValue: number; weight: number };

function lightPivotRows(rows: readonly (readonly number[])[], order: readonly number[], weights: readonly number[], heavy: number) {
  const basis = new ReducedBasis(order.length);
  for (const row of rows) basis.insert(order.map((column) => row[column] ?? 0));
  const candidates: Candidate[] = [];
  basis.rows.forEach((row, index) => {
    const pivot = basis.pivots[index] ?? 0;
    if (pivot < heavy) return;
    candidates.push({ row, pivot, pivotValue: row[pivot] ?? 1, weight: weights[order[pivot] ?? 0] ?? 0 });
  });
  return candidates.sort((a, b) => a.weight - b.weight);
}

/** The vector sum / denominator, if it is 0/1: its columns at 1 and their weight. */
function asSet(sum: readonly number[], denominator: number, order: readonly number[], weights: readonly number[]) {
  const columns: number[] = [];
  let size = 0;
  for (let at = 0; at < sum.length; at += 1) {
    const value = sum[at] ?? 0;
    if (value === 0) continue;
    if (value !== denominator) return null;
    const column = order[at] ?? 0;
    columns.push(column);
    size += weights[column] ?? 0;
  }
  return { columns, size };
}

/**
 * The lightest set of columns weighing 1 … threshold − 1 whose indicator is in the span of
 * `rows` (each row a vector over the columns), or none, or `budget` when more than `budget`
 * subsets would have to be visited to know.
 */
export function smallestSetInSpan(
  rows: readonly (readonly number[])[],
  weights: readonly number[],
  threshold: number,
  budget: number,
): SpanSearch {
  const columns = weights.map((_, column) => column);
  const isHeavy = (column: number) => (weights[column] ?? 0) >= threshold;
  const order = [...columns.filter(isHeavy), ...columns.filter((column) => !isHeavy(column))];
  const candidates = lightPivotRows(rows, order, weights, columns.filter(isHeavy).length);
  let best: { columns: number[]; size: number } | null = null;
  let visited = 0;

  const visit = (start: number, pivotWeight: number, sum: number[], denominator: number): boolean => {
    for (let index = start; index < candidates.length; index += 1) {
      const candidate = candidates[index] as Candidate;
      const limit = best ? best.size : threshold;
      if (pivotWeight + candidate.weight >= limit) return true; // sorted by weight: the rest are heavier
      visited += 1;
      if (visited > budget) return false;
      const common = gcd(denominator, candidate.pivotValue);
      const scaleSum = candidate.pivotValue / common;
      const scaleRow = denominator / common;
      const next = sum.map((value, at) => value * scaleSum + (candidate.row[at] ?? 0) * scaleRow);
      const nextDenominator = denominator * scaleSum;
      if (!Number.isSafeInteger(nextDenominator) || next.some((value) => !Number.isSafeInteger(value))) return false;
      const found = asSet(next, nextDenominator, order, weights);
      if (found && found.size > 0 && found.size < limit) best = found;
      if (!visit(index + 1, pivotWeight + candidate.weight, next, nextDenominator)) return false;
    }
    return true;
  };

  const finished = visit(
    0,
    0,
    order.map(() => 0),
    1,
  );
  if (!finished) return { kind: 'budget' };
  return best ? { kind: 'found', ...(best as { columns: number[]; size: number }) } : { kind: 'none' };
}
