import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseName } from '#tests/postgres.ts';
import { testEngine } from '#tests/db.ts';
import { projectRoot } from '#server/project-root.ts';

/**
 * Migration 0026 takes the clocks out of participation (decision 0042): start and completion
 * times become whether the person completed, the platform's daily figures a count per
 * organisation and day, reminder days before today and reminder mail already delivered go,
 * and the tables are rewritten so that no row still carries the dropped values.
 */
type RawDatabase = { query(text: string): Promise<{ rows: Record<string, unknown>[] }>; close(): Promise<void> };

async function openEmpty(): Promise<RawDatabase> {
  if (testEngine === 'postgresql') {
    const pg = (await import('pg')).default;
    const url = await createTestDatabase(process.env.TEST_DATABASE_URL ?? '', testDatabaseName(inject('testRunId'), `clocks${process.pid}`));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return { query: (text) => client.query(text), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  return { query: async (text) => ({ rows: (await client.exec(text)).at(-1)?.rows ?? [] }), close: () => client.close() };
}

const journal = JSON.parse(readFileSync(join(projectRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const TARGET = '0026_participation_without_clocks';

async function apply(database: RawDatabase, tag: string) {
  const text = readFileSync(join(projectRoot, 'drizzle', `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.query(statement);
}

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';
const PEOPLE = ['a1', 'a2', 'a3', 'a4'].map((suffix) => `00000000-0000-4000-8000-0000000000${suffix}`);
const ASSESSMENT = '00000000-0000-4000-8000-0000000000b1';
const OTHER_ASSESSMENT = '00000000-0000-4000-8000-0000000000b2';
const person = (index: number) => PEOPLE[index] ?? '';

const ROWS_BEFORE = `
  insert into organisations (id, name) values ('${ORG}', 'Clocked Ltd'), ('${OTHER_ORG}', 'Other Ltd');
  insert into users (id, organisation_id, email, first_name, last_name) values
    ('${person(0)}', '${ORG}', 'a@clocked.example', 'A', 'Clocked'), ('${person(1)}', '${ORG}', 'b@clocked.example', 'B', 'Clocked'),
    ('${person(2)}', '${ORG}', 'c@clocked.example', 'C', 'Clocked'), ('${person(3)}', '${OTHER_ORG}', 'd@other.example', 'D', 'Other');
  insert into assessments (id, organisation_id, series_id, title, description, status, wave)
    values ('${ASSESSMENT}', '${ORG}', '${ASSESSMENT}', 'A', 'A', 'open', 1), ('${OTHER_ASSESSMENT}', '${OTHER_ORG}', '${OTHER_ASSESSMENT}', 'B', 'B', 'open', 1);
  insert into participations (assessment_id, user_id, organisation_id, started_at, completed_at) values
    ('${ASSESSMENT}', '${person(0)}', '${ORG}', now() - interval '3 days 2 hours', now() - interval '3 days 1 hour 13 minutes 7.123 seconds'),
    ('${ASSESSMENT}', '${person(1)}', '${ORG}', now() - interval '3 days 5 hours', now() - interval '3 days 4 hours 2 minutes 1.5 seconds'),
    ('${ASSESSMENT}', '${person(2)}', '${ORG}', now() - interval '2 hours 3 minutes 4.567 seconds', null),
    ('${OTHER_ASSESSMENT}', '${person(3)}', '${OTHER_ORG}', now() - interval '60 days', now() - interval '59 days 23 hours');
  insert into reminder_recipients (organisation_id, user_id, last_reminded_on) values
    ('${ORG}', '${person(2)}', (now() at time zone 'UTC')::date),
    ('${ORG}', '${person(0)}', (now() at time zone 'UTC')::date - 4),
    ('${OTHER_ORG}', '${person(3)}', (now() at time zone 'UTC')::date - 61);
  insert into mail_outbox (organisation_id, kind, to_address, subject, sealed_body, status, delivered_via, sent_at) values
    ('${ORG}', 'assessment_reminder', 'a@clocked.example', 'Reminder', null, 'sent', 'smtp', now() - interval '4 days'),
    ('${ORG}', 'assessment_reminder', 'b@clocked.example', 'Reminder', null, 'failed', null, null),
    ('${ORG}', 'assessment_reminder', 'c@clocked.example', 'Reminder', 'sealed', 'pending', null, null),
    ('${ORG}', 'assessment_reminder', 'c@clocked.example', 'Reminder', 'sealed', 'sent', 'mailbox', now() - interval '1 day'),
    ('${ORG}', 'invitation', 'e@clocked.example', 'Invitation', null, 'sent', 'smtp', now() - interval '4 days');
`;

const rows = async (database: RawDatabase, text: string) => (await database.query(text)).rows;

describe(`migration ${TARGET} on a database with data (${testEngine})`, () => {
  let database: RawDatabase;
  let filesBefore: Record<string, unknown>[];

  beforeAll(async () => {
    database = await openEmpty();
    const tags = journal.entries.map((entry) => entry.tag);
    for (const tag of tags.slice(0, tags.indexOf(TARGET))) await apply(database, tag);
    await database.query(ROWS_BEFORE);
    filesBefore = await rows(database, `select relname, relfilenode::text as file from pg_class where relname in ('participations', 'reminder_recipients', 'mail_outbox') order by relname`);
    await apply(database, TARGET);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('keeps who started and who completed, with no time', async () => {
    expect(await rows(database, `select user_id, completed from participations order by user_id`)).toEqual([
      { user_id: person(0), completed: true },
      { user_id: person(1), completed: true },
      { user_id: person(2), completed: false },
      { user_id: person(3), completed: true },
    ]);
    const columns = await rows(database, `select column_name from information_schema.columns where table_name = 'participations' order by column_name`);
    expect(columns.map((column) => column.column_name)).toEqual(['assessment_id', 'completed', 'organisation_id', 'team_manager_id', 'user_id']);
  });

  it('counts completions per organisation and UTC day for the days the platform shows, and no older ones', async () => {
    const counted = await rows(database, `select organisation_id, completions from daily_completions order by day`);
    // Two completions three days ago, possibly either side of midnight; the one 60 days ago is not kept.
    expect(counted.reduce((total, row) => total + Number(row.completions), 0)).toBe(2);
    expect(counted.every((row) => row.organisation_id === ORG)).toBe(true);
  });

  it("keeps only today's reminder day per person, and deletes reminder mail delivered or given up on", async () => {
    expect(await rows(database, `select user_id from reminder_recipients`)).toEqual([{ user_id: person(2) }]);
    const mail = await rows(database, `select kind, status, delivered_via from mail_outbox order by kind, status`);
    expect(mail).toEqual([
      { kind: 'assessment_reminder', status: 'pending', delivered_via: null },
      { kind: 'assessment_reminder', status: 'sent', delivered_via: 'mailbox' },
      { kind: 'invitation', status: 'sent', delivered_via: 'smtp' },
    ]);
  });

  it('rewrites the tables, so no row keeps a dropped value or a deleted row on its page, and leaves none marked clustered', async () => {
    const filesAfter = await rows(database, `select relname, relfilenode::text as file from pg_class where relname in ('participations', 'reminder_recipients', 'mail_outbox') order by relname`);
    for (const [index, table] of filesAfter.entries()) expect(table.file).not.toBe(filesBefore[index]?.file);
    expect(await rows(database, `select indexrelid::regclass::text as name from pg_index where indisclustered`)).toEqual([]);
  });
});
