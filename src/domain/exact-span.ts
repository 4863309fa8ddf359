/**
 * Exact linear algebra over the rationals for the overlap auditor, on integer rows.
 *
 * Rows are kept fraction-free (integers, divided by their common divisor after every step),
 * in JavaScript numbers: the indicator rows of published sets and their differences stay small,
 * and every product and sum is checked to be a safe integer (below 2^53), so a result is never
 * rounded. A computation that would leave that range throws `SpanOverflow`; the auditor then
 * answers conservatively (an exposure it could not rule out) instead of guessing.
 */

export class SpanOverflow extends Error {
  constructor() {
    super('exact arithmetic left the safe integer range');
  }
}

function checked(value: number): number {
  if (!Number.isSafeInteger(value)) throw new SpanOverflow();
  return value;
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The row divided by the greatest common divisor of its entries (in place). */
function divideByContent(row: number[]): number[] {
  let content = 0;
  for (const value of row) if (value !== 0) content = gcd(content, value);
  if (content > 1) for (let at = 0; at < row.length; at += 1) row[at] = (row[at] ?? 0) / content;
  return row;
}

/** `row · factor − other · otherFactor`, checked, in place on `row`. */
function combine(row: number[], factor: number, other: readonly number[], otherFactor: number): void {
  for (let at = 0; at < row.length; at += 1) {
    const value = row[at] ?? 0;
    const subtract = other[at] ?? 0;
    if (value === 0 && subtract === 0) continue;
    row[at] = checked(checked(value * factor) - checked(subtract * otherFactor));
  }
}

/**
 * A basis of the span of the rows inserted so far, in reduced row echelon form: each row has a
 * positive entry at its pivot column and every other row has 0 there. The rank is `rows.length`.
 */
export class ReducedBasis {
  readonly rows: number[][] = [];
  readonly pivots: number[] = [];

  constructor(readonly width: number) {}

  /** A copy of `row` with every pivot column cleared: zero exactly when `row` is in the span. */
  reduce(row: readonly number[]): number[] {
    const result = [...row];
    this.rows.forEach((basisRow, index) => {
      const pivot = this.pivots[index] ?? 0;
      const factor = result[pivot] ?? 0;
      if (factor === 0) return;
      const pivotValue = basisRow[pivot] ?? 1;
      const common = gcd(pivotValue, factor);
      combine(result, pivotValue / common, basisRow, factor / common);
      divideByContent(result);
    });
    return result;
  }

  /** Adds a row to the span; true when it raised the rank. */
  insert(row: readonly number[]): boolean {
    const reduced = this.reduce(row);
    const pivot = reduced.findIndex((value) => value !== 0);
    if (pivot === -1) return false;
    if ((reduced[pivot] ?? 0) < 0) for (let at = 0; at < reduced.length; at += 1) reduced[at] = -(reduced[at] ?? 0);
    const pivotValue = reduced[pivot] ?? 1;
    for (const basisRow of this.rows) {
      const factor = basisRow[pivot] ?? 0;
      if (factor === 0) continue;
      const common = gcd(pivotValue, factor);
      combine(basisRow, pivotValue / common, reduced, factor / common);
      divideByContent(basisRow);
    }
    this.rows.push(reduced);
    this.pivots.push(pivot);
    return true;
  }
}

/** A basis of integer vectors of { x : row · x = 0 for every row }. */
export function nullSpaceOf(rows: readonly (readonly number[])[], width: number): number[][] {
  const basis = new ReducedBasis(width);
  for (const row of rows) basis.insert(row);
  const isPivot = new Set(basis.pivots);
  const vectors: number[][] = [];
  for (let free = 0; free < width; free += 1) {
    if (isPivot.has(free)) continue;
    // Row i reads d_i · x[p_i] + r_i[free] · x[free] = 0 once the other free columns are 0:
    // x[free] = lcm of the d_i involved keeps every x[p_i] an integer.
    let scale = 1;
    basis.rows.forEach((row, index) => {
      const entry = row[free] ?? 0;
      const pivotValue = row[basis.pivots[index] ?? 0] ?? 1;
      if (entry !== 0) scale = checked((scale / gcd(scale, pivotValue)) * pivotValue);
    });
    const vector = Array.from({ length: width }, () => 0);
    vector[free] = scale;
    basis.rows.forEach((row, index) => {
      const pivot = basis.pivots[index] ?? 0;
      const entry = row[free] ?? 0;
      if (entry !== 0) vector[pivot] = checked(-entry * scale) / (row[pivot] ?? 1);
    });
    vectors.push(divideByContent(vector));
  }
  return vectors;
}
