import { exportMessages } from '#domain/messages/export.ts';
import { ensureSpace, paragraph, type PdfCanvas } from './pdf-layout.ts';
import { font, heightOf, mirrorX, write } from './pdf-text.ts';
import { REPORT_COLOURS as COLOURS, type Report } from './report.ts';
import { reportText } from './report-text.ts';
import { choiceOptionText, netPromoterText, themesText, type ReportChoice } from './report-kinds.ts';

/*
 * The PDF report's choices and comments sections (decision 0036). Comments wrap to the page's
 * width and run on over pages; past PDF_COMMENTS_PER_QUESTION the report says how many more
 * the CSV holds, so a large organisation's report stays readable.
 */

export const PDF_COMMENTS_PER_QUESTION = 100;

const LABEL_WIDTH = 180;
const VALUE_WIDTH = 90;

function questionHeading(pdf: PdfCanvas, text: string): void {
  pdf.doc.moveDown(0.4);
  ensureSpace(pdf, 60);
  paragraph(pdf, text, { size: 12, font: 'bold' });
  pdf.doc.moveDown(0.2);
}

/** An option's share as a bar, with its count and share written beside it. */
function optionRow(pdf: PdfCanvas, label: string, share: number, value: string): void {
  const { doc, left, width } = pdf;
  font(pdf, 'regular').fontSize(10);
  const labelHeight = heightOf(pdf, label, LABEL_WIDTH);
  ensureSpace(pdf, Math.max(labelHeight, 12) + 8);
  const y = doc.y;
  const bar = { left: left + LABEL_WIDTH + 10, width: width - LABEL_WIDTH - VALUE_WIDTH - 20 };
  doc.fillColor(COLOURS.ink);
  write(pdf, label, left, y, { width: LABEL_WIDTH });
  const filled = (bar.width * share) / 100;
  doc.rect(mirrorX(pdf, bar.left, bar.width), y + 1, bar.width, 10).fill(COLOURS.track);
  if (share > 0) doc.rect(mirrorX(pdf, bar.left, filled), y + 1, filled, 10).fill(COLOURS.brand);
  doc.fillColor(COLOURS.ink);
  write(pdf, value, bar.left + bar.width + 10, y, { width: VALUE_WIDTH });
  doc.y = y + Math.max(labelHeight, 12) + 8;
}

function choice(pdf: PdfCanvas, report: Report, question: ReportChoice): void {
  questionHeading(pdf, question.questionText);
  if (!question.shown) return paragraph(pdf, reportText.hiddenChoice(report), { colour: COLOURS.muted });
  if (question.shown.netPromoter) paragraph(pdf, netPromoterText(report.i18n, question.shown.netPromoter), { font: 'bold' });
  for (const option of question.shown.options) optionRow(pdf, option.label, option.share, choiceOptionText(option));
  const { responses, preferNotToSay } = question.shown;
  const answers =
    preferNotToSay > 0 ? exportMessages.choiceAnswersAndPreferNot(responses, preferNotToSay) : exportMessages.choiceAnswers(responses);
  paragraph(pdf, report.i18n._(answers), { size: 9, colour: COLOURS.muted });
}

export function choices(pdf: PdfCanvas, report: Report): void {
  for (const question of report.choices) choice(pdf, report, question);
  pdf.doc.moveDown(0.4);
  paragraph(pdf, reportText.choicesFootnote(report), { size: 9, colour: COLOURS.muted });
}

export function comments(pdf: PdfCanvas, report: Report): void {
  for (const question of report.comments) {
    questionHeading(pdf, question.questionText);
    if (question.comments.length === 0) {
      paragraph(pdf, report.i18n._(exportMessages.noComments), { colour: COLOURS.muted });
      continue;
    }
    const themes = themesText(report.i18n, question.themes);
    if (themes) paragraph(pdf, themes, { colour: COLOURS.muted });
    for (const text of question.comments.slice(0, PDF_COMMENTS_PER_QUESTION)) {
      pdf.doc.moveDown(0.3);
      paragraph(pdf, `• ${text}`);
    }
    const more = question.comments.length - PDF_COMMENTS_PER_QUESTION;
    if (more > 0) paragraph(pdf, report.i18n._(exportMessages.moreComments(more)), { colour: COLOURS.muted, font: 'oblique' });
  }
}

/** Each action plan: its title, what it acts on, owner, due date and status, and its latest progress. */
export function actions(pdf: PdfCanvas, report: Report): void {
  for (const action of report.actions) {
    ensureSpace(pdf, 70);
    paragraph(pdf, action.title, { size: 11, font: 'bold' });
    paragraph(pdf, action.source, { colour: COLOURS.muted });
    paragraph(pdf, action.facts);
    if (action.latest) paragraph(pdf, action.latest);
    pdf.doc.moveDown(0.6);
  }
}
