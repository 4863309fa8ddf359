import { describe, expect, it } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { applyMigration, useDatabaseBefore, type RawDatabase } from '#tests/migration-database.ts';

/**
 * Migration 0011 rebuilds the keys of the tenant tables around organisation_id. It must apply
 * to a database that already holds data, keep every row, and from then on refuse a row that
 * points into another organisation's assessment.
 */
const TARGET = '0011_tenant_keys';

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';
const USER = '00000000-0000-4000-8000-0000000000a1';
const ASSESSMENT = '00000000-0000-4000-8000-0000000000b1';
const OTHER_ASSESSMENT = '00000000-0000-4000-8000-0000000000b2';
const RELEASE = '00000000-0000-4000-8000-0000000000c1';

const ROWS_BEFORE = `
  insert into organisations (id, name) values ('${ORG}', 'Keyed Ltd'), ('${OTHER_ORG}', 'Other Ltd');
  insert into users (id, organisation_id, email, first_name, last_name) values ('${USER}', '${ORG}', 'a@keyed.example', 'Ada', 'Keyed');
  insert into question_sets (id, title, description, is_category, domains) values ('set', 'Set', 'A set', false, '["d"]');
  insert into questions (id, set_id, text, domain, subcategory, order_index) values ('q1', 'set', 'Q', 'd', 's', 1);
  insert into assessments (id, organisation_id, question_set_id, title, description, status, wave)
    values ('${ASSESSMENT}', '${ORG}', 'set', 'A', 'A', 'open', 1), ('${OTHER_ASSESSMENT}', '${OTHER_ORG}', 'set', 'B', 'B', 'open', 1);
  insert into participations (assessment_id, user_id, organisation_id, started_at) values ('${ASSESSMENT}', '${USER}', '${ORG}', now());
  insert into answer_drafts (organisation_id, assessment_id, respondent_key, sealed) values ('${ORG}', '${ASSESSMENT}', 'k', 's');
  insert into releases (id, organisation_id, assessment_id, sequence, released_on, respondent_count, sealed_team_tallies)
    values ('${RELEASE}', '${ORG}', '${ASSESSMENT}', 1, '2026-11-23', 6, 'x');
  insert into answers (organisation_id, assessment_id, release_id, question_id, value) values ('${ORG}', '${ASSESSMENT}', '${RELEASE}', 'q1', 4), ('${ORG}', '${ASSESSMENT}', '${RELEASE}', 'q1', null);
  insert into question_aggregates (organisation_id, assessment_id, question_id, answer_count, value_sum, prefer_not_count) values ('${ORG}', '${ASSESSMENT}', 'q1', 1, 4, 1);
  insert into domain_aggregates (organisation_id, assessment_id, domain, respondent_count, answer_count, value_sum, prefer_not_count) values ('${ORG}', '${ASSESSMENT}', 'd', 1, 1, 4, 1);
  insert into result_publications (organisation_id, assessment_id, sequence, published_on, figures) values ('${ORG}', '${ASSESSMENT}', 1, '2026-11-23', '{}');
  insert into roadmap_items (organisation_id, assessment_id, domain, priority_order, title, rationale, first_step, owner_hint, timeframe)
    values ('${ORG}', '${ASSESSMENT}', 'd', 1, 'T', 'R', 'F', 'O', '30 days');
  insert into invitations (organisation_id, email, role, token_hash, expires_at) values ('${ORG}', 'b@keyed.example', 'employee', 'hash', now() + interval '14 days');
`;

const TENANT_TABLES = [
  'assessments',
  'participations',
  'answer_drafts',
  'releases',
  'answers',
  'question_aggregates',
  'domain_aggregates',
  'result_publications',
  'roadmap_items',
  'invitations',
];

async function countRows(database: RawDatabase) {
  const counts: Record<string, number> = {};
  for (const table of TENANT_TABLES) {
    const { rows } = await database.query(`select count(*)::int as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describe(`migration ${TARGET} on a database with data (${testEngine})`, () => {
  const database = useDatabaseBefore(TARGET, ROWS_BEFORE, { name: 'keys' });

  it('keeps every row, refuses rows that point into another organisation, and still removes rows with their assessment', async () => {
    const before = await countRows(database);
    await applyMigration(database, TARGET);
    expect(await countRows(database)).toEqual(before);

    await expect(
      database.query(
        `insert into answer_drafts (organisation_id, assessment_id, respondent_key, sealed) values ('${ORG}', '${OTHER_ASSESSMENT}', 'k2', 's')`,
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      database.query(
        `insert into answers (organisation_id, assessment_id, release_id, question_id, value) values ('${OTHER_ORG}', '${OTHER_ASSESSMENT}', '${RELEASE}', 'q1', 3)`,
      ),
    ).rejects.toThrow(/foreign key/);

    await database.query(`delete from assessments where id = '${ASSESSMENT}'`);
    const after = await countRows(database);
    expect(after).toEqual({ ...Object.fromEntries(TENANT_TABLES.map((table) => [table, 0])), assessments: 1, invitations: 1 });
  });
});
