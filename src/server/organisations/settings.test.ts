import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { UpdateOrganisationSettingsResponseSchema } from '#domain/api/organisations-settings.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, defaultOrganisationSettings, organisations } from '#server/db/schema.ts';

describe(`organisation settings on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const update = (cookie: string | undefined, body: unknown) =>
    server.request('/api/organisations/current/settings', { method: 'PATCH', ...(cookie ? { cookie } : {}), body });
  const settingsOf = async (organisationId: string | null) => {
    const [organisation] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisationId ?? ''));
    return organisation?.settings;
  };

  it('saves the changes, shows them in the session and keeps the other settings', async () => {
    // Their own verified address proves example.co.uk; the platform approved staff.example.org.
    const admin = await createMember(database.db, { role: 'organisation_admin', email: 'ada@example.co.uk' });
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, approvedEmailDomains: ['staff.example.org'] } })
      .where(eq(organisations.id, admin.organisationId ?? ''));
    const cookie = await signInAs(server, admin.email);
    const response = await update(cookie, {
      allowSelfRegistration: true,
      allowedEmailDomains: ['  Example.CO.uk ', 'staff.example.org'],
      retentionMonths: 36,
      resultsAfterClose: true,
    });
    expect(response.status).toBe(200);
    const expected = {
      allowSelfRegistration: true,
      requireEmailVerification: defaultOrganisationSettings.requireEmailVerification,
      allowedEmailDomains: ['example.co.uk', 'staff.example.org'],
      retentionMonths: 36,
      resultsAfterClose: true,
      requireTwoStepForEveryone: false,
      minimumGroupSize: 6,
    };
    // The database holds the payload's shape; the platform's approvals stay out of the payload.
    // Settings without a language (stored before languages) are read as English.
    expect(UpdateOrganisationSettingsResponseSchema.parse(await response.json()).settings).toEqual({ ...expected, defaultLocale: 'en' });
    expect(await settingsOf(admin.organisationId)).toEqual({ ...expected, approvedEmailDomains: ['staff.example.org'] });

    expect((await update(cookie, { requireEmailVerification: false })).status).toBe(200);
    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect(session.organisation?.settings).toEqual({ ...expected, requireEmailVerification: false, defaultLocale: 'en' });
  });

  it('never sends the platform’s approved domains to the organisation’s members', async () => {
    const employee = await createMember(database.db, { role: 'employee' });
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, approvedEmailDomains: ['secret-approval.example'] } })
      .where(eq(organisations.id, employee.organisationId ?? ''));
    const cookie = await signInAs(server, employee.email);
    const body = await (await server.request('/api/session', { cookie })).text();
    expect(SessionResponseSchema.parse(JSON.parse(body)).organisation?.settings).toEqual({
      ...defaultOrganisationSettings,
      defaultLocale: 'en',
    });
    expect(body).not.toContain('secret-approval.example');
  });

  it('records the changed keys in the audit trail', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await signInAs(server, admin.email);
    await update(cookie, { retentionMonths: 12, requireEmailVerification: defaultOrganisationSettings.requireEmailVerification });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, admin.organisationId ?? ''), eq(auditEvents.action, 'ORGANISATION_SETTINGS_UPDATED')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: admin.id, details: { changed_keys: ['retentionMonths'] } });
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
    expect(await settingsOf(admin.organisationId)).toMatchObject({ retentionMonths: 6 });
    expect(await settingsOf(other.organisationId)).toEqual(defaultOrganisationSettings);
    const otherEvents = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, other.organisationId ?? ''));
    expect(otherEvents.filter((event) => event.action === 'ORGANISATION_SETTINGS_UPDATED')).toEqual([]);
  });

  describe('self-registration domains need proof', () => {
    const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
    const approve = (cookie: string, body: unknown) =>
      server.request('/api/platform/email-domain-approvals', { method: 'POST', cookie, body });

    it('lets an administrator add the domain of their own verified address, in any spelling', async () => {
      const admin = await createMember(database.db, { role: 'organisation_admin', email: 'grace@contoso.example' });
      const response = await update(await signInAs(server, admin.email), { allowedEmailDomains: ['Contoso.EXAMPLE'] });
      expect(response.status).toBe(200);
      expect((await settingsOf(admin.organisationId))?.allowedEmailDomains).toEqual(['contoso.example']);
    });

    it('refuses a public webmail domain, even the administrator’s own', async () => {
      const admin = await createMember(database.db, { role: 'organisation_admin', email: 'grace@gmail.com' });
      const cookie = await signInAs(server, admin.email);
      for (const domain of ['gmail.com', 'outlook.com', 'yahoo.co.uk']) {
        const response = await update(cookie, { allowedEmailDomains: [domain] });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toBe(
          `${domain} is a public e-mail provider: anyone can get an address there, so it cannot admit people to your organisation. Invite them instead.`,
        );
      }
      expect((await settingsOf(admin.organisationId))?.allowedEmailDomains).toEqual([]);
    });

    it('refuses a domain that is not the administrator’s own', async () => {
      const admin = await createMember(database.db, { role: 'organisation_admin', email: 'grace@contoso.example' });
      const response = await update(await signInAs(server, admin.email), { allowedEmailDomains: ['fabrikam.example'] });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toMatch(
        /^You can only add fabrikam\.example if it is the domain of your own verified e-mail address/,
      );
    });

    it('refuses another organisation’s domain, whatever its spelling there', async () => {
      const owner = await createMember(database.db, { role: 'organisation_admin', email: 'ada@contoso.example' });
      await database.db
        .update(organisations)
        .set({ settings: { ...defaultOrganisationSettings, allowedEmailDomains: ['Contoso.Example'] } })
        .where(eq(organisations.id, owner.organisationId ?? ''));
      const claimant = await createMember(database.db, { role: 'organisation_admin', email: 'mallory@contoso.example' });
      const response = await update(await signInAs(server, claimant.email), { allowedEmailDomains: ['contoso.example'] });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toMatch(/^contoso\.example is already used for self-registration by another organisation/);
    });

    it('lets only one of two organisations racing for a domain have it', async () => {
      const first = await createMember(database.db, { role: 'organisation_admin', email: 'a@race.example' });
      const second = await createMember(database.db, { role: 'organisation_admin', email: 'b@race.example' });
      const cookies = await Promise.all([signInAs(server, first.email), signInAs(server, second.email)]);
      const statuses = await Promise.all(
        cookies.map(async (cookie) => (await update(cookie, { allowedEmailDomains: ['race.example'] })).status),
      );
      expect(statuses.sort()).toEqual([200, 409]);
    });

    it('lets the platform administrator approve another domain, which the organisation may then add', async () => {
      const admin = await createMember(database.db, { role: 'organisation_admin', email: 'grace@contoso.example' });
      const platform = await createMember(database.db, { role: 'platform_admin' });
      const platformCookie = await signInAs(server, platform.email);
      const adminCookie = await signInAs(server, admin.email);

      expect((await approve(adminCookie, { organisationId: admin.organisationId, domain: 'contoso-group.example' })).status).toBe(403);
      expect((await approve(platformCookie, { organisationId: admin.organisationId, domain: 'gmail.com' })).status).toBe(400);
      const approved = await approve(platformCookie, { organisationId: admin.organisationId, domain: 'Contoso-Group.example' });
      expect(approved.status).toBe(200);
      expect(await approved.json()).toEqual({ organisationId: admin.organisationId, domain: 'contoso-group.example', approved: true });

      expect((await update(adminCookie, { allowedEmailDomains: ['contoso.example', 'contoso-group.example'] })).status).toBe(200);
      // Approved for one organisation, it is held: neither another approval nor another organisation gets it.
      const other = await createMember(database.db, { role: 'organisation_admin', email: 'x@contoso-group.example' });
      expect((await approve(platformCookie, { organisationId: other.organisationId, domain: 'contoso-group.example' })).status).toBe(409);
      expect((await update(await signInAs(server, other.email), { allowedEmailDomains: ['contoso-group.example'] })).status).toBe(409);
    });
  });
});
