import { canvasOf, numberPages, PDF_MARGIN, reserveContents, sectionHeading, type PdfCanvas } from './pdf-layout.ts';
import { pdfSections } from './pdf-sections.ts';
import { msg } from '@lingui/core/macro';
import { longDate, REPORT_COLOURS as COLOURS, reportSections, reportText, type Report } from './report.ts';

function titleBlock(pdf: PdfCanvas, report: Report): void {
  const { doc, left } = pdf;
  const { i18n, organisationName, assessmentTitle } = report;
  const exported = longDate(report, report.exportDate);
  doc.fillColor(COLOURS.brand).font('Helvetica-Bold').fontSize(11).text('CultureLens', left);
  doc
    .fillColor(COLOURS.ink)
    .fontSize(22)
    .text(i18n._(msg`Assessment report`), left);
  doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor(COLOURS.muted);
  doc.text(i18n._(msg`Organisation: ${organisationName}`));
  doc.text(i18n._(msg`Assessment: ${assessmentTitle}`));
  doc.text(reportText.resultsAsOf(report));
  doc.text(i18n._(msg`Exported: ${exported}`));
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

  const pdf = canvasOf(doc, report.i18n);
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
