import { beforeEach, describe, expect } from 'vitest';
import { ActionPlanSchema } from '#domain/api/action-plans.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, selectCategories, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { ACTIONS_PER_SLIDE } from './deck-kinds.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe(`action plans in the PDF and the presentation on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  let adminCookie: string;
  let managerCookie: string;
  let managerId: string;
  let assessmentId: string;
  let organisationId: string;

  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
    assessmentId = (await startAssessment(server, adminCookie)).id;
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    managerId = manager.id;
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, assessmentId, (index) => [3, 3, 2, 2, 1, 2, 4, 5, 4][index] ?? 3, {
        managerId: manager.id,
      });
    managerCookie = await signInAs(server, manager.email);
  });

  const plan = async (body: Record<string, unknown>) => {
    const response = await server.request('/api/action-plans', {
      method: 'POST',
      cookie: adminCookie,
      body: { assessmentId, description: 'Agreed with the leadership team.', ownerId: managerId, ...body },
    });
    expect(response.status).toBe(201);
    return ActionPlanSchema.parse(await response.json());
  };
  const exported = async (format: 'pdf' | 'presentation', language = 'en', id = assessmentId) => {
    const response = await server.request(`/api/export/${id}/${format}`, {
      cookie: adminCookie,
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return format === 'pdf' ? flat((await readPdf(bytes)).text) : flat((await readPptx(bytes)).text);
  };

  it('lists each plan with what it acts on, its owner, due date, status and latest progress, in the PDF and on the slides', async () => {
    const roadmap = RoadmapResponseSchema.parse(
      await (await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId } })).json(),
    );
    const priority = roadmap.items[0];
    if (!priority) throw new Error('the roadmap has no priority');
    const interviews = await plan({ source: 'priority', sourceRef: priority.id, title: 'Structured interviews', dueOn: '2099-03-01' });
    const progress = await server.request(`/api/action-plans/${interviews.id}/updates`, {
      method: 'POST',
      cookie: managerCookie,
      body: { note: 'Question sets agreed with two teams.', status: 'in_progress' },
    });
    expect(progress.status).toBe(201);
    const mentoring = await plan({ source: 'domain', sourceRef: priority.domain, title: 'Mentoring circles', dueOn: '2099-06-15' });
    const owner = interviews.ownerName ?? '';
    expect(owner).not.toBe('');

    for (const format of ['pdf', 'presentation'] as const) {
      const text = await exported(format);
      expect(text).toContain('Action plans');
      expect(text).toContain(
        `Structured interviews Priority ${priority.priority}: ${priority.title} Owner: ${owner} · Due 1 March 2099 · In progress Latest: Question sets agreed with two teams.`,
      );
      expect(text).toContain(`Mentoring circles Domain: ${mentoring.domainLabel} Owner: ${owner} · Due 15 June 2099 · Not started`);
    }

    // In the reader's language, dates as Intl writes them there.
    const german = await exported('pdf', 'de');
    expect(german).toContain('Aktionspläne');
    expect(german).toContain('1. März 2099');
    expect(german).not.toContain('1 March 2099');
  });

  it('lists only the exported assessment’s plans, and has no such section where it has none', async () => {
    await selectCategories(database.db, organisationId, ['deib-assessment', 'workforce-transformation']);
    const other = (await startAssessment(server, adminCookie, 'workforce-transformation')).id;
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, other, () => 4, { questionSetId: 'workforce-transformation' });
    const roadmap = RoadmapResponseSchema.parse(
      await (await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId } })).json(),
    );
    await plan({ source: 'domain', sourceRef: roadmap.items[0]?.domain, title: 'Only on the first assessment', dueOn: '2099-01-01' });
    expect(await exported('pdf')).toContain('Only on the first assessment');
    for (const format of ['pdf', 'presentation'] as const) {
      const text = await exported(format, 'en', other);
      expect(text).not.toContain('Only on the first assessment');
      expect(text).not.toContain('Action plans');
    }
  });

  it('continues on further slides past the number a slide holds', async () => {
    const roadmap = RoadmapResponseSchema.parse(
      await (await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId } })).json(),
    );
    const domain = roadmap.items[0]?.domain ?? '';
    for (let index = 1; index <= ACTIONS_PER_SLIDE + 1; index += 1)
      await plan({ source: 'domain', sourceRef: domain, title: `Action number ${index}`, dueOn: '2099-01-01' });
    const deck = await server.request(`/api/export/${assessmentId}/presentation`, { cookie: adminCookie });
    const { slides } = await readPptx(new Uint8Array(await deck.arrayBuffer()));
    const titled = slides.filter((slide) => /Action plans \(\d of 2\)/.test(slide.text));
    expect(titled).toHaveLength(2);
    expect(titled[1]?.text).toContain(`Action number ${ACTIONS_PER_SLIDE + 1}`);
  });
});
