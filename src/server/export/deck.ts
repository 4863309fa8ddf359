import { msg } from '@lingui/core/macro';
import { AREA, COLOURS, FONT, type Deck } from './deck-shapes.ts';
import { deckSections } from './deck-slides.ts';
import { longDate, reportSections, type Report } from './report.ts';
import { reportText } from './report-text.ts';
import { escapeXml, withXmlSafeText } from './xml-text.ts';

const MASTER = 'CULTURELENS_REPORT';

function defineMaster(deck: Deck['pptx'], report: Report): void {
  deck.defineSlideMaster({
    title: MASTER,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: '100%', h: 0.12, fill: { color: COLOURS.brand } } },
      {
        text: {
          text: `CultureLens · ${report.organisationName} · ${report.assessmentTitle}`,
          options: { x: AREA.left, y: 7.0, w: 10, h: 0.3, fontFace: FONT, fontSize: 10, color: COLOURS.muted, margin: 0 },
        },
      },
    ],
    slideNumber: { x: 12.2, y: 7.0, w: 0.6, h: 0.3, fontFace: FONT, fontSize: 10, color: COLOURS.muted },
  });
}

function titleSlide(deck: Deck['pptx'], report: Report): void {
  const slide = deck.addSlide();
  slide.background = { color: COLOURS.brand };
  const text = { fontFace: FONT, color: 'FFFFFF', margin: 0 };
  slide.addText('CultureLens', { ...text, x: AREA.left, y: 0.8, w: AREA.width, h: 0.5, fontSize: 18, bold: true });
  slide.addText(report.assessmentTitle, {
    ...text,
    x: AREA.left,
    y: 2.2,
    w: AREA.width,
    h: 1.6,
    fontSize: 40,
    bold: true,
    valign: 'bottom',
    fit: 'shrink',
  });
  slide.addText(report.organisationName, { ...text, x: AREA.left, y: 4.0, w: AREA.width, h: 0.6, fontSize: 24 });
  slide.addText(reportText.resultsAsOf(report), { ...text, x: AREA.left, y: 4.7, w: AREA.width, h: 0.5, fontSize: 18 });
  const exported = longDate(report, report.exportDate);
  slide.addText(report.i18n._(msg`Exported ${exported} · aggregated, anonymised results`), {
    ...text,
    x: AREA.left,
    y: 6.6,
    w: AREA.width,
    h: 0.4,
    fontSize: 12,
  });
}

/**
 * One assessment's shown results as a 16:9 PowerPoint presentation (.pptx): a title slide, then
 * a slide for every section the report has (reportSections) (the heat map takes more than one for many teams).
 */
export async function exportPresentation(shown: Report): Promise<Buffer> {
  // Names and titles are anyone's text: nothing in them may leave the XML parts malformed.
  const report = withXmlSafeText(shown);
  // Loaded on the first export, like pdfkit: a server that never makes a presentation does not hold it.
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = 'CultureLens';
  // Written into docProps/app.xml as given (xml-text.ts); the test of every part catches it if that changes.
  pptx.company = escapeXml(report.organisationName);
  pptx.title = `CultureLens results: ${report.assessmentTitle}`;
  defineMaster(pptx, report);
  const deck: Deck = {
    pptx,
    i18n: report.i18n,
    slide: (title) => {
      const slide = pptx.addSlide({ masterName: MASTER });
      slide.addText(title, {
        x: AREA.left,
        y: 0.4,
        w: AREA.width,
        h: 0.8,
        fontFace: FONT,
        fontSize: 28,
        bold: true,
        color: COLOURS.ink,
        margin: 0,
      });
      return slide;
    },
  };
  titleSlide(pptx, report);
  for (const section of reportSections(report)) deckSections[section.id](deck, report);
  // Deflated: the parts are XML, and the file is not compressed again on the way out. stream()
  // rather than write(): in 4.0.1 write() with an output type stores the parts uncompressed.
  const file = await pptx.stream({ compression: true });
  if (!(file instanceof Uint8Array)) throw new Error('pptxgenjs did not return bytes');
  return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
}
