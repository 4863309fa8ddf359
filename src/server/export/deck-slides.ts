import { msg } from '@lingui/core/macro';
import type PptxGenJS from 'pptxgenjs';
import { actions, choices, comments } from './deck-kinds.ts';
import {
  AREA,
  COLOURS,
  continuedTitle,
  favourabilityBar,
  FONT,
  footnote,
  hex,
  paragraphs,
  rowHeight,
  scoreBar,
  type Deck,
} from './deck-shapes.ts';
import { sectionTitle as titleOf, type Report, type ReportSectionId, type ReportTeam } from './report.ts';
import { HIDDEN_TEXT, reportText, roadmapLines } from './report-text.ts';
import { bandLegendOf, favourabilityNote, thisWaveLabel, waveLabel } from './pdf-sections.ts';

/*
 * One function per section of the presentation, in the order of REPORT_SECTIONS, each adding
 * its slide (or slides). A new section (per-domain trends, say) is an entry there and a function
 * here and in pdf-sections.ts: the record's type makes both renderers name every section.
 */

function statCard(slide: PptxGenJS.Slide, card: { label: string; value: string; detail: string; x: number; w: number }): void {
  slide.addShape('roundRect', {
    x: card.x,
    y: AREA.top,
    w: card.w,
    h: 2.1,
    fill: { color: 'F8FAFC' },
    line: { color: COLOURS.rule },
    rectRadius: 0.1,
  });
  slide.addText(
    [
      { text: card.label, options: { fontSize: 14, color: COLOURS.muted, breakLine: true } },
      { text: card.value, options: { fontSize: 32, bold: true, color: COLOURS.ink, breakLine: true } },
      { text: card.detail, options: { fontSize: 14, color: COLOURS.muted } },
    ],
    { x: card.x + 0.2, y: AREA.top + 0.15, w: card.w - 0.4, h: 1.8, fontFace: FONT, valign: 'top', margin: 0 },
  );
}

function summary(deck: Deck, report: Report): void {
  const slide = deck.slide(titleOf(report, 'summary'));
  const width = (AREA.width - 0.5) / 3;
  const overall = report.overall;
  const { i18n } = report;
  const { completed, activePeople } = report.completion;
  statCard(slide, {
    label: i18n._(msg`Responses`),
    value: String(report.responses),
    detail: i18n._(msg`completed`),
    x: AREA.left,
    w: width,
  });
  statCard(slide, {
    label: i18n._(msg`Overall score`),
    value: overall ? `${overall.mean.toFixed(2)} / 5.0` : HIDDEN_TEXT(report),
    detail: overall ? overall.band : reportText.overall(report),
    x: AREA.left + width + 0.25,
    w: width,
  });
  statCard(slide, {
    label: i18n._(msg`Completion rate`),
    value: `${report.completion.rate.toFixed(1)}%`,
    detail: i18n._(msg`${completed} of ${activePeople} people`),
    x: AREA.left + 2 * (width + 0.25),
    w: width,
  });
  paragraphs(
    slide,
    [
      { text: i18n._(msg`Trend`), bold: true },
      { text: reportText.trend(report) },
      { text: reportText.resultsAsOf(report), colour: COLOURS.muted },
    ],
    { y: AREA.top + 2.5, h: 1.6 },
  );
}

function domains(deck: Deck, report: Report): void {
  const slide = deck.slide(titleOf(report, 'domains'));
  const step = rowHeight(report.domains.length);
  report.domains.forEach((domain, index) => {
    const value = domain.shown ? `${reportText.score(domain.shown)} · n=${domain.shown.respondents}` : reportText.hiddenDomain(report);
    scoreBar(deck, slide, { label: domain.label, score: domain.shown, value, y: AREA.top + index * step });
  });
  const bandLegend = bandLegendOf(report);
  footnote(slide, report.i18n._(msg`Bars show the mean answer out of 5, coloured by band: ${bandLegend}.`));
}

function favourability(deck: Deck, report: Report): void {
  const slide = deck.slide(titleOf(report, 'favourability'));
  const step = rowHeight(report.domains.length);
  report.domains.forEach((domain, index) =>
    favourabilityBar(deck, slide, domain, AREA.top + index * step, reportText.hiddenDomain(report)),
  );
  footnote(slide, report.i18n._(favourabilityNote));
}

