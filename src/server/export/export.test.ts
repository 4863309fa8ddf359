import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { AssessmentResultsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, startAssessment, signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, organisations } from '#server/db/schema.ts';
import { favourabilityShares } from '#domain/favourability.ts';
import { scoreBand } from '#domain/scoring.ts';
import { neutraliseCell } from '#domain/csv-cell.ts';

describe('formula neutralising', () => {
  it.each(['=1+1', '+44 20', '-2+3', '-2e3', "-1+cmd|' /C calc'!A0", '@SUM(A1)', '\t=1', '\r=1', '-'])('prefixes %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Contoso = good')).toBe('Contoso = good');
  });
  it.each(['-17', '-0.5', '-100'])('leaves the negative number %j a number (an eNPS below zero)', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe(`exports on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  /** Six respondents, with recruitment & hiring hidden (everyone preferred not to say there but one). */
  async function assessmentWithOneHiddenDomain() {
    const assessment = await startAssessment(server, adminCookie);
    for (let i = 0; i < 6; i += 1) {
      await respond(server, database.db, organisationId, assessment.id, (index) =>
        index >= 3 && index < 6 ? (i === 0 ? 1 : null) : 3 + (index % 3),
      );
    }
    return assessment;
  }

  it('refuses every format below six responses, with the catalogue text', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const preview = ExportPreviewSchema.parse(await (await server.request('/api/export', { cookie: adminCookie })).json());
    expect(preview).toMatchObject({ available: false, responses: 0 });
    for (const format of ['csv', 'pdf', 'presentation']) {
      const response = await server.request(`/api/export/${assessment.id}/${format}`, { cookie: adminCookie });
      expect(response.status).toBe(409);
      expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(
        'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses.',
      );
    }
  });

  it('exports a CSV whose figures equal the dashboard, with hidden domains as N/A, audited', async () => {
    const assessment = await assessmentWithOneHiddenDomain();
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    const response = await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="culturelens-organisation-[a-z0-9-]+-diversity-equity-inclusion-belonging-deib-wave-1-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    expect(header).toEqual([
      'Organisation Name',
      'Assessment Title',
      'Export Date',
      'Total Responses',
      'Overall Score',
      'Completion Rate (%)',
      'Leadership & Governance',
      'Recruitment & Hiring',
      'Culture & Belonging',
      'Overall Band',
      'Leadership & Governance Band',
      'Recruitment & Hiring Band',
      'Culture & Belonging Band',
      'Leadership & Governance Favourable %',
      'Recruitment & Hiring Favourable %',
      'Culture & Belonging Favourable %',
    ]);
    const domainCells = results.domains.map((domain) => (domain.canShow ? domain.meanScore.toFixed(2) : 'N/A (Insufficient responses)'));
    const bandCells = results.domains.map((domain) => (domain.canShow ? scoreBand(domain.meanScore) : 'N/A (Insufficient responses)'));
    const favourableCells = results.domains.map((domain) =>
      domain.canShow && domain.favourability ? String(favourabilityShares(domain.favourability)?.agree) : 'N/A (Insufficient responses)',
    );
    expect(row?.slice(3)).toEqual([
      String(results.responses),
      results.overall.score?.toFixed(2),
      results.completion.rate.toFixed(1),
      ...domainCells,
      scoreBand(results.overall.score ?? 0),
      ...bandCells,
      ...favourableCells,
    ]);
    expect(row?.[7]).toBe('N/A (Insufficient responses)');
    // Answers of 3, 4 and 5 in the shown domains: two in three favourable; the hidden domain has no share.
    expect(row?.slice(13)).toEqual(['67', 'N/A (Insufficient responses)', '67']);
    expect((await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'EXPORT_CSV'))).length).toBe(1);
  });

  it('adds what the question and team heat maps show to the CSV, with no heading over nothing, and names every export by organisation, assessment and wave', async () => {
    await database.db.update(organisations).set({ name: 'Café & Co. / Ltd' }).where(eq(organisations.id, organisationId));
    const assessment = await startAssessment(server, adminCookie);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let i = 0; i < 6; i += 1)
      await respond(server, database.db, organisationId, assessment.id, (index) => 2 + ((index + i) % 4), { managerId: manager.id });
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    const { teams } = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/results/${assessment.id}/teams`, { cookie: adminCookie })).json(),
    );
    expect(teams.map((team) => team.canShowStats)).toEqual([true]);

    const day = new Date().toISOString().slice(0, 10);
    const name = (extension: string) => `culturelens-cafe-co-ltd-diversity-equity-inclusion-belonging-deib-wave-1-${day}.${extension}`;
    const response = await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name('csv')}"`);
    for (const [format, extension] of [
      ['pdf', 'pdf'],
      ['presentation', 'pptx'],
    ]) {
      expect(
        (await server.request(`/api/export/${assessment.id}/${format}`, { cookie: adminCookie })).headers.get('content-disposition'),
      ).toBe(`attachment; filename="${name(extension ?? '')}"`);
    }
    const preview = ExportPreviewSchema.parse(await (await server.request('/api/export', { cookie: adminCookie })).json());
    expect([preview.csvFileName, preview.pdfFileName, preview.presentationFileName]).toEqual([name('csv'), name('pdf'), name('pptx')]);

    const rows = parse(await response.text(), { bom: true }) as string[][];
    const section = (title: string) => {
      const start = rows.findIndex((row) => row[0] === title);
      expect(start, title).toBeGreaterThan(0);
      const end = rows.findIndex((row, index) => index > start && row.every((cell) => cell === ''));
      return rows.slice(start + 1, end === -1 ? undefined : end).map((row) => row.slice(0, row.findLastIndex((cell) => cell !== '') + 1));
    };
    const labels = new Map(results.domains.map((domain) => [domain.domain, domain.label]));
    const favourable = (figure: { canShow: boolean; favourability: Parameters<typeof favourabilityShares>[0] | null }) =>
      figure.canShow && figure.favourability ? String(favourabilityShares(figure.favourability)?.agree) : 'N/A (Insufficient responses)';
    expect(section('Questions')).toEqual([
      ['Domain', 'Question', 'Mean', 'Band', 'Responses', 'Favourable %'],
      ...results.heatMap.map((cell) => {
        if (!cell.canShow) throw new Error('six people answered every question');
        return [
          labels.get(cell.domain),
          cell.questionText,
          cell.average.toFixed(2),
          scoreBand(cell.average),
          String(cell.responseCount),
          favourable(cell),
        ];
      }),
    ]);
    const teamFigures = (domains: typeof results.domains) =>
      results.domains.flatMap(({ domain }) => {
        const score = domains.find((entry) => entry.domain === domain);
        if (!score?.canShow) throw new Error('the team of six is shown');
        return [score.meanScore.toFixed(2), scoreBand(score.meanScore), favourable(score)];
      });
    expect(section('Teams')).toEqual([
      ['Team', 'Size', ...results.domains.flatMap((domain) => [domain.label, `${domain.label} Band`, `${domain.label} Favourable %`])],
      ['Whole organisation', '', ...teamFigures(results.domains)],
      [`Team of ${teams[0]?.managerName}`, '6 members', ...teamFigures(teams[0]?.domains ?? [])],
    ]);
    // A built-in set has no comments: no heading stands over nothing.
    expect(rows.flat()).not.toContain('Comment themes');
    expect(rows.flat()).not.toContain('Comments');
  });

  it('neutralises a formula in the organisation name', async () => {
    await database.db
      .update(organisations)
      .set({ name: '=HYPERLINK("http://evil.example","Click")' })
      .where(eq(organisations.id, organisationId));
    const assessment = await assessmentWithOneHiddenDomain();
    const csv = await (await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie })).text();
    const [, row] = parse(csv, { bom: true }) as string[][];
    expect(row?.[0]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('exports an A4 PDF with the figures and no hidden mean, that renders to pages', async () => {
    const assessment = await assessmentWithOneHiddenDomain();
    await server.request('/api/roadmap', { method: 'POST', cookie: adminCookie, body: { assessmentId: assessment.id } });
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    const response = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));

    const { text } = pdf;
    expect(text).toContain('Assessment report');
    expect(text).toContain(results.assessment.title);
    expect(text).toContain(`${results.overall.score?.toFixed(2)} out of 5.0`);
    for (const domain of results.domains) {
      if (domain.canShow) expect(text).toContain(`${domain.meanScore.toFixed(2)} · `);
      if (domain.canShow && domain.favourability) expect(text).toContain(`${favourabilityShares(domain.favourability)?.agree}% favourable`);
    }
    expect(text).toContain('Hidden: fewer than 6 responses');
    expect(text).toContain('Priority actions');
    // Each action's whole statement is read with it, not only the start its title quotes; on the slides too.
    const { items } = RoadmapResponseSchema.parse(
      await (await server.request(`/api/roadmap?assessmentId=${assessment.id}`, { cookie: adminCookie })).json(),
    );
    expect(items.length).toBeGreaterThan(0);
    const deck = await readPptx(
      new Uint8Array(await (await server.request(`/api/export/${assessment.id}/presentation`, { cookie: adminCookie })).arrayBuffer()),
    );
    for (const item of items) {
      expect(item.question).toEqual(expect.any(String));
      expect(text.replace(/\s+/g, ' ')).toContain(`Lowest-scoring statement: “${item.question}”`);
      expect(deck.text.replace(/\s+/g, ' ')).toContain(`Lowest-scoring statement: “${item.question}”`);
    }
    // The hidden domain's one real answer (a 1) must not have produced a mean anywhere.
    expect(text).not.toMatch(/1\.00 ·/);
    expect(text).toContain('No teams yet: a team is a manager and their direct reports.');
    expect(text).toContain('Exports hold only aggregated, anonymised data');

    // Page 1 holds the title and the contents, each section listed with the page it starts on.
    const firstPage = pdf.pages[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(firstPage).toMatch(/Results as of \d{1,2} \w+ \d{4}/);
    const sections = ['Summary', 'Domain scores', 'Favourability', 'Team heat map', 'Trends', 'Priority actions', 'Privacy'];
    sections.forEach((title, index) => expect(firstPage).toMatch(new RegExp(`Contents.*${index + 1}\\. ${title} \\d+`)));
    for (const title of sections) expect(pdf.pages.find((page) => page.text.includes(title))).toBeDefined();
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${pdf.pages.length}`));
    for (const page of pdf.pages) {
      expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
      // Every page is drawn, not only described: text, bars and rules leave ink when rendered.
      expect(page.ink).toBeGreaterThan(0);
    }
  });

  it('is for organisation administrators only, and never across organisations', async () => {
    const assessment = await assessmentWithOneHiddenDomain();
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    const managerCookie = await signInAs(server, manager.email);
    expect((await server.request(`/api/export/${assessment.id}/csv`, { cookie: managerCookie })).status).toBe(403);
    expect((await server.request('/api/export', { cookie: managerCookie })).status).toBe(403);
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await signInAs(server, outsider.email);
    expect((await server.request(`/api/export/${assessment.id}/pdf`, { cookie: outsiderCookie })).status).toBe(404);
    expect((await server.request(`/api/export/${assessment.id}/csv`)).status).toBe(401);
  });
});
