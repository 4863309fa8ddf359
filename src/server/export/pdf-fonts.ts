import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { directionOf, type Locale } from '#domain/locales.ts';

/*
 * The PDF report's fonts, chosen by the report's language (decision 0053, "PDF"). Left-to-right
 * languages keep pdfkit's standard Helvetica, which needs no embedded file. Arabic embeds Noto
 * Sans Arabic (SIL Open Font License 1.1) from @fontsource/noto-sans-arabic: its Arabic file for
 * Arabic letters (pdfkit shapes and joins them through fontkit) and its Latin file, of the same
 * design, for digits, "%", names and punctuation. Only the .woff files load in pdfkit, not .woff2.
 */

export type FontStyle = 'regular' | 'bold' | 'oblique';

export type PdfFonts = {
  rtl: boolean;
  /** The pdfkit font name for a style; in Arabic, `latin` picks the file with Latin digits and letters. */
  name(style: FontStyle, latin?: boolean): string;
};

const STANDARD: Record<FontStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };

// Resolved through the package's exports from this module, so it is found in node_modules both
// from src/server/export/ and from the compiled dist/server/ of a release (a "dependencies" package).
const require = createRequire(import.meta.url);
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-${weight}-normal.woff`);

/**
 * A WOFF file as the plain OpenType font it wraps (its tables inflated with zlib). fontkit reads
 * WOFF itself but inflates a table, in JavaScript, each time it reads it: for Arabic, whose shaping
 * reads the layout tables over and over, that took most of a report's time.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + count * 16);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    header.writeUInt32BE(table.tag, 12 + index * 16);
    header.writeUInt32BE(table.checksum, 16 + index * 16);
    header.writeUInt32BE(offset, 20 + index * 16);
    header.writeUInt32BE(table.data.length, 24 + index * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const loaded = new Map<string, Buffer>();
/** A font file of the package, read and unwrapped once per process. */
function fontData(subset: 'arabic' | 'latin', weight: 400 | 700): Buffer {
  const file = fontFile(subset, weight);
  let data = loaded.get(file);
  if (!data) {
    data = sfntOf(readFileSync(file));
    loaded.set(file, data);
  }
  return data;
}

/**
 * Noto Sans Arabic's ascent and descent (per em) would make pdfkit's lines 2.1 em apart, with
 * the baseline 1.37 em below a line's top: the report sets Arabic lines 1.5 em apart, the
 * baseline 0.85 em below the top, so text sits in bars and cells as Helvetica does.
 */
export const ARABIC_LINE = { fontHeight: 2.112, ascender: 1.374, height: 1.5, baseline: 0.85 };

/** Noto Sans Arabic has no italic: the oblique style is the regular weight, as Arabic typesetting does. */
const weightOf = (style: FontStyle) => (style === 'bold' ? 700 : 400);

export function pdfFontsFor(doc: PDFKit.PDFDocument, locale: Locale): PdfFonts {
  if (directionOf(locale) === 'ltr') return { rtl: false, name: (style) => STANDARD[style] };
  for (const subset of ['arabic', 'latin'] as const) {
    for (const weight of [400, 700] as const) doc.registerFont(`${subset}-${weight}`, fontData(subset, weight));
  }
  return { rtl: true, name: (style, latin = false) => `${latin ? 'latin' : 'arabic'}-${weightOf(style)}` };
}
