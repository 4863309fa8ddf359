import { parse } from 'csv-parse/sync';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { beforeEach, describe, expect } from 'vitest';
import { respond, startAssessment, signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { translatorFor } from '#server/i18n/index.ts';

const french = (descriptor: MessageDescriptor) => translatorFor('fr')._(descriptor);
const english = (descriptor: MessageDescriptor) => translatorFor('en')._(descriptor);
/** Whether the French catalogue has a translation of the text (the catalogues are filled in separately). */

/** Letters that share a body in Noto Sans Arabic, each group standing for its first. */
const SAME_BODY = ['بتثنيىئ', 'جحخ', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'عغ', 'فق', 'هة', 'اأإآ', 'وؤ'];
const skeletonOf = (text: string) =>
  Array.from(text.replace(/[^\p{L}\p{N}%.=]/gu, ''))
    .map((char) => SAME_BODY.find((group) => group.includes(char))?.[0] ?? char)
    .join('');

describe(`exports in the reader's language on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;
  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  async function answeredAssessment() {
    const assessment = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, (index) => 3 + (index % 3));
    return assessment;
  }

  it('heads the CSV, writes the PDF and the presentation in the language of Accept-Language, and keeps the file names', async () => {
    const assessment = await answeredAssessment();
    const headers = { 'accept-language': 'fr-CA, fr;q=0.9, en;q=0.5' };

    const csv = await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie, headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="culturelens-.+-wave-1-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header] = parse(await csv.text(), { bom: true, relax_column_count: true }) as string[][];
    for (const descriptor of [msg`Organisation Name`, msg`Assessment Title`, msg`Total Responses`, msg`Overall Band`]) {
      expect(header).toContain(french(descriptor));
      expect(header).not.toContain(english(descriptor));
    }

    const pdf = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie, headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/filename="culturelens-.+-wave-1-\d{4}-\d{2}-\d{2}\.pdf"/);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    for (const descriptor of [msg`Assessment report`, msg`Contents`, msg`Completion rate`, msg`Domain scores`]) {
      expect(text).toContain(french(descriptor));
    }

    const deck = await server.request(`/api/export/${assessment.id}/presentation`, { cookie: adminCookie, headers });
    expect(deck.status).toBe(200);
    const slides = (await readPptx(new Uint8Array(await deck.arrayBuffer()))).slides.map((slide) => slide.text).join('\n');
    for (const descriptor of [msg`Completion rate`, msg`Domain scores`, msg`Team heat map`]) expect(slides).toContain(french(descriptor));
  });

  it('writes the Arabic PDF in Arabic letters from the catalogue, with its figures in Latin digits', async () => {
    const assessment = await answeredAssessment();
    const headers = { 'accept-language': 'ar' };
    const pdf = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie, headers });
    expect(pdf.status).toBe(200);
    const { text, pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages.every((page) => page.ink > 0)).toBe(true);
    // pdf.js reads shaped Arabic back only roughly: spaces of its own where glyphs are positioned
    // apart, a control character for a joining glyph, and one letter for a body that letters share,
    // the font drawing their dots apart (ت, ن and ي in the middle of a word). Compare letters and
    // figures only, each Arabic letter by its group of letters with the same body.
    const letters = skeletonOf(text);
    // The export date names its month in Arabic whatever the catalogue holds (Intl writes it).
    const month = new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(new Date());
    expect(month).toMatch(/\p{Script=Arabic}/u);
    expect(letters).toContain(skeletonOf(month));
    for (const descriptor of [msg`Assessment report`, msg`Contents`, msg`Completion rate`, msg`Domain scores`]) {
      const arabic = translatorFor('ar')._(descriptor);
      expect(arabic).toMatch(/\p{Script=Arabic}/u);
      expect(letters).toContain(skeletonOf(arabic));
      expect(text).not.toContain(english(descriptor));
    }
    // The figures: the completion rate, each domain's "n=6", the page numbers.
    expect(text).toMatch(/\d+\.\d%/);
    expect(text).toContain('n=6');
  });

  it('writes British English without Accept-Language, or for a language CultureLens does not speak', async () => {
    const assessment = await answeredAssessment();
    for (const headers of [{}, { 'accept-language': 'nl-NL, nl' }] as Record<string, string>[]) {
      const csv = await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie, headers });
      const [header] = parse(await csv.text(), { bom: true, relax_column_count: true }) as string[][];
      expect(header?.slice(0, 2)).toEqual(['Organisation Name', 'Assessment Title']);
    }
  });
});
