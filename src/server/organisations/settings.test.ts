import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '#domain/api/auth.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { UpdateOrganisationSettingsResponseSchema } from '#domain/api/organisation-settings.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { getTestDatabase, resetDatabase, testEngine } from '#tests/db.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditEvents, defaultOrganisationSettings, organisations } from '../db/schema.ts';

describe(`organisation settings on ${testEngine}`, () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await getTestDatabase();
    server = await startTestServer(database);
  });
  afterAll(() => server.close());
  beforeEach(() => resetDatabase(database));

  const update = (cookie: string | undefined, body: unknown) =>
    server.request('/api/organisations/current/settings', { method: 'PATCH', ...(cookie ? { cookie } : {}), body });
  const settingsOf = async (organisationId: string | null) => {
    const [organisation] = await database.db.select().from(organisations).where(eq(organisations.id, organisationId ?? ''));
    return organisation?.settings;
  };

  it('saves the changes, shows them in the session and keeps the other settings', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const response = await update(cookie, {
      allowSelfRegistration: true,
      allowedEmailDomains: ['  Example.CO.uk ', 'staff.example.com'],
      retentionMonths: 36,
      resultsAfterClose: true,
    });
    expect(response.status).toBe(200);
    const expected = {
      allow_self_registration: true,
      require_email_verification: defaultOrganisationSettings.require_email_verification,
      allowed_email_domains: ['example.co.uk', 'staff.example.com'],
      retention_months: 36,
      results_after_close: true,
    };
    expect(UpdateOrganisationSettingsResponseSchema.parse(await response.json()).settings).toEqual(expected);
    expect(await settingsOf(admin.organisationId)).toEqual(expected);

    expect((await update(cookie, { requireEmailVerification: false })).status).toBe(200);
    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect(session.organisation?.settings).toEqual({ ...expected, require_email_verification: false });
  });

  it('records the changed keys in the audit trail', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    await update(cookie, { retentionMonths: 12, requireEmailVerification: defaultOrganisationSettings.require_email_verification });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, admin.organisationId ?? ''), eq(auditEvents.action, 'ORGANISATION_SETTINGS_UPDATED')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: admin.id, details: { changed_keys: ['retention_months'] } });
  });

  it.each([
    ['retention 0', { retentionMonths: 0 }, 'retentionMonths'],
    ['retention 121', { retentionMonths: 121 }, 'retentionMonths'],
    ['fractional retention', { retentionMonths: 1.5 }, 'retentionMonths'],
    ['retention as text', { retentionMonths: '12' }, 'retentionMonths'],
    ['a domain with @', { allowedEmailDomains: ['ok.example.com', 'someone@example.com'] }, 'allowedEmailDomains.1'],
    ['a domain with spaces', { allowedEmailDomains: ['exa mple.com'] }, 'allowedEmailDomains.0'],
    ['a domain with a scheme', { allowedEmailDomains: ['https://example.com'] }, 'allowedEmailDomains.0'],
    ['a duplicate domain', { allowedEmailDomains: ['example.com', 'EXAMPLE.com'] }, 'allowedEmailDomains.1'],
    ['21 domains', { allowedEmailDomains: Array.from({ length: 21 }, (_, index) => `d${index}.example.com`) }, 'allowedEmailDomains'],
    ['domains as text', { allowedEmailDomains: 'example.com' }, 'allowedEmailDomains'],
    ['a flag as text', { allowSelfRegistration: 'yes' }, 'allowSelfRegistration'],
    ['a flag as a number', { requireEmailVerification: 0 }, 'requireEmailVerification'],
    ['an empty body', {}, 'body'],
  ])('rejects %s and changes nothing', async (_label, body, path) => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    const response = await update(cookie, { ...body });
    expect(response.status).toBe(400);
    const error = ErrorResponseSchema.parse(await response.json()).error;
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expect(await settingsOf(admin.organisationId)).toEqual(defaultOrganisationSettings);
  });

  it.each(['employee', 'manager'] as const)('refuses a %s', async (role) => {
    const member = await createMember(database.db, { role });
    const cookie = await signInAs(server, member.email);
    const response = await update(cookie, { retentionMonths: 6 });
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('forbidden');
    expect(await settingsOf(member.organisationId)).toEqual(defaultOrganisationSettings);
  });

  it('refuses a signed-out caller', async () => {
    expect((await update(undefined, { retentionMonths: 6 })).status).toBe(401);
  });

  it('changes the caller’s own organisation and never another', async () => {
    const other = await createMember(database.db, { role: 'organisation_admin' });
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    // The organisation comes from the session: an id in the body is ignored.
    const response = await update(cookie, { retentionMonths: 6, organisationId: other.organisationId, id: other.organisationId });
    expect(response.status).toBe(200);
    expect(await settingsOf(admin.organisationId)).toMatchObject({ retention_months: 6 });
    expect(await settingsOf(other.organisationId)).toEqual(defaultOrganisationSettings);
    const otherEvents = await database.db.select().from(auditEvents).where(eq(auditEvents.organisationId, other.organisationId ?? ''));
    expect(otherEvents.filter((event) => event.action === 'ORGANISATION_SETTINGS_UPDATED')).toEqual([]);
  });
});
