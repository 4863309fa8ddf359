/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), optionally of
 * one named constraint. Drivers differ in where they put the code (pg, PGlite, and Drizzle's
 * wrapper in `cause`), so the chain of causes is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error || isRecord(current); current = (current as { cause?: unknown }).cause) {
    const record = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (record.code === '23505') {
      if (constraint === undefined) return true;
      return record.constraint === constraint || (typeof record.message === 'string' && record.message.includes(constraint));
    }
    if (!('cause' in (current as object))) break;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
