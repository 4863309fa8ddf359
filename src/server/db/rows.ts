import { z } from 'zod';

const ResultWithRowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * `db.execute()` is typed `unknown` across the two drivers; both return `{ rows }`.
 * Raw SQL results are parsed, never cast. Each row is parsed with the caller's schema itself:
 * wrapping it in `z.array()` would build a new schema on every call (hot paths call this per request).
 */
export function parseRows<T>(result: unknown, rowSchema: z.ZodType<T>): T[] {
  return ResultWithRowsSchema.parse(result).rows.map((row) => rowSchema.parse(row));
}
