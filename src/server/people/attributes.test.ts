import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ImportPeopleResponseSchema, PeopleResponseSchema, PersonSchema } from '#domain/api/people.ts';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { invitations, users } from '#server/db/schema.ts';

describe(`person attributes on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
  });
  const member = () => createMember(database.db, { organisationId: admin.organisationId });
  const patch = (id: string, attributes: unknown, as = cookie) =>
    server.request(`/api/people/${id}`, { method: 'PATCH', cookie: as, body: { attributes } });

  it('sets, normalises and clears attributes on the people page', async () => {
    const [ann, ben] = [await member(), await member()];
    const set = await patch(ann.id, {
      department: '  Customer   Success ',
      location: 'Berlin',
      tenure: '2_5',
      employmentType: 'part_time',
    });
    expect(set.status).toBe(200);
    expect(PersonSchema.parse(await set.json()).attributes).toEqual({
      department: 'Customer Success',
      location: 'Berlin',
      tenure: '2_5',
      employmentType: 'part_time',
    });
    // The same value in another case takes the spelling already in use.
    const same = PersonSchema.parse(await (await patch(ben.id, { department: 'customer success' })).json());
    expect(same.attributes).toEqual({ department: 'Customer Success' });
    const cleared = PersonSchema.parse(await (await patch(ann.id, { location: null, tenure: null })).json());
    expect(cleared.attributes).toEqual({ department: 'Customer Success', employmentType: 'part_time' });
    const listed = PeopleResponseSchema.parse(await (await server.request('/api/people', { cookie })).json());
    expect(listed.people.find((person) => person.id === ann.id)?.attributes).toEqual(cleared.attributes);
  });

  it('refuses free text, unknown bands and a value past the limit, and changes nothing', async () => {
    const ann = await member();
    for (const attributes of [
      { department: 'Sales <b>' },
      { department: 'x'.repeat(61) },
      { location: 'Room 4, call me on +44 20 7946 0000 any time after lunch please ok' },
      { tenure: '3 years' },
      { employmentType: 'volunteer' },
      { startDate: '2020-01-01' },
    ]) {
      const response = await patch(ann.id, attributes);
      expect(response.status, JSON.stringify(attributes)).toBe(400);
    }
    const others = await Promise.all(Array.from({ length: MAX_ATTRIBUTE_VALUES }, () => member()));
    for (const [index, other] of others.entries()) {
      await database.db
        .update(users)
        .set({ attributes: { location: `Site ${index}` } })
        .where(eq(users.id, other.id));
    }
    const tooMany = await patch(ann.id, { location: 'Site New' });
    expect(tooMany.status).toBe(400);
    expect(ErrorResponseSchema.parse(await tooMany.json()).error.message).toMatch(`${MAX_ATTRIBUTE_VALUES} different values`);
    const [row] = await database.db.select().from(users).where(eq(users.id, ann.id));
    expect(row?.attributes).toEqual({});
  });

  it("keeps attributes to the organisation's administrators: another organisation gets 404, employees 403", async () => {
    const outsider = await createMember(database.db);
    expect((await patch(outsider.id, { department: 'Sales' })).status).toBe(404);
    const [row] = await database.db.select().from(users).where(eq(users.id, outsider.id));
    expect(row?.attributes).toEqual({});
    const ann = await member();
    await patch(ann.id, { department: 'Sales' });
    const employeeCookie = await signInAs(server, ann.email);
    expect((await server.request('/api/people', { cookie: employeeCookie })).status).toBe(403);
    expect((await patch(ann.id, { department: 'Marketing' }, employeeCookie)).status).toBe(403);
    // Another organisation's values neither merge with nor count against this organisation's.
    await database.db
      .update(users)
      .set({ attributes: { department: 'SALES' } })
      .where(eq(users.id, outsider.id));
    const ben = await member();
    expect(PersonSchema.parse(await (await patch(ben.id, { department: 'sales' })).json()).attributes).toEqual({ department: 'Sales' });
  });

  it('imports attributes from CSV with the invitation, refusing bad lines, and gives them to the person who joins', async () => {
    const csv = [
      'email,first name,last name,role,manager email,department,location,tenure or start date,employment type',
      'ann@example.test,Ann,Able,employee,,Engineering,Berlin,2-5,full-time',
      'ben@example.test,Ben,Baker,employee,,engineering,Lyon,2024-01-15,Contractor',
      'cat@example.test,Cat,Cole,employee,,Sales,,forever,',
      'dan@example.test,Dan,Dunn,employee,,Sales,,,volunteer',
      'eve@example.test,Eve,Ede,employee,,<script>,,,',
      'fay@example.test,Fay,Fox,employee,,,,,',
    ].join('\n');
    const response = await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } });
    expect(response.status).toBe(200);
    const report = ImportPeopleResponseSchema.parse(await response.json());
    expect(report.results.map((result) => [result.line, result.outcome])).toEqual([
      [2, 'invited'],
      [3, 'invited'],
      [4, 'invalid'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'invited'],
    ]);
    const rows = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organisationId, admin.organisationId ?? ''));
    const byEmail = new Map(rows.map((row) => [row.email, row.attributes]));
    expect(byEmail.get('ann@example.test')).toEqual({
      department: 'Engineering',
      location: 'Berlin',
      tenure: '2_5',
      employmentType: 'full_time',
    });
    expect(byEmail.get('ben@example.test')).toMatchObject({ department: 'Engineering', location: 'Lyon', employmentType: 'contractor' });
    expect(byEmail.get('fay@example.test')).toEqual({});
    expect(JSON.stringify(rows)).not.toContain('2024-01-15');
    const listed = PeopleResponseSchema.parse(await (await server.request('/api/people?status=invited', { cookie })).json());
    expect(listed.people.find((person) => person.email === 'ann@example.test')?.attributes.department).toBe('Engineering');
    const token = (await server.lastMailTo('ann@example.test'))?.link?.split('/invite/')[1] ?? '';
    const password = 'joining-at-last';
    const accepted = await server.request('/api/invitations/accept', {
      method: 'POST',
      body: { token, firstName: 'Ann', lastName: 'Able', password, confirmPassword: password },
    });
    expect(accepted.status).toBe(200);
    const [joined] = await database.db.select().from(users).where(eq(users.email, 'ann@example.test'));
    expect(joined?.attributes).toEqual({ department: 'Engineering', location: 'Berlin', tenure: '2_5', employmentType: 'full_time' });
  });
});
