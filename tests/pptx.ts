import JSZip from 'jszip';

/**
 * Reading back the presentation exports in tests: a .pptx is a zip of XML parts, opened here with
 * jszip and read as PowerPoint would, slides in the order the presentation lists them (its
 * `sldIdLst`, through the presentation's relationships), not in the order of file names.
 */

export type PptxSlide = {
  /** The slide's part, e.g. ppt/slides/slide3.xml. */
  part: string;
  /** Every text run of the slide (text boxes, shapes, table cells), one paragraph a line. */
  text: string;
};

export type PptxContent = { slides: PptxSlide[]; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? '';
  });
}

async function part(zip: JSZip, name: string): Promise<string> {
  const file = zip.file(name);
  if (!file) throw new Error(`the presentation has no ${name}`);
  return file.async('string');
}

/** The slide parts in presentation order. */
async function slideParts(zip: JSZip): Promise<string[]> {
  const presentation = await part(zip, 'ppt/presentation.xml');
  const relationships = await part(zip, 'ppt/_rels/presentation.xml.rels');
  const targets = new Map(
    [...relationships.matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => [
      /\bId="([^"]+)"/.exec(tag)?.[1],
      /\bTarget="([^"]+)"/.exec(tag)?.[1],
    ]),
  );
  const list = /<p:sldIdLst>([\s\S]*?)<\/p:sldIdLst>/.exec(presentation)?.[1] ?? '';
  return [...list.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)].map(([, id]) => {
    const target = targets.get(id);
    if (!target) throw new Error(`slide relationship ${id} has no target`);
    return `ppt/${target.replace(/^\/?ppt\//, '')}`;
  });
}

function slideText(xml: string): string {
  const paragraphs = [...xml.matchAll(/<a:p(?:\s[^>]*)?>([\s\S]*?)<\/a:p>/g)].map(([, paragraph]) =>
    [...(paragraph ?? '').matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map(([, run]) => decodeXml(run ?? '')).join(''),
  );
  return paragraphs.filter((paragraph) => paragraph.length > 0).join('\n');
}

export async function readPptx(bytes: Uint8Array): Promise<PptxContent> {
  const zip = await JSZip.loadAsync(bytes);
  const slides: PptxSlide[] = [];
  for (const name of await slideParts(zip)) slides.push({ part: name, text: slideText(await part(zip, name)) });
  return { slides, text: slides.map((slide) => slide.text).join('\n') };
}
