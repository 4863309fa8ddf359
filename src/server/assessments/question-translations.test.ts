import { beforeEach, describe, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessmentQuestions, organisations, questions as bankQuestions } from '#server/db/schema.ts';

const wellbeing = { key: 'wellbeing', label: 'Wellbeing' };
const translatedQuestions = [
  {
    kind: 'agreement',
    text: 'My workload is manageable.',
    domain: wellbeing,
    translations: {
      de: { text: 'Meine Arbeitsbelastung ist zu bewältigen.' },
      fr: { text: 'Ma charge de travail est gérable.' },
    },
  },
  {
    kind: 'single-choice',
    text: 'Where do you work best?',
    domain: wellbeing,
    options: ['Office', 'Home', 'Both'],
    translations: {
      de: { text: 'Wo arbeiten Sie am besten?', options: ['Büro', 'Zuhause', 'Beides'] },
      fr: { text: 'Où travaillez-vous le mieux ?', options: ['Bureau', 'Domicile', 'Les deux'] },
    },
  },
];
const draftBody = {
  title: 'Wellbeing pulse',
  category: 'soft_skills',
  description: '',
  durationMinutes: 10,
  questions: translatedQuestions,
};

describe(`questions in every language on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const person = async () => signInAs(server, (await createRespondent(database.db, organisationId)).email);
  const questionnaire = async (id: string, cookie: string, language?: string) => {
    const response = await server.request(`/api/assessments/${id}/questionnaire`, {
      cookie,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return QuestionnaireResponseSchema.parse(await response.json());
  };
  const createDraft = async (body: unknown = draftBody) => {
    const response = await server.request('/api/assessments/drafts', { method: 'POST', cookie: adminCookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return AssessmentDraftResponseSchema.parse(await response.json());
  };
  const openDraft = async (body: unknown = draftBody) => {
    const draft = await createDraft(body);
    const opened = await server.request(`/api/assessments/${draft.assessment.id}/status`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { status: 'open' },
    });
    expect(opened.status).toBe(200);
    return draft;
  };
  const setDefaultLocale = (locale: string) =>
    database.db
      .update(organisations)
      .set({ settings: sql`${organisations.settings} || ${JSON.stringify({ defaultLocale: locale })}::jsonb` })
      .where(eq(organisations.id, organisationId));

  it('keeps every built-in statement in every shipped language in the question table', async () => {
    const [row] = await database.db.select().from(bankQuestions).where(eq(bankQuestions.id, 'deib-cb-1'));
    expect(row?.translations).toEqual(STATEMENT_TRANSLATIONS['deib-cb-1']);
  });

  it('asks a built-in set in the language the browser asks for, with the same question ids', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const cookie = await person();
    const english = await questionnaire(assessment.id, cookie);
    const german = await questionnaire(assessment.id, cookie, 'de-DE,de;q=0.9,en;q=0.5');
    const arabic = await questionnaire(assessment.id, cookie, 'ar');
    const ids = questionsForSet('deib-assessment').map((question) => question.id);
    expect(english.questions.map((question) => question.id)).toEqual(ids);
    expect(german.questions.map((question) => question.id)).toEqual(ids);
    expect(english.questions[6]?.text).toBe('I feel a sense of belonging at work.');
    expect(german.questions[6]).toMatchObject({ text: 'Ich fühle mich bei der Arbeit zugehörig.', domainLabel: 'Kultur & Zugehörigkeit' });
    expect(arabic.questions[6]?.text).toBe(STATEMENT_TRANSLATIONS['deib-cb-1']?.ar);
    // The respondent gets their language only, not every translation.
    expect(german.questions.every((question) => question.translations === undefined)).toBe(true);
  });

  it("falls back to the organisation's default language, and an English reader still reads English", async () => {
    const assessment = await startAssessment(server, adminCookie);
    await setDefaultLocale('fr');
    const cookie = await person();
    expect((await questionnaire(assessment.id, cookie, 'ja'))?.questions[6]?.text).toBe(STATEMENT_TRANSLATIONS['deib-cb-1']?.fr);
    expect((await questionnaire(assessment.id, cookie, 'en-GB'))?.questions[6]?.text).toBe('I feel a sense of belonging at work.');
  });

  it("stores a question's translations, gives them back to the builder, and asks in the respondent's language", async () => {
    const draft = await createDraft();
    expect(draft.questions[1]?.translations).toEqual(translatedQuestions[1]?.translations);
    const [stored] = await database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.id, draft.questions[0]?.id ?? ''));
    expect(stored?.translations).toEqual(translatedQuestions[0]?.translations);
    await server.request(`/api/assessments/${draft.assessment.id}/status`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { status: 'open' },
    });
    const cookie = await person();
    const german = await questionnaire(draft.assessment.id, cookie, 'de');
    expect(german.questions.map((question) => question.text)).toEqual([
      'Meine Arbeitsbelastung ist zu bewältigen.',
      'Wo arbeiten Sie am besten?',
    ]);
    expect(german.questions[1]).toMatchObject({ options: ['Büro', 'Zuhause', 'Beides'] });
    // Spanish was not given: the question as written, until the organisation's default says otherwise.
    expect((await questionnaire(draft.assessment.id, cookie, 'es')).questions[0]?.text).toBe('My workload is manageable.');
    await setDefaultLocale('fr');
    expect((await questionnaire(draft.assessment.id, cookie, 'es')).questions[0]?.text).toBe('Ma charge de travail est gérable.');
  });

  it('refuses translations that do not fit their question, and saves nothing of them', async () => {
    const choice = translatedQuestions[1] ?? {};
    const agreement = translatedQuestions[0] ?? {};
    const cases: [unknown, string][] = [
      [{ ...choice, translations: { de: { text: 'Wo?', options: ['Büro', 'Zuhause'] } } }, 'exactly 3 options'],
      [{ ...choice, translations: { de: { text: 'Wo?' } } }, 'exactly 3 options'],
      [{ ...choice, translations: { fr: { text: 'Où ?', options: ['Bureau', ' ', 'Les deux'] } } }, 'Each option needs a text'],
      [{ ...agreement, translations: { de: { text: 'x'.repeat(501) } } }, 'at most 500 characters'],
      [{ ...agreement, translations: { de: { text: '  ' } } }, 'Question text is required'],
      [{ ...agreement, translations: { de: { text: 'Gut.', options: ['A', 'B'] } } }, 'the question has none'],
      [{ ...agreement, translations: { ja: { text: 'はい' } } }, ''],
    ];
    for (const [question, message] of cases) {
      const response = await server.request('/api/assessments/drafts', {
        method: 'POST',
        cookie: adminCookie,
        body: { ...draftBody, questions: [question] },
      });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await database.db.select().from(assessmentQuestions)).toEqual([]);
  });

  it('counts answers given in German and in French together, and shows the results in the reader’s language', async () => {
    const draft = await openDraft();
    const [agreement = '', choice = ''] = draft.questions.map((question) => question.id);
    for (let index = 0; index < 6; index += 1) {
      const cookie = await person();
      const language = index % 2 === 0 ? 'de' : 'fr';
      const asked = await questionnaire(draft.assessment.id, cookie, language);
      expect(asked.questions[1]).toMatchObject({
        options: language === 'de' ? ['Büro', 'Zuhause', 'Beides'] : ['Bureau', 'Domicile', 'Les deux'],
      });
      // A choice is saved by its option's number, whatever the language it was read in.
      const response = await server.request(`/api/assessments/${draft.assessment.id}/complete`, {
        method: 'POST',
        cookie,
        headers: { 'accept-language': language },
        body: { answers: { [agreement]: 4, [choice]: index < 4 ? 2 : 1 } },
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
    const french = await read('fr-FR');
    expect(french.domains[0]).toMatchObject({ domain: 'wellbeing', canShow: true, responseCount: 6 });
    expect(french.heatMap[0]?.questionText).toBe('Ma charge de travail est gérable.');
    expect(french.choices[0]).toMatchObject({
      questionText: 'Où travaillez-vous le mieux ?',
      canShow: true,
      responseCount: 6,
      options: [
        { label: 'Bureau', count: 2 },
        { label: 'Domicile', count: 4 },
        { label: 'Les deux', count: 0 },
      ],
    });
    expect((await read('en')).choices[0]).toMatchObject({
      questionText: 'Where do you work best?',
      options: [{ label: 'Office', count: 2 }, {}, {}],
    });
  });

  it('copies a built-in set into a draft with its statements’ translations', async () => {
    const draft = await createDraft({ ...draftBody, questions: undefined, fromQuestionSetId: 'default-assessment' });
    expect(draft.questions[0]?.translations).toEqual({
      de: { text: STATEMENT_TRANSLATIONS['org-al-1']?.de },
      fr: { text: STATEMENT_TRANSLATIONS['org-al-1']?.fr },
      es: { text: STATEMENT_TRANSLATIONS['org-al-1']?.es },
      ar: { text: STATEMENT_TRANSLATIONS['org-al-1']?.ar },
    });
  });
});
