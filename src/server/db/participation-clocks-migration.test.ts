import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { applyMigration, useDatabaseBefore, type RawDatabase } from '#tests/migration-database.ts';

/**
 * Migration 0026 takes the clocks out of participation (decision 0042): start and completion
 * times become whether the person completed, the platform's daily figures a count per
 * organisation and day, reminder days before today and reminder mail already delivered go,
 * and the tables are rewritten so that no row still carries the dropped values.
 */
const TARGET = '0026_participation_without_clocks';

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
  const database = useDatabaseBefore(TARGET, ROWS_BEFORE, { name: 'clocks', timeout: 120_000 });
  let filesBefore: Record<string, unknown>[];

  beforeAll(async () => {
    filesBefore = await rows(
      database,
      `select relname, relfilenode::text as file from pg_class where relname in ('participations', 'reminder_recipients', 'mail_outbox') order by relname`,
    );
    await applyMigration(database, TARGET);
  });

  it('keeps who started and who completed, with no time', async () => {
    expect(await rows(database, `select user_id, completed from participations order by user_id`)).toEqual([
      { user_id: person(0), completed: true },
      { user_id: person(1), completed: true },
      { user_id: person(2), completed: false },
      { user_id: person(3), completed: true },
    ]);
    const columns = await rows(
      database,
      `select column_name from information_schema.columns where table_name = 'participations' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'assessment_id',
      'completed',
      'organisation_id',
      'team_manager_id',
      'user_id',
    ]);
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
    const filesAfter = await rows(
      database,
      `select relname, relfilenode::text as file from pg_class where relname in ('participations', 'reminder_recipients', 'mail_outbox') order by relname`,
    );
    for (const [index, table] of filesAfter.entries()) expect(table.file).not.toBe(filesBefore[index]?.file);
    expect(await rows(database, `select indexrelid::regclass::text as name from pg_index where indisclustered`)).toEqual([]);
  });
});
