import { beforeEach, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessmentQuestions } from '#server/db/schema.ts';

const hybrid = { key: 'hybrid-work', label: 'Hybrid work' };
const questions = [
  {
    kind: 'agreement',
    text: 'I can work from home when I need to.',
    domain: hybrid,
    translations: { de: { text: 'Ich kann von zu Hause arbeiten, wenn ich es brauche.', domainLabel: 'Hybride Arbeit' } },
  },
  // A language may give the domain's label alone: the statement stays as written.
  { kind: 'agreement', text: 'Our office days suit me.', domain: hybrid, translations: { de: { domainLabel: 'Hybride Arbeit' } } },
  { kind: 'agreement', text: 'I can act on my own.', domain: { key: 'agency' } },
];
const draftBody = { title: 'Hybrid pulse', category: 'soft_skills', description: '', durationMinutes: 10, questions };

describe(`an organisation's own domain in every language on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const saveDraft = (body: unknown) => server.request('/api/assessments/drafts', { method: 'POST', cookie: adminCookie, body });

  it("saves a domain's label per language, gives it back to the builder, and asks in the respondent's language", async () => {
    const response = await saveDraft(draftBody);
    expect(response.status, await response.clone().text()).toBe(201);
    const draft = AssessmentDraftResponseSchema.parse(await response.json());
    expect(draft.questions.map((question) => question.translations?.de?.domainLabel)).toEqual([
      'Hybride Arbeit',
      'Hybride Arbeit',
      undefined,
    ]);
    const [stored] = await database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.id, draft.questions[1]?.id ?? ''));
    expect(stored?.translations).toEqual({ de: { text: '', domainLabel: 'Hybride Arbeit' } });
    const opened = await server.request(`/api/assessments/${draft.assessment.id}/status`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { status: 'open' },
    });
    expect(opened.status).toBe(200);
    const cookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
    const asked = async (language: string) =>
      QuestionnaireResponseSchema.parse(
        await (
          await server.request(`/api/assessments/${draft.assessment.id}/questionnaire`, {
            cookie,
            headers: { 'accept-language': language },
          })
        ).json(),
      ).questions;
    expect((await asked('de')).map((question) => [question.text, question.domainLabel])).toEqual([
      ['Ich kann von zu Hause arbeiten, wenn ich es brauche.', 'Hybride Arbeit'],
      ['Our office days suit me.', 'Hybride Arbeit'],
      ['I can act on my own.', 'Handlungsfähigkeit'],
    ]);
    expect((await asked('en')).map((question) => question.domainLabel)).toEqual(['Hybrid work', 'Hybrid work', 'Agency']);
  });

  it("refuses a domain's label that differs between its questions, is too long or runs over lines, and saves nothing", async () => {
    const [first, second] = questions;
    const labelled = (label: string) => ({ ...second, translations: { de: { domainLabel: label } } });
    const cases: [unknown[], string][] = [
      [[first, labelled('Hybrides Arbeiten')], 'has two different labels in German'],
      [[first, { ...second, translations: {} }], 'has two different labels in German'],
      [[labelled('x'.repeat(61))], 'at most 60 characters'],
      [[labelled('Hybride\nArbeit')], 'must be on one line'],
      [[{ ...second, translations: { de: { domainLabel: ' ' } } }], 'Question text is required'],
    ];
    for (const [body, message] of cases) {
      const response = await saveDraft({ ...draftBody, questions: body });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await database.db.select().from(assessmentQuestions)).toEqual([]);
  });

  it("shows the results and the CSV export with the domain's label in the reader's language", { timeout: 120_000 }, async () => {
    const created = await saveDraft(draftBody);
    const draft = AssessmentDraftResponseSchema.parse(await created.json());
    await server.request(`/api/assessments/${draft.assessment.id}/status`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { status: 'open' },
    });
    const answers = Object.fromEntries(draft.questions.map((question) => [question.id, 4]));
    for (let index = 0; index < 6; index += 1) {
      const cookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
      const response = await server.request(`/api/assessments/${draft.assessment.id}/complete`, {
        method: 'POST',
        cookie,
        body: { answers },
      });
      expect(response.status).toBe(200);
    }
    await server.app.context.releases.drain();
    const read = async (language: string) =>
      AssessmentResultsSchema.parse(
        await (
          await server.request(`/api/results/${draft.assessment.id}`, { cookie: adminCookie, headers: { 'accept-language': language } })
        ).json(),
      );
    const german = await read('de-DE');
    expect(german.domains.map((domain) => [domain.domain, domain.label, domain.canShow])).toEqual([
      ['hybrid-work', 'Hybride Arbeit', true],
      ['agency', 'Handlungsfähigkeit', true],
    ]);
    expect((await read('en-GB')).domains.map((domain) => domain.label)).toEqual(['Hybrid work', 'Agency']);
    const csv = async (language: string) =>
      (
        await server.request(`/api/export/${draft.assessment.id}/csv`, { cookie: adminCookie, headers: { 'accept-language': language } })
      ).text();
    expect(await csv('de')).toContain('Hybride Arbeit');
    const english = await csv('en');
    expect(english).toContain('Hybrid work');
    expect(english).not.toContain('Hybride Arbeit');
  });
});
