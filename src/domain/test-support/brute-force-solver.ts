/**
 * Test support: a plain linear-algebra answer to "which groups of respondents do the
 * published sums give away?", written without the anonymity auditor's graph model so the
 * two can be compared.
 *
 * Every published figure is a sum over a set of respondents: the respondents of a group
 * (the organisation, '*', or one team) released in releases 1 … upTo. Expanding the
 * release cells into individual respondents gives a 0/1 matrix (one row per set, one
 * column per respondent). A group's sum can be worked out by adding and subtracting
 * published sums exactly when its indicator vector lies in the row space of that matrix,
 * that is, when it is orthogonal to every vector of the matrix's null space.
 *
 * Respondents in exactly the same sets (identical columns) form an atom; every row-space
 * vector is constant on an atom, so a computable group is a union of atoms. Respondents in
 * no set at all can belong to no computable group. The null space of the atom matrix is
 * computed exactly (BigInt, fraction-free Gauss-Jordan elimination), each atom gets its
 * "signature" (its entries in the null-space basis vectors), and a union of atoms is
 * computable exactly when its signatures add up to zero. Unions of at most `maxSize`
 * respondents are enumerated meet-in-the-middle: each is split into its first half of
 * atoms and the rest, and halves whose signature sums cancel are paired.
 */

/** The whole organisation, as the group of a set. */
export const WHOLE_ORGANISATION = '*';

/** A set over several teams (a subtree) lists them in `teams`. */
export type SolverSet = { group: string; upTo: number; teams?: readonly string[] };
/** Respondents per release (numbered from 1) and team ('' for people without a team). */
export type SolverCells = ReadonlyMap<number, ReadonlyMap<string, number>>;

export type ComputableGroup = {
  /** How many respondents the group has. */
  size: number;
  /** The group, as respondents per release and team. */
  members: Array<{ release: number; team: string; respondents: number }>;
};

type Respondent = { release: number; team: string };
type Atom = { column: number[]; members: Respondent[] };
type Half = { atoms: number[]; size: number; sum: bigint[] };

function expand(cells: SolverCells): Respondent[] {
  const respondents: Respondent[] = [];
  for (const [release, teams] of cells) {
    for (const [team, count] of teams) for (let index = 0; index < count; index += 1) respondents.push({ release, team });
  }
  return respondents;
}

function contains(set: SolverSet, respondent: Respondent): boolean {
  if (respondent.release > set.upTo) return false;
  if (set.teams) return set.teams.includes(respondent.team);
  return set.group === WHOLE_ORGANISATION || set.group === respondent.team;
}

function atomsOf(respondents: readonly Respondent[], sets: readonly SolverSet[]): Atom[] {
  const atoms = new Map<string, Atom>();
  for (const respondent of respondents) {
    const column = sets.map((set) => (contains(set, respondent) ? 1 : 0));
    if (!column.includes(1)) continue; // in no published set: every row-space vector is 0 here
    const key = column.join('');
    const atom = atoms.get(key);
    if (atom) atom.members.push(respondent);
    else atoms.set(key, { column, members: [respondent] });
  }
  return [...atoms.values()];
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

const lcm = (a: bigint, b: bigint) => (a === 0n || b === 0n ? 0n : abs(a * b) / gcd(a, b));

function divideByContent(vector: bigint[]): bigint[] {
  const content = vector.reduce((accumulated, value) => gcd(accumulated, value), 0n);
  return content > 1n ? vector.map((value) => value / content) : vector;
}

/** A basis of { x : matrix · x = 0 }, integer vectors, by fraction-free Gauss-Jordan elimination. */
export function nullSpace(matrix: readonly (readonly bigint[])[], columns: number): bigint[][] {
  const rows = matrix.map((row) => [...row]);
  const pivotColumns: number[] = [];
  for (let column = 0; column < columns && pivotColumns.length < rows.length; column += 1) {
    const rank = pivotColumns.length;
    const found = rows.findIndex((row, index) => index >= rank && (row[column] ?? 0n) !== 0n);
    if (found === -1) continue;
    const pivotRow = rows[found] as bigint[];
    rows[found] = rows[rank] as bigint[];
    rows[rank] = pivotRow;
    const pivot = pivotRow[column] ?? 0n;
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index] as bigint[];
      const factor = row[column] ?? 0n;
      if (index === rank || factor === 0n) continue;
      rows[index] = divideByContent(row.map((value, at) => value * pivot - factor * (pivotRow[at] ?? 0n)));
    }
    pivotColumns.push(column);
  }

  const basis: bigint[][] = [];
  for (let free = 0; free < columns; free += 1) {
    if (pivotColumns.includes(free)) continue;
    let scale = 1n;
    pivotColumns.forEach((pivotColumn, row) => {
      if ((rows[row]?.[free] ?? 0n) !== 0n) scale = lcm(scale, rows[row]?.[pivotColumn] ?? 1n);
    });
    const vector: bigint[] = Array.from({ length: columns }, () => 0n);
    vector[free] = scale;
    pivotColumns.forEach((pivotColumn, row) => {
      const entry = rows[row]?.[free] ?? 0n;
      // Row `row` reads pivot · x[pivotColumn] + entry · x[free] = 0; scale is a multiple of pivot.
      if (entry !== 0n) vector[pivotColumn] = (-entry * scale) / (rows[row]?.[pivotColumn] ?? 1n);
    });
    basis.push(divideByContent(vector));
  }

  // Self-check against the original matrix: the solver must never be trusted blindly either.
  for (const vector of basis) {
    for (const row of matrix) {
      if (row.reduce((total, value, at) => total + value * (vector[at] ?? 0n), 0n) !== 0n)
        throw new Error('null-space vector fails the matrix');
    }
  }
  if (basis.length !== columns - pivotColumns.length) throw new Error('null-space dimension mismatch');
  return basis;
}

