/** A random index below `bound`, from the browser's cryptographic source. */
export function randomIndex(bound: number): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % bound;
}

/** The items in a random order (Fisher–Yates), so that the order says nothing about who answered what. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
