import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type PptxGenJS from 'pptxgenjs';
import { MAX_SCORE } from '#domain/scoring.ts';
import { FAVOURABILITY_PARTS } from './favourability-parts.ts';
import { REPORT_COLOURS, type ReportDomain, type ReportScore } from './report.ts';
import { reportText } from './report-text.ts';

/*
 * Drawn shapes rather than native PowerPoint charts: each bar is a rectangle with its figure as
 * plain text beside it, so PowerPoint, Keynote and LibreOffice show the same picture, the figures
 * read without colour, and nothing is hidden in a chart's embedded spreadsheet.
 */

/** pptxgenjs writes colours as six hex digits without the '#'. */
export const hex = (colour: string) => colour.replace('#', '').toUpperCase();
export const COLOURS = Object.fromEntries(Object.entries(REPORT_COLOURS).map(([name, colour]) => [name, hex(colour)])) as Record<
  keyof typeof REPORT_COLOURS,
  string
>;
export const FONT = 'Arial';

/** The slide's area, in inches (16:9, 13.33 × 7.5). */
export const AREA = { left: 0.6, width: 12.13, top: 1.45, bottom: 6.7 };

export type Deck = { pptx: PptxGenJS; i18n: I18n; slide: (title: string) => PptxGenJS.Slide };

/** A continued slide's title: "Team heat map (2 of 3)". */
export const continuedTitle = (i18n: I18n, title: string, page: number, pages: number) => {
  const number = page + 1;
  return pages > 1 ? i18n._(msg`${title} (${number} of ${pages})`) : title;
};

export const preferNotToSayText = (deck: Deck, count: number) => deck.i18n._(msg`Prefer not to say: ${count}`);

const LABEL_WIDTH = 3.3;
const VALUE_WIDTH = 2.9;
const BAR = { left: AREA.left + LABEL_WIDTH + 0.15, width: AREA.width - LABEL_WIDTH - VALUE_WIDTH - 0.3 };
const BAR_HEIGHT = 0.36;

/** A row's height for `count` rows in the chart area, at most an inch. */
export const rowHeight = (count: number, reserve = 0.6) => Math.min(1, (AREA.bottom - AREA.top - reserve) / Math.max(count, 1));

function rowLabel(slide: PptxGenJS.Slide, label: string, y: number): void {
  slide.addText(label, {
    x: AREA.left,
    y,
    w: LABEL_WIDTH,
    h: BAR_HEIGHT,
    fontFace: FONT,
    fontSize: 14,
    bold: true,
    color: COLOURS.ink,
    valign: 'middle',
    margin: 0,
  });
}

function hiddenBar(deck: Deck, slide: PptxGenJS.Slide, y: number, text: string): void {
  slide.addText(text, {
    shape: deck.pptx.ShapeType.rect,
    x: BAR.left,
    y,
    w: BAR.width,
    h: BAR_HEIGHT,
    line: { color: COLOURS.muted, width: 1, dashType: 'dash' },
    fontFace: FONT,
    fontSize: 12,
    italic: true,
    color: COLOURS.muted,
    valign: 'middle',
  });
}

/** A mean as a bar out of 5 in its band's colour with its figure beside it, or a dashed hidden bar saying why (`value`). */
export function scoreBar(
  deck: Deck,
  slide: PptxGenJS.Slide,
  row: { label: string; score: ReportScore | null; value: string; y: number },
): void {
  rowLabel(slide, row.label, row.y);
  if (!row.score) return hiddenBar(deck, slide, row.y, row.value);
  slide.addShape(deck.pptx.ShapeType.rect, {
    x: BAR.left,
    y: row.y,
    w: BAR.width,
    h: BAR_HEIGHT,
    fill: { color: COLOURS.track },
    line: { color: COLOURS.track },
  });
  const filled = (BAR.width * row.score.mean) / MAX_SCORE;
  slide.addShape(deck.pptx.ShapeType.rect, {
    x: BAR.left,
    y: row.y,
    w: filled,
    h: BAR_HEIGHT,
    fill: { color: hex(row.score.colour) },
    line: { color: hex(row.score.colour) },
  });
  slide.addText(row.value, {
    x: BAR.left + BAR.width + 0.15,
    y: row.y,
    w: VALUE_WIDTH,
    h: BAR_HEIGHT,
    fontFace: FONT,
    fontSize: 14,
    color: COLOURS.ink,
    valign: 'middle',
    margin: 0,
  });
}

/** A domain's answers as one bar split into agree, neutral and disagree, every share written in words below. */
export function favourabilityBar(deck: Deck, slide: PptxGenJS.Slide, domain: ReportDomain, y: number, hiddenText: string): void {
  rowLabel(slide, domain.label, y);
  if (!domain.shown) return hiddenBar(deck, slide, y, hiddenText);
  const shares = domain.shown.favourability;
  const textOptions = { fontFace: FONT, margin: 0, valign: 'middle' as const };
  if (!shares) {
    slide.addText(reportText.favourable(deck, domain.shown), {
      ...textOptions,
      x: BAR.left,
      y,
      w: BAR.width,
      h: BAR_HEIGHT,
      fontSize: 12,
      italic: true,
      color: COLOURS.muted,
    });
    return;
  }
  let x = BAR.left;
  for (const part of FAVOURABILITY_PARTS) {
    const width = (BAR.width * shares[part.key]) / 100;
    // A figure inside the bar only where it fits; the line below names every share anyway.
    const inside = width >= 0.55 ? `${shares[part.key]}%` : '';
    if (width > 0)
      slide.addText(inside, {
        ...textOptions,
        shape: deck.pptx.ShapeType.rect,
        x,
        y,
        w: width,
        h: BAR_HEIGHT,
        fill: { color: hex(part.colour) },
        line: { color: hex(part.colour) },
        fontSize: 12,
        bold: true,
        color: 'FFFFFF',
        align: 'center',
      });
    x += width;
  }
  slide.addText(reportText.favourable(deck, { ...domain.shown, preferNotToSay: 0 }), {
    ...textOptions,
    x: BAR.left + BAR.width + 0.15,
    y,
    w: VALUE_WIDTH,
    h: BAR_HEIGHT,
    fontSize: 14,
    color: COLOURS.ink,
  });
  slide.addText(reportText.split(deck, shares, domain.shown.preferNotToSay), {
    ...textOptions,
    x: BAR.left,
    y: y + BAR_HEIGHT + 0.04,
    w: BAR.width + VALUE_WIDTH,
    h: 0.28,
    fontSize: 11,
    color: COLOURS.muted,
  });
}

/** A muted line of explanation at the foot of the chart area. */
export function footnote(slide: PptxGenJS.Slide, text: string): void {
  slide.addText(text, {
    x: AREA.left,
    y: AREA.bottom - 0.45,
    w: AREA.width,
    h: 0.45,
    fontFace: FONT,
    fontSize: 11,
    color: COLOURS.muted,
    valign: 'bottom',
    margin: 0,
  });
}

/** Paragraphs in one text box, as the roadmap and privacy slides set them. */
export function paragraphs(
  slide: PptxGenJS.Slide,
  runs: { text: string; bold?: boolean; colour?: string; size?: number }[],
  box: { y: number; h: number },
): void {
  slide.addText(
    runs.map((run) => ({
      text: run.text,
      options: { bold: run.bold ?? false, color: run.colour ?? COLOURS.ink, fontSize: run.size ?? 14, breakLine: true, paraSpaceAfter: 6 },
    })),
    { x: AREA.left, y: box.y, w: AREA.width, h: box.h, fontFace: FONT, valign: 'top', margin: 0, fit: 'shrink' },
  );
}
