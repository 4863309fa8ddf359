import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  AttributeDefinitionListSchema,
  AttributeDefinitionSchema,
  RemoveAttributeDefinitionResponseSchema,
} from '#domain/api/organisation-attributes.ts';
import { ImportPeopleResponseSchema, PeopleResponseSchema, PersonSchema } from '#domain/api/people.ts';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, invitations, users } from '#server/db/schema.ts';
import { attributeDefinitionsOf } from './index.ts';

const BASE = '/api/organisations/current/person-attributes';

describe(`organisation-defined person attributes on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
  });
  const member = () => createMember(database.db, { organisationId: admin.organisationId });
  const define = (body: unknown, as = cookie) => server.request(BASE, { method: 'POST', cookie: as, body });
  const defined = async (label: string, scimPath?: string) => {
    const response = await define({ label, ...(scimPath ? { scimPath } : {}) });
    expect(response.status, await response.clone().text()).toBe(200);
    return AttributeDefinitionSchema.parse(await response.json());
  };
  const patch = (id: string, attributes: unknown, as = cookie) =>
    server.request(`/api/people/${id}`, { method: 'PATCH', cookie: as, body: { attributes } });
  const message = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error.message;

  it('defines up to three, renames one keeping its values, and removal clears the values; each audited', async () => {
    const unit = await defined('  Business   unit ');
    expect(unit).toMatchObject({ label: 'Business unit', scimPath: null, peopleWithValue: 0 });
    expect(unit.key).toMatch(/^custom:[0-9a-f]{8}$/);
    await defined('Grade');
    await defined('Shift');
    const fourth = await define({ label: 'Floor' });
    expect(fourth.status).toBe(409);
    expect(await message(fourth)).toMatch('At most 3 attributes');
    for (const label of ['Department', 'grade', 'Employment type', 'e-mail']) {
      const clash = await define({ label });
      expect(clash.status, label).toBe(409);
    }
    for (const body of [{ label: '' }, { label: 'x'.repeat(41) }, { label: 'Unit <b>' }, { label: 'Unit', scimPath: 'emails' }]) {
      expect((await define(body)).status, JSON.stringify(body)).toBe(400);
    }

    const ann = await member();
    const set = await patch(ann.id, { [unit.key]: ' Retail  banking ' });
    expect(set.status).toBe(200);
    expect(PersonSchema.parse(await set.json()).attributes).toEqual({ [unit.key]: 'Retail banking' });
    const ben = await member();
    // The same value in another case takes the spelling in use, as department's does.
    expect(PersonSchema.parse(await (await patch(ben.id, { [unit.key]: 'retail BANKING' })).json()).attributes).toEqual({
      [unit.key]: 'Retail banking',
    });

    const renamed = await server.request(`${BASE}/${unit.id}`, { method: 'PATCH', cookie, body: { label: 'Division' } });
    expect(AttributeDefinitionSchema.parse(await renamed.json())).toMatchObject({ key: unit.key, label: 'Division', peopleWithValue: 2 });
    const labels = (await attributeDefinitionsOf(database.db, admin.organisationId ?? '')).map((definition) => definition.label);
    expect(labels.slice(4)).toEqual(['Division', 'Grade', 'Shift']);

    const removed = await server.request(`${BASE}/${unit.id}`, { method: 'DELETE', cookie });
    expect(RemoveAttributeDefinitionResponseSchema.parse(await removed.json())).toEqual({ cleared: 2 });
    const [row] = await database.db.select().from(users).where(eq(users.id, ann.id));
    expect(row?.attributes).toEqual({});
    const listed = AttributeDefinitionListSchema.parse(await (await server.request(BASE, { cookie })).json());
    expect(listed.definitions.map((definition) => definition.label)).toEqual(['Grade', 'Shift']);
    // A removed attribute's key is refused, as any undefined one is.
    const stale = await patch(ann.id, { [unit.key]: 'Retail banking' });
    expect(stale.status).toBe(400);
    expect(await message(stale)).toMatch('Unknown attribute');
    const events = await database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, admin.organisationId ?? ''));
    const actions = events.map((event) => event.action);
    expect(actions.filter((action) => action === 'PERSON_ATTRIBUTE_DEFINED')).toHaveLength(3);
    expect(events.find((event) => event.action === 'PERSON_ATTRIBUTE_CHANGED')?.details).toMatchObject({
      from_label: 'Business unit',
      label: 'Division',
    });
    expect(events.find((event) => event.action === 'PERSON_ATTRIBUTE_REMOVED')?.details).toMatchObject({ label: 'Division', cleared: 2 });
  });

  it('holds an attribute of its own to twenty values and label characters', async () => {
    const grade = await defined('Grade');
    const ann = await member();
    for (const value of ['G1 <script>', 'x'.repeat(61)]) expect((await patch(ann.id, { [grade.key]: value })).status).toBe(400);
    const others = await Promise.all(Array.from({ length: MAX_ATTRIBUTE_VALUES }, () => member()));
    for (const [index, other] of others.entries()) {
      await database.db
        .update(users)
        .set({ attributes: { [grade.key]: `G${index}` } })
        .where(eq(users.id, other.id));
    }
    const tooMany = await patch(ann.id, { [grade.key]: 'G99' });
    expect(tooMany.status).toBe(400);
    expect(await message(tooMany)).toBe(
      `Grade already has ${MAX_ATTRIBUTE_VALUES} different values: use one of them, or clear a value nobody needs any more.`,
    );
    expect((await patch(ann.id, { [grade.key]: 'g3' })).status).toBe(200);
  });

  it("keeps definitions and values to their organisation: another organisation's are not found and their keys unknown", async () => {
    const unit = await defined('Business unit');
    const outsiderAdmin = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await signInAs(server, outsiderAdmin.email);
    const theirs = AttributeDefinitionListSchema.parse(await (await server.request(BASE, { cookie: outsiderCookie })).json());
    expect(theirs.definitions).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await server.request(`${BASE}/${unit.id}`, {
        method,
        cookie: outsiderCookie,
        ...(method === 'PATCH' ? { body: { label: 'Mine' } } : {}),
      });
      expect(response.status, method).toBe(404);
    }
    const outsider = await createMember(database.db, { organisationId: outsiderAdmin.organisationId });
    expect((await patch(outsider.id, { [unit.key]: 'Retail' }, outsiderCookie)).status).toBe(400);
    const employee = await member();
    const employeeCookie = await signInAs(server, employee.email);
    expect((await define({ label: 'Grade' }, employeeCookie)).status).toBe(403);
    expect((await server.request(BASE, { cookie: employeeCookie })).status).toBe(403);
    const listed = AttributeDefinitionListSchema.parse(await (await server.request(BASE, { cookie })).json());
    expect(listed.definitions.map((definition) => definition.label)).toEqual(['Business unit']);
  });

  it('imports a column headed by the label, and refuses a file with a column that names no attribute', async () => {
    const unit = await defined('Business unit');
    const header = 'email,first name,last name,role,manager email,department,location,tenure or start date,employment type';
    const csv = [
      `${header},business unit`,
      'ann@example.test,Ann,Able,employee,,,,,,Retail',
      'ben@example.test,Ben,Baker,employee,,,,,,<b>',
    ].join('\n');
    const response = await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } });
    const report = ImportPeopleResponseSchema.parse(await response.json());
    expect(report.results.map((result) => [result.line, result.outcome])).toEqual([
      [2, 'invited'],
      [3, 'invalid'],
    ]);
    expect(report.results[1]?.message).toMatch(/^Business unit: /);
    const [ann] = await database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.organisationId, admin.organisationId ?? ''), eq(invitations.email, 'ann@example.test')));
    expect(ann?.attributes).toEqual({ [unit.key]: 'Retail' });
    const people = PeopleResponseSchema.parse(await (await server.request('/api/people?status=invited', { cookie })).json());
    expect(people.people.find((person) => person.email === 'ann@example.test')?.attributes).toEqual({ [unit.key]: 'Retail' });
    const unknown = await server.request('/api/people/import', {
      method: 'POST',
      cookie,
      body: { csv: `${header},Grade\ncat@example.test,Cat,,,,,,,,G1` },
    });
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toMatch('The column "Grade" names none');
  });
});
