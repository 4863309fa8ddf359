import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { createMember } from '#tests/accounts.ts';
import { getTestDatabase, resetDatabase, testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { sessionCookieFrom, startTestServer, type TestServer } from '#tests/http.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { auditEvents, organisations, users } from '#server/db/schema.ts';

const form = {
  organisationName: 'Northwind Trading',
  adminFirstName: 'Nancy',
  adminLastName: 'Davolio',
  adminEmail: 'nancy@northwind.test',
  adminPassword: 'chai-and-chang-1',
  confirmPassword: 'chai-and-chang-1',
};

describe(`POST /api/organisations on ${testEngine}`, () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await getTestDatabase();
    server = await startTestServer(database);
  });
  afterAll(() => server.close());
  beforeEach(() => resetDatabase(database));

  const create = (body: unknown) => server.request('/api/organisations', { method: 'POST', body });
  const counts = async () => ({
    organisations: (await database.db.select({ n: count() }).from(organisations))[0]?.n,
    users: (await database.db.select({ n: count() }).from(users))[0]?.n,
  });

  it('creates the organisation and its admin together and signs the admin in', async () => {
    const response = await create(form);
    expect(response.status).toBe(201);
    const view = SessionResponseSchema.parse(await response.json());
    expect(view.organisation).toMatchObject({
      name: 'Northwind Trading',
      settings: {
        allowSelfRegistration: false,
        requireEmailVerification: true,
        allowedEmailDomains: [],
        retentionMonths: 24,
        resultsAfterClose: false,
        requireTwoStepForEveryone: false,
      },
      defaultDomains: ['alignment', 'awareness', 'agency', 'adaptability', 'accountability'],
      isDemo: false,
    });
    expect(view.user).toMatchObject({ email: 'nancy@northwind.test', role: 'organisation_admin', emailVerified: false });

    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie: sessionCookieFrom(response) })).json());
    expect(session.user?.id).toBe(view.user?.id);
    expect((await server.lastMailTo('nancy@northwind.test'))?.subject).toBe('Verify your email address for CultureLens');
    const [event] = await database.db.select().from(auditEvents);
    expect(event).toMatchObject({ action: 'ORGANISATION_CREATED', organisationId: view.organisation?.id, userId: view.user?.id });
  });

  it('refuses a name already taken, in any letter case, and creates nothing', async () => {
    await createOrganisation(database.db, { name: 'Northwind Trading' });
    const response = await create({ ...form, organisationName: '  NORTHWIND trading ' });
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(authMessages.organisationNameTaken);
    expect(await counts()).toEqual({ organisations: 1, users: 0 });
  });

  it('refuses an admin e-mail already in use and leaves no organisation behind', async () => {
    await createMember(database.db, { email: 'nancy@northwind.test' });
    const response = await create(form);
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(authMessages.emailTaken);
    expect(await counts()).toEqual({ organisations: 1, users: 1 });
  });

  it('lets exactly one of two identical simultaneous requests succeed', async () => {
    const responses = await Promise.all([create(form), create(form)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({ organisations: 1, users: 1 });
  });

  it.each([
    ['missing fields', {}, ['adminEmail', 'adminFirstName', 'adminLastName', 'adminPassword', 'confirmPassword', 'organisationName']],
    ['a 7-character password', { ...form, adminPassword: 'abcdefg', confirmPassword: 'abcdefg' }, ['adminPassword']],
    ['mismatched passwords', { ...form, confirmPassword: 'something-else' }, ['confirmPassword']],
    ['an over-long name', { ...form, organisationName: 'N'.repeat(121) }, ['organisationName']],
    ['a blank name', { ...form, organisationName: '   ' }, ['organisationName']],
    ['a malformed e-mail', { ...form, adminEmail: 'nancy@' }, ['adminEmail']],
  ])('rejects %s with field issues and writes nothing', async (_label, body, fields) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect([...new Set(error.issues?.map((issue) => issue.path))].sort()).toEqual(fields);
    expect(await counts()).toEqual({ organisations: 0, users: 0 });
  });

  it('uses the catalogue texts for the password rules', async () => {
    const short = ErrorResponseSchema.parse(await (await create({ ...form, adminPassword: 'abcdefg', confirmPassword: 'abcdefg' })).json());
    expect(short.error.issues?.[0]?.message).toBe(authMessages.organisationPasswordRequirements);
    const mismatch = ErrorResponseSchema.parse(await (await create({ ...form, confirmPassword: 'something-else' })).json());
    expect(mismatch.error.issues?.[0]?.message).toBe('Passwords do not match');
  });

  it('signs a new admin in even though the address is not verified yet, but not after signing out', async () => {
    const response = await create(form);
    const cookie = sessionCookieFrom(response);
    await server.request('/api/session', { method: 'DELETE', cookie });
    const again = await server.request('/api/session', { method: 'POST', body: { email: form.adminEmail, password: form.adminPassword } });
    expect(ErrorResponseSchema.parse(await again.json()).error.code).toBe('email_not_verified');
  });
});
