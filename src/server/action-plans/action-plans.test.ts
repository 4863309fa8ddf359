import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ActionPlanListResponseSchema, ActionPlanSchema, SharedActionsResponseSchema } from '#domain/api/action-plans.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents } from '#server/db/schema.ts';

describe(`action plans on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let organisationId: string;
  let adminCookie: string;
  let assessmentId: string;
  let manager: { id: string; email: string };
  let managerCookie: string;
  let teamMemberCookie: string;

  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
    assessmentId = (await startAssessment(server, adminCookie)).id;
    manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    // Six of the manager's team answer: the organisation's and the team's results are shown.
    const team = [];
    for (let i = 0; i < 6; i += 1)
      team.push(
        await respond(server, database.db, organisationId, assessmentId, (index) => [3, 3, 2, 2, 1, 2, 4, 5, 4][index] ?? 3, {
          managerId: manager.id,
        }),
      );
    managerCookie = await signInAs(server, manager.email);
    teamMemberCookie = await signInAs(server, team[0]?.email ?? '');
  });

  const post = (body: Record<string, unknown>, cookie = adminCookie) =>
    server.request('/api/action-plans', { method: 'POST', cookie, body });
  const plan = { title: 'Open hiring panels', description: 'Every panel has two interviewers from different teams.', dueOn: '2099-03-01' };
  const shared = async (cookie: string) =>
    SharedActionsResponseSchema.parse(await (await server.request('/api/action-plans/shared', { cookie })).json()).plans;
  const messageOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error.message;

  it('turns a priority into a plan owned by a manager, who updates it, and everyone sees it once published', async () => {
    const roadmap = RoadmapResponseSchema.parse(
      await (await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId } })).json(),
    );
    const priority = roadmap.items[0];
    const created = await post({ ...plan, assessmentId, source: 'priority', sourceRef: priority?.id, ownerId: manager.id });
    expect(created.status).toBe(201);
    const made = ActionPlanSchema.parse(await created.json());
    expect(made).toMatchObject({
      source: 'priority',
      domain: priority?.domain,
      ownerId: manager.id,
      status: 'not_started',
      publishedAt: null,
    });

    // The owner finds it among the plans they work on, and reports progress.
    const listed = ActionPlanListResponseSchema.parse(
      await (await server.request(`/api/action-plans?assessmentId=${assessmentId}`, { cookie: managerCookie })).json(),
    );
    expect(listed.plans.map((entry) => entry.id)).toEqual([made.id]);
    const progressed = await server.request(`/api/action-plans/${made.id}/updates`, {
      method: 'POST',
      cookie: managerCookie,
      body: { note: 'First two panels held.', status: 'in_progress' },
    });
    expect(progressed.status).toBe(201);
    expect(ActionPlanSchema.parse(await progressed.json())).toMatchObject({
      status: 'in_progress',
      updates: [{ note: 'First two panels held.', status: 'in_progress', authorName: expect.any(String) }],
    });
    // A manager cannot hand it on, nor publish it.
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    expect(
      (await server.request(`/api/action-plans/${made.id}`, { method: 'PATCH', cookie: managerCookie, body: { ownerId: admin.id } }))
        .status,
    ).toBe(400);
    const publication = (cookie: string, published: boolean) =>
      server.request(`/api/action-plans/${made.id}/publication`, { method: 'PUT', cookie, body: { published } });
    expect((await publication(managerCookie, true)).status).toBe(403);

    expect(await shared(teamMemberCookie)).toEqual([]);
    expect((await publication(adminCookie, true)).status).toBe(200);
    expect((await shared(teamMemberCookie)).map((entry) => [entry.title, entry.status])).toEqual([['Open hiring panels', 'in_progress']]);

    const actions = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, organisationId), like(auditEvents.action, 'ACTION_PLAN_%')));
    expect(actions.map((row) => row.action).sort()).toEqual(['ACTION_PLAN_CREATED', 'ACTION_PLAN_PROGRESS_ADDED', 'ACTION_PLAN_PUBLISHED']);
  });

  it('lets a manager plan for their own team where its results are shown, seen by that team only', async () => {
    const created = await post(
      { ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: manager.id },
      managerCookie,
    );
    expect(created.status).toBe(201);
    expect(ActionPlanSchema.parse(await created.json())).toMatchObject({ teamManagerId: manager.id, domain: 'recruitment-hiring' });
    expect((await shared(teamMemberCookie)).map((entry) => entry.title)).toEqual(['Open hiring panels']);
    const outsider = await createRespondent(database.db, organisationId);
    expect(await shared(await signInAs(server, outsider.email))).toEqual([]);

    // Not another manager's team, not owned by someone else, not on a question.
    const other = await createRespondent(database.db, organisationId, { role: 'manager' });
    const forOther = await post(
      { ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: manager.id, teamManagerId: other.id },
      managerCookie,
    );
    expect(forOther.status).toBe(400);
    expect(await messageOf(forOther)).toBe('Managers make action plans for their own team.');
    const otherCookie = await signInAs(server, other.email);
    // Another manager's team plan is not theirs to see or change.
    const teamPlan = SharedActionsResponseSchema.parse(
      await (await server.request('/api/action-plans/shared', { cookie: managerCookie })).json(),
    ).plans[0];
    expect(
      (
        await server.request(`/api/action-plans/${teamPlan?.id}/updates`, {
          method: 'POST',
          cookie: otherCookie,
          body: { note: 'Mine now' },
        })
      ).status,
    ).toBe(404);
    const hiddenTeam = await post(
      { ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: other.id },
      otherCookie,
    );
    expect(hiddenTeam.status).toBe(409);
    expect(await messageOf(hiddenTeam)).toBe("A team action plan can only be made where the team's results are shown.");
  });

  it('refuses what is not shown, an owner who is not a manager, bad input, employees and other organisations', async () => {
    const notShown = await post({ ...plan, assessmentId, source: 'theme', sourceRef: 'meetings', ownerId: manager.id });
    expect(notShown.status).toBe(409);
    const employee = await createRespondent(database.db, organisationId);
    const employeeOwner = await post({ ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: employee.id });
    expect(employeeOwner.status).toBe(400);
    expect(await messageOf(employeeOwner)).toBe('The owner must be an active administrator or manager of your organisation.');
    const untitled = await post({
      ...plan,
      title: ' ',
      assessmentId,
      source: 'domain',
      sourceRef: 'recruitment-hiring',
      ownerId: manager.id,
    });
    expect(untitled.status).toBe(400);
    expect(ErrorResponseSchema.parse(await untitled.json()).error.issues).toEqual([{ path: 'title', message: 'Give the action a title.' }]);
    const badDate = await post({
      ...plan,
      dueOn: 'soon',
      assessmentId,
      source: 'domain',
      sourceRef: 'recruitment-hiring',
      ownerId: manager.id,
    });
    expect(badDate.status).toBe(400);
    expect(
      (
        await post(
          { ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: manager.id },
          await signInAs(server, employee.email),
        )
      ).status,
    ).toBe(403);

    const made = ActionPlanSchema.parse(
      await (await post({ ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: manager.id })).json(),
    );
    const { cookie: outsiderCookie } = await signedInAdmin(server, database.db);
    expect(
      (await server.request(`/api/action-plans/${made.id}`, { method: 'PATCH', cookie: outsiderCookie, body: { status: 'done' } })).status,
    ).toBe(404);
    expect((await server.request(`/api/action-plans?assessmentId=${assessmentId}`, { cookie: outsiderCookie })).status).toBe(404);
    expect(await shared(outsiderCookie)).toEqual([]);
    expect(
      (await post({ ...plan, assessmentId, source: 'domain', sourceRef: 'recruitment-hiring', ownerId: manager.id }, outsiderCookie))
        .status,
    ).toBe(404);
  });
});
