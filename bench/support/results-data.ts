/**
 * The results benchmark's data: an organisation of 10,000 people and a 45-question assessment,
 * written straight into a migrated bench database (never through the API: that is what the
 * benchmark measures).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DOMAINS, questionsForSet } from '#domain/question-bank.ts';
import { storeAnswer } from '#server/assessments/answer-store.ts';
import { aggregateDifferences } from '#server/assessments/aggregates-check.ts';
import { activeQuestions, lockParticipation, todayIso } from '#server/assessments/queries.ts';
import { respondentKey } from '#server/assessments/respondent-key.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { assessments, organisations, participations, questions, users } from '#server/db/schema.ts';

export const PEOPLE = 10_000;
export const QUESTION_COUNT = 45;
/** The administrator and 999 managers lead teams of about ten (the managers report to the administrator). */
export const TEAM_LEADERS = 1_000;
/** The last people have no answers when the HTTP clients start: each client answers as one of them. */
export const LEFT_FOR_HTTP = 1_000;
/** How many of the pre-filled people are written through storeAnswer, the API's own code path. */
export const STORE_ANSWER_SAMPLE = 50;
const PEOPLE_PER_STATEMENT = 200; // 9,000 answer rows per INSERT
const USERS_PER_STATEMENT = 500;
const DAY_MS = 24 * 60 * 60_000;

export const BENCH_PASSWORD = 'bench: one password shared by 10,000 people';
const SET_ID = 'default-assessment';

export type BenchQuestion = { id: string; domain: string };
export type BenchPerson = { index: number; id: string; email: string; managerId: string | null; key: string };

export type BenchOrganisation = {
  organisationId: string;
  assessmentId: string;
  admin: BenchPerson;
  people: BenchPerson[];
  questions: BenchQuestion[];
  /** People without answers, each with a session made by startSession, for the HTTP clients. */
  unanswered: { person: BenchPerson; token: string }[];
};

export type GenerationReport = {
  storeAnswer: { people: number; answers: number; ms: number };
  bulk: { people: number; answers: number; ms: number };
  aggregatesMs: number;
  totalMs: number;
};

type Log = (message: string) => void;

