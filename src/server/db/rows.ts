import { z } from 'zod';

const ResultWithRowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * `db.execute()` is typed `unknown` across the two drivers; both return `{ rows }`.
 * Raw SQL results are parsed, never cast.
 */
export function parseRows<T>(result: unknown, rowSchema: z.ZodType<T>): T[] {
  return z.array(rowSchema).parse(ResultWithRowsSchema.parse(result).rows);
}
