import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentListResponseSchema, AssessmentSummarySchema, QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { startAssessment, signedInAdmin } from '#tests/assessments.ts';
import type { QuestionSetId } from '#domain/question-bank.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answerDrafts, answers, auditEvents, organisations, participations, users } from '#server/db/schema.ts';
import { parseRows } from '#server/db/rows.ts';
import { sql } from 'drizzle-orm';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { openDraft } from './answer-drafts.ts';
import { draftKeysOf } from './draft-keys.ts';

describe(`assessments on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const start = (questionSetId: QuestionSetId = 'deib-assessment', cookie = adminCookie) => startAssessment(server, cookie, questionSetId);
  const setStatus = (id: string, status: string, cookie = adminCookie) =>
    server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie, body: { status } });
  const questionnaire = async (id: string, cookie: string) =>
    QuestionnaireResponseSchema.parse(await (await server.request(`/api/assessments/${id}/questionnaire`, { cookie })).json());
  const answer = (id: string, questionId: string, value: unknown, cookie: string) =>
    server.request(`/api/assessments/${id}/answers/${questionId}`, { method: 'PUT', cookie, body: { value } });
  const respondent = async () => {
    const person = await createRespondent(database.db, organisationId);
    return { person, cookie: await signInAs(server, person.email) };
  };
  const draftKeys = draftKeysOf(testSecrets);
  const openedDrafts = async () =>
    (await database.db.select().from(answerDrafts)).map((row) => ({
      row,
      draft: openDraft(draftKeys, row.assessmentId, row.respondentKey, row.sealed),
    }));
  /** Answers saved in any draft, read with the secret as only the server can. */
  const answerCount = async () => (await openedDrafts()).reduce((total, { draft }) => total + draft.answers.size, 0);
  const releasedAnswerCount = async () => (await database.db.select({ n: count() }).from(answers))[0]?.n;

  describe('lifecycle', () => {
    it('starts open from a selected set, numbered by wave, and audited', async () => {
      const first = await start();
      expect(first).toMatchObject({
        status: 'open',
        wave: 1,
        questionCount: 9,
        title: 'Diversity, Equity, Inclusion & Belonging (DEIB)',
        estimatedMinutes: '3-4 minutes',
      });
      expect(first.openedAt).not.toBeNull();
      expect((await start()).wave).toBe(2);
      expect((await start('default-assessment')).questionCount).toBe(5);
      const refused = await server.request('/api/assessments', {
        method: 'POST',
        cookie: adminCookie,
        body: { questionSetId: 'people-first-maturity' },
      });
      expect(refused.status).toBe(409);
      const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ASSESSMENT_OPENED'));
      expect(events).toHaveLength(3);
      expect(events[0]?.details).toMatchObject({ status: 'open' });
    });

    it('pauses, reopens and closes with stamps and audit events; closed stays closed', async () => {
      const assessment = await start();
      expect(AssessmentSummarySchema.parse(await (await setStatus(assessment.id, 'paused')).json()).status).toBe('paused');
      expect((await setStatus(assessment.id, 'paused')).status).toBe(409);
      expect((await setStatus(assessment.id, 'open')).status).toBe(200);
      const closed = AssessmentSummarySchema.parse(await (await setStatus(assessment.id, 'closed')).json());
      expect(closed.closedAt).not.toBeNull();
      const reopen = await setStatus(assessment.id, 'open');
      expect(reopen.status).toBe(409);
      expect(ErrorResponseSchema.parse(await reopen.json()).error.message).toMatch(/Start a new wave/);
      // The assessment's own events; the launch e-mail's event comes from a background job, at its own time.
      const actions = (await database.db.select().from(auditEvents))
        .map((event) => event.action)
        .filter((action) => action.startsWith('ASSESSMENT_') && action !== 'ASSESSMENT_LAUNCH_MAILED');
      expect(actions).toEqual(['ASSESSMENT_OPENED', 'ASSESSMENT_PAUSED', 'ASSESSMENT_OPENED', 'ASSESSMENT_CLOSED']);
      expect((await setStatus(assessment.id, 'archived')).status).toBe(400);
    });

    it('is managed by organisation administrators only, and never across organisations', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      expect(
        (await server.request('/api/assessments', { method: 'POST', cookie, body: { questionSetId: 'deib-assessment' } })).status,
      ).toBe(403);
      expect((await setStatus(assessment.id, 'closed', cookie)).status).toBe(403);
      const outsider = await createMember(database.db, { role: 'organisation_admin' });
      const outsiderCookie = await signInAs(server, outsider.email);
      expect((await setStatus(assessment.id, 'closed', outsiderCookie)).status).toBe(404);
      expect(
        AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie: outsiderCookie })).json()).assessments,
      ).toEqual([]);
      expect((await server.request(`/api/assessments/${assessment.id}/questionnaire`, { cookie: outsiderCookie })).status).toBe(404);
    });
  });

  describe('answering', () => {
    it('saves answers one at a time, resumes at the first unanswered, and completes', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      const { questions } = await questionnaire(assessment.id, cookie);
      expect(questions).toHaveLength(9);
      expect(questions[0]).toMatchObject({ domain: 'leadership-governance', domainLabel: 'Leadership & Governance', order: 1 });

      await answer(assessment.id, questions[0]?.id ?? '', 4, cookie);
      const saved = await (await answer(assessment.id, questions[1]?.id ?? '', null, cookie)).json();
      expect(saved).toEqual({ saved: true, answered: 2, total: 9 });
      const resumed = await questionnaire(assessment.id, cookie);
      expect(resumed.resumeAt).toBe(2);
      expect(resumed.answers).toEqual({ [questions[0]?.id ?? '']: 4, [questions[1]?.id ?? '']: null });

      // In the database the draft is sealed: no question, no value, in plain text.
      const [sealedRow] = await database.db.select().from(answerDrafts);
      expect(sealedRow?.sealed).not.toContain(questions[0]?.id ?? '');
      expect(sealedRow?.completed).toBe(false);

      const early = await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie, body: {} });
      expect(early.status).toBe(409);
      expect(ErrorResponseSchema.parse(await early.json()).error.message).toBe(
        'Please answer every question before completing: 7 still without an answer.',
      );

      const rest = Object.fromEntries(questions.slice(2).map((question, index) => [question.id, (index % 5) + 1]));
      const done = await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie, body: { answers: rest } });
      expect(done.status).toBe(200);
      const list = AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie })).json());
      expect(list.assessments[0]?.myProgress).toEqual({ answered: 9, started: true, completed: true });

      const after = await answer(assessment.id, questions[0]?.id ?? '', 1, cookie);
      expect(after.status).toBe(409);
      expect(ErrorResponseSchema.parse(await after.json()).error.message).toBe(
        'You have completed this assessment. Answers cannot be changed after completion.',
      );
      // Completed alone: sealed and waiting for five more people, not shown back, not released.
      await server.app.context.releases.drain();
      expect((await openedDrafts()).map(({ row }) => row.completed)).toEqual([true]);
      expect(await releasedAnswerCount()).toBe(0);
      expect((await questionnaire(assessment.id, cookie)).answers).toEqual({});
    });

    it.each([
      ['0', 0],
      ['6', 6],
      ['2.5', 2.5],
      ['a string', '4'],
      ['a missing value', undefined],
    ])('refuses %s as an answer and writes nothing', async (_label, value) => {
      const assessment = await start();
      const { cookie } = await respondent();
      const { questions } = await questionnaire(assessment.id, cookie);
      const response = await answer(assessment.id, questions[0]?.id ?? '', value, cookie);
      expect(response.status).toBe(400);
      expect(await answerCount()).toBe(0);
    });

    it('refuses a question of another set, and an assessment of another organisation', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      const wrongQuestion = await answer(assessment.id, 'org-al-1', 3, cookie);
      expect(wrongQuestion.status).toBe(400);
      expect(ErrorResponseSchema.parse(await wrongQuestion.json()).error.message).toBe('That question is not part of this assessment.');

      const outsider = await createMember(database.db, { role: 'organisation_admin' });
      await database.db
        .update(organisations)
        .set({ selectedCategories: ['deib-assessment'] })
        .where(eq(organisations.id, outsider.organisationId ?? ''));
      const foreign = await start('deib-assessment', await signInAs(server, outsider.email));
      expect((await answer(foreign.id, 'deib-lg-1', 3, cookie)).status).toBe(404);
      expect(await answerCount()).toBe(0);
    });

    it('refuses answers while paused or closed, keeping what was saved', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      const { questions } = await questionnaire(assessment.id, cookie);
      await answer(assessment.id, questions[0]?.id ?? '', 5, cookie);
      await setStatus(assessment.id, 'paused');
      const paused = await answer(assessment.id, questions[1]?.id ?? '', 5, cookie);
      expect(paused.status).toBe(409);
      expect(ErrorResponseSchema.parse(await paused.json()).error.message).toMatch(/paused/);
      expect((await questionnaire(assessment.id, cookie)).answers).toEqual({ [questions[0]?.id ?? '']: 5 });
      await setStatus(assessment.id, 'open');
      expect((await answer(assessment.id, questions[1]?.id ?? '', 5, cookie)).status).toBe(200);
      await setStatus(assessment.id, 'closed');
      expect((await answer(assessment.id, questions[2]?.id ?? '', 5, cookie)).status).toBe(409);
      // Once closed, the release job discards what can never be released: an unfinished draft.
      await server.app.context.releases.drain();
      expect(await answerCount()).toBe(0);
    });

    it('refuses a save once the session is signed out or the person deactivated, after saves that went through', async () => {
      const assessment = await start();
      const { person, cookie } = await respondent();
      const { questions } = await questionnaire(assessment.id, cookie);
      expect((await answer(assessment.id, questions[0]?.id ?? '', 5, cookie)).status).toBe(200);
      expect((await answer(assessment.id, questions[1]?.id ?? '', 4, cookie)).status).toBe(200);
      await database.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
      expect((await answer(assessment.id, questions[2]?.id ?? '', 3, cookie)).status).toBe(401);
      await database.db.update(users).set({ isActive: true }).where(eq(users.id, person.id));
      expect((await answer(assessment.id, questions[2]?.id ?? '', 3, cookie)).status).toBe(200);
      expect((await server.request('/api/session', { method: 'DELETE', cookie })).status).toBeLessThan(300);
      expect((await answer(assessment.id, questions[3]?.id ?? '', 2, cookie)).status).toBe(401);
      expect(await answerCount()).toBe(3);
    });

    it('asks for consent before the first answer', async () => {
      const assessment = await start();
      const person = await createMember(database.db, { organisationId });
      const cookie = await signInAs(server, person.email);
      const response = await answer(assessment.id, 'deib-lg-1', 3, cookie);
      expect(response.status).toBe(403);
      expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('consent_required');
      expect(await answerCount()).toBe(0);
    });

    it('keeps one row, and exact aggregates, when the same answer is saved many times at once', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      const values = [1, 2, 3, 4, 5, null, 3, 3];
      const responses = await Promise.all(values.map((value) => answer(assessment.id, 'deib-lg-1', value, cookie)));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(await answerCount()).toBe(1);
      expect((await database.db.select({ n: count() }).from(answerDrafts))[0]?.n).toBe(1);
      expect((await database.db.select({ n: count() }).from(participations))[0]?.n).toBe(1);
    });

    it('keeps every answer when one person saves different questions at once (two tabs)', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      const { questions } = await questionnaire(assessment.id, cookie);
      for (const round of [1, 2]) {
        const valueOf = (index: number) => ((index + round) % 5) + 1;
        const responses = await Promise.all(questions.map((question, index) => answer(assessment.id, question.id, valueOf(index), cookie)));
        expect(responses.map((response) => response.status)).toEqual(questions.map(() => 200));
        const saved = await questionnaire(assessment.id, cookie);
        expect(saved.answers).toEqual(Object.fromEntries(questions.map((question, index) => [question.id, valueOf(index)])));
      }
      expect((await database.db.select({ n: count() }).from(answerDrafts))[0]?.n).toBe(1);
    });

    it('writes a draft in no transaction that wrote a participation, so no transaction id links a respondent key to a person', async () => {
      const assessment = await start();
      const { cookie } = await respondent();
      for (const questionId of ['deib-lg-1', 'deib-lg-2']) {
        expect((await answer(assessment.id, questionId, 3, cookie)).status).toBe(200);
        const linked = await database.db.execute(
          sql`select 1 from answer_drafts d join participations p on d.xmin::text = p.xmin::text or (p.xmax::text <> '0' and d.xmin::text = p.xmax::text)`,
        );
        expect(parseRows(linked, z.unknown())).toHaveLength(0);
      }
    });
  });

  describe('anonymous storage', () => {
    const columns = async (table: string) =>
      parseRows(
        await database.db.execute(
          sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by column_name`,
        ),
        z.object({ column_name: z.string() }),
      ).map((row) => row.column_name);

    it('keeps nothing that identifies a person, a team or a time in released answers, and no answers in participation', async () => {
      expect(await columns('answers')).toEqual(['assessment_id', 'organisation_id', 'question_id', 'release_id', 'value']);
      expect(await columns('answer_drafts')).toEqual(['assessment_id', 'completed', 'organisation_id', 'respondent_key', 'sealed']);
      expect(await columns('participations')).toEqual(['assessment_id', 'completed', 'organisation_id', 'team_manager_id', 'user_id']);
    });

    it('seals a draft to the secret and to its row: no person, team or value readable without them', async () => {
      const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
      const person = await createRespondent(database.db, organisationId, { managerId: manager.id });
      const assessment = await start();
      const cookie = await signInAs(server, person.email);
      await answer(assessment.id, 'deib-lg-1', 2, cookie);
      const [{ row, draft } = { row: undefined, draft: undefined }] = await openedDrafts();
      expect(draft?.team).toBe(manager.id);
      expect(Object.fromEntries(draft?.answers ?? [])).toEqual({ 'deib-lg-1': 2 });
      const dump = JSON.stringify(row);
      for (const secret of [person.id, person.email, manager.id, 'deib-lg-1']) expect(dump).not.toContain(secret);
      // Another secret and key ring, or the same ciphertext moved to another row, does not open.
      const otherKeys = draftKeysOf({ respondentSecret: 'another-secret-of-at-least-32-characters!!', draftKeys: DraftKeyRing.inMemory() });
      expect(() => openDraft(otherKeys, row?.assessmentId ?? '', row?.respondentKey ?? '', row?.sealed ?? '')).toThrow();
      expect(() => openDraft(draftKeys, row?.assessmentId ?? '', 'another-respondent-key', row?.sealed ?? '')).toThrow();
    });

    it('seals drafts to one length whatever the values', async () => {
      const assessment = await start();
      const lengths = new Set<number>();
      for (const value of [1, 5, null]) {
        const { cookie } = await respondent();
        for (const question of (await questionnaire(assessment.id, cookie)).questions)
          await answer(assessment.id, question.id, value, cookie);
      }
      for (const { row } of await openedDrafts()) lengths.add(row.sealed.length);
      expect(lengths.size).toBe(1);
    });
  });
});
