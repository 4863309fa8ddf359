import { beforeEach, describe, expect } from 'vitest';
import { count } from 'drizzle-orm';
import { AssessmentDraftResponseSchema, DRAFT_BODY_LIMIT_BYTES, maxDraftRequestBytes } from '#domain/api/assessments-drafts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { LOCALES } from '#domain/locales.ts';
import { errorMessages } from '#domain/messages.ts';
import { MAX_CHOICE_OPTIONS, MAX_QUESTIONS, OPTION_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH } from '#domain/question-kinds.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessmentQuestions, assessments } from '#server/db/schema.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const APP_BODY_LIMIT = 1024 * 1024;
// Three UTF-8 bytes each: the widest character a typed text takes in JSON.
const WIDE = '€';
/** A different three-byte character for each n (CJK ideographs), to tell otherwise equal texts apart. */
const wideMark = (n: number) => String.fromCharCode(0x4e00 + n);

const longestOptions = () =>
  Array.from({ length: MAX_CHOICE_OPTIONS }, (_, option) => wideMark(option) + WIDE.repeat(OPTION_MAX_LENGTH - 1));

/** A draft with every field at its longest: 200 single-choice questions, 10 options each, in every shipped language with its domain's label. */
function maximalDraft(titleMark = wideMark(0)) {
  return {
    title: titleMark + WIDE.repeat(149),
    category: 'soft_skills',
    description: WIDE.repeat(1000),
    durationMinutes: 180,
    questions: Array.from({ length: MAX_QUESTIONS }, (_, index) => ({
      id: `q${index}-`.padEnd(100, 'x'),
      text: WIDE.repeat(QUESTION_TEXT_MAX_LENGTH),
      kind: 'single-choice',
      required: false,
      domain: { key: 'k'.repeat(40), label: WIDE.repeat(60) },
      options: longestOptions(),
      translations: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          { text: WIDE.repeat(QUESTION_TEXT_MAX_LENGTH), options: longestOptions(), domainLabel: WIDE.repeat(60) },
        ]),
      ),
    })),
  };
}

describe(`the draft routes' body limit on ${testEngine}`, () => {
  let cookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ cookie } = await signedInAdmin(server, database.db));
  });

  const assessmentCount = async () => (await database.db.select({ n: count() }).from(assessments))[0]?.n;

  it('saves the largest valid draft, which is over the app-wide 1 MB, by POST and by PUT', async () => {
    const body = JSON.stringify(maximalDraft());
    const bytes = Buffer.byteLength(body);
    expect(bytes).toBeGreaterThan(APP_BODY_LIMIT);
    expect(bytes).toBeLessThanOrEqual(maxDraftRequestBytes());
    // The bound is tight: only the comma after the last question is counted and not sent.
    expect(maxDraftRequestBytes() - bytes).toBe(1);

    const created = await server.request('/api/assessments/drafts', { method: 'POST', cookie, body });
    expect(created.status, await created.clone().text()).toBe(201);
    const draft = AssessmentDraftResponseSchema.parse(await created.json());
    expect(draft.questions).toHaveLength(MAX_QUESTIONS);
    expect(draft.questions[199]?.kind === 'single-choice' && draft.questions[199].options[9]).toBe(
      wideMark(9) + WIDE.repeat(OPTION_MAX_LENGTH - 1),
    );

    const replaced = await server.request(`/api/assessments/${draft.assessment.id}/draft`, {
      method: 'PUT',
      cookie,
      body: JSON.stringify(maximalDraft(wideMark(1))),
    });
    expect(replaced.status).toBe(200);
    expect(AssessmentDraftResponseSchema.parse(await replaced.json()).assessment.title.startsWith(wideMark(1))).toBe(true);
  });

  it('refuses a body one byte over the limit with 413 in the error shape, and saves nothing', async () => {
    const frame = JSON.stringify({ title: 'Padded', category: 'technical', padding: '' });
    const body = frame.replace('"padding":""', `"padding":"${'x'.repeat(DRAFT_BODY_LIMIT_BYTES + 1 - Buffer.byteLength(frame))}"`);
    expect(Buffer.byteLength(body)).toBe(DRAFT_BODY_LIMIT_BYTES + 1);

    const response = await server.request('/api/assessments/drafts', { method: 'POST', cookie, body });
    expect(response.status).toBe(413);
    expect(ErrorResponseSchema.parse(await response.json())).toEqual({
      error: { code: 'payload_too_large', message: inSourceLanguage(errorMessages.payload_too_large) },
    });
    expect(await assessmentCount()).toBe(0);
    expect((await database.db.select({ n: count() }).from(assessmentQuestions))[0]?.n).toBe(0);
  });

  it('keeps the app-wide 1 MB limit on every other route', async () => {
    const body = JSON.stringify({ questionSetId: 'deib-assessment', title: 'x'.repeat(APP_BODY_LIMIT) });
    const response = await server.request('/api/assessments', { method: 'POST', cookie, body });
    expect(response.status).toBe(413);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('payload_too_large');
    expect(await assessmentCount()).toBe(0);
  });
});
