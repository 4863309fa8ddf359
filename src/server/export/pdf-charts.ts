import { msg } from '@lingui/core/macro';
import { MAX_SCORE } from '#domain/scoring.ts';
import { ensureSpace, type PdfCanvas } from './pdf-layout.ts';
import { font, heightOf, mirrorX, write } from './pdf-text.ts';
import { HIDDEN_TEXT, reportText } from './report-text.ts';
import { FAVOURABILITY_PARTS } from './favourability-parts.ts';
import { REPORT_COLOURS as COLOURS, type Report, type ReportDomain, type ReportScore, type ReportTeam } from './report.ts';

/*
 * Charts drawn with pdfkit's own vector paths (rectangles and lines), so they stay sharp at any
 * zoom and the file stays small. Every bar carries its figure in text beside it, so a chart reads
 * without colour and a screen reader or text extraction finds the numbers.
 */

const LABEL_WIDTH = 160;
const VALUE_WIDTH = 150;

function barGeometry(pdf: PdfCanvas) {
  const left = pdf.left + LABEL_WIDTH + 10;
  return { left, width: pdf.width - LABEL_WIDTH - 10 - VALUE_WIDTH - 8 };
}

function hiddenBar(pdf: PdfCanvas, x: number, y: number, width: number, text: string): void {
  const { doc } = pdf;
  doc
    .rect(mirrorX(pdf, x, width), y, width, 14)
    .dash(3, { space: 3 })
    .strokeColor(COLOURS.muted)
    .lineWidth(1)
    .stroke()
    .undash();
  font(pdf, 'oblique').fontSize(10).fillColor(COLOURS.muted);
  write(pdf, text, x + 6, y + 2, { width: width - 12, lineBreak: false });
}

/** A mean as a bar out of 5 in its band's colour with its figure beside it, or a dashed hidden bar saying why (`value`). */
function barRow(pdf: PdfCanvas, label: string, score: ReportScore | null, value: string): void {
  const { doc } = pdf;
  ensureSpace(pdf, 28);
  const y = doc.y;
  const bar = barGeometry(pdf);
  font(pdf, 'bold').fontSize(10).fillColor(COLOURS.ink);
  write(pdf, label, pdf.left, y + 2, { width: LABEL_WIDTH });
  if (score) {
    const filled = (bar.width * score.mean) / MAX_SCORE;
    doc.rect(mirrorX(pdf, bar.left, bar.width), y, bar.width, 14).fill(COLOURS.track);
    doc.rect(mirrorX(pdf, bar.left, filled), y, filled, 14).fill(score.colour);
    font(pdf, 'regular').fontSize(10).fillColor(COLOURS.ink);
    write(pdf, value, bar.left + bar.width + 8, y + 2, { width: VALUE_WIDTH });
  } else {
    hiddenBar(pdf, bar.left, y, bar.width, value);
  }
  doc.y = y + 28;
}

/** One domain's mean with "3.67 · Fair · n=6" beside it. */
export function scoreBarRow(pdf: PdfCanvas, report: Report, domain: ReportDomain): void {
  barRow(
    pdf,
    domain.label,
    domain.shown,
    domain.shown ? `${reportText.score(domain.shown)} · n=${domain.shown.respondents}` : reportText.hiddenDomain(report),
  );
}

/** A domain's answers as one bar split into agree, neutral and disagree, each share written in it and below. */
export function favourabilityRow(pdf: PdfCanvas, report: Report, domain: ReportDomain): void {
  const { doc } = pdf;
  ensureSpace(pdf, 34);
  const y = doc.y;
  const bar = barGeometry(pdf);
  font(pdf, 'bold').fontSize(10).fillColor(COLOURS.ink);
  write(pdf, domain.label, pdf.left, y + 2, { width: LABEL_WIDTH });
  const shares = domain.shown?.favourability;
  if (!domain.shown) hiddenBar(pdf, bar.left, y, bar.width, reportText.hiddenDomain(report));
  else if (!shares) {
    font(pdf, 'oblique').fontSize(10).fillColor(COLOURS.muted);
    write(pdf, reportText.favourable(pdf, domain.shown), bar.left, y + 2, { width: bar.width + VALUE_WIDTH });
  } else {
    let x = bar.left;
    for (const part of FAVOURABILITY_PARTS) {
      const partWidth = (bar.width * shares[part.key]) / 100;
      if (partWidth > 0) doc.rect(mirrorX(pdf, x, partWidth), y, partWidth, 14).fill(part.colour);
      // Inside the bar only where the figure fits; the line below names every share anyway.
      if (partWidth >= 26) {
        font(pdf, 'bold').fontSize(8).fillColor('#ffffff');
        write(pdf, `${shares[part.key]}%`, x, y + 3.5, { width: partWidth, align: 'center', lineBreak: false });
      }
      x += partWidth;
    }
    font(pdf, 'regular').fontSize(10).fillColor(COLOURS.ink);
    write(pdf, reportText.favourable(pdf, { ...domain.shown, preferNotToSay: 0 }), bar.left + bar.width + 8, y + 2, { width: VALUE_WIDTH });
    font(pdf, 'regular').fontSize(8).fillColor(COLOURS.muted);
    write(pdf, reportText.split(pdf, shares, domain.shown.preferNotToSay), bar.left, y + 17, { width: bar.width + VALUE_WIDTH });
  }
  doc.y = y + 34;
}

