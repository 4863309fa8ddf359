import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { passwordStrengthMessages } from '#domain/password-strength.ts';
import { getTestDatabase, resetDatabase, testEngine } from '#tests/db.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

// Well-formed link tokens: the password is judged before the token is looked up.
const TOKEN = 'A'.repeat(43);

/** Every route that sets a password, with a request that is valid but for the password. */
const routes = [
  { name: 'registration', url: '/api/accounts', field: 'password', body: (password: string) => ({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.test', password, confirmPassword: password }) },
  {
    name: 'organisation creation',
    url: '/api/organisations',
    field: 'adminPassword',
    body: (password: string) => ({ organisationName: 'Analytical Engines', adminFirstName: 'Ada', adminLastName: 'Byron', adminEmail: 'ada@engines.example', adminPassword: password, confirmPassword: password }),
  },
  { name: 'invitation acceptance', url: '/api/invitations/accept', field: 'password', body: (password: string) => ({ token: TOKEN, firstName: 'Ada', lastName: 'Byron', password, confirmPassword: password }) },
  { name: 'password reset', url: '/api/accounts/reset-password', field: 'password', body: (password: string) => ({ token: TOKEN, password, confirmPassword: password }) },
] as const;

describe(`weak passwords on ${testEngine}`, () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await getTestDatabase();
    server = await startTestServer(database);
  });
  afterAll(() => server.close());
  beforeEach(() => resetDatabase(database));

  for (const route of routes) {
    it.each(['aaaaaaa', 'Summer2024', '        '])(`${route.name} refuses %j`, async (password) => {
      const response = await server.request(route.url, { method: 'POST', body: route.body(password) });
      expect(response.status).toBe(400);
      const { error } = ErrorResponseSchema.parse(await response.json());
      expect(error.code).toBe('validation_failed');
      const issue = error.issues?.find((candidate) => candidate.path === route.field);
      // Seven characters are already too short for an organisation's creator: the specification's message comes first.
      const expected = route.name === 'organisation creation' && password.length < 8 ? /^Password requirements not met\./ : /^This password is too easy to guess\./;
      expect(issue?.message).toMatch(password.trim() === '' ? passwordStrengthMessages.whitespaceOnly : expected);
    });
  }

  it('organisation creation asks more than registration: a password registration accepts is refused there', async () => {
    const password = 'k9#Lmq7z';
    expect((await server.request('/api/accounts', { method: 'POST', body: routes[0].body(password) })).status).toBe(201);
    const response = await server.request('/api/organisations', { method: 'POST', body: routes[1].body(password) });
    expect(response.status).toBe(400);
  });
});
