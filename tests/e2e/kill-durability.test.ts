import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { apiClient, SESSION_COOKIE, type ApiClient } from './support/api.ts';
import { newDataDir, spawnApp, waitUntilHealthy, type AppProcess } from './support/app-process.ts';

/**
 * A crash of the server process (`kill -9` while respondents are saving answers) loses no
 * answer the server acknowledged: after a restart on the same data folder or database, each
 * respondent resumes and sees every answer that was answered 200. On the embedded database
 * and, with TEST_DATABASE_URL, on PostgreSQL. (A power cut is another matter on the embedded
 * database, which does not flush commits to disk: the README says so.)
 */
const RESPONDENTS = 6;
const running: AppProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
});

type Respondent = { session: string; acknowledged: Map<string, number> };

async function prepareRespondents(
  api: ApiClient,
  tag: string,
): Promise<{ assessmentId: string; questionIds: string[]; respondents: Respondent[] }> {
  const admin = { firstName: 'Kim', lastName: 'Crash', email: `kim@${tag}.test`, password: 'power-cut-survivor-9' };
  const { session } = await api.createOrganisation(`Crash ${tag} Ltd`, admin);
  const assessmentId = (await api.startAssessment(session, 'default-assessment')).id;
  const people = Array.from({ length: RESPONDENTS }, (_, index) => ({
    firstName: 'Respondent',
    lastName: `Number${index + 1}`,
    email: `respondent${index + 1}@${tag}.test`,
    password: `saving-under-load-${index + 1}`,
  }));
  await api.invite(
    session,
    people.map((person) => ({ email: person.email, role: 'employee' as const })),
  );
  const respondents: Respondent[] = [];
  for (const person of people) respondents.push({ session: await api.joinByInvitation(person), acknowledged: new Map() });
  const { questions } = await api.questionnaire(respondents[0]?.session ?? '', assessmentId);
  return { assessmentId, questionIds: questions.map((question) => question.id), respondents };
}

/**
 * One respondent answering question after question, round after round with new values, until the
 * server goes away; remembers each question's last 200. A save is one statement and fast, so the
 * rounds keep saves in flight whenever the kill comes. The save in flight at the kill may or may
 * not have landed: that question is left out of what must be found.
 */
async function answerUntilKilled(
  baseUrl: string,
  assessmentId: string,
  questionIds: string[],
  respondent: Respondent,
  index: number,
): Promise<void> {
  for (let round = 0; ; round += 1) {
    for (const [turn, questionId] of questionIds.entries()) {
      const value = ((index + turn + round) % 5) + 1;
      try {
        const response = await fetch(`${baseUrl}/api/assessments/${assessmentId}/answers/${questionId}`, {
          method: 'PUT',
          headers: { origin: baseUrl, 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${respondent.session}` },
          body: JSON.stringify({ value }),
        });
        await response.arrayBuffer();
        if (response.status === 200) respondent.acknowledged.set(questionId, value);
      } catch {
        // The server is gone: this save was never acknowledged, and may or may not have landed.
        respondent.acknowledged.delete(questionId);
        return;
      }
    }
  }
}

// Generous: a start may first rebuild what changed, on a busy machine.
const START_TIMEOUT_MS = 240_000;

async function start(dataDir: string, env: Record<string, string> | undefined): Promise<AppProcess> {
  const app = await spawnApp({ dataDir, ...(env ? { env } : {}) });
  running.push(app);
  await waitUntilHealthy(app, START_TIMEOUT_MS);
  return app;
}

async function killUnderLoadAndRestart(options: { env?: Record<string, string>; tag: string }): Promise<void> {
  const dataDir = await newDataDir();
  const app = await start(dataDir, options.env);
  const api = apiClient(app.baseUrl);
  const { assessmentId, questionIds, respondents } = await prepareRespondents(api, options.tag);

  const load = Promise.all(
    respondents.map((respondent, index) => answerUntilKilled(app.baseUrl, assessmentId, questionIds, respondent, index)),
  );
  // Killed once a good number of saves have been acknowledged, with more in flight.
  const acknowledged = () => respondents.reduce((sum, respondent) => sum + respondent.acknowledged.size, 0);
  await expect.poll(acknowledged, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(RESPONDENTS * 3);
  process.kill(app.pid ?? 0, 'SIGKILL');
  await app.exited;
  // Each respondent's rounds end only when the server goes away: every one had a save in flight.
  await load;

  const restarted = await start(dataDir, options.env);
  const again = apiClient(restarted.baseUrl);
  for (const respondent of respondents) {
    const { answers } = await again.questionnaire(respondent.session, assessmentId);
    expect(answers).toMatchObject(Object.fromEntries(respondent.acknowledged));
  }
}

describe('kill -9 under load', () => {
  it('loses no acknowledged answer on the embedded database', { timeout: 600_000 }, async () => {
    await killUnderLoadAndRestart({ tag: 'embedded' });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const runId = `crash${process.pid}`;
    afterAll(async () => {
      await Promise.all(running.map((app) => app.stop()));
      await dropTestDatabases(baseUrl, runId);
    });

    it('loses no acknowledged answer', { timeout: 600_000 }, async () => {
      const databaseUrl = await createTestDatabase(baseUrl, testDatabaseName(runId, 'db'));
      // The restarted process must hold the same secret to open the drafts the first one sealed.
      await killUnderLoadAndRestart({
        tag: 'postgres',
        env: { DATABASE_URL: databaseUrl, RESPONDENT_SECRET: randomBytes(32).toString('base64url') },
      });
    });
  });
});
