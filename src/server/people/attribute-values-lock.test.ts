import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';
import { CreateScimTokenResponseSchema, SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { valuesInUse } from './attributes.ts';

describe(`the value limit under concurrent writes on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
  });

  it('lets only one of several concurrent new values take the last place', async () => {
    const organisationId = admin.organisationId ?? '';
    const holders = await Promise.all(
      Array.from({ length: MAX_ATTRIBUTE_VALUES - 1 }, () => createMember(database.db, { organisationId })),
    );
    for (const [index, holder] of holders.entries()) {
      await database.db
        .update(users)
        .set({ attributes: { department: `Team ${index}` } })
        .where(eq(users.id, holder.id));
    }
    const people = await Promise.all(Array.from({ length: 8 }, () => createMember(database.db, { organisationId })));
    // All at once: each request counts 19 values in use and adds its own.
    const responses = await Promise.all(
      people.map((person, index) =>
        server.request(`/api/people/${person.id}`, { method: 'PATCH', cookie, body: { attributes: { department: `New ${index}` } } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await valuesInUse(database.db, organisationId, 'department')).toHaveLength(MAX_ATTRIBUTE_VALUES);
  });

  it('holds across the people page, CSV imports and SCIM writing at once', async () => {
    const organisationId = admin.organisationId ?? '';
    const holders = await Promise.all(
      Array.from({ length: MAX_ATTRIBUTE_VALUES - 1 }, () => createMember(database.db, { organisationId })),
    );
    for (const [index, holder] of holders.entries()) {
      await database.db
        .update(users)
        .set({ attributes: { department: `Team ${index}` } })
        .where(eq(users.id, holder.id));
    }
    const tokenResponse = await server.request('/api/organisations/current/scim-tokens', {
      method: 'POST',
      cookie,
      body: { label: 'Okta' },
    });
    const { secret } = CreateScimTokenResponseSchema.parse(await tokenResponse.json());
    const people = await Promise.all(Array.from({ length: 3 }, () => createMember(database.db, { organisationId })));
    const header = 'email,first name,last name,role,manager email,department';
    await Promise.all([
      ...people.map((person, index) =>
        server.request(`/api/people/${person.id}`, { method: 'PATCH', cookie, body: { attributes: { department: `Page ${index}` } } }),
      ),
      ...[0, 1, 2].map((index) =>
        server.request('/api/people/import', {
          method: 'POST',
          cookie,
          body: { csv: `${header}\nfile-${index}@example.test,File,Person,employee,,File ${index}` },
        }),
      ),
      ...[0, 1, 2].map((index) =>
        fetch(`${server.baseUrl}/api/scim/v2/Users`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
          body: JSON.stringify({
            schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterprise],
            userName: `scim-${index}@example.test`,
            name: { givenName: 'Scim', familyName: 'Person' },
            [SCIM_SCHEMAS.enterprise]: { department: `Provisioned ${index}` },
          }),
        }),
      ),
    ]);
    // Whichever came first took the last place; every other new value was refused.
    expect(await valuesInUse(database.db, organisationId, 'department')).toHaveLength(MAX_ATTRIBUTE_VALUES);
  });
});
