import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { resetDatabase, testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import { completeSurvey, openLifecycleSurvey, sendLifecycleSurveys, useLinkIn } from '#tests/lifecycle.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { adminReads, adminView, backgroundSettled, differingReads, type AdminView } from './support/admin-view.ts';

/*
 * An administrator deactivates people one at a time and reads everything the API shows after
 * each, to learn which leavers answered the exit survey (decision 0066). Two organisations
 * alike in all the administrator sees — the same leavers, deactivated at the same moments, each
 * opening their e-mailed link — differ only in who answers: five of seven in one, four in the
 * other. Neither reaches the minimum group size, so at every moment, through a release time
 * and after the survey is closed, the two administrators must see exactly the same.
 */
const LEAVERS = 7;
const MINUTE = 60_000;
const DAY = 86_400_000;
const MONDAY = Date.parse('2026-03-02T00:00:00Z');
const at = (day: number, hours: number, minutes = 0) => new Date(MONDAY + day * DAY + (hours * 60 + minutes) * MINUTE);

type Organisation = {
  tag: string;
  assessmentId: string;
  cookie: string;
  leavers: { id: string; personalEmail: string }[];
  answering: number[];
};

describe(`what an administrator can learn of which leavers answered, on ${testEngine}`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const database = useTestDatabase({ emptied: 'once' });
  beforeAll(async () => {
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await sink.close();
  });

  async function organisation(server: TestServer, tag: string, answering: number[]): Promise<Organisation> {
    const { id: organisationId } = await createOrganisation(database.db, { name: `Organisation ${tag}` });
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    await database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Admin', email: `admin@${tag}.example.test` })
      .where(eq(users.id, admin.id));
    const cookie = await createSessionCookie(database.db, admin.id);
    const leavers = [];
    for (let index = 0; index < LEAVERS; index += 1) {
      const person = await createRespondent(database.db, organisationId);
      const personalEmail = `leaver-${index}@home-${tag}.example.test`;
      await database.db
        .update(users)
        .set({ firstName: 'Pat', lastName: `Person ${index}`, email: `person-${index}@${tag}.example.test`, personalEmail })
        .where(eq(users.id, person.id));
      leavers.push({ id: person.id, personalEmail });
    }
    const assessmentId = await openLifecycleSurvey(server, cookie, 'exit');
    return { tag, assessmentId, cookie, leavers, answering };
  }

  it('shows the two administrators the same at every moment, however many leavers answered below six', async () => {
    await resetDatabase(database);
    const clock = createTestClock(at(0, 8));
    const server = await startTestServer(database, {
      clock,
      mailer: createSmtpMailer(sink.url),
      env: { RESULTS_RELEASE_EVERY: DAY, RESULTS_RELEASE_AT: 3 * 60 * MINUTE },
    });
    try {
      const reads = await adminReads(server);
      const pair = [await organisation(server, 'qzfive', [0, 1, 2, 3, 4]), await organisation(server, 'qzfour', [0, 2, 4, 6])] as const;
      const moments: { name: string; views: [AdminView, AdminView]; released: [number, number] }[] = [];
      const look = async (name: string) => {
        await server.app.context.releases.drain();
        for (const org of pair) await backgroundSettled(server, org);
        const released = async (org: Organisation) =>
          AssessmentResultsSchema.parse(await (await server.request(`/api/results/${org.assessmentId}`, { cookie: org.cookie })).json())
            .completion.completed;
        moments.push({
          name,
          views: [await adminView(server, reads, pair[0]), await adminView(server, reads, pair[1])],
          released: [await released(pair[0]), await released(pair[1])],
        });
      };

      await look('before anyone left');
      for (let index = 0; index < LEAVERS; index += 1) {
        clock.set(at(0, 9, 10 * index));
        for (const org of pair) {
          const leaver = org.leavers[index]!;
          const deactivated = await server.request(`/api/people/${leaver.id}`, {
            method: 'PATCH',
            cookie: org.cookie,
            body: { isActive: false },
          });
          expect(deactivated.status).toBe(200);
        }
        await sendLifecycleSurveys(server);
        clock.advance(MINUTE);
        for (const org of pair) {
          // Every leaver opens their link; only some go on to answer.
          const to = org.leavers[index]!.personalEmail;
          const cookie = await useLinkIn(server, (await sink.waitFor((mail) => mail.to.includes(to))).text);
          if (org.answering.includes(index)) expect(await completeSurvey(server, cookie, org.assessmentId)).toBe(200);
        }
        clock.advance(5 * MINUTE);
        await look(`after leaver ${index} left`);
      }
      clock.set(at(1, 3, 1));
      await look('after the next release time');
      for (const org of pair) {
        const closed = await server.request(`/api/assessments/${org.assessmentId}/status`, {
          method: 'PATCH',
          cookie: org.cookie,
          body: { status: 'closed' },
        });
        expect(closed.status).toBe(200);
      }
      clock.advance(MINUTE);
      await look('after the survey closed');

      for (const moment of moments) expect(differingReads(...moment.views), moment.name).toEqual([]);
      expect(moments.map((moment) => moment.released)).toEqual(moments.map(() => [0, 0]));
    } finally {
      await server.close();
    }
  }, 300_000);
});
