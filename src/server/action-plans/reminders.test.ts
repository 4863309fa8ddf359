import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { createRespondent } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { actionPlans, auditEvents, mailOutbox } from '#server/db/schema.ts';
import { mailKey, openMailBody } from '#server/mail/mail-body.ts';
import { ACTION_PLAN_REMINDER_JOB } from './reminders.ts';

const DAY = 24 * 60 * 60_000;

describe(`action plan reminders on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-03-03T09:00:00Z'));
  const { database, server } = useTestServer({ clock });
  beforeEach(() => clock.set(new Date('2031-03-03T09:00:00Z')));

  const runReminders = () => server.app.context.jobs.runNow(ACTION_PLAN_REMINDER_JOB);
  const remindersTo = (email: string) =>
    database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'action_plan_reminder')))
      // Without an order PostgreSQL returns a row the mailer has since updated after the newer one.
      .orderBy(mailOutbox.createdAt);

  async function planOwnedByAManager(dueOn: string, status: 'not_started' | 'done' = 'not_started') {
    const { organisationId, cookie } = await signedInAdmin(server, database.db);
    const assessment = await startAssessment(server, cookie);
    const owner = await createRespondent(database.db, organisationId, { role: 'manager' });
    const [plan] = await database.db
      .insert(actionPlans)
      .values({
        organisationId,
        assessmentId: assessment.id,
        source: 'domain',
        sourceRef: 'recruitment-hiring',
        domain: 'recruitment-hiring',
        title: 'Structured interviews',
        description: 'Same questions for every candidate.',
        ownerId: owner.id,
        dueOn,
        status,
      })
      .returning();
    return { organisationId, owner, plan: plan! };
  }

  it('reminds the owner once when the action falls due and once when it is overdue, however many runs there are', async () => {
    const { organisationId, owner } = await planOwnedByAManager('2031-03-10');
    await runReminders();
    expect(await remindersTo(owner.email)).toEqual([]);

    // Three days before the due date: the owner is told it is due, once.
    clock.advance(4 * DAY);
    await runReminders();
    await runReminders();
    expect(await remindersTo(owner.email)).toEqual([{ subject: 'Action due on 10 March 2031: Structured interviews' }]);

    // The day after the due date, still not done: told it is overdue, once, and never again.
    clock.advance(4 * DAY);
    await Promise.all([runReminders(), runReminders()]);
    clock.advance(DAY);
    await runReminders();
    expect((await remindersTo(owner.email)).map((mail) => mail.subject)).toEqual([
      'Action due on 10 March 2031: Structured interviews',
      'Overdue action: Structured interviews',
    ]);
    const events = await database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, organisationId), eq(auditEvents.action, 'ACTION_PLAN_REMINDER_SENT')));
    expect(events.map((event) => (event.details as { reminder: string }).reminder).sort()).toEqual(['due', 'overdue']);
  });

  it('reminds nobody of a done action, and an action first seen overdue once', async () => {
    const done = await planOwnedByAManager('2031-03-01', 'done');
    const late = await planOwnedByAManager('2031-03-01');
    await runReminders();
    await runReminders();
    expect(await remindersTo(done.owner.email)).toEqual([]);
    expect(await remindersTo(late.owner.email)).toEqual([{ subject: 'Overdue action: Structured interviews' }]);
  });

  it('reminds at once when a plan is given a date already due, once however often it runs, and links to the plan', async () => {
    const { organisationId, cookie } = await signedInAdmin(server, database.db);
    const assessment = await startAssessment(server, cookie);
    const owner = await createRespondent(database.db, organisationId, { role: 'manager' });
    const [plan] = await database.db
      .insert(actionPlans)
      .values({
        organisationId,
        assessmentId: assessment.id,
        source: 'domain',
        sourceRef: 'recruitment-hiring',
        domain: 'recruitment-hiring',
        title: 'Mentoring circles',
        description: '',
        ownerId: owner.id,
        dueOn: '2031-06-01',
      })
      .returning();
    // Moved to yesterday by an administrator: no hourly run is waited for.
    const moved = await server.request(`/api/action-plans/${plan?.id}`, { method: 'PATCH', cookie, body: { dueOn: '2031-03-02' } });
    expect(moved.status).toBe(200);
    await expect.poll(() => remindersTo(owner.email)).toEqual([{ subject: 'Overdue action: Mentoring circles' }]);
    await runReminders();
    // A title changed is no new date: nobody is asked to remind again.
    await server.request(`/api/action-plans/${plan?.id}`, { method: 'PATCH', cookie, body: { title: 'Mentoring circles for all' } });
    await runReminders();
    expect(await remindersTo(owner.email)).toHaveLength(1);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.kind, 'action_plan_reminder')));
    if (!mail) throw new Error('no reminder');
    // The local mailbox keeps the body sealed: opened here as the mailbox page opens it.
    expect(openMailBody(mailKey(server.app.context.secrets), mail)?.text).toContain(
      `/roadmap?assessment=${assessment.id}#action-plan-${plan?.id}`,
    );
  });
});
