/**
 * The results benchmark's data: an organisation of 10,000 people and a 45-question assessment,
 * written straight into a migrated bench database (never through the API: that is what the
 * benchmark measures). Answers go in as the answering API leaves them: a completed, sealed
 * draft per person (sealDraft, under the respondent key) beside a completed participation;
 * from there only releaseWaiting, the release job's own code, turns them into answers.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DOMAINS, questionsForSet } from '#domain/question-bank.ts';
import { openDraft, sealDraft, type Draft } from '#server/assessments/answer-drafts.ts';
import { currentDraftKey } from '#server/assessments/draft-keys.ts';
import type { Secrets } from '#server/secrets.ts';
import { setVersionQuestions } from '#server/assessments/queries.ts';
import { respondentKey } from '#server/assessments/respondent-key.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { answerDrafts, assessments, organisations, questions, questionSetVersionQuestions, users } from '#server/db/schema.ts';
import { aggregateDifferences } from '#server/releases/aggregates-check.ts';
import { domainTotals, organisationFiguresRow, releasesOf } from '#server/releases/queries.ts';
import { releaseKeysOf, releaseWaiting, type ReleaseKeys } from '#server/releases/release.ts';
import { addTeamTally, emptyTally, openTeamTallies, type DomainTally, type TeamTallies } from '#server/releases/tallies.ts';

export const PEOPLE = 10_000;
export const QUESTION_COUNT = 45;
/** The administrator and 999 managers lead teams of about ten (the managers report to the administrator). */
export const TEAM_LEADERS = 1_000;
/** The last people have no answers when the HTTP clients start: each client answers as one of them. */
export const LEFT_FOR_HTTP = 1_000;
/** People of the small assessment the dashboard is also read on: 23 × 45 = 1,035 answers. */
export const SMALL_ASSESSMENT_PEOPLE = 23;
const PEOPLE_PER_STATEMENT = 500;
const USERS_PER_STATEMENT = 500;
const DAY_MS = 24 * 60 * 60_000;

export const BENCH_PASSWORD = 'bench: one password shared by 10,000 people';
const SET_ID = 'default-assessment';

export type BenchQuestion = { id: string; domain: string };
export type BenchPerson = { index: number; id: string; email: string; managerId: string | null };

export type BenchOrganisation = {
  organisationId: string;
  assessmentId: string;
  respondentSecret: string;
  keys: ReleaseKeys;
  admin: BenchPerson;
  people: BenchPerson[];
  questions: BenchQuestion[];
  /** People without answers, each with a session made by startSession, for the HTTP clients. */
  unanswered: { person: BenchPerson; token: string }[];
};

export type GenerationReport = {
  /** People whose completed drafts were sealed and inserted before the save runs. */
  drafts: { people: number; ms: number };
  totalMs: number;
};

/** What releases must add up to: per domain organisation-wide, and per team. */
export type ExpectedFigures = { people: number; answers: number; organisation: Map<string, DomainTally>; teams: TeamTallies };

type Log = (message: string) => void;
/** One person's answers, in question order, as stored in their draft. */
type Answered = { person: BenchPerson; answers: Map<string, number | null> };

/** A small deterministic pseudo-random generator: every run answers the same way. */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// How people tend to answer each domain, so that the domain means differ.
const TENDENCY: Record<string, number> = { alignment: 3.7, awareness: 3.3, agency: 3.9, adaptability: 2.9, accountability: 3.5 };

