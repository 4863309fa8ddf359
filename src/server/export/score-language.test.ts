import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AssessmentResults } from '#domain/api/results.ts';
import { readPdf } from '#tests/pdf.ts';
import { exportCsv } from './csv.ts';
import { exportPdf } from './pdf.ts';
import { buildReport } from './report.ts';
import { SCORE_BANDS } from '#domain/scoring.ts';
import { translatorFor } from '#server/i18n/index.ts';
import { SCORE_EDGES as EDGES } from '#domain/test-support/score-edges.ts';

/** Results with one shown domain per edge, and the overall score at the last edge's value. */
function resultsAtEdges(overall: number): AssessmentResults {
  return {
    assessment: {
      id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      title: 'Culture check',
      questionSetId: 'deib-assessment',
      series: 'deib-assessment',
      status: 'closed',
      wave: 1,
      openedAt: '2026-01-01T09:00:00.000Z',
      closedAt: '2026-02-01T09:00:00.000Z',
      importedAnswers: false,
    },
    threshold: 6,
    responses: 6,
    canShowResults: true,
    completion: { activePeople: 6, completed: 6, rate: 100, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
    overall: { canShow: true, score: overall },
    domains: EDGES.map(([mean], index) => ({
      domain: `domain-${index}`,
      label: `Domain ${index}`,
      canShow: true,
      meanScore: mean,
      responseCount: 6,
      favourability: null,
    })),
    heatMap: [],
    choices: [],
    comments: [],
    insights: { strongest: null, weakest: null, largestGap: null, preferNotToSay: [] },
    trend: null,
    releasedOn: '2026-02-01',
    answersWaiting: [],
  };
}

const noTrends = {
  assessmentId: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  waves: [],
  overall: { change: null, series: [] },
  domains: [],
  questions: [],
};

describe('the exports speak the one score language', () => {
  it('names each domain score in the CSV with its band', async () => {
    for (const [overall, overallBand] of EDGES) {
      const [header, row] = parse(await exportCsv('en', 'Acme', resultsAtEdges(overall), new Date('2026-02-02T00:00:00Z')), {
        bom: true,
      }) as string[][];
      const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
      expect(cell('Overall Score')).toBe(overall.toFixed(2));
      expect(cell('Overall Band')).toBe(overallBand);
      EDGES.forEach(([mean, band], index) => {
        expect(cell(`Domain ${index}`)).toBe(mean.toFixed(2));
        expect(cell(`Domain ${index} Band`)).toBe(band);
      });
    }
  });

  it('names each domain score and the overall score in the PDF with its band', async () => {
    const pdf = await readPdf(
      await exportPdf(
        buildReport({
          locale: 'en',
          organisationName: 'Acme',
          results: resultsAtEdges(3.0),
          teams: [],
          subtrees: [],
          roadmap: [],
          trends: noTrends,
          exportDate: new Date('2026-02-02T00:00:00Z'),
        }),
      ),
    );
    // Lines may wrap anywhere: compare with the page's words joined by single spaces.
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('3.00 out of 5.0 (Needs Improvement)');
    for (const [mean, band] of EDGES) expect(text).toContain(`${mean.toFixed(2)} · ${band} · n=6`);
    // The legend states the same table.
    expect(text).toMatch(
      /Excellent 4\.50 to 5\.00, Good 4\.00 to 4\.49, Fair 3\.50 to 3\.99, Needs\s+Improvement 3\.00 to 3\.49, Poor 1\.00 to 2\.99/,
    );
  });

  it("lists the legend's bands as the reader's language lists entries", async () => {
    const report = (locale: 'de') =>
      buildReport({
        locale,
        organisationName: 'Acme',
        results: resultsAtEdges(3.0),
        teams: [],
        subtrees: [],
        roadmap: [],
        trends: noTrends,
        exportDate: new Date('2026-02-02T00:00:00Z'),
      });
    const german = translatorFor('de');
    const [needsImprovement, poor] = SCORE_BANDS.slice(-2).map((step) => `${german._(step.label)} ${german._(step.range)}`);
    const text = (await readPdf(await exportPdf(report('de')))).text.replace(/\s+/g, ' ');
    // German lists entries with "und" before the last, not a semicolon after each.
    expect(text).toContain(`${needsImprovement} und ${poor}`);
    expect(text).not.toMatch(/\d\.\d\d; /);
  });
});
