import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock, type TestClock } from '#tests/clock.ts';
import { resetDatabase, testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import type { Operation } from '#tests/integration/support/api-operations.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { LAUNCH_JOB } from '#server/assessments/index.ts';
import { users } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { adminReads, adminView, backgroundSettled, changedReads, differingReads, type AdminView } from './support/admin-view.ts';

/*
 * An administrator reads the audit log — who signed in, and when — and everything else the
 * API shows, as often as they like, to learn who has completed an assessment and when. Two
 * organisations alike in all the administrator sees of their people — the same names, signing
 * in at the same moments — differ only in who completed and when: in one, seven people
 * complete in the morning just after signing in; in the other, seven others in the afternoon.
 * At every moment the two administrators must see exactly the same. Run against releases that
 * follow completions (as before releases had fixed times), the same attack tells them apart.
 */
const PEOPLE = 9;
const MINUTE = 60_000;
const DAY = 86_400_000;
const DAILY_AT_THREE = { RESULTS_RELEASE_EVERY: DAY, RESULTS_RELEASE_AT: 3 * 60 * MINUTE };
const AFTER_EACH_COMPLETION = { RESULTS_RELEASE_EVERY: 0, RESULTS_RELEASE_AT: 3 * 60 * MINUTE };
const MONDAY = Date.parse('2026-03-02T00:00:00Z');
const at = (day: number, hours: number, minutes = 0) => new Date(MONDAY + day * DAY + (hours * 60 + minutes) * MINUTE);

type Organisation = {
  tag: string;
  organisationId: string;
  assessmentId: string;
  cookie: string;
  emails: string[];
  completing: { round: 'morning' | 'afternoon'; people: number[] };
};
type Moment = { name: string; views: [AdminView, AdminView]; released: [number, number] };

describe(`what an administrator can learn of who completed, and when, on ${testEngine}`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  // Each day lived starts on an empty database of its own (`live`).
  const database = useTestDatabase({ emptied: 'once' });
  beforeAll(async () => {
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await sink.close();
  });

  async function organisation(server: TestServer, tag: string, completing: Organisation['completing']): Promise<Organisation> {
    const { id: organisationId } = await createOrganisation(database.db, { name: `Organisation ${tag}` });
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    await database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Admin', email: `admin@${tag}.example.test` })
      .where(eq(users.id, admin.id));
    const cookie = await createSessionCookie(database.db, admin.id);
    const emails = [];
    for (let index = 0; index < PEOPLE; index += 1) {
      const person = await createRespondent(database.db, organisationId);
      const email = `person-${index}@${tag}.example.test`;
      await database.db
        .update(users)
        .set({ firstName: 'Pat', lastName: `Person ${index}`, email })
        .where(eq(users.id, person.id));
      emails.push(email);
    }
    const assessment = await startAssessment(server, cookie);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: assessment.id });
    return { tag, organisationId, assessmentId: assessment.id, cookie, emails, completing };
  }

  /** The same day in both worlds, as a person acting in each would live it; the release job runs as its minute schedule would. */
  async function live(releaseTimes: typeof DAILY_AT_THREE): Promise<Moment[]> {
    await resetDatabase(database);
    const clock: TestClock = createTestClock(at(0, 8));
    // Real SMTP, as in production: the local mailbox, which lists every message, is then closed.
    const server = await startTestServer(database, { clock, mailer: createSmtpMailer(sink.url), env: releaseTimes });
    try {
      const reads: Operation[] = await adminReads(server);
      const pair = [
        await organisation(server, 'qzmorning', { round: 'morning', people: [0, 1, 2, 3, 4, 5, 6] }),
        await organisation(server, 'qzafternoon', { round: 'afternoon', people: [2, 3, 4, 5, 6, 7, 8] }),
      ] as const;
      const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 3]));
      const moments: Moment[] = [];
      const look = async (name: string) => {
        await server.app.context.releases.drain();
        for (const organisation of pair) await backgroundSettled(server, organisation);
        const released = async (org: Organisation) =>
          AssessmentResultsSchema.parse(await (await server.request(`/api/results/${org.assessmentId}`, { cookie: org.cookie })).json())
            .completion.completed;
        moments.push({
          name,
          views: [await adminView(server, reads, pair[0]), await adminView(server, reads, pair[1])],
          released: [await released(pair[0]), await released(pair[1])],
        });
      };

      await look('before anyone signed in');
      for (const [round, hour] of [
        ['morning', 9],
        ['afternoon', 15],
      ] as const) {
        for (let index = 0; index < PEOPLE; index += 1) {
          clock.set(at(0, hour, 2 * index));
          // Everyone signs in at the same moment in both; only some of them go on to complete.
          const cookies = [await signInAs(server, pair[0].emails[index] ?? ''), await signInAs(server, pair[1].emails[index] ?? '')];
          clock.advance(MINUTE);
          for (const [position, org] of pair.entries()) {
            if (org.completing.round !== round || !org.completing.people.includes(index)) continue;
            const response = await server.request(`/api/assessments/${org.assessmentId}/complete`, {
              method: 'POST',
              cookie: cookies[position],
              body: { answers },
            });
            expect(response.status).toBe(200);
            await server.app.context.releases.drain();
          }
        }
        clock.set(at(0, hour, 30));
        await look(`after the ${round} sign-ins`);
      }
      clock.set(at(1, 2, 59));
      await look('the next night, just before three');
      clock.set(at(1, 3, 0));
      await look('the next night, just after three');
      return moments;
    } finally {
      await server.close();
    }
  }

  it('shows the two administrators the same at every moment when answers are released at fixed times', async () => {
    const moments = await live(DAILY_AT_THREE);
    for (const moment of moments) expect(differingReads(...moment.views), moment.name).toEqual([]);
    // Not a quiet day: the sign-ins are in the audit log, and at three all seven are released in both.
    const [first, , afternoon] = moments;
    expect(changedReads(first!.views[0], afternoon!.views[0]).map(([route]) => route)).toContain('GET /api/audit-events');
    expect(moments.map((moment) => moment.released)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [7, 7],
    ]);
  }, 240_000);

  it('tells the two apart when releases follow completions: the attack finds that leak', async () => {
    const moments = await live(AFTER_EACH_COMPLETION);
    const morning = moments.find((moment) => moment.name === 'after the morning sign-ins');
    expect(morning?.released).toEqual([6, 0]);
    expect(differingReads(...(morning?.views ?? [new Map(), new Map()]))).toContain('GET /api/results/{id}');
  }, 240_000);
});