const TEAMS_PER_SLIDE = 8;

function heatMapRows(report: Report, teams: ReportTeam[], figures: readonly string[]): PptxGenJS.TableRow[] {
  const hidden = {
    text: HIDDEN_TEXT(report),
    options: { italic: true, color: COLOURS.muted, fill: { color: COLOURS.hidden }, align: 'center' as const },
  };
  const header = [report.i18n._(msg`Team`), ...report.domains.map((domain) => domain.label), ...figures].map((text) => ({
    text,
    options: { bold: true, color: COLOURS.ink, fill: { color: 'F8FAFC' } },
  }));
  const rows = teams.map((team) => [
    { text: `${team.name}\n${reportText.teamDetail(report, team)}`, options: { bold: true, color: COLOURS.ink } },
    ...team.cells.map((cell) =>
      cell
        ? {
            text: reportText.score(cell),
            options: { bold: true, color: 'FFFFFF', fill: { color: hex(cell.colour) }, align: 'center' as const },
          }
        : hidden,
    ),
    // The team's eNPS per net promoter question (none for other rows).
    ...figures.map((_, index) => {
      const text = team.netPromoter?.[index];
      return text === null ? hidden : { text: text ?? '', options: { bold: true, color: COLOURS.ink, align: 'center' as const } };
    }),
  ]);
  return [header, ...rows];
}

/** Rows of the heat map (teams, or groups by attribute), as many slides as they take, each with its legend. */
function heatMapSlides(deck: Deck, report: Report, id: 'teams' | 'cuts', rowsOf: readonly ReportTeam[], legend: string): void {
  const pages = Math.ceil(rowsOf.length / TEAMS_PER_SLIDE);
  const nameWidth = 3.4;
  // The team heat map's eNPS columns follow the domains; other heat maps have none.
  const figures = id === 'teams' ? report.netPromoterLabels : [];
  const columns = report.domains.length + figures.length;
  const cellWidth = (AREA.width - nameWidth) / Math.max(columns, 1);
  for (let page = 0; page < pages; page += 1) {
    const slide = deck.slide(pages === 1 ? titleOf(report, id) : continuedTitle(report.i18n, titleOf(report, id), page, pages));
    const rows = heatMapRows(report, rowsOf.slice(page * TEAMS_PER_SLIDE, (page + 1) * TEAMS_PER_SLIDE), figures);
    slide.addTable(rows, {
      x: AREA.left,
      y: AREA.top,
      w: AREA.width,
      colW: [nameWidth, ...Array.from({ length: columns }, () => cellWidth)],
      fontFace: FONT,
      fontSize: 12,
      valign: 'middle',
      border: { type: 'solid', pt: 1, color: 'FFFFFF' },
      rowH: 0.5,
    });
    footnote(slide, legend);
  }
}

function teams(deck: Deck, report: Report): void {
  if (report.teams.length === 0) {
    paragraphs(deck.slide(titleOf(report, 'teams')), [{ text: reportText.teamsNone(report), colour: COLOURS.muted }], {
      y: AREA.top,
      h: 1,
    });
    return;
  }
  heatMapSlides(deck, report, 'teams', report.teams, reportText.teamsLegend(report));
}

const LINES_PER_SLIDE = 12;

function cuts(deck: Deck, report: Report): void {
  if (report.cuts.length > 0) heatMapSlides(deck, report, 'cuts', report.cuts, reportText.cutsLegend(report));
  // Counted questions per team and attribute value (decision 0068): their lines, as many slides as they take.
  const pages = Math.ceil(report.cutCounts.length / LINES_PER_SLIDE);
  for (let page = 0; page < pages; page += 1) {
    const title = titleOf(report, 'cuts');
    const slide = deck.slide(pages === 1 ? title : continuedTitle(report.i18n, title, page, pages));
    const lines = report.cutCounts.slice(page * LINES_PER_SLIDE, (page + 1) * LINES_PER_SLIDE);
    paragraphs(
      slide,
      lines.map((text) => ({ text, size: 12 })),
      { y: AREA.top, h: AREA.bottom - AREA.top },
    );
  }
}

