import { beforeEach, describe, expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { AssessmentListResponseSchema, QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessmentQuestions, assessments } from '#server/db/schema.ts';

const wellbeing = { key: 'wellbeing', label: 'Wellbeing' };
const ownQuestions = [
  { kind: 'agreement', text: 'I can switch off after work.', domain: wellbeing },
  { kind: 'agreement', text: 'My workload is manageable.', domain: wellbeing },
  { kind: 'agreement', text: 'Changes are explained to me.', domain: { key: 'awareness' } },
  { kind: 'single-choice', text: 'Where do you work best?', domain: wellbeing, options: ['Office', 'Home', 'Both'] },
  { kind: 'comment', text: 'What one thing would you change?', domain: wellbeing },
];
const draftBody = {
  title: 'Wellbeing pulse',
  category: 'soft_skills',
  description: 'Ten minutes about how work feels.',
  durationMinutes: 'ten',
  questions: ownQuestions,
};

describe(`question kinds and assessments with their own questions on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const draft = async (body: unknown = draftBody, cookie = adminCookie) =>
    server.request('/api/assessments/drafts', { method: 'POST', cookie, body });
  const created = async (body: unknown = draftBody) => {
    const response = await draft(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return AssessmentDraftResponseSchema.parse(await response.json());
  };
  const open = (id: string) =>
    server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
  const person = async () => signInAs(server, (await createRespondent(database.db, organisationId)).email);
  const save = (cookie: string, id: string, questionId: string, value: unknown) =>
    server.request(`/api/assessments/${id}/answers/${questionId}`, { method: 'PUT', cookie, body: { value } });
  const complete = (cookie: string, id: string, answers: Record<string, unknown> = {}) =>
    server.request(`/api/assessments/${id}/complete`, { method: 'POST', cookie, body: { answers } });
  const assessmentCount = async () => (await database.db.select({ n: count() }).from(assessments))[0]?.n;

  it('creates a draft with its own questions of each kind, which nobody can answer until it opens', async () => {
    const { assessment, questions } = await created();
    expect(assessment).toMatchObject({
      status: 'draft',
      questionSetId: null,
      category: 'soft_skills',
      wave: 1,
      questionCount: 5,
      estimatedMinutes: '30 minutes',
    });
    expect(questions.map((question) => [question.kind, question.domain, question.domainLabel, question.required])).toEqual([
      ['agreement', 'wellbeing', 'Wellbeing', true],
      ['agreement', 'wellbeing', 'Wellbeing', true],
      ['agreement', 'awareness', 'Awareness', true],
      ['single-choice', 'wellbeing', 'Wellbeing', true],
      ['comment', 'wellbeing', 'Wellbeing', false],
    ]);
    const employee = await person();
    const list = AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie: employee })).json());
    expect(list.assessments).toEqual([]);
    expect((await server.request(`/api/assessments/${assessment.id}/questionnaire`, { cookie: employee })).status).toBe(404);
    expect((await save(employee, assessment.id, questions[0]?.id ?? '', 3)).status).toBe(404);
  });

  it('changes a draft, opens it, and refuses any change to its questions from then on', async () => {
    const { assessment } = await created();
    const changed = await server.request(`/api/assessments/${assessment.id}/draft`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { ...draftBody, title: 'Wellbeing pulse, spring', durationMinutes: 12, questions: ownQuestions.slice(0, 2) },
    });
    expect(changed.status).toBe(200);
    expect(AssessmentDraftResponseSchema.parse(await changed.json())).toMatchObject({
      assessment: { title: 'Wellbeing pulse, spring', questionCount: 2, estimatedMinutes: '12 minutes' },
    });
    expect(
      (
        await server.request(`/api/assessments/${assessment.id}/status`, {
          method: 'PATCH',
          cookie: adminCookie,
          body: { status: 'paused' },
        })
      ).status,
    ).toBe(409);
    expect((await open(assessment.id)).status).toBe(200);
    const late = await server.request(`/api/assessments/${assessment.id}/draft`, { method: 'PUT', cookie: adminCookie, body: draftBody });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('can no longer change');
    const stored = await database.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, assessment.id));
    expect(stored).toHaveLength(2);
  });

  it('refuses to open a draft without questions', async () => {
    const { assessment } = await created({ ...draftBody, questions: [] });
    const response = await open(assessment.id);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('at least one question');
  });

  it('refuses bad input with a clear message and saves nothing of it', async () => {
    const before = await assessmentCount();
    const cases: [unknown, string][] = [
      [{ ...draftBody, title: '  ' }, 'Title is required'],
      [{ ...draftBody, category: 'gossip' }, 'Choose a category'],
      [{ ...draftBody, durationMinutes: 200 }, 'between 5 and 180'],
      [{ ...draftBody, questions: Array.from({ length: 201 }, () => ownQuestions[0]) }, 'at most 200 questions'],
      [{ ...draftBody, questions: [{ ...ownQuestions[3], options: ['Only'] }] }, 'at least 2 options'],
      [{ ...draftBody, questions: [{ ...ownQuestions[4], required: true }] }, 'always optional'],
      [{ ...draftBody, questions: [{ ...ownQuestions[0], text: '' }] }, 'Question text is required'],
      [{ ...draftBody, questions: [{ ...ownQuestions[0], domain: { key: 'morale' } }] }, 'needs a label'],
      [
        { ...draftBody, questions: [ownQuestions[0], { ...ownQuestions[1], domain: { key: 'wellbeing', label: 'Health' } }] },
        'two different labels',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await draft(body);
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    // A draft change that fails keeps the draft as it was: one transaction.
    const { assessment } = await created();
    const refused = await server.request(`/api/assessments/${assessment.id}/draft`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { ...draftBody, nextWaveOf: 'x', questions: [{ ...ownQuestions[3], options: ['A', 'a'] }] },
    });
    expect(refused.status).toBe(400);
    expect(await assessmentCount()).toBe((before ?? 0) + 1);
    expect(await database.db.select().from(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, assessment.id))).toHaveLength(5);
  });

  it('starts from a built-in set by copying its statements, and a next wave copies the questions with their ids', async () => {
    const fromSet = await created({ ...draftBody, questions: undefined, fromQuestionSetId: 'culture-change-readiness' });
    expect(fromSet.questions.map((question) => question.id)).toEqual(
      questionsForSet('culture-change-readiness').map((question) => question.id),
    );
    expect(fromSet.questions.every((question) => question.kind === 'agreement' && question.required)).toBe(true);
    const first = await created();
    const next = await created({ ...draftBody, questions: undefined, nextWaveOf: first.assessment.id });
    expect(next.assessment.wave).toBe(2);
    expect(next.questions).toEqual(first.questions);
    expect((await draft({ ...draftBody, nextWaveOf: crypto.randomUUID() })).status).toBe(404);
  });

  it('keeps drafts inside their organisation', async () => {
    const { assessment } = await created();
    const other = await createMember(database.db, { role: 'organisation_admin' });
    const otherCookie = await signInAs(server, other.email);
    expect((await server.request(`/api/assessments/${assessment.id}/draft`, { cookie: otherCookie })).status).toBe(404);
    expect(
      (await server.request(`/api/assessments/${assessment.id}/draft`, { method: 'PUT', cookie: otherCookie, body: draftBody })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: otherCookie, body: { status: 'open' } }))
        .status,
    ).toBe(404);
    expect((await draft({ ...draftBody, nextWaveOf: assessment.id }, otherCookie)).status).toBe(404);
    const employee = await person();
    expect((await draft(draftBody, employee)).status).toBe(403);
  });

  it('checks each answer against its question, lets optional questions be skipped and requires the rest', async () => {
    const { assessment, questions } = await created();
    await open(assessment.id);
    const [agree, , , choice, comment] = questions.map((question) => question.id);
    const employee = await person();
    const refusals: [string | undefined, unknown, string][] = [
      [agree, 6, 'number from 1 to 5'],
      [agree, 'Agree', 'number from 1 to 5'],
      [choice, 4, '3 options'],
      [comment, 3, 'text of at most 2000'],
      [comment, 'x'.repeat(2001), 'text of at most 2000'],
    ];
    for (const [questionId, value, message] of refusals) {
      const response = await save(employee, assessment.id, questionId ?? '', value);
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await save(employee, assessment.id, choice ?? '', 2)).status).toBe(200);
    expect((await save(employee, assessment.id, comment ?? '', 'Quieter  rooms \n')).status).toBe(200);
    const seen = QuestionnaireResponseSchema.parse(
      await (await server.request(`/api/assessments/${assessment.id}/questionnaire`, { cookie: employee })).json(),
    );
    expect(seen.answers).toEqual({ [choice ?? '']: 2, [comment ?? '']: 'Quieter  rooms' });
    expect(seen.questions[3]).toMatchObject({ kind: 'single-choice', options: ['Office', 'Home', 'Both'] });
    // A blank comment takes the comment back; it was optional anyway.
    expect((await save(employee, assessment.id, comment ?? '', '  ')).status).toBe(200);
    const missing = await complete(employee, assessment.id, { [agree ?? '']: 4 });
    expect(missing.status).toBe(409);
    expect(await missing.text()).toContain('every required question');
    const done = await complete(employee, assessment.id, Object.fromEntries(questions.slice(0, 3).map((question) => [question.id, null])));
    expect(done.status).toBe(200);
  });

  it('releases and shows each kind: custom domains in the scores, options counted, comments at the organisation only', async () => {
    const { assessment, questions } = await created();
    await open(assessment.id);
    const [a1 = '', a2 = '', a3 = '', choice = '', comment = ''] = questions.map((question) => question.id);
    for (let index = 0; index < 6; index += 1) {
      const cookie = await person();
      const answers: Record<string, unknown> = {
        [a1]: 4,
        [a2]: index < 3 ? 2 : 5,
        [a3]: 3,
        [choice]: index === 0 ? null : (index % 3) + 1,
      };
      if (index < 2) answers[comment] = `Comment number ${index}: more quiet rooms`;
      expect((await complete(cookie, assessment.id, answers)).status).toBe(200);
    }
    await server.app.context.releases.drain();
    const response = await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie });
    const results = AssessmentResultsSchema.parse(await response.json());
    expect(results.domains).toEqual([
      expect.objectContaining({ domain: 'wellbeing', label: 'Wellbeing', canShow: true, meanScore: 3.75, responseCount: 6 }),
      expect.objectContaining({ domain: 'awareness', label: 'Awareness', canShow: true, meanScore: 3 }),
    ]);
    expect(results.heatMap.map((cell) => cell.questionId)).toEqual([a1, a2, a3]);
    // Five chose an option, one preferred not to say: fewer than six answers, so no counts.
    expect(results.choices).toEqual([{ questionId: choice, questionText: 'Where do you work best?', order: 4, canShow: false }]);
    // Two comments: the list grows only by six new comments at a time, so they wait, and results say so.
    expect(results.comments).toHaveLength(1);
    expect(results.comments[0]?.comments).toEqual([]);
    expect(results.answersWaiting).toContain(comment);
    const trends = await server.request(`/api/results/${assessment.id}/trends`, { cookie: adminCookie });
    expect(trends.status).toBe(200);
    expect(await trends.text()).not.toContain('quiet rooms');
    // The custom domain rolls up into the roadmap, with the generic template and its own name.
    const roadmap = await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId: assessment.id } });
    expect(roadmap.status, await roadmap.clone().text()).toBe(201);
    const items = RoadmapResponseSchema.parse(await roadmap.json()).items;
    expect(items.map((item) => [item.domain, item.domainLabel])).toEqual([
      ['awareness', 'Awareness'],
      ['wellbeing', 'Wellbeing'],
    ]);
    expect(items[1]?.title).toContain('Act on what people said about Wellbeing');
    // Exports show the scored domains under their own names, the comments, and the choice as hidden.
    const csv = await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie });
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    expect(csvText).toContain('Wellbeing,Awareness');
    expect(csvText).not.toContain('Comment number');
    expect(csvText).toContain('Where do you work best?,N/A (Insufficient responses)');
    expect(csvText).not.toMatch(/Office|Home/);
    for (const kind of ['pdf', 'presentation'])
      expect((await server.request(`/api/export/${assessment.id}/${kind}`, { cookie: adminCookie })).status).toBe(200);

    for (let index = 0; index < 6; index += 1) {
      const answers: Record<string, unknown> = { [a1]: 5, [a2]: 5, [a3]: 5, [choice]: 2 };
      if (index < 4) answers[comment] = `Comment number ${index + 2}: more quiet rooms`;
      expect((await complete(await person(), assessment.id, answers)).status).toBe(200);
    }
    await server.app.context.releases.drain();
    const later = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    // Six comments now: the two that waited join the list with four new ones.
    expect(later.comments[0]?.comments.sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `Comment number ${index}: more quiet rooms`),
    );
    expect(later.answersWaiting).not.toContain(comment);
    expect(await (await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie })).text()).toContain(
      'What one thing would you change?,Comment number',
    );
    expect(later.choices[0]).toEqual({
      questionId: choice,
      questionText: 'Where do you work best?',
      order: 4,
      canShow: true,
      responseCount: 11,
      preferNotToSay: 1,
      options: [
        { label: 'Office', count: 1 },
        { label: 'Home', count: 8 },
        { label: 'Both', count: 2 },
      ],
    });
  });
});
