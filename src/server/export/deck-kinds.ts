import type PptxGenJS from 'pptxgenjs';
import { exportMessages } from '#domain/messages/export.ts';
import { AREA, COLOURS, continuedTitle, FONT, footnote, paragraphs, preferNotToSayText, type Deck } from './deck-shapes.ts';
import { choiceOptionText, netPromoterText, themesText, type ReportChoice, type ReportCommentQuestion } from './report-kinds.ts';
import { sectionTitle, type Report } from './report.ts';
import { reportText } from './report-text.ts';

/*
 * The presentation's choices and comments slides (decision 0036): a slide per single-choice
 * question with a bar per option, and for each comment question its themes and up to
 * COMMENTS_PER_SLIDE comments a slide over at most COMMENT_SLIDES_PER_QUESTION slides; a comment
 * longer than SLIDE_COMMENT_LENGTH is cut with an ellipsis, and the last slide says how many
 * more comments the CSV holds.
 */

export const COMMENTS_PER_SLIDE = 5;
export const COMMENT_SLIDES_PER_QUESTION = 3;
export const SLIDE_COMMENT_LENGTH = 280;

const LABEL_WIDTH = 3.6;
const VALUE_WIDTH = 1.8;

function optionBars(deck: Deck, slide: PptxGenJS.Slide, question: NonNullable<ReportChoice['shown']>, top: number): void {
  const rows = question.options.length + (question.preferNotToSay > 0 ? 1 : 0);
  const step = Math.min(0.6, (AREA.bottom - 0.5 - top) / Math.max(rows, 1));
  const bar = { left: AREA.left + LABEL_WIDTH + 0.15, width: AREA.width - LABEL_WIDTH - VALUE_WIDTH - 0.3 };
  const text = { fontFace: FONT, fontSize: 14, color: COLOURS.ink, valign: 'middle' as const, margin: 0, h: step * 0.8 };
  question.options.forEach((option, index) => {
    const y = top + index * step;
    slide.addText(option.label, { ...text, x: AREA.left, y, w: LABEL_WIDTH, fit: 'shrink' });
    slide.addShape(deck.pptx.ShapeType.rect, {
      x: bar.left,
      y: y + step * 0.2,
      w: bar.width,
      h: step * 0.4,
      fill: { color: COLOURS.track },
      line: { color: COLOURS.track },
    });
    if (option.share > 0)
      slide.addShape(deck.pptx.ShapeType.rect, {
        x: bar.left,
        y: y + step * 0.2,
        w: (bar.width * option.share) / 100,
        h: step * 0.4,
        fill: { color: COLOURS.brand },
        line: { color: COLOURS.brand },
      });
    slide.addText(choiceOptionText(option), { ...text, x: bar.left + bar.width + 0.15, y, w: VALUE_WIDTH });
  });
  if (question.preferNotToSay > 0)
    slide.addText(preferNotToSayText(deck, question.preferNotToSay), {
      ...text,
      x: AREA.left,
      y: top + question.options.length * step,
      w: AREA.width,
      color: COLOURS.muted,
    });
}

export function choices(deck: Deck, report: Report): void {
  report.choices.forEach((question, index) => {
    const slide = deck.slide(continuedTitle(report.i18n, sectionTitle(report, 'choices'), index, report.choices.length));
    const score = question.shown?.netPromoter;
    paragraphs(
      slide,
      [{ text: question.questionText, bold: true, size: 18 }, ...(score ? [{ text: netPromoterText(report.i18n, score), size: 14 }] : [])],
      { y: AREA.top, h: 0.8 },
    );
    if (question.shown) optionBars(deck, slide, question.shown, AREA.top + 0.9);
    else paragraphs(slide, [{ text: reportText.hiddenChoice(report), colour: COLOURS.muted }], { y: AREA.top + 0.9, h: 0.6 });
    footnote(slide, reportText.choicesFootnote(report));
  });
}

const cut = (text: string) => (text.length > SLIDE_COMMENT_LENGTH ? `${text.slice(0, SLIDE_COMMENT_LENGTH - 1).trimEnd()}…` : text);

/** The slides of one comment question: its question and themes on each, then its comments. */
function commentSlides(deck: Deck, report: Report, question: ReportCommentQuestion): void {
  const shown = question.comments.slice(0, COMMENTS_PER_SLIDE * COMMENT_SLIDES_PER_QUESTION);
  const pages = Math.max(1, Math.ceil(shown.length / COMMENTS_PER_SLIDE));
  const themes = themesText(report.i18n, question.themes);
  for (let page = 0; page < pages; page += 1) {
    const slide = deck.slide(continuedTitle(report.i18n, sectionTitle(report, 'comments'), page, pages));
    const heading = [
      { text: question.questionText, bold: true, size: 18 },
      ...(themes ? [{ text: themes, colour: COLOURS.muted, size: 14 }] : []),
    ];
    paragraphs(slide, heading, { y: AREA.top, h: 1.1 });
    const texts = shown
      .slice(page * COMMENTS_PER_SLIDE, (page + 1) * COMMENTS_PER_SLIDE)
      .map((text) => ({ text: `• ${cut(text)}`, size: 13 }));
    const more = question.comments.length - shown.length;
    if (question.comments.length === 0) texts.push({ text: report.i18n._(exportMessages.noComments), size: 13 });
    if (page === pages - 1 && more > 0) texts.push({ text: report.i18n._(exportMessages.moreComments(more)), size: 13 });
    paragraphs(slide, texts, { y: AREA.top + 1.2, h: AREA.bottom - AREA.top - 1.2 });
  }
}

export function comments(deck: Deck, report: Report): void {
  for (const question of report.comments) commentSlides(deck, report, question);
}

/** Action plans this many to a slide, each with what it acts on, owner, due date, status and latest progress. */
export const ACTIONS_PER_SLIDE = 4;

export function actions(deck: Deck, report: Report): void {
  const pages = Math.ceil(report.actions.length / ACTIONS_PER_SLIDE);
  for (let page = 0; page < pages; page += 1) {
    const slide = deck.slide(continuedTitle(report.i18n, sectionTitle(report, 'actions'), page, pages));
    const runs = report.actions
      .slice(page * ACTIONS_PER_SLIDE, (page + 1) * ACTIONS_PER_SLIDE)
      .flatMap((action) => [
        { text: action.title, bold: true, size: 16 },
        { text: action.source, colour: COLOURS.muted, size: 12 },
        { text: action.facts, size: 12 },
        ...(action.latest ? [{ text: action.latest, size: 12 }] : []),
      ]);
    paragraphs(slide, runs, { y: AREA.top, h: AREA.bottom - AREA.top });
  }
}
