/**
 * Organisations for the flat-dashboard benchmark, written straight into the database in bulk
 * (generating a million answers through the HTTP API, or as sealed drafts through the release
 * job, takes longer than this machine allows). People, teams, participations and released
 * answers are INSERT … SELECT over generate_series; each release's sealed team tallies and the
 * organisation sums are added up here from the same rule that generates the values; the
 * publication of every release is made by the release job's own publishAfterRelease, so the
 * figures the dashboard reads are the real ones.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { startSession } from '#server/auth/sessions.ts';
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { answers, assessments, organisations, participations, questions as questionRows, users } from '#server/db/schema.ts';
import { DEFAULT_DOMAINS, questionsForSet } from '#domain/question-bank.ts';
import { setVersionQuestions } from '#server/assessments/queries.ts';
import { publishAfterRelease } from '#server/releases/publication.ts';
import { addDomainAggregates, addQuestionAggregates, insertRelease } from '#server/releases/queries.ts';
import type { ReleaseKeys } from '#server/releases/release.ts';
import {
  countAnswer,
  emptyCounts,
  emptyTally,
  sealTeamTallies,
  type DomainTally,
  type TeamTallies,
  type ValueCounts,
} from '#server/releases/tallies.ts';

const SET_ID = 'default-assessment';
const QUESTION_COUNT = 45;

/**
 * The built-in default set has 5 questions: like bench/results.ts, the bench adds 40 to it in
 * this database only (9 per domain), after migrating, since the question-bank sync that
 * migrate() runs would deactivate them; the server it starts does not migrate.
 */
export async function addBenchQuestions(db: Database): Promise<void> {
  const builtIn = questionsForSet(SET_ID);
  const extra = Array.from({ length: QUESTION_COUNT - builtIn.length }, (_, offset) => {
    const order = builtIn.length + 1 + offset;
    const domain = DEFAULT_DOMAINS[(order - 1) % DEFAULT_DOMAINS.length] ?? 'alignment';
    return {
      id: `bench-q-${String(order).padStart(2, '0')}`,
      setId: SET_ID,
      text: `Bench-only statement ${order}.`,
      domain,
      subcategory: 'bench',
      orderIndex: order,
      isActive: true,
    };
  });
  await db.insert(questionRows).values(extra);
}

export type ScaleOrganisation = {
  organisationId: string;
  assessmentId: string;
  cookie: string;
  people: number;
  answers: number;
  teams: number;
  releases: number;
};

/** The value person `person` gave question number `order` (1–5, or null for "Prefer not to say"); the SQL below says the same. */
const valueOf = (person: number, order: number): number | null => ((person * 7 + order) % 23 === 0 ? null : ((person + order) % 5) + 1);
const VALUE_SQL = (person: string, order: string) =>
  `case when (${person} * 7 + ${order}) % 23 = 0 then null else ((${person} + ${order}) % 5) + 1 end`;

async function insertPeople(db: Database, organisationId: string, tag: string, people: number, teams: number) {
  // Team leaders are people 0 … teams-1 (person 0 is the administrator); person p reports to leader p % teams.
  await db.execute(sql`
    insert into ${users} (organisation_id, email, first_name, last_name, role, manager_id, is_active, email_verified_at)
    select ${organisationId}::uuid, 'p' || g || '@' || ${tag}::text || '.scale.test', 'Scale', 'Person ' || g,
           case when g = 0 then 'organisation_admin' else 'manager' end, null, true, now()
    from generate_series(0, ${teams - 1}::int) g`);
  await db.execute(sql`
    insert into ${users} (organisation_id, email, first_name, last_name, role, manager_id, is_active, email_verified_at)
    select ${organisationId}::uuid, 'p' || g || '@' || ${tag}::text || '.scale.test', 'Scale', 'Person ' || g, 'employee', leader.id, true, now()
    from generate_series(${teams}::int, ${people - 1}::int) g
    join ${users} leader on lower(leader.email) = 'p' || (g % ${teams}::int) || '@' || ${tag}::text || '.scale.test'`);
  const rows = parseRows(
    await db.execute(sql`select id, email from ${users} where organisation_id = ${organisationId} and role <> 'employee'`),
    z.object({ id: z.string(), email: z.string() }),
  );
  const leaders = new Map<number, string>();
  for (const row of rows) leaders.set(Number(/^p(\d+)@/.exec(row.email)?.[1]), row.id);
  return leaders;
}

