import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ImportPeopleResponseSchema, PeopleResponseSchema, PersonSchema } from '#domain/api/people.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, invitations, users } from '#server/db/schema.ts';
import { translatorFor } from '#server/i18n/index.ts';
import { peopleMessages } from '#domain/messages/people.ts';

describe(`people on ${testEngine}`, () => {
  let admin: Awaited<ReturnType<typeof createMember>>;
  let cookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    admin = await createMember(database.db, { role: 'organisation_admin' });
    cookie = await signInAs(server, admin.email);
  });

  const member = (role: 'employee' | 'manager' | 'organisation_admin' = 'employee') =>
    createMember(database.db, { role, organisationId: admin.organisationId });
  const people = async (query = '') => PeopleResponseSchema.parse(await (await server.request(`/api/people${query}`, { cookie })).json());
  const patch = (id: string, body: unknown, as = cookie) => server.request(`/api/people/${id}`, { method: 'PATCH', cookie: as, body });

  it('lists members and open invitations with status, manager and team size', async () => {
    const boss = await member('manager');
    const worker = await member();
    await database.db.update(users).set({ managerId: boss.id }).where(eq(users.id, worker.id));
    await server.request('/api/invitations', { method: 'POST', cookie, body: { text: 'newcomer@example.test', role: 'employee' } });
    const { people: list, counts } = await people();
    expect(counts).toEqual({ active: 3, invited: 1, deactivated: 0 });
    expect(list.find((p) => p.id === worker.id)).toMatchObject({
      kind: 'member',
      status: 'active',
      managerId: boss.id,
      managerName: `${boss.firstName} ${boss.lastName}`,
    });
    expect(list.find((p) => p.id === boss.id)?.directReports).toBe(1);
    expect(list.find((p) => p.email === 'newcomer@example.test')).toMatchObject({
      kind: 'invitation',
      status: 'invited',
      role: 'employee',
    });
  });

  it('filters by search, role and status', async () => {
    const boss = await member('manager');
    await member();
    const managersOnly = await people('?role=manager');
    expect(managersOnly.people.map((p) => p.id)).toEqual([boss.id]);
    // The counts describe the whole organisation, not the filtered list.
    expect(managersOnly.counts).toEqual({ active: 3, invited: 0, deactivated: 0 });
    expect((await people(`?search=${encodeURIComponent(boss.email.slice(0, 12).toUpperCase())}`)).people.map((p) => p.id)).toEqual([
      boss.id,
    ]);
    expect((await people('?search=100%25_')).people).toEqual([]);
    expect((await people('?status=invited')).people).toEqual([]);
    expect((await server.request('/api/people?role=captain', { cookie })).status).toBe(400);
  });

  it('changes role, assigns a manager and deactivates, each audited', async () => {
    const boss = await member('manager');
    const worker = await member();
    const promoted = PersonSchema.parse(await (await patch(worker.id, { role: 'MANAGER' })).json());
    expect(promoted.role).toBe('manager');
    const managed = PersonSchema.parse(await (await patch(worker.id, { managerId: boss.id })).json());
    expect(managed).toMatchObject({ managerId: boss.id });
    const workerCookie = await signInAs(server, worker.email);
    const deactivated = PersonSchema.parse(await (await patch(worker.id, { isActive: false })).json());
    expect(deactivated.status).toBe('deactivated');
    // A deactivated person is signed out at once and cannot sign in again.
    const session = await (await server.request('/api/session', { cookie: workerCookie })).json();
    expect(session).toEqual({ user: null, organisation: null, ended: 'signed_out' });
    expect(
      (await server.request('/api/session', { method: 'POST', body: { email: worker.email, password: 'correct horse battery' } })).status,
    ).toBe(401);
    expect(PersonSchema.parse(await (await patch(worker.id, { isActive: true })).json()).status).toBe('active');
    // The role change is its own event, with both roles; the other changes are updates.
    const [roleChange, ...otherRoleChanges] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ROLE_CHANGED'));
    expect(otherRoleChanges).toEqual([]);
    expect(roleChange).toMatchObject({
      organisationId: admin.organisationId,
      userId: admin.id,
      details: { user_id: worker.id, from_role: 'employee', to_role: 'manager' },
    });
    const updates = (await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'USER_UPDATED'))).length;
    expect(updates).toBe(3);
  });

  it('keeps at least one active administrator', async () => {
    const refusedDemotion = await patch(admin.id, { role: 'employee' });
    expect(refusedDemotion.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refusedDemotion.json()).error.message).toMatch(/at least one active administrator/);
    const second = await member('organisation_admin');
    expect((await patch(second.id, { isActive: false })).status).toBe(200);
    expect((await patch(admin.id, { role: 'manager' })).status).toBe(409);
    expect((await patch(second.id, { isActive: true })).status).toBe(200);
    expect((await patch(admin.id, { role: 'manager' })).status).toBe(200);
  });

  it('refuses managers who are employees, deactivated, themselves or in a circle', async () => {
    const a = await member('manager');
    const b = await member('manager');
    const employee = await member();
    expect((await patch(a.id, { managerId: employee.id })).status).toBe(409);
    expect((await patch(a.id, { managerId: a.id })).status).toBe(409);
    expect((await patch(b.id, { managerId: a.id })).status).toBe(200);
    const circle = await patch(a.id, { managerId: b.id });
    expect(circle.status).toBe(409);
    expect(ErrorResponseSchema.parse(await circle.json()).error.message).toMatch(/circle/);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, b.id));
    expect((await patch(employee.id, { managerId: b.id })).status).toBe(409);
    expect((await patch(employee.id, { managerId: null })).status).toBe(200);
  });

  it("answers 404 for another organisation's people and refuses non-admins", async () => {
    const outsider = await createMember(database.db);
    expect((await patch(outsider.id, { role: 'manager' })).status).toBe(404);
    const [row] = await database.db.select().from(users).where(eq(users.id, outsider.id));
    expect(row?.role).toBe('employee');
    expect((await people()).people.map((p) => p.id)).not.toContain(outsider.id);
    const foreignManager = await createMember(database.db, { role: 'manager' });
    const worker = await member();
    expect((await patch(worker.id, { managerId: foreignManager.id })).status).toBe(409);

    const employeeCookie = await signInAs(server, worker.email);
    expect((await server.request('/api/people', { cookie: employeeCookie })).status).toBe(403);
    expect((await patch(worker.id, { role: 'organisation_admin' }, employeeCookie)).status).toBe(403);
  });

  it('rejects bad input', async () => {
    const worker = await member();
    expect((await patch(worker.id, {})).status).toBe(400);
    expect((await patch(worker.id, { role: 'platform_admin' })).status).toBe(400);
    expect((await patch(worker.id, { isActive: 'no' })).status).toBe(400);
    expect((await patch('not-a-uuid', { role: 'manager' })).status).toBe(400);
  });

  it('invites people from CSV with a per-line report', async () => {
    const boss = await member('manager');
    const csv = [
      'Email,First name,Last name,Role,Manager email',
      'ann@example.test,Ann,Able,employee,' + boss.email,
      'not-an-email,Bad,Row,employee,',
      'ben@example.test,Ben,Baker,captain,',
      'ada@example.test,Ada,Admin,admin,',
      'cat@example.test,Cat,Cole,MANAGER,nobody@example.test',
      '',
      '"dan@example.test","Dan, Jr.",Dunn,,',
    ].join('\r\n');
    const response = await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } });
    expect(response.status).toBe(200);
    const report = ImportPeopleResponseSchema.parse(await response.json());
    expect(report.sent).toBe(3);
    expect(report.results.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'invited'],
      [3, 'invalid'],
      [4, 'invalid'],
      [5, 'invited'],
      [6, 'invalid'],
      [8, 'invited'],
    ]);
    const [ada] = await database.db.select().from(invitations).where(eq(invitations.email, 'ada@example.test'));
    expect(ada?.role).toBe('organisation_admin');
    const [ann] = await database.db.select().from(invitations).where(eq(invitations.email, 'ann@example.test'));
    expect(ann).toMatchObject({ firstName: 'Ann', lastName: 'Able', managerId: boss.id, role: 'employee' });
    const [dan] = await database.db.select().from(invitations).where(eq(invitations.email, 'dan@example.test'));
    expect(dan?.firstName).toBe('Dan, Jr.');
  });

  it("refuses a CSV manager of another organisation, in any case of the address, and finds several of one file's managers at once", async () => {
    const outsider = await createMember(database.db, { role: 'manager' });
    const boss = await member('manager');
    const head = await member('organisation_admin');
    const csv = [
      `fay@example.test,Fay,Ford,employee,${outsider.email}`,
      `gus@example.test,Gus,Gray,employee,${boss.email.toUpperCase()}`,
      `hal@example.test,Hal,Hart,employee,${head.email}`,
      `ivy@example.test,Ivy,Ives,employee,${boss.email}`,
    ].join('\n');
    const report = ImportPeopleResponseSchema.parse(
      await (await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } })).json(),
    );
    expect(report.results.map((r) => [r.line, r.outcome, r.message])).toEqual([
      [1, 'invalid', `${outsider.email} is neither an active manager or admin of your organisation nor invited as one in this file`],
      [2, 'invited', expect.any(String)],
      [3, 'invited', expect.any(String)],
      [4, 'invited', expect.any(String)],
    ]);
    const invited = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organisationId, admin.organisationId ?? ''));
    expect(Object.fromEntries(invited.map((row) => [row.email, row.managerId]))).toEqual({
      'gus@example.test': boss.id,
      'hal@example.test': head.id,
      'ivy@example.test': boss.id,
    });
  });

  it("gives a CSV line's refusal in the reader's language", async () => {
    const csv = ['jo@example.test,Jo,Jones,chief', 'kim@example.test,Kim,King,employee,kim@example.test'].join('\n');
    const response = await server.request('/api/people/import', {
      method: 'POST',
      cookie,
      body: { csv },
      headers: { 'accept-language': 'de' },
    });
    const report = ImportPeopleResponseSchema.parse(await response.json());
    expect(report.results.map((r) => r.message)).toEqual([
      translatorFor('de')._(peopleMessages.importUnknownRole('chief')),
      translatorFor('de')._(peopleMessages.ownManager),
    ]);
    expect(report.results[0]?.message).toContain('chief');
    expect(report.results[0]?.message).not.toContain('Unknown role');
  });

  it("counts the whole organisation whatever the filter, and answers a change with that person's own row", async () => {
    const boss = await member('manager');
    const worker = await member();
    await member();
    await createMember(database.db, { role: 'employee' }); // another organisation: never counted
    await server.request('/api/invitations', { method: 'POST', cookie, body: { text: 'newcomer@example.test', role: 'employee' } });
    const deactivated = PersonSchema.parse(await (await patch(worker.id, { isActive: false })).json());
    expect(deactivated).toMatchObject({ id: worker.id, status: 'deactivated', kind: 'member' });
    const assigned = PersonSchema.parse(await (await patch(worker.id, { managerId: boss.id })).json());
    expect(assigned).toMatchObject({ id: worker.id, managerId: boss.id, managerName: `${boss.firstName} ${boss.lastName}` });
    const filtered = await people(`?search=${encodeURIComponent(boss.email)}`);
    expect(filtered.people.map((person) => person.id)).toEqual([boss.id]);
    expect(filtered.counts).toEqual({ active: 3, invited: 1, deactivated: 1 });
    expect((await people('?status=invited')).counts).toEqual({ active: 3, invited: 1, deactivated: 1 });
  });

  it('imports a hierarchy in one pass: managers the same file invites are linked whichever of two joins first', async () => {
    const csv = [
      'Email,First name,Last name,Role,Manager email',
      'eve@example.test,Eve,Evans,employee,Mia@example.test',
      'mia@example.test,Mia,Moss,manager,head@example.test',
      'head@example.test,Hana,Head,admin,',
      'zed@example.test,Zed,Zane,manager,zed@example.test',
      'xan@example.test,Xan,Xu,manager,yul@example.test',
      'yul@example.test,Yul,Yates,manager,xan@example.test',
      'ray@example.test,Ray,Roe,employee,eve@example.test',
    ].join('\n');
    const report = ImportPeopleResponseSchema.parse(
      await (await server.request('/api/people/import', { method: 'POST', cookie, body: { csv } })).json(),
    );
    expect(report.results.map((r) => [r.line, r.outcome, r.outcome === 'invited' ? '' : r.message])).toEqual([
      [2, 'invited', ''],
      [3, 'invited', ''],
      [4, 'invited', ''],
      [5, 'invalid', 'Nobody can be their own manager.'],
      [6, 'invalid', 'The managers named in this file lead back to xan@example.test: that would make a circle.'],
      [7, 'invalid', 'The managers named in this file lead back to yul@example.test: that would make a circle.'],
      // Eve is invited as an employee: nobody can report to her.
      [8, 'invalid', 'eve@example.test is neither an active manager or admin of your organisation nor invited as one in this file'],
    ]);
    const waiting = (await people('?status=invited')).people.find((person) => person.email === 'eve@example.test');
    expect(waiting).toMatchObject({ managerId: null, managerName: 'mia@example.test (invited)' });

    const join = async (email: string, firstName: string) => {
      const token = (await server.lastMailTo(email))?.link?.split('/invite/')[1] ?? '';
      const accepted = await server.request('/api/invitations/accept', {
        method: 'POST',
        body: { token, firstName, lastName: 'Joiner', password: 'lantern orchard velvet 42', confirmPassword: 'lantern orchard velvet 42' },
      });
      expect(accepted.status, email).toBe(200);
    };
    const managerOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]?.managerId;
    const idOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]?.id;
    // Eve joins before her manager: she has none until Mia joins.
    await join('eve@example.test', 'Eve');
    expect(await managerOf('eve@example.test')).toBeNull();
    await join('mia@example.test', 'Mia');
    expect(await managerOf('eve@example.test')).toBe(await idOf('mia@example.test'));
    expect(await managerOf('mia@example.test')).toBeNull();
    await join('head@example.test', 'Hana');
    expect(await managerOf('mia@example.test')).toBe(await idOf('head@example.test'));
    expect(await managerOf('head@example.test')).toBeNull();
    expect(await managerOf('eve@example.test')).toBe(await idOf('mia@example.test'));
  });

  it('gives invitees from CSV their manager when they join', async () => {
    const boss = await member('manager');
    await server.request('/api/people/import', {
      method: 'POST',
      cookie,
      body: { csv: `eve@example.test,Eve,Evans,employee,${boss.email}` },
    });
    const token = (await server.lastMailTo('eve@example.test'))?.link?.split('/invite/')[1] ?? '';
    const lookup = await (await server.request('/api/invitations/lookup', { method: 'POST', body: { token } })).json();
    expect(lookup).toMatchObject({ firstName: 'Eve', lastName: 'Evans' });
    await server.request('/api/invitations/accept', {
      method: 'POST',
      body: { token, firstName: 'Eve', lastName: 'Evans', password: 'eve-joins-now', confirmPassword: 'eve-joins-now' },
    });
    const [eve] = await database.db.select().from(users).where(eq(users.email, 'eve@example.test'));
    expect(eve?.managerId).toBe(boss.id);
  });
});