function trends(deck: Deck, report: Report): void {
  const slide = deck.slide(titleOf(report, 'trends'));
  paragraphs(slide, [{ text: reportText.trend(report) }], { y: AREA.top, h: 0.6 });
  if (report.trend) {
    const rows = [
      { label: waveLabel(report, report.trend.previousWave), score: report.trend.previousScore },
      { label: thisWaveLabel(report), score: report.trend.currentScore },
    ];
    rows.forEach((row, index) => scoreBar(deck, slide, { ...row, value: reportText.score(row.score), y: AREA.top + 1 + index * 0.8 }));
  }
  if (report.domainChanges.length > 0) {
    paragraphs(
      slide,
      report.domainChanges.map((change) => ({ text: reportText.domainChange(report, change) })),
      { y: AREA.top + 2.8, h: 1.6 },
    );
  }
  if (report.netPromoterTrends.length > 0)
    paragraphs(
      slide,
      report.netPromoterTrends.map((text) => ({ text, size: 12 })),
      { y: AREA.top + 4.5, h: Math.max(0.5, AREA.bottom - AREA.top - 4.5) },
    );
  questionChanges(deck, report);
}

const QUESTIONS_PER_SLIDE = 6;

/** Slides after the trends slide with each question's change, where both waves show it; one line when none can be compared. */
function questionChanges(deck: Deck, report: Report): void {
  if (report.comparedWave === null) return;
  const title = reportText.questionChangesTitle(report, report.comparedWave);
  if (report.questionChanges.length === 0) {
    paragraphs(deck.slide(title), [{ text: reportText.questionChangesNone(report), colour: COLOURS.muted }], { y: AREA.top, h: 1 });
    return;
  }
  const pages = Math.ceil(report.questionChanges.length / QUESTIONS_PER_SLIDE);
  for (let page = 0; page < pages; page += 1) {
    const changes = report.questionChanges.slice(page * QUESTIONS_PER_SLIDE, (page + 1) * QUESTIONS_PER_SLIDE);
    const slide = deck.slide(pages === 1 ? title : `${title} (${page + 1} of ${pages})`);
    paragraphs(
      slide,
      changes.map((change) => ({ text: reportText.questionChange(report, change), size: 16 })),
      { y: AREA.top, h: AREA.bottom - AREA.top },
    );
  }
}

/** Priority badge colours of spec/02 §9: 1 red, 2 yellow, 3 blue. */
const PRIORITY_COLOURS: Record<number, string> = { 1: 'B91C1C', 2: 'A16207', 3: '1D4ED8' };

function roadmap(deck: Deck, report: Report): void {
  const slide = deck.slide(titleOf(report, 'roadmap'));
  if (report.roadmap.length === 0)
    return paragraphs(slide, [{ text: reportText.roadmapNone(report), colour: COLOURS.muted }], { y: AREA.top, h: 1 });
  const step = (AREA.bottom - AREA.top) / report.roadmap.length;
  report.roadmap.forEach((item, index) => {
    const y = AREA.top + index * step;
    slide.addText(String(item.priority), {
      shape: deck.pptx.ShapeType.ellipse,
      x: AREA.left,
      y,
      w: 0.5,
      h: 0.5,
      fill: { color: PRIORITY_COLOURS[item.priority] ?? COLOURS.muted },
      color: 'FFFFFF',
      bold: true,
      fontFace: FONT,
      fontSize: 16,
      align: 'center',
      valign: 'middle',
    });
    const lines = roadmapLines(report, item);
    const line = { fontSize: 12, color: COLOURS.ink, breakLine: true };
    slide.addText(
      [
        { text: lines.title, options: { bold: true, fontSize: 16, color: COLOURS.ink, breakLine: true } },
        { text: lines.details, options: { ...line, color: COLOURS.muted } },
        { text: lines.rationale, options: line },
        ...(lines.statement ? [{ text: lines.statement, options: line }] : []),
        { text: lines.firstStep, options: { fontSize: 12, color: COLOURS.ink } },
      ],
      { x: AREA.left + 0.7, y, w: AREA.width - 0.7, h: step - 0.15, fontFace: FONT, valign: 'top', margin: 0, fit: 'shrink' },
    );
  });
}

function privacy(deck: Deck, report: Report): void {
  paragraphs(
    deck.slide(titleOf(report, 'privacy')),
    report.privacy.map((text) => ({ text, size: 18 })),
    { y: AREA.top, h: 3 },
  );
}

export const deckSections: Record<ReportSectionId, (deck: Deck, report: Report) => void> = {
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