/** Team tallies and organisation sums of people [from, to), by the same rule as VALUE_SQL. */
function tallies(
  from: number,
  to: number,
  teams: number,
  leaders: Map<number, string>,
  questions: { id: string; domain: string; orderIndex: number }[],
) {
  const teamTallies: TeamTallies = {};
  const byQuestion = new Map<string, { answers: number; sum: number; preferNot: number; counts: ValueCounts }>();
  const byDomain = new Map<string, DomainTally>();
  for (let person = from; person < to; person += 1) {
    const team = (teamTallies[leaders.get(person % teams) ?? ''] ??= { respondents: 0, domains: {} });
    team.respondents += 1;
    const given = new Set<string>();
    for (const question of questions) {
      const value = valueOf(person, question.orderIndex);
      const own = (team.domains[question.domain] ??= emptyTally());
      const organisation = byDomain.get(question.domain) ?? emptyTally();
      const perQuestion = byQuestion.get(question.id) ?? { answers: 0, sum: 0, preferNot: 0, counts: emptyCounts() };
      for (const tally of [own, organisation, perQuestion]) countAnswer(tally, value);
      byDomain.set(question.domain, organisation);
      byQuestion.set(question.id, perQuestion);
      if (value !== null) given.add(question.domain);
    }
    for (const domain of given) {
      (team.domains[domain] ?? emptyTally()).respondents += 1;
      (byDomain.get(domain) ?? emptyTally()).respondents += 1;
    }
  }
  return { teamTallies, byQuestion, byDomain };
}

/**
 * An organisation of `people` in `teams` teams who all completed one assessment of the default
 * set, released in `releases` releases of equal size, with a session for its administrator.
 */
export async function seedScaleOrganisation(
  db: Database,
  keys: ReleaseKeys,
  options: { people: number; teams: number; releases: number },
): Promise<ScaleOrganisation> {
  const { people, teams, releases } = options;
  const tag = randomUUID().slice(0, 8);
  const [organisation] = await db
    .insert(organisations)
    .values({ name: `Scale ${tag}` })
    .returning();
  if (!organisation) throw new Error('no organisation');
  const organisationId = organisation.id;
  const leaders = await insertPeople(db, organisationId, tag, people, teams);
  const now = new Date();
  const [assessment] = await db
    .insert(assessments)
    .values({
      organisationId,
      questionSetId: SET_ID,
      questionSetVersion: 1,
      title: `Scale ${people}`,
      description: 'Scale bench',
      status: 'open',
      wave: 1,
      openedAt: now,
    })
    .returning();
  if (!assessment) throw new Error('no assessment');
  await db.execute(sql`
    insert into ${participations} (assessment_id, user_id, organisation_id, completed)
    select ${assessment.id}::uuid, id, organisation_id, true from ${users} where organisation_id = ${organisationId}`);
  const questions = await setVersionQuestions(db, SET_ID, 1);
  if (questions.length === 0) throw new Error('the default question set has no questions');
  const day = now.toISOString().slice(0, 10);
  for (let sequence = 1; sequence <= releases; sequence += 1) {
    const from = Math.floor(((sequence - 1) * people) / releases);
    const to = Math.floor((sequence * people) / releases);
    const sums = tallies(from, to, teams, leaders, questions);
    const releaseId = randomUUID();
    await db.transaction(async (tx) => {
      await insertRelease(tx, {
        id: releaseId,
        organisationId,
        assessmentId: assessment.id,
        sequence,
        releasedOn: day,
        respondentCount: to - from,
        sealedTeamTallies: sealTeamTallies(keys.tallies, releaseId, sums.teamTallies),
      });
      await tx.execute(
        sql.raw(`insert into ${'"answers"'} (organisation_id, assessment_id, release_id, question_id, value)
          select '${organisationId}', '${assessment.id}', '${releaseId}', q.id, ${VALUE_SQL('g', 'q.order_index')}
          from generate_series(${from}, ${to - 1}) g cross join questions q where q.set_id = '${SET_ID}' and q.is_active
          order by random()`),
      );
      await addQuestionAggregates(
        tx,
        organisationId,
        assessment.id,
        [...sums.byQuestion].map(([questionId, tally]) => ({ questionId, ...tally })),
      );
      await addDomainAggregates(
        tx,
        organisationId,
        assessment.id,
        [...sums.byDomain].map(([domain, tally]) => ({ domain, ...tally })),
      );
      await publishAfterRelease(tx, keys.tallies, assessment, sequence, day);
    });
  }
  const [count] = parseRows(
    await db.execute(sql`select count(*) as n from ${answers} where assessment_id = ${assessment.id}`),
    z.object({ n: z.coerce.number() }),
  );
  // An employee's session: every member sees the dashboard, and administrators would first need a second factor.
  const [viewer] = parseRows(
    await db.execute(sql`select id from ${users} where organisation_id = ${organisationId} and role = 'employee' limit 1`),
    z.object({ id: z.string() }),
  );
  const { token } = await startSession(db, systemClock, viewer?.id ?? '', 'results scale bench');
  return { organisationId, assessmentId: assessment.id, cookie: token, people, answers: count?.n ?? 0, teams, releases };
}
