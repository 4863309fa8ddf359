import { count, eq } from 'drizzle-orm';
import { AssessmentResultsSchema, ResultsOverviewSchema, TeamResultsResponseSchema, type AssessmentResults } from '#domain/api/results.ts';
import type { Favourability } from '#domain/favourability.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import { releases } from '#server/db/schema.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import type { TestServer } from '#tests/http.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';

/**
 * The organisation the attacks run against: teams of 6, 7 and 2 people, four people without
 * a manager, answering in phases, some at the same moment. After every completion every
 * identity looks at everything it may see, and the attacker keeps all of it.
 */

export const QUESTIONS = questionsForSet('deib-assessment');

export type Person = { id: string; email: string; team: string; answers: (number | null)[] };

/** One figure as someone saw it. `setSize` is how many released people it stands for, as shown. */
export type Figure = {
  moment: number;
  seenBy: string;
  source: 'results' | 'teams' | 'overview' | 'csv' | 'pdf' | 'roadmap';
  /** '*' for the organisation, else the team's manager id. */
  group: string;
  /** A domain key, or 'q:<question id>' for a heat-map cell. */
  family: string;
  setSize: number;
  /** Null when hidden. */
  mean: number | null;
  /** Respondents (domains) or answers (cells) behind the mean, as shown. */
  count: number | null;
  /** The favourability counts shown beside it (agree, neutral, disagree, prefer not to say), if any. */
  histogram?: Favourability | null;
};

export type Observations = {
  figures: Figure[];
  /** Everything else shown that counts people: completion, held back, team respondents. */
  counts: { moment: number; seenBy: string; group: string; label: string; value: number }[];
  /** Raw text of every export and roadmap, to scan for hidden figures. */
  documents: { moment: number; kind: string; text: string }[];
  /** Heat maps per moment (organisation): domain → hidden and shown cells. */
  heatMaps: {
    moment: number;
    domain: string;
    hidden: number;
    shown: number;
    domainShown: boolean;
    /** The answers behind the domain's shown figure (its favourability counts them), where shown. */
    domainAnswers?: number | undefined;
    /** The answers behind its shown cells together. */
    shownAnswers?: number | undefined;
  }[];
};

export type GroundTruth = {
  people: Person[];
  managers: Record<string, string>;
  /** Release number (1, 2 …) → the people in it. */
  releases: Map<number, Person[]>;
};

// Distinct answer sheets (the first three answers spell the person's number in base 5), so an
// attacker who lines rows up with people could be checked; some "Prefer not to say" too.
function sheetFor(index: number): (number | null)[] {
  return QUESTIONS.map((_question, position) => {
    if ((index + position) % 7 === 0) return null;
    return ((Math.floor(index / 5 ** (position % 3)) + position) % 5) + 1;
  });
}

export async function runScenario(server: TestServer, db: Database) {
  const { organisationId, cookie: adminCookie } = await signedInAdmin(server, db);
  const assessment = await startAssessment(server, adminCookie);
  const managerA = await createRespondent(db, organisationId, { role: 'manager' });
  const managerB = await createRespondent(db, organisationId, { role: 'manager' });
  const managerC = await createRespondent(db, organisationId, { role: 'manager' });
  const managers = { A: managerA.id, B: managerB.id, C: managerC.id };
  const employee = await createRespondent(db, organisationId);

  const people: (Person & { cookie: string })[] = [];
  const join = async (team: string, managerId: string | null) => {
    const person = await createRespondent(db, organisationId, { managerId });
    const answers = sheetFor(people.length);
    const entry = { id: person.id, email: person.email, team, answers, cookie: await signInAs(server, person.email) };
    people.push(entry);
    return entry;
  };
  for (let i = 0; i < 6; i += 1) await join(managerA.id, managerA.id);
  for (let i = 0; i < 7; i += 1) await join(managerB.id, managerB.id);
  for (let i = 0; i < 2; i += 1) await join(managerC.id, managerC.id);
  for (let i = 0; i < 4; i += 1) await join('', null);

  const viewers = {
    admin: adminCookie,
    managerA: await signInAs(server, managerA.email),
    managerB: await signInAs(server, managerB.email),
    managerC: await signInAs(server, managerC.email),
    employee: await signInAs(server, employee.email),
  };
  const observations: Observations = { figures: [], counts: [], documents: [], heatMaps: [] };
  const truth: GroundTruth = { people, managers, releases: new Map() };
  let waiting: Person[] = [];
  let moment = 0;

  const complete = async (person: Person & { cookie: string }) => {
    const answers = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, person.answers[index] ?? null]));
    const response = await server.request(`/api/assessments/${assessment.id}/complete`, {
      method: 'POST',
      cookie: person.cookie,
      body: { answers },
    });
    if (response.status !== 200) throw new Error(`completion failed: ${await response.text()}`);
    waiting.push(person);
  };
  const settle = async () => {
    await server.app.context.releases.drain();
    const [row] = await db.select({ n: count() }).from(releases).where(eq(releases.assessmentId, assessment.id));
    if ((row?.n ?? 0) > truth.releases.size) {
      truth.releases.set(row?.n ?? 0, waiting);
      waiting = [];
    }
    moment += 1;
    await observe(server, assessment.id, viewers, moment, observations);
  };

  const byTeam = (team: string) => people.filter((person) => person.team === team);
  // Phase 1: team A alone. Phase 2: three of B, both of C and one without a manager, all at once.
  for (const person of byTeam(managerA.id)) {
    await complete(person);
    await settle();
  }
  const phase2 = [...byTeam(managerB.id).slice(0, 3), ...byTeam(managerC.id), byTeam('')[0]].filter((person) => person !== undefined);
  await Promise.all(phase2.map(complete));
  await settle();
  // Phase 3: the rest of B and one more without a manager (five waiting: held back), then one.
  for (const person of [...byTeam(managerB.id).slice(3), byTeam('')[1], byTeam('')[2]].filter((person) => person !== undefined)) {
    await complete(person);
    await settle();
  }
  // Phase 4: the last person completes alone, and the assessment closes with them waiting.
  const last = byTeam('')[3];
  if (last) await complete(last);
  await settle();
  await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
  await settle();

  return { organisationId, assessmentId: assessment.id, adminCookie, observations, truth };
}

