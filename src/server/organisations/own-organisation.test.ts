import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { authMessages, errorMessages, noOrganisationMessages } from '#domain/messages.ts';
import { createMember, enrolSecondFactor, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, organisations, users } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/** An account that registered without an invitation, and so belongs to no organisation, creates one. */
describe(`POST /api/organisations/current on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const create = (cookie: string | undefined, body: unknown) =>
    server.request('/api/organisations/current', { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const sessionOf = async (cookie: string) => SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
  const organisationCount = async () => (await database.db.select({ n: count() }).from(organisations))[0]?.n;
  const rowOf = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];

  async function signedInLoner() {
    const loner = await createMember(database.db, { organisationId: null, email: 'grace@example.test' });
    return { loner, cookie: await signInAs(server, loner.email) };
  }

  it("answers an organisation's routes with no_organisation, a 403 the pages turn into the next step", async () => {
    const { cookie } = await signedInLoner();
    for (const path of ['/api/assessments', '/api/consent', '/api/results', '/api/people']) {
      const response = await server.request(path, { cookie });
      expect(response.status, path).toBe(403);
      expect(await errorOf(response), path).toEqual({ code: 'no_organisation', message: inSourceLanguage(errorMessages.no_organisation) });
    }
  });

  it('creates the organisation with the account as its administrator, records it, and starts a new session', async () => {
    const { loner, cookie } = await signedInLoner();
    const response = await create(cookie, { organisationName: '  Hopper Labs ' });
    expect(response.status).toBe(201);
    const view = SessionResponseSchema.parse(await response.json());
    expect(view.organisation).toMatchObject({ name: 'Hopper Labs', isDemo: false });
    expect(view.organisation?.defaultDomains.length).toBeGreaterThan(0);
    expect(view.user).toMatchObject({
      id: loner.id,
      email: 'grace@example.test',
      role: 'organisation_admin',
      organisationId: view.organisation?.id,
    });
    expect(await rowOf(loner.id)).toMatchObject({ organisationId: view.organisation?.id, role: 'organisation_admin', managerId: null });

    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ORGANISATION_CREATED'));
    expect(event).toMatchObject({ organisationId: view.organisation?.id, userId: loner.id, details: { name: 'Hopper Labs' } });

    // The old session ended with the change of role; the new one belongs to the administrator.
    expect((await sessionOf(cookie)).user).toBeNull();
    const adminCookie = sessionCookieFrom(response);
    expect((await sessionOf(adminCookie)).organisation?.name).toBe('Hopper Labs');
    // An administrator sets up two-step sign-in before anything else, the setup wizard included.
    const setup = await server.request('/api/organisations/current/setup', {
      method: 'POST',
      cookie: adminCookie,
      body: { organisationName: 'Hopper Labs', selectedCategories: ['deib-assessment'] },
    });
    expect(setup.status).toBe(403);
    expect((await errorOf(setup)).code).toBe('two_step_required');
  });

  it('refuses a second organisation once the account is in one, and changes nothing', async () => {
    const { loner, cookie } = await signedInLoner();
    expect((await create(cookie, { organisationName: 'Hopper Labs' })).status).toBe(201);
    // As the administrator they now are, with the second factor they had to set up.
    await enrolSecondFactor(database.db, loner);
    const adminCookie = await signInAs(server, loner.email);
    const second = await create(adminCookie, { organisationName: 'Hopper Labs Two' });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(inSourceLanguage(noOrganisationMessages.alreadyInOrganisation));

    const member = await createMember(database.db);
    const memberAttempt = await create(await signInAs(server, member.email), { organisationName: 'Breakaway Ltd' });
    expect(memberAttempt.status).toBe(409);
    expect(await organisationCount()).toBe(2);
    expect((await rowOf(member.id))?.organisationId).toBe(member.organisationId);
    expect((await rowOf(loner.id))?.role).toBe('organisation_admin');
  });

  it('lets exactly one of two simultaneous requests of the same account succeed', async () => {
    const { loner, cookie } = await signedInLoner();
    const responses = await Promise.all([
      create(cookie, { organisationName: 'Hopper Labs' }),
      create(cookie, { organisationName: 'Hopper Analytics' }),
    ]);
    // The winner ends the account's other sessions: the loser is refused as already in an
    // organisation (409) or, when its session is read after that commit, as signed out (401).
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(201);
    expect([401, 409]).toContain(statuses[1]);
    expect(await organisationCount()).toBe(1);
    expect((await rowOf(loner.id))?.organisationId).not.toBeNull();
  });

  it('refuses a name already taken, in any letter case, with the registration text, and leaves the account as it was', async () => {
    await createOrganisation(database.db, { name: 'Hopper Labs' });
    const { loner, cookie } = await signedInLoner();
    const response = await create(cookie, { organisationName: 'HOPPER labs' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(inSourceLanguage(authMessages.organisationNameTaken));
    expect(await rowOf(loner.id)).toMatchObject({ organisationId: null, role: 'employee' });
    expect(await organisationCount()).toBe(1);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { organisationName: '   ' }],
    ['an over-long name', { organisationName: 'N'.repeat(121) }],
    ['a name over two lines', { organisationName: 'Hopper\nLabs' }],
  ])('rejects %s with the field issue of registration', async (_label, body) => {
    const { cookie } = await signedInLoner();
    const response = await create(cookie, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual(['organisationName']);
    expect(await organisationCount()).toBe(0);
  });

  it('refuses the platform administrator, who belongs to no organisation on purpose', async () => {
    const platformAdmin = await createMember(database.db, { organisationId: null, role: 'platform_admin' });
    const response = await create(await signInAs(server, platformAdmin.email), { organisationName: 'Platform Ltd' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(inSourceLanguage(noOrganisationMessages.platformAdministrator));
    expect(await rowOf(platformAdmin.id)).toMatchObject({ organisationId: null, role: 'platform_admin' });
    expect(await organisationCount()).toBe(0);
  });

  it('refuses someone signed out', async () => {
    const response = await create(undefined, { organisationName: 'Hopper Labs' });
    expect(response.status).toBe(401);
    expect(await organisationCount()).toBe(0);
  });
});
