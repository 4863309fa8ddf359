import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { AssessmentResultsSchema, type AssessmentResults } from '#domain/api/results.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

/*
 * Choices and comments in the CSV, PDF and presentation exports (decision 0036): exactly what
 * the results route shows, the comments escaped in the CSV, wrapped in the PDF and capped on
 * the slides with a pointer to the CSV.
 */
describe(`choices and comments in the exports on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const domain = { key: 'workplace', label: 'Workplace' };
  const questions = [
    { kind: 'single-choice', text: 'Where do you work best?', domain, options: ['Office', 'Home', 'Both'] },
    { kind: 'comment', text: 'What would you change?', domain },
  ];
  const LONG = `Long remark ${'lorem '.repeat(330)}`.trim();
  const FORMULA = '=HYPERLINK("https://example.com","click")';
  const ESCAPED = 'Quotes "here", commas, and\na new line';
  const commentOf = (index: number) => [LONG, FORMULA, ESCAPED][index] ?? `Remark ${index}: more quiet rooms please`;

  /** Eighteen people (three releases of six): each chooses an option by turn and writes a comment. No question is scored. */
  async function choicesAndComments(): Promise<{ id: string; results: AssessmentResults }> {
    const response = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: { title: 'Workplace pulse', category: 'communication', questions },
    });
    const { assessment, questions: asked } = AssessmentDraftResponseSchema.parse(await response.json());
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
    const [choice = '', comment = ''] = asked.map((question) => question.id);
    for (let index = 0; index < 18; index += 1) {
      const cookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
      const answers = { [choice]: (index % 3) + 1, [comment]: commentOf(index) };
      expect(
        (await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie, body: { answers } })).status,
      ).toBe(200);
    }
    await server.app.context.releases.drain();
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    return { id: assessment.id, results };
  }

  it('exports the counts, themes and every comment in the CSV, escaped, as the results show them', { timeout: 120_000 }, async () => {
    const { id, results } = await choicesAndComments();
    expect(results.canShowResults).toBe(false);
    const [choice] = results.choices;
    if (!choice?.canShow) throw new Error('eighteen answers chose an option: the counts are shown');
    const preview = ExportPreviewSchema.parse(
      await (await server.request(`/api/export?assessmentId=${id}`, { cookie: adminCookie })).json(),
    );
    expect(preview.available).toBe(true);

    const response = await server.request(`/api/export/${id}/csv`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { bom: true }) as string[][];
    const section = (title: string) => {
      const start = rows.findIndex((row) => row[0] === title);
      const end = rows.findIndex((row, index) => index > start && row.every((cell) => cell === ''));
      return rows
        .slice(start + 1, end === -1 ? undefined : end)
        .map((row) => row.filter((cell, index) => cell !== '' || index < row.findLastIndex((other) => other !== '')));
    };
    expect(section('Single-choice questions')).toEqual([
      ['Question', 'Option', 'Count', 'Share (%)'],
      ...choice.options.map((option) => [
        'Where do you work best?',
        option.label,
        String(option.count),
        String(Math.round((option.count / 18) * 100)),
      ]),
    ]);
    expect(choice.options.map((option) => option.count)).toEqual([6, 6, 6]);
    expect(section('Comment themes')).toContainEqual(['What would you change?', 'quiet rooms', '15']);
    const comments = section('Comments');
    expect(comments[0]).toEqual(['Question', 'Comment']);
    const written = comments.slice(1).map(([question, text]) => {
      expect(question).toBe('What would you change?');
      return text;
    });
    // Every comment the results show, whole; the formula made harmless, quotes and line breaks kept.
    expect(written.sort()).toEqual(results.comments[0]?.comments.map((text) => (text === FORMULA ? `'${FORMULA}` : text)).sort());
    expect(written).toContain(LONG);
    expect(written).toContain(ESCAPED);
  });

  it('draws the counts, themes and comments in the PDF, and caps the slides with a pointer to the CSV', { timeout: 120_000 }, async () => {
    const { id } = await choicesAndComments();
    const pdfResponse = await server.request(`/api/export/${id}/pdf`, { cookie: adminCookie });
    expect(pdfResponse.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.pages[0]?.text.replace(/\s+/g, ' ')).toMatch(/4\. Choices \d+ 5\. Comments \d+/);
    expect(text).toMatch(/Office 6 \(33%\)/);
    expect(text).toContain('quiet rooms (15 comments)');
    for (let index = 3; index < 18; index += 1) expect(text).toContain(`• Remark ${index}: more quiet rooms please`);
    // The long comment whole, wrapped over lines.
    expect(text).toContain(LONG);
    expect(text).toContain("with people's names, e-mail addresses and phone numbers masked");
    // Each choice's count of answers in the reader's language, as every other line of the report.
    expect(text).toMatch(/\d+ answers[.;]/);
    const german = await server.request(`/api/export/${id}/pdf`, { cookie: adminCookie, headers: { 'accept-language': 'de' } });
    expect((await readPdf(new Uint8Array(await german.arrayBuffer()))).text.replace(/\s+/g, ' ')).toMatch(/\d+ Antworten[.;]/);

    const deckResponse = await server.request(`/api/export/${id}/presentation`, { cookie: adminCookie });
    expect(deckResponse.status).toBe(200);
    const deck = await readPptx(new Uint8Array(await deckResponse.arrayBuffer()));
    const titles = deck.slides.map((slide) => slide.text.split('\n')[0]);
    expect(titles).toEqual([
      'CultureLens',
      'Summary',
      'Domain scores',
      'Favourability',
      'Choices',
      'Comments (1 of 3)',
      'Comments (2 of 3)',
      'Comments (3 of 3)',
      'Team heat map',
      'Trends',
      'Priority actions',
      'Privacy',
    ]);
    const choiceSlide = deck.slides[4]?.text ?? '';
    expect(choiceSlide).toContain('Where do you work best?');
    expect(choiceSlide).toContain('6 (33%)');
    const commentSlides = deck.slides.slice(5, 8).map((slide) => slide.text);
    for (const slide of commentSlides) expect(slide).toMatch(/^Themes: .*quiet rooms \(15 comments\)/m);
    const bullets = commentSlides.flatMap((slide) => slide.split('\n').filter((line) => line.startsWith('• ')));
    expect(bullets).toHaveLength(15);
    expect(commentSlides[2]).toContain('3 more comments in the CSV export.');
    // A long comment is cut on a slide, never longer than a slide holds.
    expect(bullets.every((line) => line.length <= 282)).toBe(true);
    expect(deck.text).not.toContain(LONG);
  });
});
