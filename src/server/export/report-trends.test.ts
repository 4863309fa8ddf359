import { describe, expect, it } from 'vitest';
import type { AssessmentResults, AssessmentTrends } from '#domain/api/results.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { exportPresentation } from './deck.ts';
import { exportPdf } from './pdf.ts';
import { buildReport } from './report.ts';

const WAVE_1 = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const WAVE_2 = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const results: AssessmentResults = {
  assessment: { id: WAVE_2, title: 'Culture check', questionSetId: 'deib-assessment', status: 'closed', wave: 2, openedAt: '2026-03-01T09:00:00.000Z', closedAt: '2026-04-01T09:00:00.000Z' },
  threshold: 6,
  responses: 8,
  canShowResults: true,
  completion: { activePeople: 9, completed: 8, rate: 88.9, nextReleaseAt: null },
  overall: { canShow: true, score: 3.6 },
  domains: [
    { domain: 'leadership-governance', label: 'Leadership & Governance', canShow: true, meanScore: 3.45, responseCount: 8, favourability: null },
    { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: true, meanScore: 3.75, responseCount: 8, favourability: null },
    { domain: 'culture-belonging', label: 'Culture & Belonging', canShow: false, favourability: null },
  ],
  heatMap: [],
  insights: { strongest: null, weakest: null, largestGap: null, preferNotToSay: [] },
  trend: { previousAssessmentId: WAVE_1, previousWave: 1, previousScore: 3.4, change: 0.2 },
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
    { domain: 'leadership-governance', label: 'Leadership & Governance', change: change(3.2, 3.45), series: series(3.2, 3.45) },
    { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', change: change(3.9, 3.75), series: series(3.9, 3.75) },
    { domain: 'culture-belonging', label: 'Culture & Belonging', change: null, series: series(3.1, null) },
  ],
  questions: [],
};

const report = () => buildReport({ organisationName: 'Acme', results, teams: [], roadmap: [], trends, exportDate: new Date('2026-04-02T00:00:00Z') });
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
});
