import { beforeEach, describe, expect } from 'vitest';
import { AssessmentResultsSchema, AssessmentTrendsSchema } from '#domain/api/results.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

/*
 * The DEIB set has nine questions, three per domain in this order: leadership (0–2),
 * recruitment (3–5), culture (6–8). Each sheet below gives six people's answers.
 */
const LEADERSHIP = 'leadership-governance';
const RECRUITMENT = 'recruitment-hiring';
const CULTURE = 'culture-belonging';

type Sheet = (person: number, question: number) => number | null;

describe(`trends across waves on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  /** Starts a wave, has six new people answer it by `sheet` (one release), and closes it when asked. */
  async function wave(sheet: Sheet, options: { close: boolean; organisation?: string; cookie?: string }) {
    const cookie = options.cookie ?? adminCookie;
    const assessment = await startAssessment(server, cookie);
    for (let person = 0; person < 6; person += 1) {
      await respond(server, database.db, options.organisation ?? organisationId, assessment.id, (question) => sheet(person, question));
    }
    if (options.close) {
      const closed = await server.request(`/api/assessments/${assessment.id}/status`, {
        method: 'PATCH',
        cookie,
        body: { status: 'closed' },
      });
      expect(closed.status).toBe(200);
    }
    return assessment;
  }

  const trendsOf = async (id: string, cookie = adminCookie) => {
    const response = await server.request(`/api/results/${id}/trends`, { cookie });
    return { status: response.status, body: response.status === 200 ? AssessmentTrendsSchema.parse(await response.json()) : undefined };
  };
  const domainOf = (trends: Awaited<ReturnType<typeof trendsOf>>['body'], domain: string) =>
    trends?.domains.find((entry) => entry.domain === domain);

  // Wave 1: leadership 3 and 4 alternately (3.5), recruitment 4, culture 2, 3, 4 per question (3).
  const first: Sheet = (person, question) => (question < 3 ? (person % 2 === 0 ? 3 : 4) : question < 6 ? 4 : question - 4);
  // Wave 2: leadership 4, recruitment 4 for three people and 3 for three (3.5), culture as before.
  const second: Sheet = (person, question) => (question < 3 ? 4 : question < 6 ? (person < 3 ? 4 : 3) : question - 4);

  it('gives each domain and question its change since the previous wave, and the series of both waves', async () => {
    const one = await wave(first, { close: true });
    const two = await wave(second, { close: false });
    const { body } = await trendsOf(two.id);
    expect(body?.waves.map((entry) => [entry.assessmentId, entry.wave])).toEqual([
      [one.id, 1],
      [two.id, 2],
    ]);
    expect(domainOf(body, LEADERSHIP)).toMatchObject({
      change: { previousWave: 1, previousScore: 3.5, score: 4, change: 0.5, direction: 'up' },
      series: [
        { assessmentId: one.id, wave: 1, score: 3.5 },
        { assessmentId: two.id, wave: 2, score: 4 },
      ],
    });
    expect(domainOf(body, RECRUITMENT)?.change).toEqual({ previousWave: 1, previousScore: 4, score: 3.5, change: -0.5, direction: 'down' });
    expect(domainOf(body, CULTURE)?.change).toEqual({ previousWave: 1, previousScore: 3, score: 3, change: 0, direction: 'same' });
    // Questions: the first leadership question 3.5 → 4, the first recruitment one 4 → 3.5, culture's first 2 → 2.
    const questions = body?.questions ?? [];
    expect(questions).toHaveLength(9);
    expect(questions.map((question) => question.change?.change)).toEqual([0.5, 0.5, 0.5, -0.5, -0.5, -0.5, 0, 0, 0]);
    expect(questions[6]?.series.map((point) => point.score)).toEqual([2, 2]);
    // Overall: (3.5 + 4 + 3) / 3 = 3.5 → (4 + 3.5 + 3) / 3 = 3.5.
    expect(body?.overall.change).toEqual({ previousWave: 1, previousScore: 3.5, score: 3.5, change: 0, direction: 'same' });

    // Every figure of the series is the one that wave's own results show: nothing new.
    for (const [index, id] of [one.id, two.id].entries()) {
      const results = AssessmentResultsSchema.parse(await (await server.request(`/api/results/${id}`, { cookie: adminCookie })).json());
      for (const domain of results.domains) {
        expect(domainOf(body, domain.domain)?.series[index]?.score).toBe(domain.canShow ? domain.meanScore : null);
      }
      for (const cell of results.heatMap) {
        expect(questions.find((question) => question.questionId === cell.questionId)?.series[index]?.score).toBe(
          cell.canShow ? cell.average : null,
        );
      }
    }
    // The first wave is its own series: nothing before it to compare with.
    const own = await trendsOf(one.id);
    expect(own.body?.waves.map((entry) => entry.wave)).toEqual([1]);
    expect(own.body?.domains.every((domain) => domain.change === null)).toBe(true);
  }, 120_000);

  it('compares no domain or question that either wave hides', async () => {
    // Wave 1: one person prefers not to say on leadership (five behind it: hidden).
    const one = await wave((person, question) => (person === 0 && question < 3 ? null : first(person, question)), { close: true });
    // Wave 2: one person prefers not to say on recruitment.
    const two = await wave((person, question) => (person === 0 && question >= 3 && question < 6 ? null : second(person, question)), {
      close: false,
    });
    const { body } = await trendsOf(two.id);
    expect(domainOf(body, LEADERSHIP)).toMatchObject({ change: null, series: [{ score: null }, { score: 4 }] });
    expect(domainOf(body, RECRUITMENT)).toMatchObject({ change: null, series: [{ score: 4 }, { score: null }] });
    expect(domainOf(body, CULTURE)?.change).toMatchObject({ change: 0, direction: 'same' });
    expect(body?.questions.map((question) => question.change === null)).toEqual([true, true, true, true, true, true, false, false, false]);
    // Overall compares the shown domains' means: (4 + 3) / 2 = 3.5 against (4 + 3) / 2 = 3.5.
    expect(body?.overall.change).toMatchObject({ previousScore: 3.5, score: 3.5 });
    expect(one.id).not.toBe(two.id);
  }, 120_000);

  it('leaves a wave without a release out of every comparison, and a wave still open out of the series', async () => {
    const one = await wave(first, { close: true });
    const open = await wave(second, { close: false });
    const three = await startAssessment(server, adminCookie);
    const { body } = await trendsOf(three.id);
    // Wave 2 is open, not closed: wave 3 compares with wave 1 and has nothing released itself.
    expect(body?.waves.map((entry) => [entry.assessmentId, entry.releasedOn])).toEqual([
      [one.id, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      [three.id, null],
    ]);
    expect(body?.domains.every((domain) => domain.change === null && domain.series[1]?.score === null)).toBe(true);
    expect(open.id).toBeTruthy();
  }, 120_000);

  it("never shows another organisation's waves, and refuses its people and strangers", async () => {
    const other = await signedInAdmin(server, database.db);
    const theirs = await wave(() => 1, { close: true, organisation: other.organisationId, cookie: other.cookie });
    const one = await wave(first, { close: true });
    const two = await wave(second, { close: false });
    const { body } = await trendsOf(two.id);
    expect(body?.waves.map((entry) => entry.assessmentId)).toEqual([one.id, two.id]);
    expect(JSON.stringify(body)).not.toContain(theirs.id);
    const their = await trendsOf(theirs.id, other.cookie);
    expect(their.body?.waves.map((entry) => entry.assessmentId)).toEqual([theirs.id]);

    expect((await trendsOf(two.id, other.cookie)).status).toBe(404);
    expect((await server.request(`/api/results/${two.id}/trends`)).status).toBe(401);
    // Every member may read them, as they may read the results.
    const employee = await createRespondent(database.db, organisationId);
    expect((await trendsOf(two.id, await signInAs(server, employee.email))).status).toBe(200);
  }, 120_000);
});
