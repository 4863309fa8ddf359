import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { AuditEventListResponseSchema } from '#domain/api/audit.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  EmailDomainRequestListResponseSchema,
  EmailDomainRequestSchema,
  PlatformEmailDomainRequestListResponseSchema,
} from '#domain/api/organisations-email-domains.ts';
import { platformMessages } from '#domain/messages.ts';
import { createMember } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { organisations } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

describe(`e-mail domain requests on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-06-02T09:00:00Z'));

  const { database, server } = useTestServer({ clock });

  const cookieOf = (userId: string) => createSessionCookie(database.db, userId, clock);
  const ask = (cookie: string | undefined, domain: unknown) =>
    server.request('/api/organisations/current/email-domain-requests', { method: 'POST', body: { domain }, ...(cookie ? { cookie } : {}) });
  const ownRequests = async (cookie: string) =>
    EmailDomainRequestListResponseSchema.parse(
      await (await server.request('/api/organisations/current/email-domain-requests', { cookie })).json(),
    ).requests;
  const queue = (cookie: string | undefined) => server.request('/api/platform/email-domain-requests', cookie ? { cookie } : {});
  const decide = (cookie: string | undefined, id: string, body: unknown) =>
    server.request(`/api/platform/email-domain-requests/${id}/decision`, { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  const settings = (cookie: string, allowedEmailDomains: string[]) =>
    server.request('/api/organisations/current/settings', { method: 'PATCH', cookie, body: { allowedEmailDomains } });
  const platformCookie = async () => cookieOf((await createMember(database.db, { organisationId: null, role: 'platform_admin' })).id);

  it('goes from asked to approved: the platform sees who asked, approves, and the organisation may then add the domain', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', email: 'ada@contoso.example' });
    const cookie = await cookieOf(admin.id);
    expect((await settings(cookie, ['contoso-group.example'])).status).toBe(403);

    const asked = await ask(cookie, ' Contoso-Group.example ');
    expect(asked.status).toBe(201);
    expect((await ask(cookie, 'contoso-group.example')).status).toBe(201);
    const [mine] = await ownRequests(cookie);
    expect(await ownRequests(cookie)).toEqual([
      {
        id: mine?.id,
        domain: 'contoso-group.example',
        status: 'pending',
        requestedAt: clock.now().toISOString(),
        decidedAt: null,
        refusalReason: null,
      },
    ]);

    const staff = await platformCookie();
    const pending = PlatformEmailDomainRequestListResponseSchema.parse(await (await queue(staff)).json()).requests;
    const [organisation] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, admin.organisationId ?? ''));
    expect(pending).toEqual([
      { ...mine, organisationId: admin.organisationId, organisationName: organisation?.name, requestedByEmail: 'ada@contoso.example' },
    ]);

    const approved = await decide(staff, mine?.id ?? '', { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(EmailDomainRequestSchema.parse(await approved.json())).toMatchObject({
      status: 'approved',
      decidedAt: clock.now().toISOString(),
    });
    expect(PlatformEmailDomainRequestListResponseSchema.parse(await (await queue(staff)).json()).requests).toEqual([]);
    expect((await settings(cookie, ['contoso-group.example'])).status).toBe(200);
    const twice = await decide(staff, mine?.id ?? '', { decision: 'refuse', reason: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(ErrorResponseSchema.parse(await twice.json()).error.message).toBe(inSourceLanguage(platformMessages.domainRequestDecided));

    const log = AuditEventListResponseSchema.parse(await (await server.request('/api/audit-events', { cookie })).json()).events;
    expect(
      log
        .filter((event) => event.action.startsWith('EMAIL_DOMAIN_'))
        .map((event) => [event.action, event.actorEmail, event.details.domain]),
    ).toEqual([
      ['EMAIL_DOMAIN_APPROVED', expect.stringContaining('@'), 'contoso-group.example'],
      ['EMAIL_DOMAIN_REQUESTED', 'ada@contoso.example', 'contoso-group.example'],
    ]);
  });

  it('refuses with a reason the organisation reads; the domain stays out of reach, and it may ask again', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await cookieOf(admin.id);
    await ask(cookie, 'not-theirs.example');
    const [request] = await ownRequests(cookie);
    const staff = await platformCookie();
    expect((await decide(staff, request?.id ?? '', { decision: 'refuse' })).status).toBe(400);
    expect((await decide(staff, request?.id ?? '', { decision: 'refuse', reason: 'The registrant is someone else' })).status).toBe(200);
    expect((await ownRequests(cookie))[0]).toMatchObject({ status: 'refused', refusalReason: 'The registrant is someone else' });
    expect((await settings(cookie, ['not-theirs.example'])).status).toBe(403);
    expect((await ask(cookie, 'not-theirs.example')).status).toBe(201);
    expect((await ownRequests(cookie)).map((one) => one.status).sort()).toEqual(['pending', 'refused']);
  });

  it('refuses public webmail, the administrator’s own domain, and approval of a domain another organisation holds', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin', email: 'ada@ada.example' });
    const cookie = await cookieOf(admin.id);
    expect((await ask(cookie, 'gmail.com')).status).toBe(400);
    expect((await ask(cookie, 'not a domain')).status).toBe(400);
    const own = await ask(cookie, 'ada.example');
    expect(own.status).toBe(409);
    expect(ErrorResponseSchema.parse(await own.json()).error.message).toBe(
      inSourceLanguage(platformMessages.domainAlreadyYours('ada.example')),
    );

    const holder = await createMember(database.db, { role: 'organisation_admin', email: 'bo@held.example' });
    expect((await settings(await cookieOf(holder.id), ['held.example'])).status).toBe(200);
    await ask(cookie, 'held.example');
    const [request] = await ownRequests(cookie);
    expect((await decide(await platformCookie(), request?.id ?? '', { decision: 'approve' })).status).toBe(409);
    expect((await ownRequests(cookie))[0]?.status).toBe('pending');
  });

  it('keeps each organisation to its own requests, and the queue and decisions to platform administrators', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const other = await createMember(database.db, { role: 'organisation_admin' });
    await ask(await cookieOf(admin.id), 'first.example');
    const [request] = await ownRequests(await cookieOf(admin.id));
    expect(await ownRequests(await cookieOf(other.id))).toEqual([]);

    expect((await ask(undefined, 'x.example')).status).toBe(401);
    expect((await queue(undefined)).status).toBe(401);
    expect((await decide(undefined, request?.id ?? '', { decision: 'approve' })).status).toBe(401);
    const employee = await createMember(database.db, { organisationId: admin.organisationId });
    expect((await ask(await cookieOf(employee.id), 'x.example')).status).toBe(403);
    for (const cookie of [await cookieOf(admin.id), await cookieOf(other.id), await cookieOf(employee.id)]) {
      expect((await queue(cookie)).status).toBe(403);
      expect((await decide(cookie, request?.id ?? '', { decision: 'approve' })).status).toBe(403);
    }
    expect((await ownRequests(await cookieOf(admin.id)))[0]?.status).toBe('pending');
    expect((await decide(await platformCookie(), '6c0f2f53-8d4e-4f57-9b0a-1f0e8c7f4a11', { decision: 'approve' })).status).toBe(404);
  });
});
