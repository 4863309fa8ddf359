import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { EnrolmentStartSchema, TwoStepStatusSchema } from '#domain/api/two-step.ts';
import { twoStepMessages } from '#domain/messages.ts';
import { createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';
import { codeAt } from '#server/two-step/totp.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

describe(`two-step sign-in required of everyone on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const requireOfEveryone = (cookie: string, on: boolean) =>
    server.request('/api/organisations/current/settings', { method: 'PATCH', cookie, body: { requireTwoStepForEveryone: on } });
  const assessments = (cookie: string) => server.request('/api/assessments', { cookie });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;

  /** An organisation administrator (with a second factor) and an employee without one, both signed in. */
  async function organisationWithEmployee() {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const employee = await createMember(database.db, { organisationId: admin.organisationId, role: 'employee', twoStep: false });
    return { admin, employee, adminCookie: await signInAs(server, admin.email), employeeCookie: await signInAs(server, employee.email) };
  }

  it('lets an employee without a second factor reach their routes while the setting is off', async () => {
    const { employeeCookie } = await organisationWithEmployee();
    expect((await assessments(employeeCookie)).status).toBe(200);
    const status = TwoStepStatusSchema.parse(await (await server.request('/api/two-step', { cookie: employeeCookie })).json());
    expect(status).toMatchObject({ enabled: false, required: false });
  });

  it("once turned on, refuses the employee's existing session until they enrol, then lets them in again", async () => {
    const { adminCookie, employee, employeeCookie } = await organisationWithEmployee();
    expect((await assessments(employeeCookie)).status).toBe(200);

    const turnedOn = await requireOfEveryone(adminCookie, true);
    expect(turnedOn.status).toBe(200);

    // The same session, not signed out: it still reads itself, and is refused everything else.
    const refused = await assessments(employeeCookie);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'two_step_required', message: inSourceLanguage(twoStepMessages.setUpToContinue) });
    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie: employeeCookie })).json());
    expect(session.user?.id).toBe(employee.id);
    expect(session.organisation?.settings.requireTwoStepForEveryone).toBe(true);
    const status = TwoStepStatusSchema.parse(await (await server.request('/api/two-step', { cookie: employeeCookie })).json());
    expect(status).toMatchObject({ enabled: false, required: true });

    const started = EnrolmentStartSchema.parse(
      await (await server.request('/api/two-step/enrolment', { method: 'POST', cookie: employeeCookie, body: {} })).json(),
    );
    const code = codeAt(started.manualKey, server.app.context.clock.now());
    const confirmed = await server.request('/api/two-step/enrolment/confirm', {
      method: 'POST',
      cookie: employeeCookie,
      body: { password: GOOD_PASSWORD, code },
    });
    expect(confirmed.status).toBe(200);
    expect((await assessments(employeeCookie)).status).toBe(200);
  });

  it('keeps the second factor of someone the organisation requires it of', async () => {
    const { adminCookie, employee } = await organisationWithEmployee();
    await requireOfEveryone(adminCookie, true);
    // Enrolled beforehand, so the sign-in asks for a code.
    const enrolled = await createMember(database.db, { organisationId: employee.organisationId, role: 'employee', twoStep: true });
    const cookie = await signInAs(server, enrolled.email);
    const off = await server.request('/api/two-step/disable', {
      method: 'POST',
      cookie,
      body: { password: GOOD_PASSWORD, code: '000000' },
    });
    expect(off.status).toBe(403);
    expect((await errorOf(off)).message).toBe(inSourceLanguage(twoStepMessages.requiredByOrganisation));
  });

  it('leaves another organisation unaffected', async () => {
    const { adminCookie } = await organisationWithEmployee();
    const elsewhere = await createMember(database.db, { role: 'employee', twoStep: false });
    const elsewhereCookie = await signInAs(server, elsewhere.email);
    expect((await requireOfEveryone(adminCookie, true)).status).toBe(200);
    expect((await assessments(elsewhereCookie)).status).toBe(200);
  });

  it('may be changed only by an administrator, and the change is audited', async () => {
    const { admin, adminCookie, employeeCookie } = await organisationWithEmployee();
    const byEmployee = await requireOfEveryone(employeeCookie, true);
    expect(byEmployee.status).toBe(403);
    expect((await assessments(employeeCookie)).status).toBe(200);

    expect((await requireOfEveryone(adminCookie, true)).status).toBe(200);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, admin.organisationId ?? ''), eq(auditEvents.action, 'ORGANISATION_SETTINGS_UPDATED')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: admin.id, details: { changed_keys: ['requireTwoStepForEveryone'] } });

    // Turned off again, the employee without a factor is let back in.
    expect((await requireOfEveryone(adminCookie, false)).status).toBe(200);
    expect((await assessments(employeeCookie)).status).toBe(200);
  });
});
