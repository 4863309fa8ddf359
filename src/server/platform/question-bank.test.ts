import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { QuestionBankResponseSchema, QuestionBankSetResponseSchema, QuestionSetVersionSchema } from '#domain/api/platform-question-bank.ts';
import { AssessmentTrendsSchema } from '#domain/api/results.ts';
import { questionBankMessages } from '#domain/messages/question-bank.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { syncQuestionBank } from '#server/db/question-bank-sync.ts';
import { auditEvents } from '#server/db/schema.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const SET = 'deib-assessment';
const v1 = questionsForSet(SET);
const [first, second, third] = v1;
if (!first || !second || !third) throw new Error('the DEIB set has fewer than three statements');
const REWORDED = 'Senior leaders here do what they say about inclusion.';
const ADDED = 'People here can disagree with their manager without fear.';

/**
 * Version 2 of the DEIB set as the platform administrator writes it: the first statement
 * reworded, the second removed, a new culture-belonging statement added at the end.
 */
const version2Body = {
  basedOn: 1,
  note: 'Plainer first statement; the second merged into the third; psychological safety added',
  statements: [
    { id: first.id, text: REWORDED, domain: first.domain },
    ...v1.slice(2).map((question) => ({ id: question.id, text: question.text, domain: question.domain })),
    { text: ADDED, domain: 'culture-belonging' },
  ],
};

