import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { apiClient } from './support/api.ts';
import { startApp, type AppProcess } from './support/app-process.ts';

/**
 * Scale-out (docs/scaling.md): two `npm start` processes on one PostgreSQL, as behind a load
 * balancer, sharing one secrets folder. All other state is in the database, so a session made by one is good on the other, and
 * the background jobs both processes run (mail outbox, releases) do each piece of work once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const runId = `scale${process.pid}`;
  const running: AppProcess[] = [];
  let client: pg.Client | undefined;

  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop()));
    await client?.end();
    await dropTestDatabases(baseUrl, runId);
  });

  it('shares sessions, delivers each mail once and releases each answer once', { timeout: 90_000 }, async () => {
    const databaseUrl = await createTestDatabase(baseUrl, testDatabaseName(runId, 'db'));
    // Both processes must hold the same secret and share one secrets folder (its draft keys):
    // drafts sealed by one are released by the other.
    const env = {
      DATABASE_URL: databaseUrl,
      RESPONDENT_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_DIR: join(await mkdtemp(join(tmpdir(), 'culturelens-scale-out-')), 'secrets'),
    };
    // Started together: the migration lock makes them apply each migration once.
    const [first, second] = await Promise.all([startApp({ env }), startApp({ env })]);
    running.push(first, second);
    const one = apiClient(first.baseUrl);
    const other = apiClient(second.baseUrl);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const db = client;
    const count = async (query: string) => Number((await db.query<{ n: string }>(query)).rows[0]?.n);

    // A session made through one process is accepted by the other.
    const admin = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@scale.test', password: 'compiler-cobol-1959' };
    const { session: adminSession } = await one.createOrganisation('Scale Out Ltd', admin);
    const seen = await other.requestParsed(SessionResponseSchema, '/api/session', { session: adminSession });
    expect(seen.user?.email).toBe(admin.email);

    // Six people invited through the second, joining alternately through each.
    const assessmentId = (await other.startAssessment(adminSession, 'default-assessment')).id;
    const people = Array.from({ length: 6 }, (_, index) => ({
      firstName: 'Person',
      lastName: `Number${index + 1}`,
      email: `person${index + 1}@scale.test`,
      password: `load-balanced-${index + 1}-ok`,
    }));
    await other.invite(
      adminSession,
      people.map((person) => ({ email: person.email, role: 'employee' as const })),
    );
    const sessions: string[] = [];
    for (const [index, person] of people.entries()) sessions.push(await (index % 2 === 0 ? one : other).joinByInvitation(person));

    // Each completes through one process or the other: both release workers are nudged.
    const { questions } = await one.questionnaire(sessions[0] ?? '', assessmentId);
    for (const [index, session] of sessions.entries()) {
      const answers = Object.fromEntries(questions.map((question) => [question.id, ((index % 5) + 1) as 1 | 2 | 3 | 4 | 5]));
      await (index % 2 === 0 ? one : other).completeAssessment(session, assessmentId, answers);
    }
    await expect
      .poll(() => count(`select count(*) as n from answer_drafts where assessment_id = '${assessmentId}'`), { timeout: 20_000 })
      .toBe(0);

    // Mail is delivered by a job both processes work: give the last nudged delivery time to finish.
    await new Promise((resolve) => setTimeout(resolve, 6_000));

    // Each answer once: six people's answers to every question, in releases of six respondents.
    expect(await count(`select count(*) as n from answers where assessment_id = '${assessmentId}'`)).toBe(6 * questions.length);
    expect(await count(`select coalesce(sum(respondent_count), 0) as n from releases where assessment_id = '${assessmentId}'`)).toBe(6);
    expect(
      await count(
        `select coalesce(sum(answer_count + prefer_not_count), 0) as n from question_aggregates where assessment_id = '${assessmentId}'`,
      ),
    ).toBe(6 * questions.length);

    // Each mail once: every queued message claimed and delivered in a single attempt, and each
    // recipient's mailbox (read through either process) holds one invitation.
    const mail = await db.query<{ to_address: string; status: string; attempts: number }>(
      'select to_address, status, attempts from mail_outbox',
    );
    expect(mail.rows.length).toBeGreaterThanOrEqual(7);
    expect(mail.rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    for (const client of [one, other]) {
      const { messages } = await client.requestParsed(MailboxResponseSchema, '/api/mailbox');
      // Invitations only: a launch e-mail may also reach whoever had joined when the assessment's launch job ran.
      const invitations = messages.filter((message) => message.subject.includes('invited you'));
      for (const person of people) expect(invitations.filter((message) => message.to.includes(person.email))).toHaveLength(1);
    }
  });
});
