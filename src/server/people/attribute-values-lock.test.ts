import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';
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
});