describe(`the question bank's versions on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  async function platformCookie() {
    const staff = await createMember(database.db, { organisationId: null, role: 'platform_admin' });
    return { staff, cookie: await createSessionCookie(database.db, staff.id) };
  }
  const publish = (cookie: string, body: unknown = version2Body, setId = SET) =>
    server.request(`/api/platform/question-bank/${setId}/versions`, { method: 'POST', cookie, body });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  const questionnaireOf = async (assessmentId: string, cookie: string) =>
    QuestionnaireResponseSchema.parse(await (await server.request(`/api/assessments/${assessmentId}/questionnaire`, { cookie })).json());

  /** A consented respondent answers every question of the assessment with `value` and completes. */
  async function respondAll(organisationId: string, assessmentId: string, value: (index: number) => number) {
    const person = await createRespondent(database.db, organisationId);
    const cookie = await signInAs(server, person.email);
    const { questions } = await questionnaireOf(assessmentId, cookie);
    const answers = Object.fromEntries(questions.map((question, index) => [question.id, value(index)]));
    const response = await server.request(`/api/assessments/${assessmentId}/complete`, { method: 'POST', cookie, body: { answers } });
    expect(response.status).toBe(200);
    await server.app.context.releases.drain();
  }

  it('saves version 2 with a reworded, a removed and an added statement: new ids for new wording, audited, listed with its note and author', async () => {
    const { staff, cookie } = await platformCookie();
    const response = await publish(cookie);
    expect(response.status).toBe(201);
    const saved = QuestionSetVersionSchema.parse(await response.json());
    expect(saved.version).toBe(2);
    expect(saved.note).toBe(version2Body.note);
    expect(saved.createdByName).toBe(`${staff.firstName} ${staff.lastName}`);
    expect(saved.statements).toHaveLength(v1.length);
    expect(saved.statements[0]?.text).toBe(REWORDED);
    expect(saved.statements[0]?.id).not.toBe(first.id);
    expect(saved.statements.map((statement) => statement.id)).not.toContain(second.id);
    expect(saved.statements.slice(1, -1).map((statement) => statement.id)).toEqual(v1.slice(2).map((question) => question.id));
    expect(saved.statements.at(-1)).toMatchObject({ text: ADDED, domain: 'culture-belonging', order: v1.length });

    const bank = QuestionBankResponseSchema.parse(await (await server.request('/api/platform/question-bank', { cookie })).json());
    expect(bank.sets.map((set) => [set.id, set.currentVersion])).toEqual([
      ['culture-change-readiness', 1],
      ['default-assessment', 1],
      [SET, 2],
      ['people-first-maturity', 1],
      ['workforce-transformation', 1],
    ]);
    // Each set's own count (its newest version's), not the whole bank's.
    expect(bank.sets.map((set) => [set.id, set.statementCount])).toEqual([
      ['culture-change-readiness', 9],
      ['default-assessment', 5],
      [SET, v1.length],
      ['people-first-maturity', 9],
      ['workforce-transformation', 9],
    ]);
    const set = QuestionBankSetResponseSchema.parse(await (await server.request(`/api/platform/question-bank/${SET}`, { cookie })).json());
    expect(set.versions.map((version) => [version.version, version.createdByName])).toEqual([
      [2, `${staff.firstName} ${staff.lastName}`],
      [1, null],
    ]);
    expect(set.versions[1]?.statements.map((statement) => statement.text)).toEqual(v1.map((question) => question.text));

    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'QUESTION_SET_VERSION_SAVED'), isNull(auditEvents.organisationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(staff.id);
    expect(audit[0]?.details).toMatchObject({
      question_set_id: SET,
      version: 2,
      note: version2Body.note,
      added: 1,
      reworded: 1,
      removed: 1,
      reordered: false,
    });
  });

  it('keeps version 1 for an assessment started before (a version-2-only question is refused), and gives version 2 to one started after', async () => {
    const { organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db);
    const before = await startAssessment(server, adminCookie);
    const person = await createRespondent(database.db, organisationId);
    const personCookie = await signInAs(server, person.email);
    // A first answer before the new version, so the save path has this assessment's questions cached.
    expect(
      (
        await server.request(`/api/assessments/${before.id}/answers/${first.id}`, {
          method: 'PUT',
          cookie: personCookie,
          body: { value: 4 },
        })
      ).status,
    ).toBe(200);

    const { cookie } = await platformCookie();
    const saved = QuestionSetVersionSchema.parse(await (await publish(cookie)).json());
    const addedId = saved.statements.at(-1)?.id ?? '';

    expect((await questionnaireOf(before.id, personCookie)).questions.map((question) => question.text)).toEqual(
      v1.map((question) => question.text),
    );
    const refused = await server.request(`/api/assessments/${before.id}/answers/${addedId}`, {
      method: 'PUT',
      cookie: personCookie,
      body: { value: 4 },
    });
    expect(refused.status).toBe(400);
    expect(
      (
        await server.request(`/api/assessments/${before.id}/answers/${second.id}`, {
          method: 'PUT',
          cookie: personCookie,
          body: { value: 2 },
        })
      ).status,
    ).toBe(200);

    const after = await startAssessment(server, adminCookie);
    expect(after.questionCount).toBe(v1.length);
    const asked = (await questionnaireOf(after.id, personCookie)).questions;
    expect(asked.map((question) => question.text)).toEqual([REWORDED, ...v1.slice(2).map((question) => question.text), ADDED]);
    expect(
      (await server.request(`/api/assessments/${after.id}/answers/${addedId}`, { method: 'PUT', cookie: personCookie, body: { value: 5 } }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.request(`/api/assessments/${after.id}/answers/${second.id}`, {
          method: 'PUT',
          cookie: personCookie,
          body: { value: 5 },
        })
      ).status,
    ).toBe(400);

    // A draft copied from the set copies the newest version.
    const draft = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: { title: 'From the bank', description: '', category: 'leadership', durationMinutes: 20, fromQuestionSetId: SET },
    });
    expect(draft.status).toBe(201);
    const copied = (await draft.json()) as { questions: { text: string }[] };
    expect(copied.questions.map((question) => question.text)).toEqual(asked.map((question) => question.text));
  });

  it('compares only statements both waves asked in question trends, and says which domains asked other statements', async () => {
    const { organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db);
    const one = await startAssessment(server, adminCookie);
    for (let person = 0; person < 6; person += 1) await respondAll(organisationId, one.id, () => 3);
    expect(
      (await server.request(`/api/assessments/${one.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } }))
        .status,
    ).toBe(200);

    const { cookie } = await platformCookie();
    const saved = QuestionSetVersionSchema.parse(await (await publish(cookie)).json());
    const two = await startAssessment(server, adminCookie);
    for (let person = 0; person < 6; person += 1) await respondAll(organisationId, two.id, () => 4);

    const response = await server.request(`/api/results/${two.id}/trends`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    const trends = AssessmentTrendsSchema.parse(await response.json());
    expect(trends.questions.map((question) => question.questionId)).toEqual(saved.statements.map((statement) => statement.id));
    const byId = new Map(trends.questions.map((question) => [question.questionId, question]));
    // Shared statements: a change from 3 to 4. The reworded and the added one: no earlier figure, no change.
    for (const shared of v1.slice(2)) expect(byId.get(shared.id)?.change).toMatchObject({ previousScore: 3, score: 4, change: 1 });
    for (const fresh of [saved.statements[0]?.id, saved.statements.at(-1)?.id]) {
      expect(byId.get(fresh ?? '')?.change).toBeNull();
      expect(byId.get(fresh ?? '')?.series.map((point) => point.score)).toEqual([null, 4]);
    }
    // Leadership lost its first two statements and culture gained one; recruitment asked the same three.
    expect(trends.domains.map((domain) => [domain.domain, domain.statementsChanged])).toEqual([
      ['leadership-governance', true],
      ['recruitment-hiring', false],
      ['culture-belonging', true],
    ]);
  });

  it('refuses a stale base, an unchanged version, a domain of another set and a statement of no version, saving nothing', async () => {
    const { cookie } = await platformCookie();
    const unchanged = {
      basedOn: 1,
      note: 'Nothing',
      statements: v1.map((question) => ({ id: question.id, text: question.text, domain: question.domain })),
    };
    const refusals: [unknown, number, string][] = [
      [unchanged, 409, inSourceLanguage(questionBankMessages.unchanged(1))],
      [
        { ...version2Body, statements: [{ text: 'Alignment here.', domain: 'alignment' }] },
        400,
        inSourceLanguage(questionBankMessages.domainNotInSet),
      ],
      [
        { ...version2Body, statements: [{ id: 'default-1', text: 'Borrowed.', domain: 'culture-belonging' }] },
        400,
        inSourceLanguage(questionBankMessages.unknownStatement),
      ],
      [{ ...version2Body, statements: [] }, 400, inSourceLanguage(questionBankMessages.noStatements)],
      [{ ...version2Body, note: '  ' }, 400, inSourceLanguage(questionBankMessages.noteRequired)],
      [{ ...version2Body, statements: [{ text: ' ', domain: 'culture-belonging' }] }, 400, 'Question text is required'],
      [
        { ...version2Body, statements: Array.from({ length: 201 }, () => ({ text: 'Too many.', domain: 'culture-belonging' })) },
        400,
        inSourceLanguage(questionBankMessages.tooManyStatements(200)),
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await publish(cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const error = await errorOf(response);
      expect([error.message, ...(error.issues ?? []).map((issue) => issue.message)]).toContain(message);
    }
    expect((await publish(cookie)).status).toBe(201);
    const stale = await publish(cookie);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(inSourceLanguage(questionBankMessages.notNewest(2)));
    expect((await publish(cookie, version2Body, 'no-such-set')).status).toBe(404);
    expect((await server.request('/api/platform/question-bank/no-such-set', { cookie })).status).toBe(404);
    const set = QuestionBankSetResponseSchema.parse(await (await server.request(`/api/platform/question-bank/${SET}`, { cookie })).json());
    expect(set.versions.map((version) => version.version)).toEqual([2, 1]);
  });

  it('answers 401 signed out and 403 to organisation administrators, managers and employees on every route', async () => {
    const { organisationId, admin } = await signedInAdmin(server, database.db);
    const routes = [
      { path: '/api/platform/question-bank', method: 'GET' },
      { path: `/api/platform/question-bank/${SET}`, method: 'GET' },
      { path: `/api/platform/question-bank/${SET}/versions`, method: 'POST', body: version2Body },
    ] as const;
    const members = [
      admin,
      await createMember(database.db, { organisationId, role: 'manager' }),
      await createMember(database.db, { organisationId, role: 'employee' }),
    ];
    for (const route of routes) {
      expect((await server.request(route.path, { method: route.method, ...('body' in route ? { body: route.body } : {}) })).status).toBe(
        401,
      );
      for (const member of members) {
        const cookie = await createSessionCookie(database.db, member.id);
        const response = await server.request(route.path, {
          method: route.method,
          cookie,
          ...('body' in route ? { body: route.body } : {}),
        });
        expect(response.status).toBe(403);
      }
    }
    expect(await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'QUESTION_SET_VERSION_SAVED'))).toEqual([]);
  });

  it('keeps platform versions through a restart: the synchronisation maintains version 1 only', async () => {
    const { cookie } = await platformCookie();
    const saved = QuestionSetVersionSchema.parse(await (await publish(cookie)).json());
    await syncQuestionBank(database.db);
    const set = QuestionBankSetResponseSchema.parse(await (await server.request(`/api/platform/question-bank/${SET}`, { cookie })).json());
    expect(set.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(set.versions[0]?.statements).toEqual(saved.statements);
    expect(set.versions[1]?.statements.map((statement) => statement.id)).toEqual(v1.map((question) => question.id));
    const { cookie: adminCookie } = await signedInAdmin(server, database.db);
    const after = await startAssessment(server, adminCookie);
    expect((await questionnaireOf(after.id, adminCookie)).questions.map((question) => question.id)).toEqual(
      saved.statements.map((statement) => statement.id),
    );
  });
});
