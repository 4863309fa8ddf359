import type { I18n } from '@lingui/core';
import type { FontStyle, PdfFonts } from './pdf-fonts.ts';

/** A pdfkit document with the measures of its A4 text area, its language's fonts and the style last set (pdf-text.ts). */
export type PdfCanvas = {
  doc: PDFKit.PDFDocument;
  i18n: I18n;
  fonts: PdfFonts;
  style: FontStyle;
  left: number;
  width: number;
  bottom: number;
};
