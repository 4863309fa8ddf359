import { visualPieces } from './pdf-bidi.ts';
import { ARABIC_LINE, type FontStyle } from './pdf-fonts.ts';
import type { PdfCanvas } from './pdf-canvas.ts';

/*
 * Text on the PDF report's pages. Left to right, pdfkit writes and wraps it. Right to left
 * (Arabic), the page is mirrored: a box at `x` from the left margin lands at `x` from the right
 * one, text aligns right, and each line is wrapped here and drawn piece by piece in the Arabic
 * or the Latin font (pdf-bidi.ts).
 */

export type TextOptions = { width?: number; align?: 'left' | 'center' | 'right'; lineBreak?: boolean; ellipsis?: boolean; goTo?: string };

/** Sets the font of a style (and remembers the style for right-to-left pieces); answers the document for chaining. */
export function font(pdf: PdfCanvas, style: FontStyle): PDFKit.PDFDocument {
  pdf.style = style;
  return pdf.doc.font(pdf.fonts.name(style));
}

/** Where a box `width` wide at `x` lies on the page: mirrored right to left. */
export function mirrorX(pdf: PdfCanvas, x: number, width: number): number {
  return pdf.fonts.rtl ? pdf.doc.page.width - x - width : x;
}

/** The font size, known from the Arabic font's line (pdfkit keeps the size to itself). */
const sizeOf = (pdf: PdfCanvas) => pdf.doc.currentLineHeight() / ARABIC_LINE.fontHeight;
const lineHeightOf = (pdf: PdfCanvas) => sizeOf(pdf) * ARABIC_LINE.height;

function widthOf(pdf: PdfCanvas, text: string): number {
  let width = 0;
  for (const piece of visualPieces(text)) width += pdf.doc.font(pdf.fonts.name(pdf.style, piece.latin)).widthOfString(piece.text);
  pdf.doc.font(pdf.fonts.name(pdf.style));
  return width;
}

/** Greedy wrapping by words, each measured once (a line's width is its words' and spaces' widths). */
function wrap(pdf: PdfCanvas, text: string, width: number): string[] {
  const lines: string[] = [];
  const space = widthOf(pdf, ' ');
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = widthOf(pdf, word);
      if (line !== '' && used + space + wordWidth > width) {
        lines.push(line);
        line = word;
        used = wordWidth;
      } else {
        used = line === '' ? wordWidth : used + space + wordWidth;
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A line cut to `width`, ending in "…" where it was cut. */
function fit(pdf: PdfCanvas, text: string, width: number, ellipsis: boolean): string {
  if (!ellipsis || widthOf(pdf, text) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && widthOf(pdf, `${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

function drawLine(pdf: PdfCanvas, line: string, box: { left: number; width: number }, y: number, options: TextOptions): void {
  const { doc, fonts, style } = pdf;
  const pieces = visualPieces(line).map((piece) => ({
    ...piece,
    width: doc.font(fonts.name(style, piece.latin)).widthOfString(piece.text),
  }));
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  // Right to left, "left" (the default) means the reading start: the right edge.
  const align = options.align ?? 'left';
  // pdfkit puts the baseline the font's ascent below y.
  const top = y - (ARABIC_LINE.ascender - ARABIC_LINE.baseline) * sizeOf(pdf);
  let x = align === 'center' ? box.left + (box.width - total) / 2 : align === 'right' ? box.left : box.left + box.width - total;
  for (const piece of pieces) {
    if (piece.text.trim() !== '') {
      // Features (none beyond the script's own) make pdfkit lay Arabic with spaces out whole: by
      // default it lays out word by word and joins the words left to right, reversing their order.
      // Measuring needs none: the words' widths add up the same, and pdfkit caches them.
      const features = !piece.latin && piece.text.includes(' ') ? { features: [] } : {};
      doc
        .font(fonts.name(style, piece.latin))
        .text(piece.text, x, top, { lineBreak: false, ...features, ...(options.goTo ? { goTo: options.goTo } : {}) });
    }
    x += piece.width;
  }
  doc.font(fonts.name(style));
}

/** Writes text in a box at (x, y), `width` wide by default to the right margin; afterwards doc.y is below it. */
export function write(pdf: PdfCanvas, text: string, x: number, y: number | undefined, options: TextOptions = {}): void {
  const { doc } = pdf;
  if (!pdf.fonts.rtl) {
    doc.text(text, x, y, options);
    return;
  }
  const top = y ?? doc.y;
  const width = options.width ?? pdf.left + pdf.width - x;
  const lines = options.lineBreak === false ? [fit(pdf, text, width, options.ellipsis ?? false)] : wrap(pdf, text, width);
  const lineHeight = lineHeightOf(pdf);
  const box = { left: mirrorX(pdf, x, width), width };
  lines.forEach((line, index) => drawLine(pdf, line, box, top + index * lineHeight, options));
  doc.x = x;
  doc.y = top + lines.length * lineHeight;
}

/** The height `write` takes for the text in the current font. */
export function heightOf(pdf: PdfCanvas, text: string, width: number): number {
  if (!pdf.fonts.rtl) return pdf.doc.heightOfString(text, { width });
  return wrap(pdf, text, width).length * lineHeightOf(pdf);
}

/** The width of one line of text in the current font. */
export function lineWidth(pdf: PdfCanvas, text: string): number {
  return pdf.fonts.rtl ? widthOf(pdf, text) : pdf.doc.widthOfString(text);
}
