import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { applyMigration, useDatabaseBefore } from '#tests/migration-database.ts';

/**
 * Migration 0013 moves what results read out of the publications: the newest publication's
 * organisation figures and its teams become rows of their own, each publication keeps only the
 * sets the auditor checks against (all of them, once), and the counters results read are filled
 * and then kept by triggers.
 */
const TARGET = '0013_flat_results_data';

const ORG = '00000000-0000-4000-8000-000000000001';
const USERS = ['a1', 'a2', 'a3'].map((suffix) => `00000000-0000-4000-8000-0000000000${suffix}`);
const ASSESSMENT = '00000000-0000-4000-8000-0000000000b1';
const MANAGER = USERS[0] ?? '';

const tally = (respondents: number) => ({ respondents, answers: respondents, sum: respondents * 4, preferNot: 0 });
const organisationPart = (respondents: number) => ({
  domains: { d: tally(respondents) },
  cells: { q1: { answers: respondents, sum: respondents * 4 } },
});
const publication = (release: number, respondents: number, history: unknown) => ({
  release,
  respondents,
  organisation: organisationPart(respondents),
  teams: release === 1 ? {} : { [MANAGER]: { respondents: 6, domains: { d: { ...tally(6), upTo: 2 } } } },
  history,
});
const FIRST_SETS = { d: [{ group: '*', upTo: 1 }] };
const ALL_SETS = {
  d: [
    { group: '*', upTo: 1 },
    { group: '*', upTo: 2 },
    { group: MANAGER, upTo: 2 },
  ],
};

const ROWS_BEFORE = `
  insert into organisations (id, name) values ('${ORG}', 'Flat Ltd');
  insert into users (id, organisation_id, email, first_name, last_name, is_active) values
    ('${USERS[0]}', '${ORG}', 'a@flat.example', 'A', 'Flat', true), ('${USERS[1]}', '${ORG}', 'b@flat.example', 'B', 'Flat', true),
    ('${USERS[2]}', '${ORG}', 'c@flat.example', 'C', 'Flat', false);
  insert into question_sets (id, title, description, is_category, domains) values ('set', 'Set', 'A set', false, '["d"]');
  insert into questions (id, set_id, text, domain, subcategory, order_index) values ('q1', 'set', 'Q', 'd', 's', 1);
  insert into assessments (id, organisation_id, question_set_id, title, description, status, wave) values ('${ASSESSMENT}', '${ORG}', 'set', 'A', 'A', 'open', 1);
  insert into participations (assessment_id, user_id, organisation_id, started_at, completed_at) values
    ('${ASSESSMENT}', '${USERS[0]}', '${ORG}', now(), now()), ('${ASSESSMENT}', '${USERS[1]}', '${ORG}', now(), null);
  insert into result_publications (organisation_id, assessment_id, sequence, published_on, figures) values
    ('${ORG}', '${ASSESSMENT}', 1, '2026-11-20', '${JSON.stringify(publication(1, 6, FIRST_SETS))}'),
    ('${ORG}', '${ASSESSMENT}', 2, '2026-11-21', '${JSON.stringify(publication(2, 12, ALL_SETS))}');
`;

describe(`migration ${TARGET} on a database with publications (${testEngine})`, () => {
  const database = useDatabaseBefore(TARGET, ROWS_BEFORE, { name: 'flat', timeout: 240_000 });
  const one = async (text: string) => (await database.query(text)).rows[0];

  beforeAll(() => applyMigration(database, TARGET));

  it("moves the newest publication's figures and teams into their rows, and keeps every published set once", async () => {
    expect(await one(`select sequence, published_on, respondents, figures from result_figures`)).toEqual({
      sequence: 2,
      published_on: '2026-11-21',
      respondents: 12,
      figures: organisationPart(12),
    });
    expect((await database.query(`select team, respondents, domains from team_result_figures`)).rows).toEqual([
      { team: MANAGER, respondents: 6, domains: { d: { ...tally(6), upTo: 2 } } },
    ]);
    expect((await database.query(`select sequence, figures from result_publications order by sequence`)).rows).toEqual([
      { sequence: 1, figures: { sets: {} } },
      { sequence: 2, figures: { sets: ALL_SETS } },
    ]);
  });

  it('fills the counters, and keeps them as people and participations change', async () => {
    const counts = async () => ({
      active: (await one(`select active from active_people_counts where organisation_id = '${ORG}'`))?.active,
      completed: (await one(`select completed from completion_counts where assessment_id = '${ASSESSMENT}'`))?.completed,
    });
    expect(await counts()).toEqual({ active: 2, completed: 1 });
    await database.query(`update participations set completed_at = now() where user_id = '${USERS[1]}'`);
    await database.query(`update users set is_active = true where id = '${USERS[2]}'`);
    await database.query(`update users set last_name = 'Renamed'`);
    expect(await counts()).toEqual({ active: 3, completed: 2 });
    await database.query(`delete from participations where user_id = '${USERS[0]}'`);
    await database.query(`update users set is_active = false where id = '${USERS[1]}'`);
    await database.query(`delete from users where id = '${USERS[2]}'`);
    expect(await counts()).toEqual({ active: 1, completed: 1 });
    await database.query(`delete from assessments where id = '${ASSESSMENT}'`);
    expect(await counts()).toEqual({ active: 1, completed: undefined });
  });
});
