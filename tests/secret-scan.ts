import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';

export type StoredValue = { table: string; column: string; value: string };
export type SecretFinding = { table: string; column: string; secret: string };

const ColumnSchema = z.object({ table_schema: z.string(), table_name: z.string(), column_name: z.string(), data_type: z.string() });
const ValueSchema = z.object({ value: z.string() });

// Column types that can carry a token as text. Arrays and JSON are read as their text form,
// bytea as its bytes.
const TEXT_LIKE_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea'];

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Every value of every text-like column of every table, in every schema but the system ones.
 * The columns come from information_schema, so a table added later is read too.
 */
export async function readStoredText(db: Database): Promise<StoredValue[]> {
  const columns = parseRows(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.table_schema not like 'pg\\_%'
        and c.data_type in (${sql.join(
          TEXT_LIKE_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})
      order by c.table_schema, c.table_name, c.column_name`),
    ColumnSchema,
  );
  if (columns.length === 0) throw new Error('information_schema lists no text columns: the scan would prove nothing');

  const values: StoredValue[] = [];
  for (const column of columns) {
    const name = quoted(column.column_name);
    const asText = column.data_type === 'bytea' ? `encode(${name}, 'escape')` : `${name}::text`;
    const rows = parseRows(
      await db.execute(
        sql.raw(`select ${asText} as value from ${quoted(column.table_schema)}.${quoted(column.table_name)} where ${name} is not null`),
      ),
      ValueSchema,
    );
    const table = column.table_schema === 'public' ? column.table_name : `${column.table_schema}.${column.table_name}`;
    for (const row of rows) values.push({ table, column: column.column_name, value: row.value });
  }
  return values;
}

/** Where any of `secrets` occurs, as a substring, in the stored values. */
export function findSecrets(values: StoredValue[], secrets: string[]): SecretFinding[] {
  if (secrets.some((secret) => secret.length < 16))
    throw new Error('a secret this short would match by chance: the scan needs real tokens');
  const findings: SecretFinding[] = [];
  for (const { table, column, value } of values) {
    for (const secret of secrets) if (value.includes(secret)) findings.push({ table, column, secret });
  }
  return findings;
}