function heatMapHeader(pdf: PdfCanvas, labels: string[], nameWidth: number, cellWidth: number): void {
  const { doc } = pdf;
  const y = doc.y;
  font(pdf, 'bold').fontSize(8).fillColor(COLOURS.ink);
  const height = Math.max(...labels.map((label) => heightOf(pdf, label, cellWidth - 6)), 10);
  write(pdf, pdf.i18n._(msg`Team`), pdf.left, y, { width: nameWidth });
  labels.forEach((label, index) =>
    write(pdf, label, pdf.left + nameWidth + index * cellWidth + 3, y, { width: cellWidth - 6, align: 'center' }),
  );
  doc.y = y + height + 6;
}

function heatMapCell(pdf: PdfCanvas, cell: ReportScore | null, x: number, y: number, width: number): void {
  const { doc } = pdf;
  doc.rect(mirrorX(pdf, x + 1, width - 2), y, width - 2, 22).fill(cell ? cell.colour : COLOURS.hidden);
  const text = cell ? reportText.score(cell) : HIDDEN_TEXT(pdf);
  font(pdf, cell ? 'bold' : 'oblique')
    .fontSize(8)
    .fillColor(cell ? '#ffffff' : COLOURS.muted);
  write(pdf, text, x + 2, y + 7, { width: width - 4, align: 'center', lineBreak: false });
}

/** A text figure in a heat map (a team's eNPS), or the hidden cell where it is null. */
function heatMapFigure(pdf: PdfCanvas, text: string | null | undefined, x: number, y: number, width: number): void {
  if (text === undefined) return;
  if (text === null) return heatMapCell(pdf, null, x, y, width);
  font(pdf, 'bold').fontSize(9).fillColor(COLOURS.ink);
  write(pdf, text, x + 2, y + 7, { width: width - 4, align: 'center', lineBreak: false });
}

/**
 * Teams by domains, each cell a shown mean in its band's colour or "Hidden"; the header repeats on
 * a new page. `figures` are columns after the domains (the team heat map's eNPS), from each row's `netPromoter`.
 */
export function heatMapTable(pdf: PdfCanvas, labels: string[], teams: ReportTeam[], figures: string[] = []): void {
  const { doc } = pdf;
  const nameWidth = 140;
  const headers = [...labels, ...figures];
  const cellWidth = (pdf.width - nameWidth) / Math.max(headers.length, 1);
  ensureSpace(pdf, 70);
  heatMapHeader(pdf, headers, nameWidth, cellWidth);
  for (const team of teams) {
    if (ensureSpace(pdf, 26)) heatMapHeader(pdf, headers, nameWidth, cellWidth);
    const y = doc.y;
    font(pdf, 'bold').fontSize(9).fillColor(COLOURS.ink);
    write(pdf, team.name, pdf.left, y + 2, { width: nameWidth - 6, lineBreak: false, ellipsis: true });
    font(pdf, 'regular').fontSize(8).fillColor(COLOURS.muted);
    write(pdf, reportText.teamDetail(pdf, team), pdf.left, y + 13, { width: nameWidth - 6, lineBreak: false });
    team.cells.forEach((cell, index) => heatMapCell(pdf, cell, pdf.left + nameWidth + index * cellWidth, y, cellWidth));
    figures.forEach((_, index) =>
      heatMapFigure(pdf, team.netPromoter?.[index], pdf.left + nameWidth + (labels.length + index) * cellWidth, y, cellWidth),
    );
    doc.y = y + 26;
  }
}

/** Two bars: the previous wave's overall score and this one's, each with its figure and band. */
export function trendBars(pdf: PdfCanvas, rows: { label: string; score: ReportScore }[]): void {
  for (const row of rows) barRow(pdf, row.label, row.score, reportText.score(row.score));
}
