import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { CreateScimTokenResponseSchema } from '#domain/api/scim.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, users } from '#server/db/schema.ts';

type Step = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  save?: string;
  expect: { status: number; body?: unknown };
};
const recorded = (vendor: string) =>
  JSON.parse(readFileSync(new URL(`../../../tests/scim/${vendor}.json`, import.meta.url), 'utf8')) as { steps: Step[] };

/** `{name}` placeholders of a recorded request filled with the ids this run made. */
function fill<T>(value: T, ids: Record<string, string>): T {
  return JSON.parse(JSON.stringify(value).replace(/\{(\w+)\}/g, (whole, name: string) => ids[name] ?? whole)) as T;
}

describe(`SCIM provisioning on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let admin: Awaited<ReturnType<typeof createMember>>;
  let token: string;

  const newToken = async (cookie: string, label = 'Identity provider') => {
    const response = await server.request('/api/organisations/current/scim-tokens', { method: 'POST', cookie, body: { label } });
    expect(response.status).toBe(200);
    return CreateScimTokenResponseSchema.parse(await response.json());
  };
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    token = (await newToken(await signInAs(server, admin.email))).secret;
  });
  /** An identity provider's request: no Origin, no cookie, its bearer token and SCIM's media type. */
  const scim = (path: string, init: { method?: string; body?: unknown; bearer?: string; raw?: string } = {}) =>
    fetch(`${server.baseUrl}/api/scim/v2${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.bearer ?? token}`,
        ...(init.body !== undefined || init.raw !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      },
      ...(init.raw !== undefined ? { body: init.raw } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });

  async function replay(vendor: string, ids: Record<string, string>) {
    for (const step of recorded(vendor).steps) {
      const response = await scim(
        step.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? ''),
        {
          method: step.method,
          ...(step.body !== undefined ? { body: fill(step.body, ids) } : {}),
        },
      );
      const text = await response.text();
      expect({ step: step.name, status: response.status }, text).toEqual({ step: step.name, status: step.expect.status });
      if (step.expect.status === 204) continue;
      expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
      const body = JSON.parse(text) as Record<string, unknown>;
      if (step.expect.body !== undefined) expect(body, step.name).toMatchObject(fill(step.expect.body, ids) as object);
      if (step.save) ids[step.save] = String(body.id);
    }
    return ids;
  }

  it("replays Okta's documented requests: create, find by userName, PUT with attributes, deactivate and reactivate", async () => {
    const { userId = '' } = await replay('okta', {});
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ organisationId: admin.organisationId, role: 'employee', isActive: true, firstName: 'Another' });
    // The start date became its band; the date itself is nowhere.
    expect(row?.attributes).toEqual({ department: 'Engineering', location: 'Berlin', employmentType: 'full_time', tenure: '5_10' });
    expect(JSON.stringify(row)).not.toContain('2019-03-01');
    const actions = (
      await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.organisationId, admin.organisationId ?? ''))
    ).map((event) => event.action);
    expect(actions).toContain('USER_PROVISIONED');
    expect(actions).toContain('SCIM_TOKEN_CREATED');
  });

  it('replays Entra ID\'s documented requests: Replace without a path, manager, "False" and delete as deactivation', async () => {
    const manager = await createMember(database.db, { role: 'manager', organisationId: admin.organisationId });
    // A department already in use in another spelling keeps that spelling.
    await database.db
      .update(users)
      .set({ attributes: { department: 'Sales' } })
      .where(eq(users.id, manager.id));
    const { userId = '' } = await replay('entra', { managerId: manager.id });
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ isActive: false, managerId: null, firstName: 'Ryan', lastName: 'Leenay' });
    expect(row?.attributes).toEqual({ department: 'Marketing', location: 'Lyon' });
  });
});
