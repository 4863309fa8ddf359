/** The answer-save benchmark's data, and its count of SQL round trips per save. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertAssessment, setVersionQuestions } from '#server/assessments/queries.ts';
import { SESSION_COOKIE, startSession } from '#server/auth/sessions.ts';
import { buildApp } from '#server/app.ts';
import { systemClock } from '#server/clock.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { createOrganisation, createUser } from '#tests/factories.ts';

/** People answering under load, and a few kept apart for counting round trips. */
const PEOPLE = 200;
const COUNTED_PEOPLE = 3;

export type AnsweringSeed = {
  respondentSecret: string;
  organisationId: string;
  assessmentId: string;
  questionIds: string[];
  cookies: string[];
  countedCookies: string[];
};

/** `people` answer under load (the soak needs more than the 200 of the save benchmark). */
export async function seedAnswering(db: Database, people = PEOPLE): Promise<AnsweringSeed> {
  const organisation = await createOrganisation(db);
  const now = new Date();
  const assessment = await insertAssessment(db, organisation.id, {
    questionSetId: 'default-assessment',
    questionSetVersion: 1,
    title: 'Answer-save benchmark',
    description: '',
    status: 'open',
    wave: 1,
    openedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const questionIds = (await setVersionQuestions(db, assessment.questionSetId ?? '', 1)).map((question) => question.id);
  const cookies: string[] = [];
  for (let index = 0; index < people + COUNTED_PEOPLE; index += 1) {
    const person = await createUser(db, {
      organisationId: organisation.id,
      role: 'employee',
      emailVerifiedAt: now,
      consentedAt: now,
      consentVersion: 'alpha-v1',
    });
    const { token } = await startSession(db, systemClock, person.id, 'answer-save bench');
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  return {
    respondentSecret: randomBytes(32).toString('base64url'),
    organisationId: organisation.id,
    assessmentId: assessment.id,
    questionIds,
    cookies: cookies.slice(COUNTED_PEOPLE),
    countedCookies: cookies.slice(0, COUNTED_PEOPLE),
  };
}

/** Statements sent by every pg client of this process (BEGIN and COMMIT included): one per round trip. */
let statementsSent = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countingQuery(this: pg.Client, ...args: unknown[]) {
  statementsSent += 1;
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** Round trips of a person's first answer and of a later one, through the real app in this process. */
export async function countRoundTrips(open: () => Promise<DatabaseHandle>, seed: AnsweringSeed): Promise<{ first: number; later: number }> {
  const database = await open();
  const app = await buildApp({
    database,
    env: readEnv({ ALLOWED_HOSTS: '127.0.0.1', RESULTS_RELEASE_EVERY: '0' }),
    secrets: { respondentSecret: seed.respondentSecret, draftKeys: DraftKeyRing.inMemory() },
    logger: false,
    webRoot: null,
  });
  try {
    const save = async (cookie: string, questionId: string) => {
      const before = statementsSent;
      const response = await app.inject({
        method: 'PUT',
        url: `/api/assessments/${seed.assessmentId}/answers/${questionId}`,
        headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ value: 4 }),
      });
      if (response.statusCode !== 200) throw new Error(`a counted save answered ${response.statusCode}: ${response.body}`);
      return statementsSent - before;
    };
    const [firstQuestion = '', secondQuestion = ''] = seed.questionIds;
    const first: number[] = [];
    const later: number[] = [];
    for (const cookie of seed.countedCookies) {
      first.push(await save(cookie, firstQuestion));
      later.push(await save(cookie, secondQuestion));
    }
    // The first person's first save also fills the question cache: report the steady state.
    return { first: Math.min(...first), later: Math.min(...later) };
  } finally {
    await app.close();
    await database.close();
  }
}
