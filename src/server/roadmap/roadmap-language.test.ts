import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { RoadmapItemSchema, RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import type { Locale } from '#domain/locales.ts';
import { DOMAIN_LABEL_TRANSLATIONS } from '#domain/question-set-translations.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { ROADMAP_TIMEFRAMES, roadmapTemplates } from '#domain/roadmap-templates.ts';
import { respond, startAssessment, signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { roadmapItems } from '#server/db/schema.ts';
import { translatorFor } from '#server/i18n/index.ts';

const template = roadmapTemplates['recruitment-hiring'];
if (!template) throw new Error('the recruitment template is gone');
const inLanguage = (locale: Locale) => translatorFor(locale);
/** Text as a reader finds it: a PDF breaks lines where it must. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe(`the roadmap in the reader's language on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;
  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  /** Recruitment scores lowest (6-8 weeks), made by an English-speaking administrator. */
  async function generatedInEnglish() {
    const assessment = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, assessment.id, (index) => [3, 3, 2, 2, 1, 2, 4, 5, 4][index] ?? 3);
    const response = await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId: assessment.id } });
    expect(response.status).toBe(201);
    const [first] = RoadmapResponseSchema.parse(await response.json()).items;
    if (!first) throw new Error('no action generated');
    return { assessment, first };
  }

  it('writes each action in the language of the request that reads it, whoever generated it', async () => {
    const { assessment, first } = await generatedInEnglish();
    expect(first.firstStep).toBe(inLanguage('en')._(template.firstStep));

    const response = await server.request(`/api/roadmap?assessmentId=${assessment.id}`, {
      cookie: adminCookie,
      headers: { 'accept-language': 'de-AT, de;q=0.9' },
    });
    const [item] = RoadmapResponseSchema.parse(await response.json()).items;
    const de = inLanguage('de');
    const germanLabel = DOMAIN_LABEL_TRANSLATIONS['recruitment-hiring']?.de ?? '';
    expect(item).toMatchObject({
      domain: 'recruitment-hiring',
      domainLabel: germanLabel,
      firstStep: de._(template.firstStep),
      ownerHint: de._(template.ownerHint),
      timeframe: de._(ROADMAP_TIMEFRAMES.long),
    });
    expect(item?.firstStep).not.toBe(first.firstStep);
    // The title and rationale quote the statement as a German reader reads it, with the figures made at generation.
    const statementId = (await database.db.select().from(roadmapItems).where(eq(roadmapItems.id, first.id)))[0]?.questionId ?? '';
    const germanStatement = STATEMENT_TRANSLATIONS[statementId]?.de ?? '';
    expect(germanStatement).not.toBe('');
    expect(item?.question).toBe(germanStatement);
    expect(item?.title.startsWith(de._(template.title))).toBe(true);
    expect(item?.title).toContain(germanStatement.slice(0, 20));
    expect(item?.rationale).toContain(de._(template.rationale));
    expect(item?.rationale).toContain(`${germanLabel} erreichte ${first.rationale.match(/scored (\d\.\d\d)/)?.[1]} von 5`);
  });

  it('answers a change of status in the language of the request that made it', async () => {
    const { first } = await generatedInEnglish();
    const response = await server.request(`/api/roadmap/items/${first.id}`, {
      method: 'PATCH',
      cookie: adminCookie,
      headers: { 'accept-language': 'fr' },
      body: { status: 'in_progress' },
    });
    expect(response.status).toBe(200);
    const item = RoadmapItemSchema.parse(await response.json());
    expect(item.status).toBe('in_progress');
    expect(item.firstStep).toBe(inLanguage('fr')._(template.firstStep));
    expect(item.ownerHint).toBe(inLanguage('fr')._(template.ownerHint));
  });

  it('writes the actions of the PDF and the presentation in the reader language, their status and owner line too', async () => {
    const { assessment, first } = await generatedInEnglish();
    const es = inLanguage('es');
    const headers = { 'accept-language': 'es' };
    const owner = es._(template.ownerHint);
    const status = es._(ROADMAP_STATUS_LABELS.not_started);
    const label = DOMAIN_LABEL_TRANSLATIONS['recruitment-hiring']?.es ?? '';
    const details = `${label} · ${es._(ROADMAP_TIMEFRAMES.long)} · Responsable: ${owner} · Estado: ${status}`;

    const pdf = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie, headers });
    expect(pdf.status).toBe(200);
    const pdfText = flat((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text);
    const deck = await server.request(`/api/export/${assessment.id}/presentation`, { cookie: adminCookie, headers });
    expect(deck.status).toBe(200);
    const slides = flat((await readPptx(new Uint8Array(await deck.arrayBuffer()))).slides.map((slide) => slide.text).join('\n'));
    for (const text of [pdfText, slides]) {
      expect(text).toContain(details);
      expect(text).toContain(flat(es._(template.firstStep)));
      expect(text).not.toContain(first.firstStep);
      expect(text).not.toContain('Owner:');
    }
  });

  it('shows an action made before its figures were kept as it was written', async () => {
    const { assessment, first } = await generatedInEnglish();
    await database.db
      .update(roadmapItems)
      .set({ domainMean: null, questionId: null, questionAverage: null, title: 'An action of old' })
      .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.id, first.id)));
    const response = await server.request(`/api/roadmap?assessmentId=${assessment.id}`, {
      cookie: adminCookie,
      headers: { 'accept-language': 'de' },
    });
    const [item] = RoadmapResponseSchema.parse(await response.json()).items;
    expect(item).toMatchObject({ title: 'An action of old', firstStep: first.firstStep, rationale: first.rationale });
  });
});
