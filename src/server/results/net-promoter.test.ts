import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { AssessmentResultsSchema, AssessmentTrendsSchema, type AssessmentResults } from '#domain/api/results.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

/*
 * A net promoter question (0–10, decision 0062) through answering, releases, results and the
 * CSV and PDF exports: its distribution and eNPS shown once six people gave a score, never
 * before, and never part of a domain score.
 */
describe(`net promoter questions on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const questions = [
    { kind: 'agreement', text: 'I enjoy my work.', domain: { key: 'workplace', label: 'Workplace' } },
    { kind: 'enps', text: 'How likely are you to recommend working here?', domain: { key: 'loyalty', label: 'Loyalty' } },
  ];

  async function openAssessment(nextWaveOf?: string): Promise<{ id: string; agreement: string; enps: string }> {
    const response = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: { title: 'Recommendation pulse', category: 'communication', ...(nextWaveOf ? { nextWaveOf } : { questions }) },
    });
    expect(response.status).toBe(201);
    const { assessment, questions: asked } = AssessmentDraftResponseSchema.parse(await response.json());
    expect(asked.map((question) => question.kind)).toEqual(['agreement', 'enps']);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
    return { id: assessment.id, agreement: asked[0]?.id ?? '', enps: asked[1]?.id ?? '' };
  }

  async function answer(assessment: { id: string; agreement: string; enps: string }, score: number | null) {
    const cookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
    const answers = { [assessment.agreement]: 4, [assessment.enps]: score };
    const response = await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie, body: { answers } });
    expect(response.status).toBe(200);
  }

  async function results(id: string): Promise<AssessmentResults> {
    await server.app.context.releases.drain();
    return AssessmentResultsSchema.parse(await (await server.request(`/api/results/${id}`, { cookie: adminCookie })).json());
  }

  it('hides the eNPS with five scores, shows it and its distribution with the sixth, and keeps it out of domain scores', async () => {
    const assessment = await openAssessment();
    for (const score of [10, 10, 9, 7, 0]) await answer(assessment, score);
    const five = await results(assessment.id);
    expect(five.choices).toEqual([
      { questionId: assessment.enps, questionText: questions[1]?.text, order: 2, canShow: false, netPromoter: null },
    ]);

    await answer(assessment, 3);
    const six = await results(assessment.id);
    const [enps] = six.choices;
    if (!enps?.canShow) throw new Error('six people gave a score: the distribution is shown');
    expect(enps.responseCount).toBe(6);
    // A score of 0 is an answer like any other, counted at 0.
    expect(enps.options).toEqual([1, 0, 0, 1, 0, 0, 0, 1, 0, 1, 2].map((count, score) => ({ label: String(score), count })));
    // 3 promoters and 2 detractors of 6: +16.7 → +17.
    expect(enps.netPromoter).toEqual({ score: 17, promoters: 3, passives: 1, detractors: 2 });
    expect(six.domains.map((domain) => domain.domain)).toEqual(['workplace']);
    expect(six.overall).toEqual({ canShow: true, score: 4 });
    expect(six.heatMap.map((cell) => cell.questionId)).toEqual([assessment.agreement]);

    const csv = parse(await (await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie })).text(), {
      bom: true,
    }) as string[][];
    const heading = csv.findIndex((row) => row[0] === 'Employee Net Promoter Score (eNPS)');
    expect(csv[heading + 1]?.slice(0, 6)).toEqual([
      'Question',
      'eNPS',
      'Promoters (9 to 10)',
      'Passives (7 to 8)',
      'Detractors (0 to 6)',
      'Total Responses',
    ]);
    expect(csv[heading + 2]?.slice(0, 6)).toEqual([questions[1]?.text, '17', '3', '1', '2', '6']);
    expect(csv).toContainEqual(expect.arrayContaining([questions[1]?.text, '10', '2', '33']));
    expect(csv.some((row) => row[0] === 'Single-choice questions')).toBe(false);
  });

  it('counts "Prefer not to say" in no share and not towards six, shows −100 for all detractors, and writes it in the PDF', async () => {
    const assessment = await openAssessment();
    for (const score of [null, 0, 1, 2, 3, 4]) await answer(assessment, score);
    // Six people released, but five gave a score: hidden.
    expect((await results(assessment.id)).choices[0]).toMatchObject({ canShow: false, netPromoter: null });

    for (const score of [5, 6, 6, 0, 1, 2]) await answer(assessment, score);
    const shown = await results(assessment.id);
    expect(shown.choices[0]).toMatchObject({ canShow: true, responseCount: 11, preferNotToSay: 1 });
    expect(shown.choices[0]?.netPromoter).toEqual({ score: -100, promoters: 0, passives: 0, detractors: 11 });

    const pdfResponse = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie });
    const pdf = await readPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('eNPS -100: promoters (9 to 10) 0, passives (7 to 8) 0, detractors (0 to 6) 11');
  });

  it('gives the eNPS of each wave and its change, from each wave’s own publication, and none for a wave that hid it', async () => {
    const close = async (id: string) =>
      expect(
        (await server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } }))
          .status,
      ).toBe(200);
    const one = await openAssessment();
    for (const score of [10, 10, 10, 9, 8, 2]) await answer(one, score);
    await results(one.id);
    await close(one.id);
    // Wave 2 asks the same question (a next wave keeps its id); five scores and one who prefers not to say: hidden.
    const two = await openAssessment(one.id);
    expect(two.enps).toBe(one.enps);
    for (const score of [0, 0, 9, 9, 9, null]) await answer(two, score);
    await results(two.id);
    await close(two.id);
    const three = await openAssessment(two.id);
    for (const score of [9, 7, 7, 7, 3, 0]) await answer(three, score);
    await results(three.id);

    const response = await server.request(`/api/results/${three.id}/trends`, { cookie: adminCookie });
    const trends = AssessmentTrendsSchema.parse(await response.json());
    const [trend] = trends.netPromoter ?? [];
    // +50 (4 promoters, 1 detractor of 6), hidden, −17 (1 promoter, 2 detractors of 6).
    expect(trend?.series.map((point) => [point.wave, point.score])).toEqual([
      [1, 50],
      [2, null],
      [3, -17],
    ]);
    // The change is against the wave just before, which hid it: none.
    expect(trend?.change).toBeNull();
    expect(trends.domains.map((domain) => domain.domain)).toEqual(['workplace']);

    // The exports list the same series on their trends pages.
    const pdfResponse = await server.request(`/api/export/${three.id}/pdf`, { cookie: adminCookie });
    const pdf = await readPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
    const line = 'eNPS by wave, "How likely are you to recommend working here?": wave 1: +50, wave 2: hidden, wave 3: -17';
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(line);
    const deckResponse = await server.request(`/api/export/${three.id}/presentation`, { cookie: adminCookie });
    const deck = await readPptx(new Uint8Array(await deckResponse.arrayBuffer()));
    expect(deck.slides.find((slide) => slide.text.startsWith('Trends'))?.text).toContain(line);
  });

  it('takes 0 and 10 and refuses a score outside 0 to 10', async () => {
    const assessment = await openAssessment();
    const cookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
    const save = (value: unknown) =>
      server.request(`/api/assessments/${assessment.id}/answers/${assessment.enps}`, { method: 'PUT', cookie, body: { value } });
    expect((await save(0)).status).toBe(200);
    expect((await save(10)).status).toBe(200);
    for (const value of [11, -1, 7.5]) {
      const response = await save(value);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('"path":"value"');
    }
  });
});
