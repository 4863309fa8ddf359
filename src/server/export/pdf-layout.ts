import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FontStyle, PdfFonts } from './pdf-fonts.ts';
import type { PdfCanvas } from './pdf-canvas.ts';
import { font, heightOf, lineWidth, mirrorX, write } from './pdf-text.ts';
import { REPORT_COLOURS as COLOURS } from './report.ts';

export type { PdfCanvas } from './pdf-canvas.ts';

export const PDF_MARGIN = 56;

export function canvasOf(doc: PDFKit.PDFDocument, i18n: I18n, fonts: PdfFonts): PdfCanvas {
  return {
    doc,
    i18n,
    fonts,
    style: 'regular',
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    bottom: doc.page.height - doc.page.margins.bottom,
  };
}

/** Starts a new page unless `height` points still fit, so a chart row or table row is never cut in two. */
export function ensureSpace(pdf: PdfCanvas, height: number): boolean {
  if (pdf.doc.y + height <= pdf.bottom) return false;
  pdf.doc.addPage();
  return true;
}

/** The current page's index (from 0): every page stays buffered until the numbers are written. */
export function currentPageIndex(pdf: PdfCanvas): number {
  const range = pdf.doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/**
 * A section's heading, on a new page when less than `keepWith` points are left for what follows.
 * Answers the page it landed on, for the contents; it is also a bookmark and a link target.
 */
export function sectionHeading(pdf: PdfCanvas, section: { id: string; title: string }, keepWith = 140): number {
  const { doc, left, width } = pdf;
  if (!ensureSpace(pdf, 40 + keepWith)) doc.moveDown(1.2);
  doc.addNamedDestination(section.id);
  doc.outline.addItem(section.title);
  font(pdf, 'bold').fillColor(COLOURS.ink).fontSize(14);
  write(pdf, section.title, left, undefined);
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + width, doc.y + 3)
    .strokeColor(COLOURS.rule)
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.6);
  return currentPageIndex(pdf);
}

export function paragraph(pdf: PdfCanvas, text: string, options: { size?: number; colour?: string; font?: FontStyle } = {}): void {
  const { doc, left, width } = pdf;
  font(pdf, options.font ?? 'regular').fontSize(options.size ?? 10);
  ensureSpace(pdf, heightOf(pdf, text, width));
  doc.fillColor(options.colour ?? COLOURS.ink);
  write(pdf, text, left, doc.y, { width });
}

/** A label and its value on one line, as the summary lists them. */
export function labelledValue(pdf: PdfCanvas, label: string, value: string): void {
  const { doc, left, width } = pdf;
  ensureSpace(pdf, 18);
  const y = doc.y;
  font(pdf, 'bold').fontSize(11).fillColor(COLOURS.ink);
  write(pdf, label, left, y, { width: 140 });
  const labelBottom = doc.y;
  font(pdf, 'regular');
  write(pdf, value, left + 150, y, { width: width - 150 });
  doc.y = Math.max(doc.y, labelBottom);
  doc.moveDown(0.3);
}

/**
 * Reserves room on the first page for the contents, whose page numbers are known only once
 * every section is laid out, and answers a function that writes them there (with links).
 */
export function reserveContents(pdf: PdfCanvas, sections: readonly { id: string; title: string }[]): (pages: Map<string, number>) => void {
  const { doc, left, width } = pdf;
  doc.moveDown(1.2).fillColor(COLOURS.ink);
  font(pdf, 'bold').fontSize(14);
  write(pdf, pdf.i18n._(msg`Contents`), left, undefined);
  doc.moveDown(0.4);
  const top = doc.y;
  const lineHeight = 18;
  doc.y = top + lineHeight * sections.length;
  return (pages) => {
    doc.switchToPage(0);
    sections.forEach((section, index) => {
      const y = top + index * lineHeight;
      const title = `${index + 1}. ${section.title}`;
      const pageNumber = String((pages.get(section.id) ?? 0) + 1);
      font(pdf, 'regular').fontSize(11).fillColor(COLOURS.ink);
      write(pdf, title, left, y, { width: width - 40, goTo: section.id, lineBreak: false });
      write(pdf, pageNumber, left + width - 40, y, { width: 40, align: 'right', goTo: section.id, lineBreak: false });
      // A dotted leader from the title to its page number.
      const leaderStart = left + lineWidth(pdf, title) + 6;
      const leaderEnd = left + width - 30;
      doc
        .moveTo(mirrorX(pdf, leaderStart, 0), y + 9)
        .lineTo(mirrorX(pdf, leaderEnd, 0), y + 9)
        .dash(1, { space: 3 })
        .strokeColor(COLOURS.rule)
        .lineWidth(1)
        .stroke()
        .undash();
    });
  };
}

/** "Page N of M" and the organisation at the foot of every page, written once all pages exist. */
export function numberPages(pdf: PdfCanvas, footer: string): void {
  const { doc, i18n, left, width } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin pdfkit would start a new page for the text: lift the margin while writing.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PDF_MARGIN + 20;
    font(pdf, 'regular').fontSize(9).fillColor(COLOURS.muted);
    write(pdf, footer, left, y, { width: width / 2, lineBreak: false });
    const page = index + 1;
    write(pdf, i18n._(msg`Page ${page} of ${count}`), left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
