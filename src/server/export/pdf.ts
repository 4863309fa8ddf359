import { canvasOf, numberPages, PDF_MARGIN, reserveContents, sectionHeading, type PdfCanvas } from './pdf-layout.ts';
import { pdfFontsFor } from './pdf-fonts.ts';
import { pdfSections } from './pdf-sections.ts';
import { font, write } from './pdf-text.ts';
import { msg } from '@lingui/core/macro';
import { longDate, REPORT_COLOURS as COLOURS, reportSections, type Report } from './report.ts';
import { reportText } from './report-text.ts';

function titleBlock(pdf: PdfCanvas, report: Report): void {
  const { doc, left } = pdf;
  const { i18n, organisationName, assessmentTitle } = report;
  const exported = longDate(report, report.exportDate);
  font(pdf, 'bold').fillColor(COLOURS.brand).fontSize(11);
  write(pdf, 'CultureLens', left, undefined);
  doc.fillColor(COLOURS.ink).fontSize(22);
  write(pdf, i18n._(msg`Assessment report`), left, undefined);
  doc.moveDown(0.3);
  font(pdf, 'regular').fontSize(12).fillColor(COLOURS.muted);
  for (const line of [
    i18n._(msg`Organisation: ${organisationName}`),
    i18n._(msg`Assessment: ${assessmentTitle}`),
    reportText.resultsAsOf(report),
    i18n._(msg`Exported: ${exported}`),
  ])
    write(pdf, line, left, undefined);
}

/**
 * An A4 report of one assessment's shown results as a PDF buffer: a title and contents on the
 * first page, then every section the report has (reportSections), with "Page N of M" at the foot of each page.
 */
export async function exportPdf(report: Report): Promise<Buffer> {
  // Loaded on the first export, not at start-up: pdfkit and its font tables are about 20 MB
  // of memory that a server which never exports a PDF should not hold.
  const { default: PDFDocument } = await import('pdfkit');
  // Pages stay buffered so that the contents and page numbers can be written once all exist.
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: `CultureLens report: ${report.assessmentTitle}`, Author: 'CultureLens', Subject: report.organisationName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pdf = canvasOf(doc, report.i18n, pdfFontsFor(doc, report.locale));
  titleBlock(pdf, report);
  const sections = reportSections(report);
  const writeContents = reserveContents(pdf, sections);
  const pages = new Map<string, number>();
  for (const section of sections) {
    pages.set(section.id, sectionHeading(pdf, section));
    pdfSections[section.id](pdf, report);
  }
  writeContents(pages);
  numberPages(pdf, `CultureLens · ${report.organisationName}`);
  doc.end();
  return finished;
}
