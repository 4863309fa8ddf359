/**
 * A stand-in for a value a file's `beforeAll` supplies: helpers written at describe level close
 * over the database or server before it exists, and reach the real one through the stand-in
 * once it does (`bind`).
 */
export function lateBound<T extends object>(what: string): { value: T; bind(actual: T): void } {
  let actual: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, key) {
      if (!actual) throw new Error(`the ${what} is used before the file's fixtures are set up (inside a test or hook it is there)`);
      return Reflect.get(actual, key, actual) as unknown;
    },
    has: (_target, key) => actual !== undefined && key in actual,
  });
  return { value, bind: (bound) => void (actual = bound) };
}