/** One person's 45 answers: a personal leaning, noise, and about 4 % "Prefer not to say". */
function answersOf(person: BenchPerson, benchQuestions: readonly BenchQuestion[]): Map<string, number | null> {
  const random = generator(20261122 + person.index * 7919);
  const leaning = (random() - 0.5) * 1.2;
  return new Map(
    benchQuestions.map((question) => {
      if (random() < 0.04) return [question.id, null];
      const value = Math.round((TENDENCY[question.domain] ?? 3) + leaning + (random() - 0.5) * 2.4);
      return [question.id, Math.min(5, Math.max(1, value))];
    }),
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const teamOf = (person: BenchPerson) => person.managerId ?? '';

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
  await db
    .insert(questionSetVersionQuestions)
    .values(extra.map((question) => ({ setId: SET_ID, version: 1, questionId: question.id, orderIndex: question.orderIndex })));
  const rows = await setVersionQuestions(db, SET_ID, 1);
  const perDomain = new Map<string, number>();
  for (const row of rows) perDomain.set(row.domain, (perDomain.get(row.domain) ?? 0) + 1);
  if (rows.length !== QUESTION_COUNT || [...perDomain.values()].some((count) => count !== QUESTION_COUNT / DEFAULT_DOMAINS.length)) {
    throw new Error(`expected ${QUESTION_COUNT} active questions, 9 per domain; found ${rows.length}`);
  }
  return rows.map((row) => ({ id: row.id, domain: row.domain }));
}

async function insertPeople(db: Database, organisationId: string, passwordHash: string): Promise<BenchPerson[]> {
  const people: BenchPerson[] = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    const id = randomUUID();
    const leader = index === 0 ? null : index < TEAM_LEADERS ? people[0] : people[index % TEAM_LEADERS];
    const email = index === 0 ? 'admin@bench.culturelens.invalid' : `person-${String(index).padStart(5, '0')}@bench.culturelens.invalid`;
    people.push({ index, id, email, managerId: leader?.id ?? null });
  }
  const now = Date.now();
  // Leaders come first, so every manager_id refers to a row of an earlier (or the same) statement.
  for (const batch of chunks(people, USERS_PER_STATEMENT)) {
    await db.insert(users).values(
      batch.map((person): typeof users.$inferInsert => ({
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

/**
 * Completed participations and completed sealed drafts for `answered`, as completeAssessment
 * leaves them, many rows a statement. Nothing is released.
 */
async function insertCompletedDrafts(db: Database, organisation: BenchOrganisation, assessmentId: string, answered: readonly Answered[]) {
  // Under the key of the epoch they wait in, as completeAssessment seals them.
  const draftKey = await currentDraftKey(db, organisation.keys.drafts, organisation.organisationId, assessmentId);
  for (const batch of chunks(answered, PEOPLE_PER_STATEMENT)) {
    const ledger = batch.map(({ person }) => ({ u: person.id, m: person.managerId }));
    await db.execute(sql`
      insert into participations (assessment_id, user_id, organisation_id, team_manager_id, completed)
      select ${assessmentId}::uuid, r.u, ${organisation.organisationId}::uuid, r.m, true
      from json_to_recordset(${JSON.stringify(ledger)}::json) as r(u uuid, m uuid)
      on conflict (organisation_id, assessment_id, user_id) do update set completed = true`);
    const drafts = batch.map(({ person, answers }) => {
      const key = respondentKey(organisation.respondentSecret, assessmentId, person.id);
      const draft: Draft = { team: teamOf(person), answers };
      return {
        organisationId: organisation.organisationId,
        assessmentId,
        respondentKey: key,
        sealed: sealDraft(draftKey, assessmentId, key, draft),
        completed: true,
      };
    });
    await db
      .insert(answerDrafts)
      .values(drafts)
      .onConflictDoUpdate({
        target: [answerDrafts.assessmentId, answerDrafts.respondentKey],
        set: { sealed: sql`excluded.sealed`, completed: true },
      });
  }
}

async function insertAssessment(
  db: Database,
  organisation: Pick<BenchOrganisation, 'organisationId' | 'admin'>,
  id: string,
  wave: number,
  title: string,
) {
  await db.insert(assessments).values({
    id,
    organisationId: organisation.organisationId,
    questionSetId: SET_ID,
    questionSetVersion: 1,
    title,
    description: 'Generated by bench/results.ts.',
    status: 'open',
    wave,
    createdBy: organisation.admin.id,
    openedAt: new Date(Date.now() - 14 * DAY_MS),
  });
}

/**
 * The organisation, its people (verified, consented, one shared argon2 hash), the assessment,
 * completed sealed drafts waiting for everyone but the last LEFT_FOR_HTTP people, and sessions
 * for those.
 */
export async function generateOrganisation(
  db: Database,
  secrets: Secrets,
  log: Log,
): Promise<{ organisation: BenchOrganisation; report: GenerationReport }> {
  const started = performance.now();
  const benchQuestions = await addBenchQuestions(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const [organisationRow] = await db
    .insert(organisations)
    .values({ name: 'Bench organisation (10,000 people)' })
    .returning({ id: organisations.id });
  if (!organisationRow) throw new Error('organisation insert returned nothing');
  log(`inserting ${PEOPLE} people`);
  const people = await insertPeople(db, organisationRow.id, passwordHash);
  const admin = people[0];
  if (!admin) throw new Error('no administrator');
  const organisation: BenchOrganisation = {
    organisationId: organisationRow.id,
    assessmentId: randomUUID(),
    respondentSecret: secrets.respondentSecret,
    keys: releaseKeysOf(secrets),
    admin,
    people,
    questions: benchQuestions,
    unanswered: [],
  };
  await insertAssessment(db, organisation, organisation.assessmentId, 1, `Culture assessment (${QUESTION_COUNT} questions, bench)`);

  const prefilled = people.slice(0, PEOPLE - LEFT_FOR_HTTP);
  log(`sealing and inserting the completed drafts of ${prefilled.length} people`);
  const draftsStarted = performance.now();
  await insertCompletedDrafts(
    db,
    organisation,
    organisation.assessmentId,
    prefilled.map((person) => ({ person, answers: answersOf(person, benchQuestions) })),
  );
  const draftsMs = performance.now() - draftsStarted;
  await db.execute(sql`analyze`);

  log(`starting sessions for the ${LEFT_FOR_HTTP} people left for the HTTP clients`);
  for (const person of people.slice(PEOPLE - LEFT_FOR_HTTP)) {
    const session = await startSession(db, systemClock, person.id, 'culturelens-bench');
    organisation.unanswered.push({ person, token: session.token });
  }
  return { organisation, report: { drafts: { people: prefilled.length, ms: draftsMs }, totalMs: performance.now() - started } };
}

/** The sums every release of `answered` together must come to (a respondent counts in a domain where they gave a value). */
function expectedFigures(answered: readonly Answered[], domainOf: ReadonlyMap<string, string>): ExpectedFigures {
  const organisation = new Map<string, DomainTally>();
  const teams: TeamTallies = {};
  let answers = 0;
  for (const { person, answers: given } of answered) {
    const team = (teams[teamOf(person)] ??= { respondents: 0, domains: {} });
    team.respondents += 1;
    const valued = new Set<string>();
    for (const [questionId, value] of given) {
      const domain = domainOf.get(questionId);
      if (domain === undefined) continue;
      answers += 1;
      const whole = organisation.get(domain) ?? emptyTally();
      organisation.set(domain, whole);
      const own = (team.domains[domain] ??= emptyTally());
      for (const tally of [whole, own]) {
        if (value === null) tally.preferNot += 1;
        else {
          tally.answers += 1;
          tally.sum += value;
        }
      }
      if (value !== null) valued.add(domain);
    }
    for (const domain of valued) {
      (organisation.get(domain) ?? emptyTally()).respondents += 1;
      (team.domains[domain] ?? emptyTally()).respondents += 1;
    }
  }
  return { people: answered.length, answers, organisation, teams };
}

const domainMap = (organisation: BenchOrganisation) => new Map(organisation.questions.map((question) => [question.id, question.domain]));

/**
 * After the HTTP runs: the answers the HTTP clients gave stay in their drafts, the questions
 * they did not reach are filled in, and every draft is completed; then all 10,000 people are
 * waiting to be released. Returns what their release must add up to.
 */
export async function completeEveryone(
  db: Database,
  organisation: BenchOrganisation,
): Promise<{ expected: ExpectedFigures; keptFromHttp: number }> {
  const { assessmentId } = organisation;
  const httpPeople = organisation.unanswered.map((entry) => entry.person);
  const keyOf = new Map(httpPeople.map((person) => [respondentKey(organisation.respondentSecret, assessmentId, person.id), person]));
  const saved = new Map<string, Map<string, number | null>>();
  for (const batch of chunks([...keyOf.keys()], PEOPLE_PER_STATEMENT)) {
    const rows = await db
      .select()
      .from(answerDrafts)
      .where(and(eq(answerDrafts.assessmentId, assessmentId), inArray(answerDrafts.respondentKey, batch)));
    for (const row of rows) {
      const person = keyOf.get(row.respondentKey);
      if (!person) continue;
      if (row.completed) throw new Error(`${person.email} completed during the save runs: the bench never completes through HTTP`);
      // The bench asks a built-in set: agreement answers only, never a comment's text.
      const answers = [...openDraft(organisation.keys.drafts, assessmentId, row.respondentKey, row.sealed).answers];
      saved.set(person.id, new Map(answers.filter((entry): entry is [string, number | null] => typeof entry[1] !== 'string')));
    }
  }
  let keptFromHttp = 0;
  const completing = httpPeople.map((person) => {
    const answers = answersOf(person, organisation.questions);
    for (const [questionId, value] of saved.get(person.id) ?? []) {
      answers.set(questionId, value);
      keptFromHttp += 1;
    }
    return { person, answers };
  });
  await insertCompletedDrafts(db, organisation, assessmentId, completing);
  await db.execute(sql`analyze`);

  const prefilled = organisation.people
    .slice(0, PEOPLE - LEFT_FOR_HTTP)
    .map((person) => ({ person, answers: answersOf(person, organisation.questions) }));
  return { expected: expectedFigures([...prefilled, ...completing], domainMap(organisation)), keptFromHttp };
}

const CountSchema = z.object({ n: z.coerce.number() });

export async function countRows(db: Database, table: 'answers' | 'answer_drafts' | 'releases', assessmentId: string): Promise<number> {
  const [row] = parseRows(
    await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where assessment_id = ${assessmentId}`),
    CountSchema,
  );
  return row?.n ?? 0;
}

export async function waitingCount(db: Database, assessmentId: string): Promise<number> {
  const [row] = parseRows(
    await db.execute(sql`select count(*)::int as n from answer_drafts where assessment_id = ${assessmentId} and completed`),
    CountSchema,
  );
  return row?.n ?? 0;
}

/** One call of the release job's own function, timed. */
export async function timedRelease(
  db: Database,
  organisation: BenchOrganisation,
  assessmentId: string,
): Promise<{ released: number; ms: number }> {
  const started = performance.now();
  const released = await releaseWaiting(db, organisation.keys, systemClock, assessmentId, { final: false });
  return { released, ms: performance.now() - started };
}

const describeTally = (tally: DomainTally | undefined) =>
  tally ? `${tally.respondents}/${tally.answers}/${tally.sum}/${tally.preferNot}` : 'nothing';

/**
 * Fails loudly unless the releases of the assessment add up to `expected`: the organisation
 * sums against the plain answers (aggregateDifferences), respondents per domain (which it cannot
 * check) against the generated answers, every team's sealed tallies opened and added up across
 * releases, the number of answer rows, no draft left, and the publication's respondent count.
 */
export async function verifyReleased(
  db: Database,
  organisation: BenchOrganisation,
  assessmentId: string,
  expected: ExpectedFigures,
): Promise<void> {
  const problems = (await aggregateDifferences(db, assessmentId)).map((difference) => `aggregateDifferences: ${difference}`);
  for (const total of await domainTotals(db, assessmentId)) {
    const want = expected.organisation.get(total.domain);
    const have = { respondents: total.respondentCount, answers: total.answerCount, sum: total.valueSum, preferNot: total.preferNotCount };
    if (describeTally(want) !== describeTally(have))
      problems.push(`domain ${total.domain}: expected ${describeTally(want)}, released ${describeTally(have)}`);
  }
  const teams: TeamTallies = {};
  for (const release of await releasesOf(db, assessmentId)) {
    for (const [team, tally] of Object.entries(openTeamTallies(organisation.keys.tallies, release.id, release.sealedTeamTallies))) {
      addTeamTally((teams[team] ??= { respondents: 0, domains: {} }), tally);
    }
  }
  for (const team of new Set([...Object.keys(teams), ...Object.keys(expected.teams)])) {
    const want = expected.teams[team];
    const have = teams[team];
    if (want?.respondents !== have?.respondents)
      problems.push(`team ${team || '(none)'}: expected ${want?.respondents ?? 0} respondents, released ${have?.respondents ?? 0}`);
    for (const domain of DEFAULT_DOMAINS) {
      if (describeTally(want?.domains[domain]) !== describeTally(have?.domains[domain])) {
        problems.push(
          `team ${team || '(none)'} ${domain}: expected ${describeTally(want?.domains[domain])}, released ${describeTally(have?.domains[domain])}`,
        );
      }
    }
  }
  const answers = await countRows(db, 'answers', assessmentId);
  if (answers !== expected.answers) problems.push(`${answers} answer rows, expected ${expected.answers}`);
  const drafts = await countRows(db, 'answer_drafts', assessmentId);
  if (drafts !== 0) problems.push(`${drafts} drafts left after the release`);
  const publication = await organisationFiguresRow(db, organisation.organisationId, assessmentId);
  const respondents = publication?.respondents ?? 0;
  if (respondents !== expected.people)
    problems.push(`the newest publication counts ${respondents} respondents, expected ${expected.people}`);
  if (problems.length > 0)
    throw new Error(`the releases do not add up to the answers given (${problems.length}):\n  ${problems.slice(0, 12).join('\n  ')}`);
}

/**
 * A further assessment of the organisation (a later wave of the same questions) whose
 * `people` completed: their drafts are inserted, then released in as many releases as
 * `releaseOf` assigns (1, 2, …), each a call of releaseWaiting, timed, then `afterRelease`.
 * People with release 0 are left out.
 */
export async function releasedAssessment(
  db: Database,
  organisation: BenchOrganisation,
  options: {
    wave: number;
    title: string;
    people: readonly BenchPerson[];
    releaseOf(person: BenchPerson): number;
    afterRelease?(assessmentId: string, sequence: number): Promise<void>;
    log?: Log;
  },
): Promise<{ assessmentId: string; releases: { sequence: number; released: number; ms: number }[]; expected: ExpectedFigures }> {
  const assessmentId = randomUUID();
  await insertAssessment(db, organisation, assessmentId, options.wave, options.title);
  const byRelease = new Map<number, Answered[]>();
  for (const person of options.people) {
    const release = options.releaseOf(person);
    if (release <= 0) continue;
    const group = byRelease.get(release) ?? [];
    group.push({ person, answers: answersOf(person, organisation.questions) });
    byRelease.set(release, group);
  }
  const releases: { sequence: number; released: number; ms: number }[] = [];
  for (const sequence of [...byRelease.keys()].sort((a, b) => a - b)) {
    await insertCompletedDrafts(db, organisation, assessmentId, byRelease.get(sequence) ?? []);
    const { released, ms } = await timedRelease(db, organisation, assessmentId);
    releases.push({ sequence, released, ms });
    await options.afterRelease?.(assessmentId, sequence);
    if (sequence % 10 === 0) options.log?.(`release ${sequence} of ${byRelease.size}: ${released} people in ${Math.round(ms)} ms`);
  }
  return { assessmentId, releases, expected: expectedFigures([...byRelease.values()].flat(), domainMap(organisation)) };
}
