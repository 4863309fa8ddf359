import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { guardMessages } from '#domain/messages.ts';
import { issueEmailToken } from '#server/accounts/email-tokens.ts';
import { systemClock } from '#server/clock.ts';
import { parseRows } from '#server/db/rows.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import * as schema from '#server/db/schema.ts';
import { GOOD_PASSWORD } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { describeOperation, fetchOperations, requestFor } from './support/api-operations.ts';
import { consentedMember, insertRecords } from './support/records.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

// Every table but sessions: each call below brings its own session.
const watchedTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'sessions');

const RowSchema = z.object({ row: z.string() });
const ScimRefusalSchema = z.object({ detail: z.string() });

describe(`the read-only demo organisation on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  /** The demo organisation, open to self-registration from its domain, with people and one record of each kind. */
  async function demo() {
    const { db } = database;
    const organisation = await createOrganisation(db, {
      isDemo: true,
      selectedCategories: ['deib-assessment'],
      settings: { ...schema.defaultOrganisationSettings, allowSelfRegistration: true, allowedEmailDomains: ['demo.test'] },
    });
    const admin = await consentedMember(db, organisation.id, 'organisation_admin');
    const manager = await consentedMember(db, organisation.id, 'manager');
    const employee = await consentedMember(db, organisation.id, 'employee', manager.id);
    return {
      organisation,
      people: [admin, manager, employee],
      admin,
      ...(await insertRecords(db, organisation.id, { adminId: admin.id, managerId: manager.id })),
    };
  }

  /** Every row of every watched table, as text. */
  async function snapshot() {
    const tables: Record<string, string[]> = {};
    for (const name of watchedTables) {
      tables[name] = parseRows(await database.db.execute(sql.raw(`select t::text as row from "${name}" t order by 1`)), RowSchema).map(
        (entry) => entry.row,
      );
    }
    return tables;
  }

  it('refuses every write of every demo member, whatever the role, and nothing changes', async () => {
    const { people, fixtures, organisation } = await demo();
    // Used just now, so that its use is not noted again while the test watches every table.
    const scimToken = generateToken();
    await database.db.insert(schema.scimTokens).values({
      organisationId: organisation.id,
      tokenHash: hashToken(scimToken),
      label: 'Identity provider',
      createdAt: systemClock.now(),
      lastUsedAt: systemClock.now(),
    });
    // Signing out is the one write left to them (checked below): it changes nothing in the organisation.
    const writes = (await fetchOperations(server)).filter(
      (operation) => operation.method !== 'GET' && describeOperation(operation) !== 'DELETE /api/session',
    );
    expect(writes.length).toBeGreaterThan(20);
    const before = await snapshot();
    expect(before.users).toHaveLength(4);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'organisations',
        'invitations',
        'assessments',
        'roadmap_items',
        'audit_events',
        'mail_outbox',
        'rate_limit_buckets',
      ]),
    );

    const unexpected: string[] = [];
    for (const operation of writes) {
      // An identity provider's routes admit its token, never a session: they are sent with the
      // demo organisation's own SCIM token, and answer in SCIM's error shape.
      const provisioning = operation.policy === 'provisioning';
      for (const person of people) {
        const cookie = await createSessionCookie(database.db, person.id);
        const { url, method, body } = requestFor(operation, fixtures);
        const credentials = provisioning ? { headers: { authorization: `Bearer ${scimToken}` } } : { cookie };
        const response = await server.request(url, { method, ...credentials, ...(body === undefined ? {} : { body }) });
        const json: unknown = await response.json();
        const message = provisioning
          ? ScimRefusalSchema.safeParse(json).data?.detail
          : ErrorResponseSchema.safeParse(json).data?.error.message;
        if (response.status !== 403 || message !== inSourceLanguage(guardMessages.demoReadOnly)) {
          unexpected.push(`${describeOperation(operation)} as ${person.role}: ${response.status} ${JSON.stringify(json)}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('still lets demo members read, and sign out, which ends their own session only', async () => {
    const { admin } = await demo();
    const cookie = await createSessionCookie(database.db, admin.id);
    const other = await createSessionCookie(database.db, admin.id);
    expect((await server.request('/api/results', { cookie })).status).toBe(200);
    expect((await server.request('/api/people', { cookie })).status).toBe(200);
    const before = await snapshot();

    expect((await server.request('/api/session', { method: 'DELETE', cookie })).status).toBe(204);
    expect(await snapshot()).toEqual(before);
    expect((await server.request('/api/results', { cookie })).status).toBe(401);
    expect((await server.request('/api/results', { cookie: other })).status).toBe(200);
  });

  it('never signs a demo person in: they get the answer of a wrong password', async () => {
    const { admin } = await demo();
    const signIn = (password: string) => server.request('/api/session', { method: 'POST', body: { email: admin.email, password } });
    const right = await signIn(GOOD_PASSWORD);
    const wrong = await signIn('not the password at all');
    expect(right.status).toBe(401);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.getSetCookie()).toEqual([]);
    expect((await database.db.select({ n: count() }).from(schema.sessions).where(eq(schema.sessions.userId, admin.id)))[0]?.n).toBe(0);
  });

  it('sends a demo person no reset or verification link, and a link issued earlier does not work', async () => {
    const { admin } = await demo();
    await database.db.update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, admin.id));
    for (const path of ['/api/accounts/forgot-password', '/api/accounts/resend-verification']) {
      expect((await server.request(path, { method: 'POST', body: { email: admin.email } })).status).toBe(202);
    }
    expect(await server.lastMailTo(admin.email)).toBeUndefined();
    expect(
      (await database.db.select({ n: count() }).from(schema.accountTokens).where(eq(schema.accountTokens.userId, admin.id)))[0]?.n,
    ).toBe(0);

    const token = await issueEmailToken(database.db, systemClock, admin.id, 'reset_password');
    const reset = await server.request('/api/accounts/reset-password', {
      method: 'POST',
      body: { token, password: 'a brand new password', confirmPassword: 'a brand new password' },
    });
    expect(reset.status).toBe(400);
    expect(ErrorResponseSchema.parse(await reset.json()).error.code).toBe('invalid_token');
    const [after] = await database.db.select().from(schema.users).where(eq(schema.users.id, admin.id));
    expect(after?.passwordHash).toBe(admin.passwordHash);
  });

  it('lets nobody join: its invitations do not work and self-registration does not lead into it', async () => {
    const { organisation, invitationToken } = await demo();
    expect((await server.request('/api/invitations/lookup', { method: 'POST', body: { token: invitationToken } })).status).toBe(400);
    const accept = await server.request('/api/invitations/accept', {
      method: 'POST',
      body: { token: invitationToken, firstName: 'Ivy', lastName: 'Intruder', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(accept.status).toBe(400);
    expect(accept.headers.getSetCookie()).toEqual([]);

    const email = 'newcomer@demo.test';
    const registered = await server.request('/api/accounts', {
      method: 'POST',
      body: { firstName: 'New', lastName: 'Comer', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(registered.status).toBeLessThan(300);
    const [newcomer] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(newcomer).toBeDefined();
    expect(newcomer?.organisationId).toBeNull();
    expect(
      (await database.db.select({ n: count() }).from(schema.users).where(eq(schema.users.organisationId, organisation.id)))[0]?.n,
    ).toBe(4);
  });
});
