import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { organisations } from '#server/db/schema.ts';

/*
 * Every text of an export about hidden figures names the assessment's own minimum group size
 * (decision 0037): an assessment opened at eight says eight in its CSV, PDF and presentation,
 * also after the organisation has lowered its setting back to six.
 */
describe(`exports of an assessment opened at eight on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  async function setGroupSize(size: number) {
    const [row] = await database.db
      .select({ settings: organisations.settings })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    await database.db
      .update(organisations)
      .set({ settings: { ...row!.settings, minimumGroupSize: size } })
      .where(eq(organisations.id, organisationId));
  }

  /** Opened at eight, then the setting lowered to six: `people` answer, recruitment & hiring answered by one of them only. */
  async function assessmentOpenedAtEight(people: number) {
    await setGroupSize(8);
    const assessment = await startAssessment(server, adminCookie);
    await setGroupSize(6);
    for (let i = 0; i < people; i += 1) {
      await respond(server, database.db, organisationId, assessment.id, (index) =>
        index >= 3 && index < 6 ? (i === 0 ? 1 : null) : 3 + (index % 3),
      );
    }
    return assessment;
  }

  const download = (assessmentId: string, format: 'csv' | 'pdf' | 'presentation') =>
    server.request(`/api/export/${assessmentId}/${format}`, { cookie: adminCookie });

  it('refuses with seven answers, saying eight', async () => {
    const assessment = await assessmentOpenedAtEight(7);
    const preview = ExportPreviewSchema.parse(
      await (await server.request(`/api/export?assessmentId=${assessment.id}`, { cookie: adminCookie })).json(),
    );
    expect(preview).toMatchObject({ available: false, threshold: 8 });
    for (const format of ['csv', 'pdf', 'presentation'] as const) {
      const response = await download(assessment.id, format);
      expect(response.status).toBe(409);
      expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(
        'There is not enough data to export yet: at least one domain, choice question or comment question needs 8 responses.',
      );
    }
  });

  it('says eight in the CSV, the PDF and the presentation wherever a figure is hidden', async () => {
    const assessment = await assessmentOpenedAtEight(8);
    const preview = ExportPreviewSchema.parse(
      await (await server.request(`/api/export?assessmentId=${assessment.id}`, { cookie: adminCookie })).json(),
    );
    expect(preview).toMatchObject({ available: true, threshold: 8, responses: 8 });

    const csv = await (await download(assessment.id, 'csv')).text();
    const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
    expect(rows[1]?.[7]).toBe('N/A (Insufficient responses)');
    expect(rows.at(-1)?.[0]).toBe('N/A (Insufficient responses): fewer than 8 people answered, so the figure is not exported.');

    const { text: pdf } = await readPdf(new Uint8Array(await (await download(assessment.id, 'pdf')).arrayBuffer()));
    expect(pdf).toContain('Hidden: fewer than 8 responses');
    expect(pdf.replace(/\s+/g, ' ')).toContain('no figure based on fewer than 8 respondents');
    expect(pdf.replace(/\s+/g, ' ')).toContain("A team's results appear once at least 8 of its members' answers are released");

    const deck = await readPptx(new Uint8Array(await (await download(assessment.id, 'presentation')).arrayBuffer()));
    expect(deck.text).toContain('Hidden: fewer than 8 responses');
    expect(deck.text.replace(/\s+/g, ' ')).toContain('no figure based on fewer than 8 respondents');

    for (const text of [csv, pdf, deck.text])
      expect(text.replace(/\s+/g, ' ')).not.toMatch(/fewer than (6|six)\b|at least (6|six)\b|\b6 responses/);
  });
});
