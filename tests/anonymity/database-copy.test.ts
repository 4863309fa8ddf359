import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { answers, participations, releases, resultPublications } from '#server/db/schema.ts';
import { respondentKey } from '#server/assessments/respondent-key.ts';
import { QUESTIONS, runScenario, type GroundTruth } from './support/scenario.ts';

/*
 * The attacker holds a copy of the database (a backup, a read-only role) but not the secret,
 * and knows who answered when and who is in which team. Released rows must not be linkable to
 * anyone: not by transaction id (xmin), not by physical row order (ctid), not by any value.
 */

/** Tables that hold answers or anything computed from them. */
const ANSWER_SIDE = [
  'answers',
  'releases',
  'question_aggregates',
  'domain_aggregates',
  'result_publications',
  'result_figures',
  'team_result_figures',
] as const;
/** The tables that name the teams they show (their manager ids): that is the team view, not a respondent. */
const NAMES_TEAMS: readonly string[] = ['result_publications', 'team_result_figures'];
/** Tables that say who someone is or what they did. */
const IDENTITY_SIDE = [
  'users',
  'participations',
  'sessions',
  'audit_events',
  'invitations',
  'answer_drafts',
  'mail_outbox',
  'account_tokens',
  'active_people_counts',
] as const;

const CountSchema = z.object({ n: z.coerce.number() });
const TextSchema = z.object({ row: z.string() });

/** Released rows and identity rows written by the same transaction: the xmin join that linked every answer before. */
async function transactionIdAttack(db: Database): Promise<string[]> {
  const linked: string[] = [];
  for (const answerTable of ANSWER_SIDE) {
    for (const identityTable of IDENTITY_SIDE) {
      const [row] = parseRows(
        await db.execute(
          sql.raw(`select count(*) as n from ${answerTable} a join ${identityTable} i
                   on a.xmin::text = i.xmin::text or (i.xmax::text <> '0' and a.xmin::text = i.xmax::text)`),
        ),
        CountSchema,
      );
      if ((row?.n ?? 0) > 0) linked.push(`${answerTable} ~ ${identityTable}: ${row?.n} rows share a transaction`);
    }
  }
  return linked;
}

/** Released answers read in physical order, cut into one person's worth each, compared with what each person answered. */
async function rowOrderAttack(db: Database, truth: GroundTruth): Promise<string[]> {
  const recovered: string[] = [];
  const sheets = new Map(
    truth.people.map((person) => [
      JSON.stringify(QUESTIONS.map((question, index) => [question.id, person.answers[index] ?? null])),
      person.id,
    ]),
  );
  for (const release of await db.select({ id: releases.id }).from(releases)) {
    const rows = parseRows(
      await db.execute(sql`select question_id, value from ${answers} where release_id = ${release.id} order by ctid`),
      z.object({ question_id: z.string(), value: z.number().nullable() }),
    );
    for (let start = 0; start + QUESTIONS.length <= rows.length; start += QUESTIONS.length) {
      const chunk = rows.slice(start, start + QUESTIONS.length).map((row) => [row.question_id, row.value]);
      const person = sheets.get(JSON.stringify(chunk));
      if (person) recovered.push(`rows ${start}–${start + QUESTIONS.length - 1} of a release are ${person}'s answers`);
    }
  }
  return recovered;
}

/** Every identifying value the attacker could join on, searched for in every column of every released row. */
async function valueJoinAttack(db: Database, truth: GroundTruth, assessmentId: string): Promise<string[]> {
  const found: string[] = [];
  const identifying = new Map<string, string>();
  for (const person of truth.people) {
    identifying.set(person.id, 'a user id');
    identifying.set(person.email, 'an e-mail');
    identifying.set(respondentKey(testSecrets.respondentSecret, assessmentId, person.id), 'a respondent key');
  }
  const teamKeys = new Set(Object.values(truth.managers));
  for (const table of ANSWER_SIDE) {
    const rows = parseRows(await db.execute(sql.raw(`select t::text as row from ${table} t`)), TextSchema);
    for (const { row } of rows) {
      const text = NAMES_TEAMS.includes(table) ? [...teamKeys].reduce((rest, key) => rest.replaceAll(key, ''), row) : row;
      for (const [value, kind] of identifying) if (text.includes(value)) found.push(`${table} holds ${kind}`);
      if (!NAMES_TEAMS.includes(table)) for (const key of teamKeys) if (row.includes(key)) found.push(`${table} holds a team`);
      if (/\d{2}:\d{2}:\d{2}/.test(text)) found.push(`${table} holds a time of day`);
    }
  }
  return found;
}

