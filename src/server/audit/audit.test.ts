import { i18n } from '@lingui/core';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AUDIT_CSV_ROW_LIMIT, AuditEventListResponseSchema, type AuditEventList } from '#domain/api/audit.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { selectCategories, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';
import { recordAuditEvent } from './service.ts';

describe(`the audit log on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  let organisationId: string;
  let cookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    organisationId = admin.organisationId ?? '';
    // A session made directly: signing in would itself be an event of the log under test.
    cookie = await createSessionCookie(database.db, admin.id);
  });

  /** An event as the services record it, at a chosen time. */
  const plant = (
    at: string,
    action: string,
    options: { organisationId?: string | null; userId?: string | null; details?: Record<string, unknown> } = {},
  ) =>
    database.db
      .insert(auditEvents)
      .values({
        organisationId: options.organisationId === undefined ? organisationId : options.organisationId,
        userId: options.userId === undefined ? admin.id : options.userId,
        action,
        details: options.details ?? {},
        createdAt: new Date(at),
      })
      .returning({ id: auditEvents.id })
      .then(([row]) => row?.id ?? 0);

  const get = (query = '', as = cookie) => server.request(`/api/audit-events${query}`, { cookie: as });
  const list = async (query = '', as = cookie): Promise<AuditEventList> => {
    const response = await get(query, as);
    expect(response.status).toBe(200);
    return AuditEventListResponseSchema.parse(await response.json());
  };

  it('lists the organisation’s events newest first, a page at a time, with who acted', async () => {
    const ids: number[] = [];
    for (let day = 1; day <= 30; day += 1)
      ids.push(await plant(`2026-03-${String(day).padStart(2, '0')}T09:00:00Z`, 'EXPORT_CSV', { details: { assessment_id: `a-${day}` } }));
    const second = await list('?page=2&pageSize=10');
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 10 });
    expect(second.events.map((event) => event.id)).toEqual(ids.slice(10, 20).reverse());
    expect(second.events[0]).toEqual({
      id: ids[19],
      action: 'EXPORT_CSV',
      actorName: `${admin.firstName} ${admin.lastName}`,
      actorEmail: admin.email,
      at: '2026-03-20T09:00:00.000Z',
      details: { assessment_id: 'a-20' },
    });
    const last = await list('?page=4&pageSize=10');
    expect(last.events).toEqual([]);
    expect(last.total).toBe(30);
    // Defaults: the first 25.
    expect((await list()).events).toHaveLength(25);
  });

  it('filters by action, by who acted and by days, each day counted whole', async () => {
    const colleague = await createMember(database.db, { organisationId });
    await plant('2026-04-01T00:00:00Z', 'SIGNED_IN');
    const colleagueSignIn = await plant('2026-04-02T23:59:59Z', 'SIGNED_IN', { userId: colleague.id });
    const failed = await plant('2026-04-03T12:00:00Z', 'SIGN_IN_FAILED', { userId: colleague.id });
    await plant('2026-04-04T00:00:00Z', 'ROLE_CHANGED');

    const ids = async (query: string) => (await list(query)).events.map((event) => event.id);
    expect(await ids('?action=SIGNED_IN')).toHaveLength(2);
    expect(await ids(`?personId=${colleague.id}`)).toEqual([failed, colleagueSignIn]);
    expect(await ids(`?action=SIGNED_IN&personId=${colleague.id}`)).toEqual([colleagueSignIn]);
    expect(await ids('?from=2026-04-02&to=2026-04-03')).toEqual([failed, colleagueSignIn]);
    expect(await ids('?from=2026-04-04')).toHaveLength(1);
    expect(await ids('?to=2026-04-01')).toHaveLength(1);
    expect((await list('?from=2026-04-02&to=2026-04-03')).total).toBe(2);
  });

  it('refuses filters it does not know, pages over 100 and dates in the wrong order', async () => {
    const refused = async (query: string) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      return ErrorResponseSchema.parse(await response.json()).error;
    };
    await refused('?action=ANSWER_SAVED');
    await refused('?personId=someone');
    await refused('?from=yesterday');
    expect(JSON.stringify(await refused('?pageSize=101'))).toContain('At most 100 events a page');
    expect(JSON.stringify(await refused('?from=2026-05-02&to=2026-05-01'))).toContain('The end date must not be before the start date');
    expect((await list('?pageSize=100')).pageSize).toBe(100);
  });

  it('shows an administrator their own organisation’s events only, and refuses everyone else', async () => {
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await createSessionCookie(database.db, outsider.id);
    await plant('2026-04-01T00:00:00Z', 'SIGNED_IN');
    await plant('2026-04-01T00:00:00Z', 'SIGNED_IN', { organisationId: outsider.organisationId, userId: outsider.id });
    // A failed sign-in for an unknown address belongs to no organisation.
    await plant('2026-04-01T00:00:00Z', 'SIGN_IN_FAILED', { organisationId: null, userId: null, details: { client: '203.0.113.9' } });

    expect((await list()).events.map((event) => event.actorEmail)).toEqual([admin.email]);
    expect((await list('', outsiderCookie)).events.map((event) => event.actorEmail)).toEqual([outsider.email]);
    // Naming one of ours does not reach across.
    expect((await list(`?personId=${admin.id}`, outsiderCookie)).total).toBe(0);
    const csv = await (await server.request(`/api/audit-events.csv?personId=${admin.id}`, { cookie: outsiderCookie })).text();
    expect(csv).not.toContain(admin.email);

    for (const role of ['employee', 'manager'] as const) {
      const member = await createMember(database.db, { organisationId, role });
      const memberCookie = await createSessionCookie(database.db, member.id);
      expect((await get('', memberCookie)).status).toBe(403);
      expect((await server.request('/api/audit-events.csv', { cookie: memberCookie })).status).toBe(403);
    }
    expect((await server.request('/api/audit-events')).status).toBe(401);
  });

  it('shows only known details, names the person an event is about, and never names another organisation’s people', async () => {
    const colleague = await createMember(database.db, { organisationId });
    const stranger = await createMember(database.db);
    await plant('2026-04-01T10:00:00Z', 'ROLE_CHANGED', { details: { user_id: colleague.id, from_role: 'employee', to_role: 'manager' } });
    // Whatever else a row might carry stays in the database.
    await plant('2026-04-01T11:00:00Z', 'USER_UPDATED', {
      details: { user_id: stranger.id, answer: 4, question_id: 'q-1', nested: { x: 1 }, isActive: false },
    });
    await plant('2026-04-01T12:00:00Z', 'SIGNED_IN', { userId: stranger.id });

    const [signedIn, updated, roleChanged] = (await list()).events;
    expect(roleChanged?.details).toEqual({
      person: `${colleague.firstName} ${colleague.lastName}`,
      from_role: 'employee',
      to_role: 'manager',
    });
    expect(updated?.details).toEqual({ user_id: stranger.id, isActive: false });
    expect(signedIn).toMatchObject({ actorName: null, actorEmail: null });
  });

  it('names the assessment an event is about by its title and wave, never another organisation’s, and keeps the id of one deleted', async () => {
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const started = await startAssessment(server, cookie);
    const stranger = await signedInAdmin(server, database.db);
    const strangers = await startAssessment(server, stranger.cookie);
    await plant('2026-04-01T10:00:00Z', 'EXPORT_CSV', { details: { assessment_id: strangers.id } });
    await plant('2026-04-01T11:00:00Z', 'ASSESSMENT_DELETED', { details: { assessment_id: 'gone' } });

    const opened = (await list('?action=ASSESSMENT_OPENED')).events;
    expect(opened.map((event) => event.details)).toEqual([{ assessment: i18n._(assessmentHeading(started)), status: 'open' }]);
    expect(JSON.stringify(opened)).not.toContain(started.id);
    expect((await list('?action=EXPORT_CSV')).events[0]?.details).toEqual({ assessment_id: strangers.id });
    expect((await list('?action=ASSESSMENT_DELETED')).events[0]?.details).toEqual({ assessment_id: 'gone' });
    const csv = await (await server.request('/api/audit-events.csv?action=ASSESSMENT_OPENED', { cookie })).text();
    expect(csv).toContain(`assessment: ${i18n._(assessmentHeading(started))}; status: open`);
  });

  it('downloads the filtered log as CSV, safe for spreadsheets, and records the download', async () => {
    const colleague = await createMember(database.db, { organisationId, email: 'grace@example.test' });
    await plant('2026-04-01T09:00:00Z', 'SIGNED_IN', { userId: colleague.id, details: { client: '192.0.2.1' } });
    await plant('2026-04-02T09:00:00Z', 'ROLE_CHANGED', { details: { user_id: colleague.id, from_role: 'employee', to_role: 'manager' } });
    await plant('2026-04-03T09:00:00Z', 'ORGANISATION_SETTINGS_UPDATED', {
      details: { changed_keys: ['retentionMonths'], domain: '=HYPERLINK("x")' },
    });

    const response = await server.request('/api/audit-events.csv?from=2026-04-02', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="culturelens-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Time (UTC),Action,Action code,Person,Email,Details',
      `2026-04-03T09:00:00.000Z,Settings changed,ORGANISATION_SETTINGS_UPDATED,${admin.firstName} ${admin.lastName},${admin.email},"changed: retentionMonths; domain: =HYPERLINK(""x"")"`,
      `2026-04-02T09:00:00.000Z,Role changed,ROLE_CHANGED,${admin.firstName} ${admin.lastName},${admin.email},person: ${colleague.firstName} ${colleague.lastName}; from: Employee; to: Manager`,
      '',
    ]);

    const [download] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'AUDIT_LOG_EXPORTED'));
    expect(download).toMatchObject({ organisationId, userId: admin.id, details: { from: '2026-04-02', rows: 2 } });
    const listed = await list('?action=AUDIT_LOG_EXPORTED');
    expect(listed.events[0]?.details).toEqual({ from: '2026-04-02', rows: 2 });
  });

  it('keeps an event whose details hold a broken character, with the character shown as U+FFFD', async () => {
    await recordAuditEvent(database.db, organisationId, null, 'PASSKEY_RENAMED', { passkey: 'Phone \ud800', list: ['\udc00 key'] });
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'PASSKEY_RENAMED'));
    expect(event?.details).toEqual({ passkey: 'Phone \ufffd', list: ['\ufffd key'] });
  });

  it('neutralises a cell that would run as a formula', async () => {
    const formula = await createMember(database.db, { organisationId });
    await database.db.execute(sql`update users set first_name = '=cmd' where id = ${formula.id}`);
    await plant('2026-04-01T09:00:00Z', 'SIGNED_IN', { userId: formula.id });
    const text = await (await server.request('/api/audit-events.csv?action=SIGNED_IN', { cookie })).text();
    expect(text).toContain(`,'=cmd ${formula.lastName},`);
  });

  it(`stops a download at ${AUDIT_CSV_ROW_LIMIT.toLocaleString('en-GB')} rows, the newest`, async () => {
    await database.db.execute(sql`
      insert into audit_events (organisation_id, user_id, action, details, created_at)
      select ${organisationId}, ${admin.id}, 'EXPORT_CSV', '{}'::jsonb, timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => n)
      from generate_series(1, ${AUDIT_CSV_ROW_LIMIT + 1}) as n`);
    const lines = (await (await server.request('/api/audit-events.csv', { cookie })).text()).split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(AUDIT_CSV_ROW_LIMIT + 1);
    // The oldest (one second past midnight) is the one left out.
    expect(lines.at(-1)).toMatch(/^2026-01-01T00:00:02\.000Z,/);
    const [download] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'AUDIT_LOG_EXPORTED'));
    expect(download?.details).toEqual({ rows: AUDIT_CSV_ROW_LIMIT });
  }, 60_000);
});
