import pg from 'pg';

/** The database name pattern of one test run: dropped together when the run ends. */
export function testDatabaseName(runId: string, suffix: string): string {
  return `cl_test_${runId}_${suffix}`.replace(/[^a-z0-9_]/g, '_');
}

export function databaseUrlFor(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function withAdminClient<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database beside the one TEST_DATABASE_URL names and returns its URL. */
export async function createTestDatabase(baseUrl: string, databaseName: string): Promise<string> {
  await withAdminClient(baseUrl, (client) => client.query(`create database "${databaseName}" template template0`));
  return databaseUrlFor(baseUrl, databaseName);
}

export async function dropTestDatabases(baseUrl: string, runId: string): Promise<void> {
  await withAdminClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    // A prefix test, not LIKE: "_" in a LIKE pattern would match other runs' names too.
    const prefix = testDatabaseName(runId, '');
    for (const { datname } of rows.filter((row) => row.datname.startsWith(prefix))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