async function json(server: TestServer, path: string, cookie: string) {
  const response = await server.request(path, { cookie });
  return response.status === 200 ? ((await response.json()) as unknown) : undefined;
}

function recordResults(results: AssessmentResults, moment: number, seenBy: string, observations: Observations) {
  // The people whose answers are in the figures (after a close, completion counts everyone who completed).
  const setSize = results.responses;
  for (const domain of results.domains) {
    observations.figures.push({
      moment,
      seenBy,
      source: 'results',
      group: '*',
      family: domain.domain,
      setSize,
      mean: domain.canShow ? domain.meanScore : null,
      count: domain.canShow ? domain.responseCount : null,
      histogram: domain.favourability,
    });
  }
  for (const cell of results.heatMap) {
    observations.figures.push({
      moment,
      seenBy,
      source: 'results',
      group: '*',
      family: `q:${cell.questionId}`,
      setSize,
      mean: cell.canShow ? cell.average : null,
      count: cell.canShow ? cell.responseCount : null,
      histogram: cell.favourability,
    });
  }
  for (const domain of results.domains) {
    const cells = results.heatMap.filter((cell) => cell.domain === domain.domain);
    const answers = domain.favourability
      ? domain.favourability.agree + domain.favourability.neutral + domain.favourability.disagree
      : undefined;
    const shownAnswers = cells.reduce((total, cell) => total + (cell.canShow ? cell.responseCount : 0), 0);
    observations.heatMaps.push({
      moment,
      domain: domain.domain,
      hidden: cells.filter((cell) => !cell.canShow).length,
      shown: cells.filter((cell) => cell.canShow).length,
      domainShown: domain.canShow,
      domainAnswers: answers,
      shownAnswers,
    });
  }
  for (const rate of results.insights.preferNotToSay) {
    observations.figures.push({
      moment,
      seenBy,
      source: 'results',
      group: '*',
      family: `prefer-not:${rate.domain}`,
      setSize,
      mean: rate.rate,
      count: null,
    });
  }
  observations.counts.push({ moment, seenBy, group: '*', label: 'released', value: results.responses });
  observations.counts.push({ moment, seenBy, group: '*', label: 'completed', value: results.completion.completed });
}

async function observe(
  server: TestServer,
  assessmentId: string,
  viewers: Record<string, string>,
  moment: number,
  observations: Observations,
) {
  for (const [seenBy, cookie] of Object.entries(viewers)) {
    const results = await json(server, `/api/results/${assessmentId}`, cookie);
    if (results) recordResults(AssessmentResultsSchema.parse(results), moment, seenBy, observations);
    const overview = await json(server, '/api/results', cookie);
    for (const card of overview ? ResultsOverviewSchema.parse(overview).cards : []) {
      observations.counts.push({ moment, seenBy, group: '*', label: 'overview completed', value: card.completion.completed });
      observations.figures.push({
        moment,
        seenBy,
        source: 'overview',
        group: '*',
        family: 'overall',
        setSize: card.responses,
        mean: card.overall.score,
        count: null,
      });
    }
    const teams = await json(server, `/api/results/${assessmentId}/teams`, cookie);
    for (const team of teams ? TeamResultsResponseSchema.parse(teams).teams : []) {
      if (team.respondents !== null)
        observations.counts.push({ moment, seenBy, group: team.managerId, label: 'team respondents', value: team.respondents });
      for (const domain of team.domains) {
        observations.figures.push({
          moment,
          seenBy,
          source: 'teams',
          group: team.managerId,
          family: domain.domain,
          setSize: team.respondents ?? 0,
          mean: domain.canShow ? domain.meanScore : null,
          count: domain.canShow ? domain.responseCount : null,
          histogram: domain.favourability,
        });
      }
    }
    const roadmap = await json(server, `/api/roadmap?assessmentId=${assessmentId}`, cookie);
    if (roadmap)
      observations.documents.push({ moment, kind: `roadmap:${seenBy}`, text: JSON.stringify(RoadmapResponseSchema.parse(roadmap)) });
  }
  const csv = await server.request(`/api/export/${assessmentId}/csv`, { cookie: viewers.admin ?? '' });
  if (csv.status === 200) observations.documents.push({ moment, kind: 'csv', text: await csv.text() });
  const pdf = await server.request(`/api/export/${assessmentId}/pdf`, { cookie: viewers.admin ?? '' });
  if (pdf.status === 200)
    observations.documents.push({ moment, kind: 'pdf', text: (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text });
  const presentation = await server.request(`/api/export/${assessmentId}/presentation`, { cookie: viewers.admin ?? '' });
  if (presentation.status === 200)
    observations.documents.push({
      moment,
      kind: 'presentation',
      text: (await readPptx(new Uint8Array(await presentation.arrayBuffer()))).text,
    });
}
