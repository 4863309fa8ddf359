import { describe, expect } from 'vitest';
import { QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { QuestionBankSetResponseSchema, QuestionSetVersionSchema } from '#domain/api/platform-question-bank.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

const SET = 'deib-assessment';
const v1 = questionsForSet(SET);
const ADDED = 'People here can disagree with their manager without fear.';
const ADDED_DE = 'Man kann hier seiner Führungskraft ohne Angst widersprechen.';
const ADDED_AR = 'يمكن للناس هنا أن يخالفوا مديرهم دون خوف.';
const keptAsTheyAre = v1.map((question) => ({
  id: question.id,
  text: question.text,
  domain: question.domain,
  translations: STATEMENT_TRANSLATIONS[question.id] ?? {},
}));

describe(`translations of the statements a platform administrator adds, on ${testEngine}`, () => {
  const { database, server } = useTestServer();
  const platformCookie = async () => {
    const staff = await createMember(database.db, { organisationId: null, role: 'platform_admin' });
    return createSessionCookie(database.db, staff.id);
  };
  const publish = (cookie: string, statements: unknown[]) =>
    server.request(`/api/platform/question-bank/${SET}/versions`, {
      method: 'POST',
      cookie,
      body: { basedOn: 1, note: 'Psychological safety added, in German and Arabic', statements },
    });

  it('are saved with the version, read back by the editor, and asked in the reader’s language like the built-in ones', async () => {
    const cookie = await platformCookie();
    const response = await publish(cookie, [
      ...keptAsTheyAre,
      { text: ADDED, domain: 'culture-belonging', translations: { de: `  ${ADDED_DE} `, ar: ADDED_AR, fr: '   ' } },
    ]);
    expect(response.status).toBe(201);
    const saved = QuestionSetVersionSchema.parse(await response.json());
    // The kept statements keep their ids: their translations were sent back unchanged.
    expect(saved.statements.slice(0, -1).map((statement) => statement.id)).toEqual(v1.map((question) => question.id));
    const added = saved.statements.at(-1);
    expect(added?.translations).toEqual({ de: ADDED_DE, ar: ADDED_AR });
    const set = QuestionBankSetResponseSchema.parse(await (await server.request(`/api/platform/question-bank/${SET}`, { cookie })).json());
    expect(set.versions[0]?.statements.at(-1)?.translations).toEqual({ de: ADDED_DE, ar: ADDED_AR });
    expect(set.versions[0]?.statements[0]?.translations).toEqual(STATEMENT_TRANSLATIONS[v1[0]?.id ?? '']);

    const { organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db);
    const assessment = await startAssessment(server, adminCookie);
    const person = await createRespondent(database.db, organisationId);
    const personCookie = await signInAs(server, person.email);
    const asked = async (language: string) => {
      const questionnaire = await server.request(`/api/assessments/${assessment.id}/questionnaire`, {
        cookie: personCookie,
        headers: { 'accept-language': language },
      });
      return QuestionnaireResponseSchema.parse(await questionnaire.json()).questions.find((question) => question.id === added?.id)?.text;
    };
    expect(await asked('de')).toBe(ADDED_DE);
    expect(await asked('ar')).toBe(ADDED_AR);
    // French was left blank: the statement as written.
    expect(await asked('fr')).toBe(ADDED);
  });

  it('refuses a translation in a language CultureLens does not ship, or longer than a statement may be', async () => {
    const cookie = await platformCookie();
    for (const translations of [{ nl: 'Mensen kunnen hier zonder angst tegenspreken.' }, { de: 'x'.repeat(1001) }]) {
      const refused = await publish(cookie, [...keptAsTheyAre, { text: ADDED, domain: 'culture-belonging', translations }]);
      expect(refused.status).toBe(400);
      expect(ErrorResponseSchema.parse(await refused.json()).error.code).toBe('validation_failed');
    }
    const set = QuestionBankSetResponseSchema.parse(await (await server.request(`/api/platform/question-bank/${SET}`, { cookie })).json());
    expect(set.versions).toHaveLength(1);
  });
});
