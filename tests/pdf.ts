import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reading back the PDF reports in tests with pdf.js, an npm package, so that no system tool
 * (poppler's pdftotext, pdfinfo, pdftoppm) is needed. pdf.js is also what a browser would use
 * to show the report: a file it cannot parse or draw fails here.
 */

export type PdfPage = {
  /** Size in points (1/72 inch): A4 is 595 × 842. */
  width: number;
  height: number;
  /** The page's text in reading order, one line per line of the page. */
  text: string;
  /** Dark pixels when the page is drawn at 40 dpi: 0 for a page that draws nothing. */
  ink: number;
};

export type PdfContent = { pages: PdfPage[]; text: string };

// Low resolution is enough to tell a drawn page from a blank one, and keeps the test fast.
const RENDER_SCALE = 40 / 72;

// pdf.js draws on @napi-rs/canvas in Node (its optional dependency, a prebuilt binary) through
// its own canvas factory; the API types it as a bare Object.
type CanvasFactory = { create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } };

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // pdf.js takes over the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const { items } = await page.getTextContent();
      const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');

      const viewport = page.getViewport({ scale: RENDER_SCALE });
      const { canvas, context } = (document.canvasFactory as CanvasFactory).create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      pages.push({ width, height, text, ink: darkPixels(context.getImageData(0, 0, canvas.width, canvas.height).data) });
    }
    return { pages, text: pages.map((page) => page.text).join('\n') };
  } finally {
    await document.destroy();
  }
}

/** Opaque pixels darker than mid-grey (RGBA bytes); an untouched canvas is transparent and counts none. */
function darkPixels(rgba: Uint8ClampedArray): number {
  let count = 0;
  for (let offset = 0; offset < rgba.length; offset += 4) {
    const luminance = 0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!;
    if (rgba[offset + 3]! > 128 && luminance < 128) count += 1;
  }
  return count;
}