describe(`attacks on a copy of the database, on ${testEngine}`, () => {
  let truth: GroundTruth;
  let assessmentId: string;
  let scenarioStarted: Date;
  let scenarioMinutes: number;

  const { database, server } = useTestServer({}, { emptied: 'once' });
  beforeAll(async () => {
    scenarioStarted = new Date();
    ({ truth, assessmentId } = await runScenario(server, database.db));
    scenarioMinutes = (Date.now() - scenarioStarted.getTime()) / 60_000;
  }, 240_000);

  it('has released answers to attack', async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(answers);
    expect(row?.n).toBe(18 * QUESTIONS.length);
    // The last person completed alone and the assessment closed: their sealed answers were deleted unused.
    const [drafts] = parseRows(await database.db.execute(sql`select count(*) as n from answer_drafts`), CountSchema);
    expect(drafts?.n).toBe(0);
  });

  it('links no released row to a person through a shared transaction (xmin)', async () => {
    expect(await transactionIdAttack(database.db)).toEqual([]);
  });

  it('lines up no released answers with a person by physical row order (ctid)', async () => {
    expect(await rowOrderAttack(database.db, truth)).toEqual([]);
  });

  it('finds no person, respondent key, team or time of day in any released row', async () => {
    expect(await valueJoinAttack(database.db, truth, assessmentId)).toEqual([]);
    const timestamped = parseRows(
      await database.db.execute(
        sql.raw(`select table_name || '.' || column_name as row from information_schema.columns
                 where table_schema = current_schema() and data_type like 'timestamp%'
                   and table_name in (${ANSWER_SIDE.map((table) => `'${table}'`).join(', ')})`),
      ),
      TextSchema,
    );
    expect(timestamped).toEqual([]);
  });

  it('keeps no job row stamped when someone completed: releases run on the minute, not per completion', async () => {
    // Nineteen people completed during the scenario. A queued job per completion would put the
    // moment of each in the job table; the release job's rows come from its schedule alone, one a minute at most.
    const [row] = parseRows(
      await database.db.execute(
        sql`select count(*) as n from pgboss.job where name = 'anonymity-release' and created_on >= ${scenarioStarted.toISOString()}::timestamptz`,
      ),
      CountSchema,
    );
    expect(row?.n ?? 0).toBeLessThanOrEqual(Math.ceil(scenarioMinutes) + 1);
  });

  // Last: these write deliberately broken rows into the same database.
  describe('the same attacks on rows written as the earlier design wrote them', () => {
    const person = () => truth.people[0] ?? { id: '', answers: [] };

    it('the xmin join links an answer written in its person’s own transaction', async () => {
      const [release] = await database.db.select().from(releases).limit(1);
      await database.db.transaction(async (tx) => {
        await tx.update(participations).set({ completed: true }).where(eq(participations.userId, person().id));
        await tx.insert(answers).values({
          organisationId: release?.organisationId ?? '',
          assessmentId,
          releaseId: release?.id ?? '',
          questionId: QUESTIONS[0]?.id ?? '',
          value: 3,
        });
      });
      expect((await transactionIdAttack(database.db)).some((link) => link.startsWith('answers ~ participations'))).toBe(true);
    });

    it('the row-order attack recovers a person whose answers were written in order', async () => {
      const [release] = await database.db.select().from(releases).limit(1);
      const [unshuffled] = await database.db
        .insert(releases)
        .values({
          organisationId: release?.organisationId ?? '',
          assessmentId,
          sequence: 99,
          releasedOn: '2026-01-01',
          respondentCount: 1,
          sealedTeamTallies: 'x',
        })
        .returning();
      await database.db.insert(answers).values(
        QUESTIONS.map((question, index) => ({
          organisationId: release?.organisationId ?? '',
          assessmentId,
          releaseId: unshuffled?.id ?? '',
          questionId: question.id,
          value: person().answers[index] ?? null,
        })),
      );
      expect(await rowOrderAttack(database.db, truth)).toEqual([
        `rows 0–${QUESTIONS.length - 1} of a release are ${person().id}'s answers`,
      ]);
    });

    it('the value join finds a person named in a publication', async () => {
      const [publication] = await database.db.select().from(resultPublications).limit(1);
      await database.db
        .update(resultPublications)
        .set({ figures: { ...publication?.figures, leaked: person().id } })
        .where(eq(resultPublications.sequence, publication?.sequence ?? 0));
      expect(await valueJoinAttack(database.db, truth, assessmentId)).toContain('result_publications holds a user id');
    });
  });
});
