import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AttributeDefinitionSchema } from '#domain/api/organisation-attributes.ts';
import { CreateScimTokenResponseSchema, SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';

describe(`SCIM provisioning of organisation-defined attributes on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let cookie: string;
  let token: string;
  beforeEach(async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
    const response = await server.request('/api/organisations/current/scim-tokens', { method: 'POST', cookie, body: { label: 'Entra' } });
    token = CreateScimTokenResponseSchema.parse(await response.json()).secret;
  });
  const scim = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${server.baseUrl}/api/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const define = async (label: string, scimPath: string) => {
    const response = await server.request('/api/organisations/current/person-attributes', {
      method: 'POST',
      cookie,
      body: { label, scimPath },
    });
    expect(response.status).toBe(200);
    return AttributeDefinitionSchema.parse(await response.json());
  };
  const user = (extra: Record<string, unknown>) => ({
    schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterprise, SCIM_SCHEMAS.attributes],
    userName: 'ann@example.test',
    name: { givenName: 'Ann', familyName: 'Able' },
    ...extra,
  });

  it('takes each attribute from the path the organisation mapped, keeps it through a PATCH of others, and refuses an unmapped name', async () => {
    const unit = await define('Business unit', `${SCIM_SCHEMAS.enterprise}:division`);
    const grade = await define('Grade', `${SCIM_SCHEMAS.attributes}:grade`);
    // Discovery lists each mapped attribute where the identity provider should send it.
    const discovered = JSON.stringify(await (await scim('/Schemas')).json());
    expect(discovered).toContain('"name":"division","type":"string"');
    expect(discovered).toContain('"name":"grade"');
    const created = await scim(
      '/Users',
      'POST',
      user({ [SCIM_SCHEMAS.enterprise]: { division: 'Retail', department: 'Sales' }, [SCIM_SCHEMAS.attributes]: { grade: 'G3' } }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const resource = (await created.json()) as Record<string, Record<string, unknown>> & { id: string };
    expect(resource[SCIM_SCHEMAS.enterprise]).toMatchObject({ division: 'Retail', department: 'Sales' });
    expect(resource[SCIM_SCHEMAS.attributes]).toMatchObject({ grade: 'G3' });
    const stored = async () => (await database.db.select().from(users).where(eq(users.id, resource.id)))[0]?.attributes;
    expect(await stored()).toEqual({ department: 'Sales', [unit.key]: 'Retail', [grade.key]: 'G3' });

    // Entra's shape: a path-less replace of another attribute leaves the mapped ones as they are.
    const patched = await scim(`/Users/${resource.id}`, 'PATCH', {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'Replace', value: { [`${SCIM_SCHEMAS.enterprise}:department`]: 'Marketing' } }],
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await stored()).toEqual({ department: 'Marketing', [unit.key]: 'Retail', [grade.key]: 'G3' });
    const replaced = await scim(`/Users/${resource.id}`, 'PATCH', {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'replace', path: `${SCIM_SCHEMAS.attributes}:grade`, value: 'G4' }],
    });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect((await stored())?.[grade.key]).toBe('G4');

    // A PUT without the division clears it, as a replacement does; a bad value or an unmapped name changes nothing.
    expect((await scim(`/Users/${resource.id}`, 'PUT', user({ [SCIM_SCHEMAS.attributes]: { grade: 'G4' } }))).status).toBe(200);
    expect(await stored()).toEqual({ [grade.key]: 'G4' });
    const bad = await scim(`/Users/${resource.id}`, 'PUT', user({ [SCIM_SCHEMAS.attributes]: { grade: 'G4 <b>' } }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { scimType: string }).scimType).toBe('invalidValue');
    const unmapped = await scim(`/Users/${resource.id}`, 'PUT', user({ [SCIM_SCHEMAS.attributes]: { floor: '3' } }));
    expect(unmapped.status).toBe(400);
    expect(((await unmapped.json()) as { scimType: string }).scimType).toBe('invalidSyntax');
    expect(await stored()).toEqual({ [grade.key]: 'G4' });
  });
});
