import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentListResponseSchema, AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ImportAnswersResponseSchema } from '#domain/api/releases.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { answerImportMessages, assessmentMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answerDrafts, answers, assessments, auditEvents, participations, releases } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const questions = questionsForSet('deib-assessment');
/** `n` complete sheets: sheet i answers question j with (i + j) % 5 + 1, the last question "Prefer not to say" on the first sheet. */
const sheets = (n: number) =>
  Array.from({ length: n }, (_, sheet) =>
    Object.fromEntries(
      questions.map((question, index) => [question.id, sheet === 0 && index === questions.length - 1 ? null : ((sheet + index) % 5) + 1]),
    ),
  );

describe(`importing a local workspace's answers on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const createForImport = async (cookie = adminCookie) => {
    const response = await server.request('/api/assessments', {
      method: 'POST',
      cookie,
      body: { questionSetId: 'deib-assessment', title: 'DEIB (answered locally)', importedAnswers: true },
    });
    expect(response.status).toBe(201);
    return AssessmentSummarySchema.parse(await response.json());
  };
  const importInto = (id: string, body: unknown, cookie = adminCookie) =>
    server.request(`/api/assessments/${id}/answer-import`, { method: 'POST', cookie, body });
  const refusal = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return ErrorResponseSchema.parse(await response.json()).error;
  };
  const countOf = async (table: typeof releases | typeof answers) => (await database.db.select({ n: count() }).from(table))[0]?.n;

  it('imports six or more sheets as one release of an assessment created closed for them, and its results show it', async () => {
    const created = await createForImport();
    expect(created).toMatchObject({ status: 'closed', importedAnswers: true, openedAt: null });
    expect(created.closedAt).not.toBeNull();

    const response = await importInto(created.id, { respondents: 7, sheets: sheets(7) });
    expect(response.status).toBe(201);
    expect(ImportAnswersResponseSchema.parse(await response.json())).toMatchObject({ assessmentId: created.id, respondents: 7 });

    const [release] = await database.db.select().from(releases).where(eq(releases.assessmentId, created.id));
    expect(release?.respondentCount).toBe(7);
    expect(await countOf(answers)).toBe(7 * questions.length);

    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${created.id}`, { cookie: adminCookie })).json(),
    );
    expect(results.responses).toBe(7);
    expect(results.canShowResults).toBe(true);
    expect(results.assessment.importedAnswers).toBe(true);
    const first = questions[0];
    if (!first) throw new Error('no question');
    // Question 1 was answered (i % 5) + 1 by sheets 0..6: 1 2 3 4 5 1 2, a mean of 18 / 7.
    const cell = results.heatMap.find((entry) => entry.questionId === first.id);
    expect(cell?.canShow && cell.average).toBeCloseTo(18 / 7, 2);

    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ASSESSMENT_ANSWERS_IMPORTED'));
    expect(event?.details).toEqual({ assessment_id: created.id, respondents: 7 });
  });

  it('keeps the imported assessment closed and unanswerable: no reopening and no answers, by the API or in the database', async () => {
    const created = await createForImport();
    expect(await importInto(created.id, { respondents: 6, sheets: sheets(6) })).toHaveProperty('status', 201);
    const reopened = await refusal(
      await server.request(`/api/assessments/${created.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } }),
      409,
    );
    expect(reopened.message).toBe(inSourceLanguage(assessmentAdministrationMessages.closedCannotReopen));
    const person = await createRespondent(database.db, organisationId);
    const cookie = await signInAs(server, person.email);
    const completion = await server.request(`/api/assessments/${created.id}/complete`, {
      method: 'POST',
      cookie,
      body: { answers: sheets(1)[0] },
    });
    expect((await refusal(completion, 409)).message).toBe(inSourceLanguage(assessmentMessages.closed));
    expect(await database.db.select().from(participations)).toEqual([]);
    // A member never answered it here, so their list leaves it out; the administrator's keeps it.
    const listed = async (listCookie: string) =>
      AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie: listCookie })).json()).assessments.map(
        (row) => row.id,
      );
    expect(await listed(cookie)).not.toContain(created.id);
    expect(await listed(adminCookie)).toContain(created.id);
    // The database refuses it too, whatever a future code path tries.
    await expect(database.db.update(assessments).set({ status: 'open' }).where(eq(assessments.id, created.id))).rejects.toThrow();
  });

  it('takes no open or close date for an assessment of imported answers', async () => {
    const response = await server.request('/api/assessments', {
      method: 'POST',
      cookie: adminCookie,
      body: { questionSetId: 'deib-assessment', importedAnswers: true, closesAt: '2099-01-01T00:00:00.000Z' },
    });
    expect((await refusal(response, 400)).issues).toContainEqual({
      path: 'importedAnswers',
      message: inSourceLanguage(answerImportMessages.noDates),
    });
  });

  it('refuses fewer than six sheets, a count that does not match the sheets, and sheets outside the set or out of range', async () => {
    const created = await createForImport();
    expect((await refusal(await importInto(created.id, { respondents: 5, sheets: sheets(5) }), 400)).issues).toContainEqual({
      path: 'sheets',
      message: inSourceLanguage(answerImportMessages.tooFew(6)),
    });
    expect((await refusal(await importInto(created.id, { respondents: 8, sheets: sheets(7) }), 400)).issues).toContainEqual({
      path: 'sheets',
      message: inSourceLanguage(answerImportMessages.countMismatch(8, 7)),
    });
    const outOfRange = sheets(6).map((sheet, index) => (index === 2 ? { ...sheet, [questions[0]?.id ?? '']: 6 } : sheet));
    expect(await importInto(created.id, { respondents: 6, sheets: outOfRange })).toHaveProperty('status', 400);
    const foreign = sheets(6).map((sheet, index) => (index === 3 ? { ...sheet, 'org-al-1': 3 } : sheet));
    expect((await refusal(await importInto(created.id, { respondents: 6, sheets: foreign }), 400)).message).toBe(
      inSourceLanguage(answerImportMessages.unknownQuestion),
    );
    const incomplete = sheets(6).map((sheet, index) => (index === 4 ? Object.fromEntries(Object.entries(sheet).slice(1)) : sheet));
    expect((await refusal(await importInto(created.id, { respondents: 6, sheets: incomplete }), 400)).message).toBe(
      inSourceLanguage(answerImportMessages.incompleteSheet),
    );
    expect(await countOf(releases)).toBe(0);
  });

  it('refuses an assessment that people answer here: one with a completed answer, a draft, or a participation', async () => {
    const running = await startAssessment(server, adminCookie);
    await respond(server, database.db, organisationId, running.id, () => 4);
    expect((await refusal(await importInto(running.id, { respondents: 6, sheets: sheets(6) }), 409)).message).toBe(
      inSourceLanguage(answerImportMessages.notForImport),
    );

    // An assessment of imported answers can gain neither through the API; planted rows are still refused.
    const withDraft = await createForImport();
    await database.db
      .insert(answerDrafts)
      .values({ organisationId, assessmentId: withDraft.id, respondentKey: 'planted', sealed: 'x', completed: true });
    expect((await refusal(await importInto(withDraft.id, { respondents: 6, sheets: sheets(6) }), 409)).message).toBe(
      inSourceLanguage(answerImportMessages.answeredHere),
    );
    const withParticipation = await createForImport();
    const person = await createRespondent(database.db, organisationId);
    await database.db.insert(participations).values({ organisationId, assessmentId: withParticipation.id, userId: person.id });
    expect((await refusal(await importInto(withParticipation.id, { respondents: 6, sheets: sheets(6) }), 409)).message).toBe(
      inSourceLanguage(answerImportMessages.answeredHere),
    );
    // The member's answer still waits alone for five more; nothing was released beside it.
    expect(await countOf(releases)).toBe(0);
    expect(await database.db.select().from(answerDrafts).where(eq(answerDrafts.assessmentId, running.id))).toHaveLength(1);
  });

  it('imports once per assessment', async () => {
    const created = await createForImport();
    expect(await importInto(created.id, { respondents: 6, sheets: sheets(6) })).toHaveProperty('status', 201);
    expect((await refusal(await importInto(created.id, { respondents: 6, sheets: sheets(6) }), 409)).message).toBe(
      inSourceLanguage(answerImportMessages.alreadyImported),
    );
    expect(await countOf(answers)).toBe(6 * questions.length);
  });

  it("answers 404 for another organisation's assessment, 403 to a non-administrator and 401 signed out", async () => {
    const created = await createForImport();
    const other = await signedInAdmin(server, database.db);
    expect(await importInto(created.id, { respondents: 6, sheets: sheets(6) }, other.cookie)).toHaveProperty('status', 404);
    const manager = await createMember(database.db, { organisationId, role: 'manager' });
    expect(await importInto(created.id, { respondents: 6, sheets: sheets(6) }, await signInAs(server, manager.email))).toHaveProperty(
      'status',
      403,
    );
    expect(await importInto(created.id, { respondents: 6, sheets: sheets(6) }, '')).toHaveProperty('status', 401);
    expect(await countOf(releases)).toBe(0);
  });
});
