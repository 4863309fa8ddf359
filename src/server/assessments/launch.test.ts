import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { actionPlans, auditEvents, mailOutbox, organisations, users } from '#server/db/schema.ts';
import { LAUNCH_JOB } from './launch.ts';

describe(`launch e-mail on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  async function organisationWithPeople() {
    const organisation = await createOrganisation(database.db, { selectedCategories: ['deib-assessment'] });
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const people = await Promise.all(Array.from({ length: 7 }, () => createMember(database.db, { organisationId: organisation.id })));
    const deactivated = await createMember(database.db, { organisationId: organisation.id });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    const stranger = await createMember(database.db);
    return { organisation, admin, people, deactivated, stranger };
  }

  async function openAssessment(adminEmail: string): Promise<string> {
    const cookie = await signInAs(server, adminEmail);
    const response = await server.request('/api/assessments', { method: 'POST', cookie, body: { questionSetId: 'deib-assessment' } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('tells everyone who can answer when an assessment opens, with the same words for everyone, and nobody else', async () => {
    const { organisation, admin, people, deactivated, stranger } = await organisationWithPeople();
    const assessmentId = await openAssessment(admin.email);
    // The job runs in the background; run it now rather than wait for a worker to pick it up.
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId });

    for (const person of [admin, ...people]) {
      const mail = await server.lastMailTo(person.email, 'assessment_launch');
      expect(mail?.subject).toBe(`${organisation.name} asks for your view: Diversity, Equity, Inclusion & Belonging (DEIB)`);
      expect(mail?.text).toContain('It takes about 3-4 minutes.');
      expect(mail?.text).toContain('Your answers are anonymous');
      expect(mail?.text).toContain('results appear only where at least 6 people answered.');
      expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/answer\?token=[A-Za-z0-9_-]{43}$/);
    }
    expect(await server.lastMailTo(deactivated.email, 'assessment_launch')).toBeUndefined();
    expect(await server.lastMailTo(stranger.email, 'assessment_launch')).toBeUndefined();
    const bodies = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'assessment_launch'));
    expect(new Set(bodies.map((row) => row.subject)).size).toBe(1);

    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ASSESSMENT_LAUNCH_MAILED'));
    expect(event?.details).toEqual({ assessment_id: assessmentId, recipients: 8 });
  });

  it("names the assessment's own minimum group size, the one it opened with", async () => {
    const { organisation, admin, people } = await organisationWithPeople();
    await database.db
      .update(organisations)
      .set({ settings: { ...organisation.settings, minimumGroupSize: 8 } })
      .where(eq(organisations.id, organisation.id));
    const assessmentId = await openAssessment(admin.email);
    // Lowered after it opened: the assessment keeps eight, and so does its e-mail.
    await database.db
      .update(organisations)
      .set({ settings: { ...organisation.settings, minimumGroupSize: 6 } })
      .where(eq(organisations.id, organisation.id));
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId });
    const mail = await server.lastMailTo(people[0]!.email, 'assessment_launch');
    expect(mail?.text).toContain('results appear only where at least 8 people answered.');
    expect(mail?.text).not.toMatch(/at least (6|six) people/);
  });

  it("says in the next wave's e-mail what was done since the last one: published actions under way or done", async () => {
    const { organisation, admin, people } = await organisationWithPeople();
    const first = await openAssessment(admin.email);
    const plan = {
      organisationId: organisation.id,
      assessmentId: first,
      source: 'domain' as const,
      sourceRef: 'x',
      description: '',
      dueOn: '2099-01-01',
    };
    const published = new Date();
    await database.db.insert(actionPlans).values([
      { ...plan, title: 'Open hiring panels', status: 'done', publishedAt: published },
      { ...plan, title: 'Monthly team retros', status: 'in_progress', publishedAt: published },
      { ...plan, title: 'Not started yet', status: 'not_started', publishedAt: published },
      { ...plan, title: 'Kept to the planners', status: 'done' },
    ]);
    const second = await openAssessment(admin.email);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId: organisation.id, assessmentId: second });
    const mail = await server.lastMailTo(people[0]!.email, 'assessment_launch');
    expect(mail?.text).toContain('You said, we did: since the last assessment,');
    expect(mail?.text).toContain('• Open hiring panels (done)');
    expect(mail?.text).toContain('• Monthly team retros (in progress)');
    expect(mail?.text).not.toContain('Not started yet');
    expect(mail?.text).not.toContain('Kept to the planners');
  });

  it('mails nobody twice when the job runs again', async () => {
    const { organisation, admin } = await organisationWithPeople();
    const assessmentId = await openAssessment(admin.email);
    const data = { organisationId: organisation.id, assessmentId };
    await Promise.all([server.app.context.jobs.runNow(LAUNCH_JOB, data), server.app.context.jobs.runNow(LAUNCH_JOB, data)]);
    await server.app.context.jobs.runNow(LAUNCH_JOB, data);
    const launched = await database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'assessment_launch'));
    expect(launched).toHaveLength(8);
  });

  it('runs on its own after the assessment opens: the request only queues the job', async () => {
    const { admin, people } = await organisationWithPeople();
    await openAssessment(admin.email);
    for (let waited = 0; waited < 20_000; waited += 200) {
      if (await server.lastMailTo(people[0]!.email, 'assessment_launch')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await server.lastMailTo(people[0]!.email, 'assessment_launch'))?.subject).toMatch(/asks for your view/);
  });
});
