import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { CompleteSetupResponseSchema } from '#domain/api/organisations.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { invitations, organisations } from '#server/db/schema.ts';

describe(`setup wizard completion on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const complete = (cookie: string, body: unknown) => server.request('/api/organisations/current/setup', { method: 'POST', cookie, body });

  it('saves name, categories and sub-categories, and sends the invitations', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const response = await complete(cookie, {
      organisationName: 'Fabrikam People',
      selectedCategories: ['deib-assessment', 'culture-change-readiness'],
      selectedDomains: ['leadership-governance', 'culture-belonging', 'agency'],
      invitations: [
        { email: 'one@example.test', role: 'employee' },
        { email: 'two@example.test', role: 'MANAGER' },
      ],
    });
    expect(response.status).toBe(200);
    const body = CompleteSetupResponseSchema.parse(await response.json());
    expect(body.organisation).toMatchObject({
      name: 'Fabrikam People',
      selectedCategories: ['deib-assessment', 'culture-change-readiness'],
      defaultDomains: ['leadership-governance', 'culture-belonging', 'agency'],
    });
    expect(body.invitations.sent).toBe(2);
    expect((await server.lastMailTo('two@example.test'))?.subject).toContain('Fabrikam People');
  });

  it('takes every sub-category of a category when none is picked, and works without invitations', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const body = CompleteSetupResponseSchema.parse(
      await (await complete(cookie, { organisationName: 'Solo Ltd', selectedCategories: ['workforce-transformation'] })).json(),
    );
    expect(body.organisation.defaultDomains).toEqual(['design', 'capability', 'culture_shift']);
    expect(body.invitations).toEqual({ sent: 0, results: [] });
  });

  it.each([
    ['no category', { organisationName: 'X', selectedCategories: [] }, 'Select domains: Please select at least one assessment domain.'],
    ['an unknown category', { organisationName: 'X', selectedCategories: ['astrology'] }, 'Unknown assessment category'],
    [
      'a sub-category of another category',
      { organisationName: 'X', selectedCategories: ['deib-assessment'], selectedDomains: ['agency'] },
      'agency is not a sub-category of the selected categories',
    ],
    [
      'an admin invitation',
      {
        organisationName: 'X',
        selectedCategories: ['deib-assessment'],
        invitations: [{ email: 'a@example.test', role: 'organisation_admin' }],
      },
      'Setup can invite employees and managers only.',
    ],
    ['a blank name', { organisationName: ' ', selectedCategories: ['deib-assessment'] }, 'Organisation name is required'],
  ])('rejects %s and changes nothing', async (_label, body, message) => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const response = await complete(cookie, body);
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).error.issues?.map((issue) => issue.message)).toContain(message);
    const [organisation] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, admin.organisationId ?? ''));
    expect(organisation?.selectedCategories).toEqual([]);
  });

  it("refuses another organisation's name and rolls back the invitations", async () => {
    await createOrganisation(database.db, { name: 'Taken Name' });
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const response = await complete(cookie, {
      organisationName: 'taken name',
      selectedCategories: ['deib-assessment'],
      invitations: [{ email: 'one@example.test', role: 'employee' }],
    });
    expect(response.status).toBe(409);
    expect((await database.db.select({ n: count() }).from(invitations))[0]?.n).toBe(0);
  });

  it('is for organisation administrators only', async () => {
    const employee = await createMember(database.db);
    const cookie = await signInAs(server, employee.email);
    const response = await complete(cookie, { organisationName: 'Hijack', selectedCategories: ['deib-assessment'] });
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe('User or organisation not found');
    expect(
      (
        await server.request('/api/organisations/current/setup', {
          method: 'POST',
          body: { organisationName: 'X', selectedCategories: ['deib-assessment'] },
        })
      ).status,
    ).toBe(401);
  });
});
