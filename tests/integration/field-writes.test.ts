import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { AssessmentSummarySchema, QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { CONSENT_VERSION } from '#domain/api/consent.ts';
import { createMember, GOOD_PASSWORD, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';

/**
 * ASVS 8.1.2 / 8.2.3: who may write which field (docs/security.md, "Field-level rules"). A
 * person's role, manager, organisation, active flag and verified address are written only
 * by an administrator (PATCH /api/people/:id) or by the server itself; here an employee and a
 * manager try every route they can reach, with those fields added to valid bodies.
 */
describe(`fields a person may not write, on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  async function setUp() {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const organisationId = admin.organisationId ?? '';
    const manager = await createMember(database.db, { role: 'manager', organisationId });
    const employee = await createMember(database.db, { organisationId });
    await database.db.update(users).set({ managerId: manager.id }).where(eq(users.id, employee.id));
    const outsider = await createMember(database.db);
    const adminCookie = await signInAs(server, admin.email);
    const created = await server.request('/api/assessments', {
      method: 'POST',
      cookie: adminCookie,
      body: { questionSetId: 'default-assessment' },
    });
    expect(created.status).toBe(201);
    const assessment = AssessmentSummarySchema.parse(await created.json());
    return { organisationId, manager, employee, outsider, assessment };
  }

  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no such user');
    return {
      role: row.role,
      managerId: row.managerId,
      organisationId: row.organisationId,
      isActive: row.isActive,
      email: row.email,
      emailVerified: row.emailVerifiedAt !== null,
    };
  };

  it("lets an employee change no one's role, manager, organisation or status, their own included, through any route they reach", async () => {
    const { organisationId, manager, employee, outsider, assessment } = await setUp();
    const before = await rowOf(employee.id);
    const managerBefore = await rowOf(manager.id);
    const injected = {
      role: 'organisation_admin',
      managerId: null,
      organisationId: outsider.organisationId,
      isActive: true,
      emailVerified: true,
      email: 'elsewhere@example.test',
      id: outsider.id,
    };
    let cookie = await signInAs(server, employee.email);
    const send = (method: string, path: string, body?: unknown) =>
      server.request(path, { method, cookie, ...(body === undefined ? {} : { body }) });

    // The one route that writes these fields is for administrators only.
    expect((await send('PATCH', `/api/people/${employee.id}`, { role: 'organisation_admin' })).status).toBe(403);
    expect((await send('PATCH', `/api/people/${employee.id}`, { managerId: null })).status).toBe(403);
    expect((await send('PATCH', `/api/people/${manager.id}`, { isActive: false })).status).toBe(403);
    expect(
      (await send('POST', '/api/people/import', { csv: `Email,First name,Last name,Role,Manager email\n${employee.email},A,B,manager,` }))
        .status,
    ).toBe(403);
    expect((await send('POST', '/api/invitations', { invitations: [{ email: 'friend@example.test', role: 'manager' }] })).status).toBe(403);
    expect((await send('PATCH', '/api/organisations/current/settings', { allowSelfRegistration: true })).status).toBe(403);

    // Routes an employee may call: the extra fields are not theirs to write and are ignored.
    const signIn = await send('POST', '/api/session', { ...injected, email: employee.email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = sessionCookieFrom(signIn);
    expect((await send('POST', '/api/consent', { consent: true, version: CONSENT_VERSION, ...injected })).status).toBeLessThan(300);
    const questionnaire = QuestionnaireResponseSchema.parse(
      await (await send('GET', `/api/assessments/${assessment.id}/questionnaire`)).json(),
    );
    const question = questionnaire.questions[0];
    if (!question) throw new Error('the assessment has no questions');
    expect((await send('PUT', `/api/assessments/${assessment.id}/answers/${question.id}`, { value: 4, ...injected })).status).toBe(200);
    const answers = Object.fromEntries(questionnaire.questions.map((q) => [q.id, 3]));
    expect((await send('POST', `/api/assessments/${assessment.id}/complete`, { answers, ...injected })).status).toBe(200);

    expect(await rowOf(employee.id)).toEqual(before);
    expect(await rowOf(manager.id)).toEqual(managerBefore);
    const session = SessionResponseSchema.parse(await (await send('GET', '/api/session')).json());
    expect(session.user).toMatchObject({ role: 'employee', managerId: manager.id, organisationId });
  });

  it("lets a manager change neither their reports' nor their own role or manager", async () => {
    const { manager, employee } = await setUp();
    const cookie = await signInAs(server, manager.email);
    const patch = (id: string, body: unknown) => server.request(`/api/people/${id}`, { method: 'PATCH', cookie, body });
    const [employeeBefore, managerBefore] = [await rowOf(employee.id), await rowOf(manager.id)];
    expect((await patch(employee.id, { managerId: null })).status).toBe(403);
    expect((await patch(employee.id, { role: 'manager' })).status).toBe(403);
    expect((await patch(manager.id, { role: 'organisation_admin' })).status).toBe(403);
    expect(await rowOf(employee.id)).toEqual(employeeBefore);
    expect(await rowOf(manager.id)).toEqual(managerBefore);
  });

  it('registers a person with the role and organisation the server decides, whatever the body says', async () => {
    const { organisationId } = await setUp();
    const email = 'newcomer@example.test';
    const registered = await server.request('/api/accounts', {
      method: 'POST',
      body: {
        firstName: 'New',
        lastName: 'Comer',
        email,
        password: 'a fresh passphrase',
        confirmPassword: 'a fresh passphrase',
        role: 'organisation_admin',
        organisationId,
        managerId: null,
        emailVerified: true,
      },
    });
    expect(registered.status).toBe(201);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'employee', organisationId: null, emailVerifiedAt: null });
  });
});
