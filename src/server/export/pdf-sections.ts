import { msg } from '@lingui/core/macro';
import { listIn } from '#domain/list-format.ts';
import { SCORE_BANDS } from '#domain/scoring.ts';
import { favourabilityRow, heatMapTable, scoreBarRow, trendBars } from './pdf-charts.ts';
import { actions, choices, comments } from './pdf-kinds.ts';
import { ensureSpace, labelledValue, paragraph, type PdfCanvas } from './pdf-layout.ts';
import { longDate, REPORT_COLOURS as COLOURS, type Report, type ReportSectionId } from './report.ts';
import { reportText, roadmapLines } from './report-text.ts';

/*
 * One function per section of the PDF report, in the order of REPORT_SECTIONS. A new section
 * (per-domain trends, say) is an entry there and a function here and in deck-slides.ts: the
 * record's type makes both renderers name every section.
 */

/** A wave's label beside its bar: "Wave 2". */
export const waveLabel = (report: Report, wave: number) => report.i18n._(msg`Wave ${wave}`);
export const thisWaveLabel = (report: Report) => {
  const { wave } = report;
  return report.i18n._(msg`Wave ${wave} (this assessment)`);
};

/** Shared with the presentation's favourability slide. */
export const favourabilityNote = msg`Favourable is the share of answers of 4 or 5 (agree), against 3 (neutral) and 1 or 2 (disagree). "Prefer not to say" is counted apart.`;

/** "Excellent 4.50 to 5.00, Good 4.00 to 4.49, …" in the report's language, listed as it lists entries. */
export const bandLegendOf = (report: Report) =>
  listIn(
    report.i18n,
    SCORE_BANDS.map((step) => `${report.i18n._(step.label)} ${report.i18n._(step.range)}`),
    'entries',
  );

function summary(pdf: PdfCanvas, report: Report): void {
  const { i18n, responses } = report;
  labelledValue(pdf, i18n._(msg`Responses`), i18n._(msg`${responses} completed`));
  labelledValue(pdf, i18n._(msg`Completion rate`), reportText.completion(report));
  labelledValue(pdf, i18n._(msg`Overall score`), reportText.overall(report));
  labelledValue(pdf, i18n._(msg`Trend`), reportText.trend(report));
  labelledValue(pdf, i18n._(msg`Results as of`), longDate(report, report.resultsAsOf));
}

function domains(pdf: PdfCanvas, report: Report): void {
  for (const domain of report.domains) scoreBarRow(pdf, report, domain);
  const bandLegend = bandLegendOf(report);
  paragraph(pdf, report.i18n._(msg`Bars show the mean answer out of 5, coloured by band: ${bandLegend}.`), {
    size: 9,
    colour: COLOURS.muted,
  });
}

function favourability(pdf: PdfCanvas, report: Report): void {
  for (const domain of report.domains) favourabilityRow(pdf, report, domain);
  paragraph(pdf, report.i18n._(favourabilityNote), {
    size: 9,
    colour: COLOURS.muted,
  });
}

function teams(pdf: PdfCanvas, report: Report): void {
  if (report.teams.length === 0) return paragraph(pdf, reportText.teamsNone(report), { colour: COLOURS.muted });
  heatMapTable(
    pdf,
    report.domains.map((domain) => domain.label),
    report.teams,
    report.netPromoterLabels,
  );
  pdf.doc.moveDown(0.4);
  paragraph(pdf, reportText.teamsLegend(report), { size: 9, colour: COLOURS.muted });
}

function cuts(pdf: PdfCanvas, report: Report): void {
  if (report.cuts.length > 0) {
    heatMapTable(
      pdf,
      report.domains.map((domain) => domain.label),
      report.cuts,
    );
    pdf.doc.moveDown(0.4);
    paragraph(pdf, reportText.cutsLegend(report), { size: 9, colour: COLOURS.muted });
  }
  // Counted questions per team and attribute value (decision 0068), a line a group.
  for (const line of report.cutCounts) paragraph(pdf, line);
}

function trends(pdf: PdfCanvas, report: Report): void {
  paragraph(pdf, reportText.trend(report));
  if (report.trend) {
    const { previousWave } = report.trend;
    pdf.doc.moveDown(0.6);
    trendBars(pdf, [
      { label: waveLabel(report, previousWave), score: report.trend.previousScore },
      { label: thisWaveLabel(report), score: report.trend.currentScore },
    ]);
  }
  if (report.domainChanges.length > 0) pdf.doc.moveDown(0.6);
  for (const change of report.domainChanges) paragraph(pdf, reportText.domainChange(report, change));
  if (report.netPromoterTrends.length > 0) pdf.doc.moveDown(0.6);
  for (const line of report.netPromoterTrends) paragraph(pdf, line);
  questionChanges(pdf, report);
}

/** Each question's change since the compared wave, where both waves show it; said once when none can be compared. */
function questionChanges(pdf: PdfCanvas, report: Report): void {
  if (report.comparedWave === null) return;
  pdf.doc.moveDown(0.8);
  ensureSpace(pdf, 60);
  paragraph(pdf, reportText.questionChangesTitle(report, report.comparedWave), { size: 12, font: 'bold' });
  if (report.questionChanges.length === 0) return paragraph(pdf, reportText.questionChangesNone(report), { colour: COLOURS.muted });
  for (const change of report.questionChanges) paragraph(pdf, reportText.questionChange(report, change));
}

function roadmap(pdf: PdfCanvas, report: Report): void {
  if (report.roadmap.length === 0) return paragraph(pdf, reportText.roadmapNone(report), { colour: COLOURS.muted });
  for (const item of report.roadmap) {
    const lines = roadmapLines(report, item);
    paragraph(pdf, `${item.priority}. ${lines.title}`, { size: 11, font: 'bold' });
    paragraph(pdf, lines.details, { colour: COLOURS.muted });
    paragraph(pdf, lines.rationale);
    if (lines.statement) paragraph(pdf, lines.statement);
    paragraph(pdf, lines.firstStep);
    pdf.doc.moveDown(0.6);
  }
}

function privacy(pdf: PdfCanvas, report: Report): void {
  for (const text of report.privacy) {
    paragraph(pdf, text);
    pdf.doc.moveDown(0.4);
  }
}

export const pdfSections: Record<ReportSectionId, (pdf: PdfCanvas, report: Report) => void> = {
  summary,
  domains,
  favourability,
  choices,
  comments,
  teams,
  cuts,
  trends,
  roadmap,
  actions,
  privacy,
};
