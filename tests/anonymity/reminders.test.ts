import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import type { Operation } from '#tests/integration/support/api-operations.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { adminReads, adminView, backgroundSettled, changedReads, differingReads, type AdminView } from './support/admin-view.ts';
import { LAUNCH_JOB } from '#server/assessments/index.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { REMINDER_JOB } from '#server/reminders/index.ts';

/*
 * An administrator sends a reminder and then reads everything the API lets them read, trying
 * to learn how many people it went to: people minus that number is how many completed, which
 * below six nothing else may tell. Two organisations alike in everything but how many
 * completed (2 and 4 of 9) must see exactly the same change, at every moment: nothing that
 * varies with the recipients may reach them.
 */
const PEOPLE = 8;

type Organisation = { tag: string; organisationId: string; assessmentId: string; cookie: string };

describe(`what an administrator can learn from a reminder, on ${testEngine}`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let reads: Operation[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Real SMTP, as in production: the local mailbox, which lists every message, is then closed.
  });
  const { database, server } = useTestServer(() => ({ mailer: createSmtpMailer(sink.url) }), { emptied: 'once' });
  beforeAll(async () => {
    reads = await adminReads(server);
  }, 60_000);
  afterAll(async () => {
    await sink.close();
  });

  /** An organisation of an administrator and eight people with the same names as in the other, `completing` of whom complete. */
  async function organisation(tag: string, completing: number): Promise<Organisation> {
    const { id: organisationId } = await createOrganisation(database.db, { name: `Organisation ${tag}` });
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    await database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Admin', email: `admin@${tag}.example.test` })
      .where(eq(users.id, admin.id));
    const cookie = await createSessionCookie(database.db, admin.id);
    const people = [];
    for (let index = 0; index < PEOPLE; index += 1) {
      const person = await createRespondent(database.db, organisationId);
      await database.db
        .update(users)
        .set({ firstName: 'Pat', lastName: `Person ${index}`, email: `person-${index}@${tag}.example.test` })
        .where(eq(users.id, person.id));
      people.push(person);
    }
    // Opened once everyone is there: its launch e-mail (and the trail's count of it) reaches all.
    const assessment = await startAssessment(server, cookie);
    const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 3]));
    for (const person of people.slice(0, completing)) {
      const response = await server.request(`/api/assessments/${assessment.id}/complete`, {
        method: 'POST',
        cookie: await createSessionCookie(database.db, person.id),
        body: { answers },
      });
      expect(response.status).toBe(200);
    }
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: assessment.id });
    await server.app.context.releases.drain();
    await server.app.context.outbox.drain();
    return { tag, organisationId, assessmentId: assessment.id, cookie };
  }

  it('lets the administrator see that a reminder went, and when, and nothing that depends on how many received it', async () => {
    const few = await organisation('qzfew', 2);
    const more = await organisation('qzmore', 4);
    for (const organisation of [few, more]) await backgroundSettled(server, organisation);
    const before = [await adminView(server, reads, few), await adminView(server, reads, more)];

    for (const { assessmentId, cookie } of [few, more]) {
      expect((await server.request(`/api/assessments/${assessmentId}/reminders`, { method: 'POST', cookie })).status).toBe(202);
    }
    await server.app.context.jobs.runNow(REMINDER_JOB);
    const queued = [await adminView(server, reads, few), await adminView(server, reads, more)];
    await server.app.context.outbox.drain();
    const delivered = [await adminView(server, reads, few), await adminView(server, reads, more)];

    // The reminders did go, to different numbers of people: 7 and 5 (the administrator included);
    // once delivered, no row of the outbox says to whom (decision 0042).
    const reminders = sink.received.filter((mail) => mail.subject.startsWith('Reminder: Organisation')).flatMap((mail) => mail.to);
    expect(reminders.filter((to) => to.endsWith('@qzfew.example.test'))).toHaveLength(7);
    expect(reminders.filter((to) => to.endsWith('@qzmore.example.test'))).toHaveLength(5);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'assessment_reminder'))).toEqual([]);

    for (const moment of [queued, delivered]) {
      const seenByFew = changedReads(before[0]!, moment[0]!);
      const seenByMore = changedReads(before[1]!, moment[1]!);
      expect(seenByFew).toEqual(seenByMore);
      // Only the reminders' own answer and the audit log ('Reminder sent', by whom) moved.
      expect(seenByFew.map(([route]) => route).sort()).toEqual([
        'GET /api/assessments/{id}/reminders',
        'GET /api/audit-events',
        'GET /api/audit-events.csv',
      ]);
    }
    // Nothing tells the two apart, before or after: with fewer than six, no count of completions shows anywhere.
    const differing = (pair: AdminView[]) => differingReads(pair[0]!, pair[1]!);
    expect(differing(before)).toEqual([]);
    expect(differing(delivered)).toEqual([]);
  }, 120_000);
});
