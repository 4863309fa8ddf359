import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { CreateScimTokenResponseSchema, ScimTokenListResponseSchema } from '#domain/api/scim.ts';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, organisations, scimTokens, users } from '#server/db/schema.ts';

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe(`SCIM refusals on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;
  let token: string;

  const newToken = async (as: string) => {
    const response = await server.request('/api/organisations/current/scim-tokens', {
      method: 'POST',
      cookie: as,
      body: { label: 'Okta' },
    });
    return CreateScimTokenResponseSchema.parse(await response.json());
  };
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
    token = (await newToken(cookie)).secret;
  });
  const scim = (path: string, init: { method?: string; body?: unknown; raw?: string; bearer?: string | null } = {}) =>
    fetch(`${server.baseUrl}/api/scim/v2${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.bearer === null ? {} : { authorization: `Bearer ${init.bearer ?? token}` }),
        ...(init.body !== undefined || init.raw !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      },
      ...(init.raw !== undefined ? { body: init.raw } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const member = (organisationId = admin.organisationId) => createMember(database.db, { organisationId });
  /** Everything a refused request could have changed. */
  const snapshot = async () => ({
    users: await database.db.select().from(users).orderBy(users.id),
    audit: (await database.db.select().from(auditEvents)).length,
  });
  async function refused(response: Response, status: number, scimType?: string) {
    const body = (await response.json()) as Record<string, unknown>;
    expect(body, JSON.stringify(body)).toMatchObject({ schemas: [ERROR], status: String(status), ...(scimType ? { scimType } : {}) });
    expect(response.status).toBe(status);
    expect(typeof body.detail).toBe('string');
    return body;
  }

  it('refuses malformed requests in SCIM error shape and changes nothing', async () => {
    const person = await member();
    const colleague = await member();
    const before = await snapshot();
    const patch = (Operations: unknown[]) => scim(`/Users/${person.id}`, { method: 'PATCH', body: { schemas: [PATCH_OP], Operations } });
    await refused(await scim('/Users', { method: 'POST', raw: '{"schemas": [' }), 400, 'invalidSyntax');
    await refused(
      await scim('/Users', { method: 'POST', body: { schemas: [CORE], userName: 'x@example.test', shoeSize: 44 } }),
      400,
      'invalidSyntax',
    );
    await refused(await scim('/Users', { method: 'POST', body: { schemas: [CORE], userName: 'not an address' } }), 400, 'invalidValue');
    await refused(await scim('/Users?filter=userName%20co%20%22a%22'), 400, 'invalidFilter');
    await refused(await scim('/Users?filter=userName%20eq'), 400, 'invalidFilter');
    await refused(await scim('/Users?filter=title%20eq%20%22x%22'), 400, 'invalidFilter');
    await refused(await patch([{ op: 'jump', path: 'active', value: false }]), 400, 'invalidSyntax');
    // A good first operation and a bad second one: nothing of the first is applied.
    await refused(
      await patch([
        { op: 'replace', path: 'active', value: false },
        { op: 'add', path: 'favouriteColour', value: 'red' },
      ]),
      400,
    );
    await refused(
      await patch([{ op: 'Replace', value: { 'name.givenName': 'Changed', [`${ENTERPRISE}:department`]: 'Sales & <script>' } }]),
      400,
      'invalidValue',
    );
    await refused(await patch([{ op: 'add', path: `${ENTERPRISE}:manager`, value: 'not-an-id' }]), 400, 'invalidValue');
    // Someone who is not a manager cannot be made one's manager: the people page's rule.
    await refused(await patch([{ op: 'add', path: `${ENTERPRISE}:manager`, value: colleague.id }]), 400, 'invalidValue');
    // A new name is written before the manager is refused: one transaction takes both back.
    await refused(
      await patch([
        { op: 'replace', path: 'name.givenName', value: 'Renamed' },
        { op: 'add', path: `${ENTERPRISE}:manager`, value: colleague.id },
      ]),
      400,
      'invalidValue',
    );
    await refused(
      await scim(`/Users/${person.id}`, { method: 'PUT', body: { schemas: [CORE], userName: admin.email } }),
      409,
      'uniqueness',
    );
    await refused(await scim('/Users/not-a-uuid'), 404);
    // Groups are not offered (teams follow the manager attribute): no such endpoint.
    expect((await scim('/Groups')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a value beyond the limit of distinct values, and merges values that differ only in case', async () => {
    const people = await Promise.all(Array.from({ length: MAX_ATTRIBUTE_VALUES + 1 }, () => member()));
    for (const [index, person] of people.slice(0, MAX_ATTRIBUTE_VALUES).entries()) {
      await database.db
        .update(users)
        .set({ attributes: { department: `Team ${index}` } })
        .where(eq(users.id, person.id));
    }
    const last = people[MAX_ATTRIBUTE_VALUES];
    if (!last) throw new Error('no last person');
    const patch = (department: string) =>
      scim(`/Users/${last.id}`, {
        method: 'PATCH',
        body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: `${ENTERPRISE}:department`, value: department }] },
      });
    const body = await refused(await patch('Team New'), 400, 'invalidValue');
    expect(body.detail).toMatch(new RegExp(`${MAX_ATTRIBUTE_VALUES} different values`));
    const merged = await patch('  team   3 ');
    expect(merged.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, last.id));
    expect(row?.attributes).toEqual({ department: 'Team 3' });
  });

  it("never lets one organisation's token reach another organisation's people", async () => {
    const otherAdmin = await createMember(database.db, { role: 'organisation_admin' });
    const foreign = await createMember(database.db, { organisationId: otherAdmin.organisationId });
    const before = await snapshot();
    await refused(await scim(`/Users/${foreign.id}`), 404);
    await refused(
      await scim(`/Users/${foreign.id}`, { method: 'PUT', body: { schemas: [CORE], userName: foreign.email, active: false } }),
      404,
    );
    await refused(
      await scim(`/Users/${foreign.id}`, {
        method: 'PATCH',
        body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] },
      }),
      404,
    );
    await refused(await scim(`/Users/${foreign.id}`, { method: 'DELETE' }), 404);
    // Nor are they listed or found by filter.
    const list = (await (await scim('/Users?count=200')).json()) as { Resources: { id: string }[] };
    expect(list.Resources.map((resource) => resource.id)).not.toContain(foreign.id);
    const found = (await (await scim(`/Users?filter=${encodeURIComponent(`userName eq "${foreign.email}"`)}`)).json()) as {
      totalResults: number;
    };
    expect(found.totalResults).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('admits only a live token of the organisation: none, a wrong one, a session cookie or a revoked one are refused', async () => {
    const person = await member();
    await refused(await scim(`/Users/${person.id}`, { bearer: null }), 401);
    await refused(await scim(`/Users/${person.id}`, { bearer: 'x'.repeat(43) }), 401);
    const withCookie = await fetch(`${server.baseUrl}/api/scim/v2/Users/${person.id}`, { headers: { cookie } });
    await refused(withCookie, 401);
    const listed = ScimTokenListResponseSchema.parse(
      await (await server.request('/api/organisations/current/scim-tokens', { cookie })).json(),
    );
    expect(listed.baseUrl).toMatch(/\/api\/scim\/v2$/);
    const [live] = listed.tokens;
    if (!live) throw new Error('no token listed');
    expect(JSON.stringify(listed)).not.toContain(token);
    const revoke = await server.request(`/api/organisations/current/scim-tokens/${live.id}/revoke`, { method: 'POST', cookie });
    expect(revoke.status).toBe(200);
    await refused(await scim(`/Users/${person.id}`), 401);
    const [stored] = await database.db.select().from(scimTokens).where(eq(scimTokens.id, live.id));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.revokedAt).not.toBeNull();
    const actions = (await database.db.select().from(auditEvents)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['SCIM_TOKEN_CREATED', 'SCIM_TOKEN_REVOKED']));
    // Another organisation's administrator cannot revoke this organisation's token.
    const otherAdmin = await createMember(database.db, { role: 'organisation_admin' });
    const otherCookie = await signInAs(server, otherAdmin.email);
    const second = await newToken(cookie);
    expect(
      (await server.request(`/api/organisations/current/scim-tokens/${second.token.id}/revoke`, { method: 'POST', cookie: otherCookie }))
        .status,
    ).toBe(404);
    expect((await scim(`/Users/${person.id}`, { bearer: second.secret })).status).toBe(200);
  });

  it("admits nobody with a suspended organisation's token, and only reads with the read-only demo organisation's", async () => {
    const person = await member();
    const organisationId = admin.organisationId ?? '';
    await database.db.update(organisations).set({ suspendedAt: new Date() }).where(eq(organisations.id, organisationId));
    await refused(await scim(`/Users/${person.id}`), 401);
    await database.db.update(organisations).set({ suspendedAt: null, isDemo: true }).where(eq(organisations.id, organisationId));
    expect((await scim(`/Users/${person.id}`)).status).toBe(200);
    const before = await snapshot();
    const deactivate = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    };
    await refused(await scim(`/Users/${person.id}`, { method: 'PATCH', body: deactivate }), 403);
    await refused(await scim(`/Users/${person.id}`, { method: 'DELETE' }), 403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a token name with a broken character, and makes no token', async () => {
    const before = await database.db.select().from(scimTokens);
    const response = await server.request('/api/organisations/current/scim-tokens', {
      method: 'POST',
      cookie,
      body: { label: 'Okta \ud800' },
    });
    expect(response.status).toBe(400);
    expect(await database.db.select().from(scimTokens)).toEqual(before);
  });

  it('pages a list with startIndex and count, as RFC 7644 counts them', async () => {
    await Promise.all([member(), member(), member()]);
    const page = (await (await scim('/Users?startIndex=2&count=2')).json()) as Record<string, unknown> & { Resources: unknown[] };
    expect(page).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources).toHaveLength(2);
    const none = (await (await scim('/Users?count=0')).json()) as Record<string, unknown>;
    expect(none).toMatchObject({ totalResults: 4, itemsPerPage: 0, Resources: [] });
  });
});