/** A small deterministic pseudo-random generator: every run answers the same way. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// How people tend to answer each domain, so that the domain means differ.
const TENDENCY: Record<string, number> = { alignment: 3.7, awareness: 3.3, agency: 3.9, adaptability: 2.9, accountability: 3.5 };

/** One person's 45 answers: a personal leaning, noise, and about 4 % "Prefer not to say". */
function answersOf(person: BenchPerson, benchQuestions: readonly BenchQuestion[]): (number | null)[] {
  const random = generator(20261122 + person.index * 7919);
  const leaning = (random() - 0.5) * 1.2;
  return benchQuestions.map((question) => {
    if (random() < 0.04) return null;
    const value = Math.round((TENDENCY[question.domain] ?? 3) + leaning + (random() - 0.5) * 2.4);
    return Math.min(5, Math.max(1, value));
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * The built-in default set has 5 questions and no set has 45, and the API's schemas only
 * accept the built-in set ids: so the bench adds 40 questions to the default set, in this
 * database only (9 per domain in all). The question-bank sync run by migrate() would
 * deactivate them, so the bench's server never migrates.
 */
async function addBenchQuestions(db: Database): Promise<BenchQuestion[]> {
  const builtIn = questionsForSet(SET_ID);
  const extra = Array.from({ length: QUESTION_COUNT - builtIn.length }, (_, offset) => {
    const order = builtIn.length + 1 + offset;
    const domain = DEFAULT_DOMAINS[(order - 1) % DEFAULT_DOMAINS.length] ?? 'alignment';
    return {
      id: `bench-q-${String(order).padStart(2, '0')}`,
      setId: SET_ID,
      text: `Bench-only statement ${order} about ${domain}.`,
      domain,
      subcategory: 'bench',
      orderIndex: order,
      isActive: true,
    };
  });
  await db.insert(questions).values(extra);
  const rows = await activeQuestions(db, SET_ID);
  const perDomain = new Map<string, number>();
  for (const row of rows) perDomain.set(row.domain, (perDomain.get(row.domain) ?? 0) + 1);
  if (rows.length !== QUESTION_COUNT || [...perDomain.values()].some((count) => count !== QUESTION_COUNT / DEFAULT_DOMAINS.length)) {
    throw new Error(`expected ${QUESTION_COUNT} active questions, 9 per domain; found ${rows.length}`);
  }
  return rows.map((row) => ({ id: row.id, domain: row.domain }));
}

async function insertPeople(db: Database, organisationId: string, passwordHash: string, secretFor: (userId: string) => string): Promise<BenchPerson[]> {
  const people: BenchPerson[] = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    const id = randomUUID();
    const leader = index === 0 ? null : index < TEAM_LEADERS ? people[0] : people[index % TEAM_LEADERS];
    const email = index === 0 ? 'admin@bench.culturelens.invalid' : `person-${String(index).padStart(5, '0')}@bench.culturelens.invalid`;
    people.push({ index, id, email, managerId: leader?.id ?? null, key: secretFor(id) });
  }
  const now = Date.now();
  // Leaders come first, so every manager_id refers to a row of an earlier (or the same) statement.
  for (const batch of chunks(people, USERS_PER_STATEMENT)) {
    await db.insert(users).values(
      batch.map((person) => ({
        id: person.id,
        organisationId,
        email: person.email,
        emailVerifiedAt: new Date(now - 30 * DAY_MS),
        passwordHash,
        role: person.index === 0 ? 'organisation_admin' : person.index < TEAM_LEADERS ? 'manager' : 'employee',
        firstName: 'Bench',
        lastName: `Person ${person.index}`,
        consentedAt: new Date(now - 29 * DAY_MS),
        consentVersion: 'alpha-v1',
        managerId: person.managerId,
        createdAt: new Date(now - 30 * DAY_MS),
      })),
    );
  }
  return people;
}

/** Answers every question for `people` as the API does: one transaction per person, storeAnswer per answer. */
async function answerThroughStoreAnswer(db: Database, organisation: BenchOrganisation, people: readonly BenchPerson[]) {
  const day = todayIso(new Date());
  for (const person of people) {
    const values = answersOf(person, organisation.questions);
    await db.transaction(async (tx) => {
      await tx
        .insert(participations)
        .values({ assessmentId: organisation.assessmentId, userId: person.id, organisationId: organisation.organisationId, teamManagerId: person.managerId, startedAt: new Date() })
        .onConflictDoNothing();
      await lockParticipation(tx, organisation.assessmentId, person.id);
      for (const [position, question] of organisation.questions.entries()) {
        await storeAnswer(tx, {
          organisationId: organisation.organisationId,
          assessmentId: organisation.assessmentId,
          respondentKey: person.key,
          teamKey: person.managerId ?? '',
          questionId: question.id,
          domain: question.domain,
          value: values[position] ?? null,
          day,
        });
      }
      await tx
        .update(participations)
        .set({ completedAt: new Date() })
        .where(and(eq(participations.assessmentId, organisation.assessmentId), eq(participations.userId, person.id)));
    });
  }
}

/**
 * Writes every missing answer of `people` (answers already there are kept) and completes their
 * participation, many rows per statement. The aggregates are not touched: rebuild them after.
 */
async function bulkAnswer(db: Database, organisation: BenchOrganisation, people: readonly BenchPerson[]) {
  const day = todayIso(new Date());
  const now = Date.now();
  for (const batch of chunks(people, PEOPLE_PER_STATEMENT)) {
    const ledger = batch.map((person) => {
      const startedAt = now - (1 + (person.index % 13)) * DAY_MS;
      return { u: person.id, m: person.managerId, s: new Date(startedAt).toISOString(), c: new Date(startedAt + 11 * 60_000).toISOString() };
    });
    await db.execute(sql`
      insert into participations (assessment_id, user_id, organisation_id, team_manager_id, started_at, completed_at)
      select ${organisation.assessmentId}::uuid, r.u, ${organisation.organisationId}::uuid, r.m, r.s, r.c
      from json_to_recordset(${JSON.stringify(ledger)}::json) as r(u uuid, m uuid, s timestamptz, c timestamptz)
      on conflict (assessment_id, user_id) do update set completed_at = coalesce(participations.completed_at, excluded.completed_at)`);

    const rows = batch.flatMap((person) => {
      const values = answersOf(person, organisation.questions);
      return organisation.questions.map((question, position) => ({ k: person.key, q: question.id, v: values[position] ?? null, t: person.managerId ?? '' }));
    });
    await db.execute(sql`
      insert into answers (organisation_id, assessment_id, respondent_key, question_id, value, submitted_on, team_key)
      select ${organisation.organisationId}::uuid, ${organisation.assessmentId}::uuid, r.k, r.q, r.v, case when r.v is null then null else ${day} end, r.t
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(k text, q text, v int, t text)
      on conflict (assessment_id, respondent_key, question_id) do nothing`);
  }
}

/**
 * Recomputes the maintained aggregates of the assessment from its answers: one statement per
 * table, the same definitions storeAnswer keeps incrementally (and aggregateDifferences checks).
 */
export async function rebuildAggregates(db: Database, assessmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from question_aggregates where assessment_id = ${assessmentId}`);
    await tx.execute(sql`delete from domain_aggregates where assessment_id = ${assessmentId}`);
    await tx.execute(sql`delete from respondent_domain_counts where assessment_id = ${assessmentId}`);
    await tx.execute(sql`
      insert into question_aggregates (organisation_id, assessment_id, question_id, team_key, answer_count, value_sum, prefer_not_count)
      select organisation_id, assessment_id, question_id, team_key, count(value), coalesce(sum(value), 0), count(*) filter (where value is null)
      from answers where assessment_id = ${assessmentId}
      group by organisation_id, assessment_id, question_id, team_key`);
    await tx.execute(sql`
      insert into respondent_domain_counts (assessment_id, respondent_key, domain, non_null_answers)
      select a.assessment_id, a.respondent_key, q.domain, count(a.value)
      from answers a join questions q on q.id = a.question_id
      where a.assessment_id = ${assessmentId}
      group by a.assessment_id, a.respondent_key, q.domain
      having count(a.value) > 0`);
    await tx.execute(sql`
      insert into domain_aggregates (organisation_id, assessment_id, domain, team_key, respondent_count, answer_count, value_sum)
      select a.organisation_id, a.assessment_id, q.domain, a.team_key,
             count(distinct a.respondent_key) filter (where a.value is not null), count(a.value), coalesce(sum(a.value), 0)
      from answers a join questions q on q.id = a.question_id
      where a.assessment_id = ${assessmentId}
      group by a.organisation_id, a.assessment_id, q.domain, a.team_key`);
  });
}

export async function countAnswers(db: Database, assessmentId: string): Promise<number> {
  const [row] = parseRows(await db.execute(sql`select count(*)::int as n from answers where assessment_id = ${assessmentId}`), z.object({ n: z.coerce.number() }));
  return row?.n ?? 0;
}

/** Fails loudly when the maintained aggregates disagree with the answers. */
export async function verifyAggregates(db: Database, assessmentId: string, when: string): Promise<void> {
  const differences = await aggregateDifferences(db, assessmentId);
  if (differences.length > 0) {
    throw new Error(`aggregates differ from the answers ${when} (${differences.length}):\n  ${differences.slice(0, 10).join('\n  ')}`);
  }
}

/**
 * The organisation, its people (verified, consented, one shared argon2 hash), the assessment,
 * the answers of everyone but the last LEFT_FOR_HTTP people, and sessions for those.
 */
export async function generateOrganisation(db: Database, respondentSecret: string, log: Log): Promise<{ organisation: BenchOrganisation; report: GenerationReport }> {
  const started = performance.now();
  const benchQuestions = await addBenchQuestions(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const [organisationRow] = await db.insert(organisations).values({ name: 'Bench organisation (10,000 people)' }).returning({ id: organisations.id });
  if (!organisationRow) throw new Error('organisation insert returned nothing');
  // The assessment's id is needed for the respondent keys, which are computed with the people.
  const assessmentId = randomUUID();
  log(`inserting ${PEOPLE} people`);
  const people = await insertPeople(db, organisationRow.id, passwordHash, (userId) => respondentKey(respondentSecret, assessmentId, userId));
  const admin = people[0];
  if (!admin) throw new Error('no administrator');
  await db.insert(assessments).values({
    id: assessmentId,
    organisationId: organisationRow.id,
    questionSetId: SET_ID,
    title: `Culture assessment (${QUESTION_COUNT} questions, bench)`,
    description: 'Generated by bench/results.ts.',
    status: 'open',
    wave: 1,
    createdBy: admin.id,
    openedAt: new Date(Date.now() - 14 * DAY_MS),
  });

  const organisation: BenchOrganisation = { organisationId: organisationRow.id, assessmentId, admin, people, questions: benchQuestions, unanswered: [] };
  const prefilled = people.slice(0, PEOPLE - LEFT_FOR_HTTP);
  const viaStoreAnswer = prefilled.slice(0, STORE_ANSWER_SAMPLE);
  const viaBulk = prefilled.slice(STORE_ANSWER_SAMPLE);

  log(`answering for ${viaStoreAnswer.length} people through storeAnswer`);
  const storeStarted = performance.now();
  await answerThroughStoreAnswer(db, organisation, viaStoreAnswer);
  const storeMs = performance.now() - storeStarted;
  await verifyAggregates(db, assessmentId, 'after storeAnswer');

  log(`bulk-inserting the answers of ${viaBulk.length} people`);
  const bulkStarted = performance.now();
  await bulkAnswer(db, organisation, viaBulk);
  const bulkMs = performance.now() - bulkStarted;

  log('computing the aggregates in SQL');
  const aggregatesStarted = performance.now();
  await rebuildAggregates(db, assessmentId);
  const aggregatesMs = performance.now() - aggregatesStarted;
  await verifyAggregates(db, assessmentId, 'after the bulk load');
  await db.execute(sql`analyze`);

  log(`starting sessions for the ${LEFT_FOR_HTTP} people left for the HTTP clients`);
  for (const person of people.slice(PEOPLE - LEFT_FOR_HTTP)) {
    const session = await startSession(db, systemClock, person.id, 'culturelens-bench');
    organisation.unanswered.push({ person, token: session.token });
  }

  return {
    organisation,
    report: {
      storeAnswer: { people: viaStoreAnswer.length, answers: viaStoreAnswer.length * QUESTION_COUNT, ms: storeMs },
      bulk: { people: viaBulk.length, answers: viaBulk.length * QUESTION_COUNT, ms: bulkMs },
      aggregatesMs,
      totalMs: performance.now() - started,
    },
  };
}

/**
 * After the HTTP runs: the answers the HTTP clients did not give are bulk-filled (theirs are
 * kept) and every participation completed, so all 10,000 people have answered all 45 questions.
 * Returns how many answers were added.
 */
export async function completeEveryone(db: Database, organisation: BenchOrganisation): Promise<number> {
  const before = await countAnswers(db, organisation.assessmentId);
  await bulkAnswer(db, organisation, organisation.unanswered.map((entry) => entry.person));
  await rebuildAggregates(db, organisation.assessmentId);
  await verifyAggregates(db, organisation.assessmentId, 'after completing everyone');
  await db.execute(sql`analyze`);
  return (await countAnswers(db, organisation.assessmentId)) - before;
}