/** Every set of at most `maxAtoms` atoms (the empty one included) of at most `maxSize` respondents. */
function halves(sizes: readonly number[], signatures: readonly bigint[][], maxAtoms: number, maxSize: number, width: number): Half[] {
  const result: Half[] = [];
  const visit = (start: number, atoms: number[], size: number, sum: bigint[]) => {
    result.push({ atoms, size, sum });
    if (atoms.length === maxAtoms) return;
    for (let atom = start; atom < sizes.length; atom += 1) {
      const atomSize = sizes[atom] ?? 0;
      if (size + atomSize > maxSize) continue;
      const signature = signatures[atom] ?? [];
      visit(
        atom + 1,
        [...atoms, atom],
        size + atomSize,
        sum.map((value, at) => value + (signature[at] ?? 0n)),
      );
    }
  };
  visit(
    0,
    [],
    0,
    Array.from({ length: width }, () => 0n),
  );
  return result;
}

/**
 * The smallest group of 1 … `maxSize` respondents whose sum the published sets make
 * computable, or null when there is none.
 */
export function smallestComputableGroup(cells: SolverCells, sets: readonly SolverSet[], maxSize = 5): ComputableGroup | null {
  const atoms = atomsOf(expand(cells), sets);
  const matrix = sets.map((_, row) => atoms.map((atom) => BigInt(atom.column[row] ?? 0)));
  const basis = nullSpace(matrix, atoms.length);
  const signatures = atoms.map((_, atom) => basis.map((vector) => vector[atom] ?? 0n));
  const sizes = atoms.map((atom) => atom.members.length);

  // A union of k ≤ maxSize atoms is its first ⌈k/2⌉ atoms plus the rest (at most ⌊k/2⌋):
  // both halves are among the sets of at most ⌈maxSize/2⌉ atoms.
  const all = halves(sizes, signatures, Math.ceil(maxSize / 2), maxSize, basis.length);
  const bySum = new Map<string, Half[]>();
  for (const half of all) {
    const key = half.sum.join(',');
    bySum.set(key, [...(bySum.get(key) ?? []), half]);
  }
  for (const bucket of bySum.values()) bucket.sort((a, b) => a.size - b.size);

  let best: { size: number; atoms: number[] } | null = null;
  for (const second of all) {
    const bucket = bySum.get(second.sum.map((value) => -value).join(',')) ?? [];
    for (const first of bucket) {
      const size = first.size + second.size;
      if (size > maxSize || (best && size >= best.size)) break;
      if (size === 0 || first.atoms.some((atom) => second.atoms.includes(atom))) continue;
      best = { size, atoms: [...first.atoms, ...second.atoms] };
      break;
    }
  }
  if (!best) return null;

  const members = new Map<string, { release: number; team: string; respondents: number }>();
  for (const atom of best.atoms) {
    for (const respondent of atoms[atom]?.members ?? []) {
      const key = `${respondent.release}\u0000${respondent.team}`;
      const member = members.get(key) ?? { release: respondent.release, team: respondent.team, respondents: 0 };
      member.respondents += 1;
      members.set(key, member);
    }
  }
  return { size: best.size, members: [...members.values()] };
}
