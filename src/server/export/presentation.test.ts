import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { beforeEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { AssessmentResultsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { assessments, auditEvents, organisations, users } from '#server/db/schema.ts';

/** The LibreOffice command on PATH, if any: the conversion check runs only where it is installed. */
function libreOffice(): string | null {
  for (const command of ['soffice', 'libreoffice']) {
    if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return command;
  }
  return null;
}

/** Converts a .pptx to PDF with LibreOffice headless, in a profile of its own so parallel runs do not share one. */
async function convertWithLibreOffice(command: string, pptx: Uint8Array): Promise<Uint8Array> {
  const folder = await mkdtemp(join(tmpdir(), 'culturelens-pptx-'));
  try {
    await writeFile(join(folder, 'deck.pptx'), pptx);
    const profile = `-env:UserInstallation=file://${join(folder, 'profile')}`;
    await promisify(execFile)(command, [profile, '--headless', '--convert-to', 'pdf', '--outdir', folder, join(folder, 'deck.pptx')], {
      timeout: 150_000,
      env: { ...process.env, HOME: folder },
    });
    return new Uint8Array(await readFile(join(folder, 'deck.pdf')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe(`presentation export on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  /**
   * A team of six who answer 4 (released alone first), and a team of five who answer 2 and are
   * released with one person outside any team: the organisation has twelve respondents, the
   * second team five, whose figures must appear nowhere.
   */
  async function assessmentWithTeams(started?: { id: string }) {
    const assessment = started ?? (await startAssessment(server, adminCookie));
    const shownLead = await createRespondent(database.db, organisationId, { role: 'manager' });
    const smallLead = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 4, { managerId: shownLead.id });
    for (let i = 0; i < 5; i += 1) await respond(server, database.db, organisationId, assessment.id, () => 2, { managerId: smallLead.id });
    await respond(server, database.db, organisationId, assessment.id, () => 3);
    return assessment;
  }

  const download = (assessmentId: string, cookie = adminCookie) => server.request(`/api/export/${assessmentId}/presentation`, { cookie });

  it('exports a deck of the shown results, with the small team hidden, that LibreOffice can open', async () => {
    const assessment = await assessmentWithTeams();
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessment.id}`, { cookie: adminCookie })).json(),
    );
    const { teams } = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/results/${assessment.id}/teams`, { cookie: adminCookie })).json(),
    );
    const shownTeam = teams.find((team) => team.canShowStats);
    const smallTeam = teams.find((team) => team.teamSize === 5);
    expect(results.responses).toBe(12);
    expect(shownTeam?.respondents).toBe(6);
    expect(smallTeam).toMatchObject({ canShowStats: false, respondents: null });

    const response = await download(assessment.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="culturelens-[a-z0-9-]+-wave-1-\d{4}-\d{2}-\d{2}\.pptx"$/,
    );
    // A zip, not re-compressed on the way out.
    expect(response.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await response.arrayBuffer());
    const deck = await readPptx(bytes);

    const titles = deck.slides.map((slide) => slide.text.split('\n')[0]);
    expect(titles).toEqual([
      'CultureLens',
      'Summary',
      'Domain scores',
      'Favourability',
      'Team heat map',
      'Trends',
      'Priority actions',
      'Privacy',
    ]);
    const [title = '', summary = '', domains = '', favourability = '', heatMap = '', , , privacy = ''] = deck.slides.map(
      (slide) => slide.text,
    );
    expect(title).toContain(`${results.assessment.title} · wave 1`);
    expect(title).toMatch(/Results as of \d{1,2} \w+ \d{4}/);
    expect(summary).toContain('12\ncompleted');
    expect(summary).toContain(`${results.overall.score?.toFixed(2)} / 5.0`);
    for (const domain of results.domains) {
      if (!domain.canShow) throw new Error('every domain has twelve respondents here');
      expect(domains).toContain(domain.label);
      expect(domains).toContain(`${domain.meanScore.toFixed(2)} · `);
      expect(favourability).toContain(domain.label);
    }
    expect(favourability).toMatch(/\d+% agree · \d+% neutral · \d+% disagree/);
    expect(heatMap).toContain(`Team of ${shownTeam?.managerName}\nn=6`);
    expect(heatMap).toContain('4.00 · Good');
    expect(heatMap).toContain(`Team of ${smallTeam?.managerName}\nHidden`);
    // Every cell of the small team, and its respondents under its name.
    expect(heatMap.match(/^Hidden$/gm)?.length).toBe(results.domains.length + 1);
    expect(privacy).toContain(
      'Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than 6 respondents.',
    );

    // The team of five answered 2 everywhere: neither its mean nor its size is anywhere in the deck.
    expect(deck.text).not.toMatch(/2\.00|n=5/);
    expect((await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'EXPORT_PRESENTATION'))).length).toBe(1);

    const command = libreOffice();
    if (!command) {
      console.warn(
        'The LibreOffice conversion check did not run: neither soffice nor libreoffice is on PATH (apt-get install libreoffice-impress).',
      );
      return;
    }
    const converted = await readPdf(await convertWithLibreOffice(command, bytes));
    expect(converted.pages.length).toBe(deck.slides.length);
    expect(converted.text).toContain('Team heat map');
  }, 180_000);

  it('writes names as text: markup in the organisation name cannot change the slides', async () => {
    const name = 'Acme </a:t></a:r><a:r><a:t>& "Sons" <Ltd>';
    await database.db.update(organisations).set({ name }).where(eq(organisations.id, organisationId));
    const assessment = await assessmentWithTeams();
    const deck = await readPptx(new Uint8Array(await (await download(assessment.id)).arrayBuffer()));
    expect(deck.slides).toHaveLength(8);
    expect(deck.slides[0]?.text.split('\n')).toContain(name);
  });

  it('escapes every text in every XML part of the archive: hostile names and titles add nothing and break nothing', async () => {
    // Closes the element it lands in and opens one of its own; `&` and quotes alone already make a part malformed.
    const hostile = (what: string) => `${what} </Company><injected/><Company> & "quoted" 'single' <Ltd> \uFFFE\uFFFF`;
    await database.db
      .update(organisations)
      .set({ name: hostile('Acme') })
      .where(eq(organisations.id, organisationId));
    const assessment = await assessmentWithTeams();
    await database.db
      .update(assessments)
      .set({ title: hostile('Survey') })
      .where(eq(assessments.id, assessment.id));
    await database.db
      .update(users)
      .set({ firstName: hostile('Lead'), lastName: '<b>' })
      .where(eq(users.organisationId, organisationId));

    const bytes = new Uint8Array(await (await download(assessment.id)).arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);
    const parts = Object.values(zip.files).filter((file) => !file.dir && /\.(xml|rels)$/.test(file.name));
    expect(parts.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'docProps/app.xml',
        'docProps/core.xml',
        'ppt/presentation.xml',
        'ppt/slides/slide1.xml',
        'ppt/slideMasters/slideMaster1.xml',
      ]),
    );
    const { DOMParser } = new JSDOM('').window;
    for (const file of parts) {
      const xml = await file.async('string');
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      expect(document.getElementsByTagName('parsererror'), `${file.name} is well-formed`).toHaveLength(0);
      expect(document.getElementsByTagName('injected'), `${file.name} gained no element`).toHaveLength(0);
      expect(xml, `${file.name} holds no raw markup from a name`).not.toMatch(/<Ltd>|<b>|<injected/);
      // Characters XML 1.0 does not allow are left out, not written.
      expect(xml).not.toMatch(/[\uFFFE\uFFFF]/);
    }
    const company = new DOMParser()
      .parseFromString(await zip.file('docProps/app.xml')!.async('string'), 'application/xml')
      .getElementsByTagName('Company')[0];
    expect(company?.textContent).toBe(hostile('Acme').replace(/[\uFFFE\uFFFF]/g, ''));
    const deck = await readPptx(bytes);
    expect(deck.slides[0]?.text).toContain(hostile('Survey').replace(/[\uFFFE\uFFFF]/g, ''));
    expect(deck.text).toContain(`Team of ${hostile('Lead').replace(/[\uFFFE\uFFFF]/g, '')} <b>`);
  });

  it('draws the same team heat map in the PDF report, with the small team hidden', async () => {
    const assessment = await assessmentWithTeams();
    const { teams } = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/results/${assessment.id}/teams`, { cookie: adminCookie })).json(),
    );
    const response = await server.request(`/api/export/${assessment.id}/pdf`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    // pdf.js may split a line at a hyphen: compare without white space.
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    const heatMapPage = squeezed(pdf.pages.find((page) => page.text.includes('Team heat map\n'))?.text ?? '');
    for (const team of teams) expect(heatMapPage).toContain(squeezed(`Team of ${team.managerName}`));
    expect(heatMapPage).toContain(squeezed('4.00 · Good'));
    // The small team: its respondents and its three domains, all hidden.
    const small = teams.find((team) => !team.canShowStats);
    expect(heatMapPage).toContain(squeezed(`Team of ${small?.managerName} Hidden Hidden Hidden Hidden`));
    expect(pdf.text).toContain('No earlier closed wave of this assessment to compare with yet.');
    expect(pdf.text).not.toMatch(/2\.00|n=5/);
  });

  it('is offered in the preview, refused below six responses, and for administrators of the organisation only', async () => {
    const empty = await startAssessment(server, adminCookie);
    const preview = ExportPreviewSchema.parse(await (await server.request('/api/export', { cookie: adminCookie })).json());
    expect(preview.presentationFileName).toMatch(/^culturelens-[a-z0-9-]+-wave-\d+-\d{4}-\d{2}-\d{2}\.pptx$/);
    const refused = await download(empty.id);
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(await refused.json()).error.message).toBe(
      'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses.',
    );

    const assessment = await assessmentWithTeams(empty);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    expect((await download(assessment.id, await signInAs(server, manager.email))).status).toBe(403);
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    expect((await download(assessment.id, await signInAs(server, outsider.email))).status).toBe(404);
    expect((await server.request(`/api/export/${assessment.id}/presentation`)).status).toBe(401);
    expect((await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'EXPORT_PRESENTATION'))).length).toBe(0);
  });
});
