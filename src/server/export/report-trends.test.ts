import { describe, expect } from 'vitest';
import { AssessmentTrendsSchema, type AssessmentResults, type AssessmentTrends } from '#domain/api/results.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { exportPresentation } from './deck.ts';
import { exportPdf } from './pdf.ts';
import { buildReport } from './report.ts';

const WAVE_1 = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const WAVE_2 = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const results: AssessmentResults = {
  assessment: {
    id: WAVE_2,
    title: 'Culture check',
    questionSetId: 'deib-assessment',
    series: 'deib-assessment',
    status: 'closed',
    wave: 2,
    openedAt: '2026-03-01T09:00:00.000Z',
    closedAt: '2026-04-01T09:00:00.000Z',
    importedAnswers: false,
  },
  threshold: 6,
  responses: 8,
  canShowResults: true,
  completion: { activePeople: 9, completed: 8, rate: 88.9, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
  overall: { canShow: true, score: 3.6 },
  domains: [
    {
      domain: 'leadership-governance',
      label: 'Leadership & Governance',
      canShow: true,
      meanScore: 3.45,
      responseCount: 8,
      favourability: null,
    },
    { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: true, meanScore: 3.75, responseCount: 8, favourability: null },
    { domain: 'culture-belonging', label: 'Culture & Belonging', canShow: false, favourability: null },
  ],
  heatMap: [],
  choices: [],
  comments: [],
  insights: { strongest: null, weakest: null, largestGap: null, preferNotToSay: [] },
  trend: { previousAssessmentId: WAVE_1, previousWave: 1, previousScore: 3.4, change: 0.2 },
  answersWaiting: [],
  releasedOn: '2026-04-01',
};

const series = (first: number | null, second: number | null) => [
  { assessmentId: WAVE_1, wave: 1, score: first },
  { assessmentId: WAVE_2, wave: 2, score: second },
];
const change = (previousScore: number, score: number) => ({
  previousWave: 1,
  previousScore,
  score,
  change: Math.round((score - previousScore) * 100) / 100,
  direction: score > previousScore ? ('up' as const) : score < previousScore ? ('down' as const) : ('same' as const),
});

// Leadership rose, Recruitment fell; Culture was hidden in wave 2 and has no comparison.
const trends: AssessmentTrends = {
  assessmentId: WAVE_2,
  waves: [
    { assessmentId: WAVE_1, wave: 1, title: 'Culture check', releasedOn: '2026-02-01' },
    { assessmentId: WAVE_2, wave: 2, title: 'Culture check', releasedOn: '2026-04-01' },
  ],
  overall: { change: change(3.4, 3.6), series: series(3.4, 3.6) },
  domains: [
    {
      domain: 'leadership-governance',
      label: 'Leadership & Governance',
      statementsChanged: false,
      change: change(3.2, 3.45),
      series: series(3.2, 3.45),
    },
    {
      domain: 'recruitment-hiring',
      label: 'Recruitment & Hiring',
      statementsChanged: false,
      change: change(3.9, 3.75),
      series: series(3.9, 3.75),
    },
    { domain: 'culture-belonging', label: 'Culture & Belonging', statementsChanged: false, change: null, series: series(3.1, null) },
  ],
  // The first question rose, the second did not move; the third was hidden in wave 1 (3.83 now).
  questions: [
    {
      questionId: 'deib-q1',
      domain: 'leadership-governance',
      order: 1,
      questionText: 'Leaders here act on what they hear.',
      change: change(3.1, 3.5),
      series: series(3.1, 3.5),
    },
    {
      questionId: 'deib-q2',
      domain: 'leadership-governance',
      order: 2,
      questionText: 'Decisions are explained.',
      change: change(3.4, 3.4),
      series: series(3.4, 3.4),
    },
    {
      questionId: 'deib-q4',
      domain: 'recruitment-hiring',
      order: 4,
      questionText: 'Hiring is fair.',
      change: null,
      series: series(null, 3.83),
    },
    {
      questionId: 'deib-q7',
      domain: 'culture-belonging',
      order: 7,
      questionText: 'I belong here.',
      change: null,
      series: series(3.3, null),
    },
  ],
};

const report = (shown: AssessmentTrends = trends) =>
  buildReport({
    locale: 'en',
    organisationName: 'Acme',
    results,
    teams: [],
    subtrees: [],
    roadmap: [],
    trends: shown,
    exportDate: new Date('2026-04-02T00:00:00Z'),
  });
const words = (text: string) => text.replace(/\s+/g, ' ');

describe("the exports' trends", () => {
  it('give each domain shown in both waves its change, in the PDF', async () => {
    const text = words((await readPdf(await exportPdf(report()))).text);
    expect(text).toContain('Leadership & Governance: 3.45, up 0.25 from 3.20');
    expect(text).toContain('Recruitment & Hiring: 3.75, down 0.15 from 3.90');
    expect(text).not.toMatch(/Culture & Belonging: \d/);
  });

  it("and on the presentation's trends slide", async () => {
    const deck = await readPptx(await exportPresentation(report()));
    const slide = deck.slides.find((entry) => entry.text.startsWith('Trends'));
    expect(words(slide?.text ?? '')).toContain('Leadership & Governance: 3.45, up 0.25 from 3.20');
    expect(words(slide?.text ?? '')).toContain('Recruitment & Hiring: 3.75, down 0.15 from 3.90');
    expect(slide?.text).not.toMatch(/Culture & Belonging: \d/);
  });

  it('give each question shown in both waves its change, in the PDF, and no figure for a question either wave hides', async () => {
    const text = words((await readPdf(await exportPdf(report()))).text);
    expect(text).toContain('By question, since wave 1');
    expect(text).toContain('Leadership & Governance · Leaders here act on what they hear.: 3.50, up 0.40 from 3.10');
    expect(text).toContain('Leadership & Governance · Decisions are explained.: 3.40, unchanged from 3.40');
    // Hidden in one wave: no line, and neither wave's figure of it anywhere.
    expect(text).not.toContain('Hiring is fair.');
    expect(text).not.toContain('I belong here.');
    expect(text).not.toMatch(/3\.83|3\.30/);
  });

  it('and on a slide of their own after the trends slide', async () => {
    const deck = await readPptx(await exportPresentation(report()));
    const index = deck.slides.findIndex((entry) => entry.text.startsWith('Trends\n'));
    const slide = words(deck.slides[index + 1]?.text ?? '');
    expect(slide).toMatch(/^By question, since wave 1/);
    expect(slide).toContain('Leadership & Governance · Leaders here act on what they hear.: 3.50, up 0.40 from 3.10');
    expect(slide).toContain('Leadership & Governance · Decisions are explained.: 3.40, unchanged from 3.40');
    expect(words(deck.text)).not.toMatch(/Hiring is fair|I belong here|3\.83|3\.30/);
  });

  it('say so when no question can be compared, and add nothing before a second wave', async () => {
    const noneComparable = { ...trends, questions: trends.questions.map((question) => ({ ...question, change: null })) };
    const pdfText = words((await readPdf(await exportPdf(report(noneComparable)))).text);
    expect(pdfText).toContain('No question can be compared with the previous wave: a question is compared only where both waves show it.');
    expect(pdfText).not.toContain('Leaders here act on what they hear.');
    const deck = await readPptx(await exportPresentation(report(noneComparable)));
    expect(words(deck.text)).toContain('No question can be compared with the previous wave');

    const firstWave = {
      ...trends,
      waves: trends.waves.slice(1),
      questions: trends.questions.map((question) => ({ ...question, change: null, series: question.series.slice(1) })),
    };
    const single = words((await readPdf(await exportPdf(report(firstWave)))).text);
    expect(single).not.toContain('By question');
    expect(words((await readPptx(await exportPresentation(report(firstWave)))).text)).not.toContain('By question');
  });
});

describe(`question trends in the exports of a second wave on ${testEngine}`, () => {
  const { database, server } = useTestServer({}, { emptied: 'once' });

  it('print the changes the trends route gives, and none for a question hidden in a wave', async () => {
    const { organisationId, cookie } = await signedInAdmin(server, database.db);
    // DEIB: nine questions. Wave 1: everything 3. Wave 2: the first question 4, the last one
    // answered by five people only (hidden), the rest 3.
    const one = await startAssessment(server, cookie);
    for (let person = 0; person < 6; person += 1) await respond(server, database.db, organisationId, one.id, () => 3);
    expect(
      (await server.request(`/api/assessments/${one.id}/status`, { method: 'PATCH', cookie, body: { status: 'closed' } })).status,
    ).toBe(200);
    const two = await startAssessment(server, cookie);
    for (let person = 0; person < 6; person += 1) {
      await respond(server, database.db, organisationId, two.id, (question) =>
        question === 0 ? 4 : question === 8 ? (person === 0 ? null : 1) : 3,
      );
    }

    const trends = AssessmentTrendsSchema.parse(await (await server.request(`/api/results/${two.id}/trends`, { cookie })).json());
    const [first] = trends.questions;
    const last = trends.questions.at(-1);
    expect(first?.change?.change).toBe(1);
    expect(last?.change).toBeNull();

    const pdf = words(
      (await readPdf(new Uint8Array(await (await server.request(`/api/export/${two.id}/pdf`, { cookie })).arrayBuffer()))).text,
    );
    const deck = words(
      (await readPptx(new Uint8Array(await (await server.request(`/api/export/${two.id}/presentation`, { cookie })).arrayBuffer()))).text,
    );
    for (const text of [pdf, deck]) {
      expect(text).toContain('By question, since wave 1');
      expect(text).toContain(`${first?.questionText}: 4.00, up 1.00 from 3.00`);
      expect(text).toContain('unchanged from 3.00');
      expect(text).not.toContain(`${last?.questionText}:`);
    }
  }, 60_000);
});
