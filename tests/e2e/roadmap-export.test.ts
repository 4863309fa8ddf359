import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { expectNoAxeViolations, heading, pageWithSession, reloadUntilShown } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const PEOPLE = 6;

/**
 * The priority roadmap and the exports in a real browser against `npm start`: an organisation,
 * a DEIB assessment and six people who answered it are set up through the real API (their
 * answers reach the results in a release just after the sixth completes); the administrator
 * then generates the roadmap, works an action through to done and downloads the CSV and PDF.
 */
describe('roadmap and export in the browser', () => {
  let adminSession = '';
  let employeeSession = '';
  let assessmentId = '';
  const admin = { firstName: 'Laura', lastName: 'Callahan', email: 'laura@northwind.test', password: 'kites-and-yoyos-7' };

  /** Accepts an invitation, consents and completes the assessment; answers differ by domain so the gaps differ. */
  async function respond(email: string, index: number): Promise<string> {
    const password = `paper-planes-${index}-${index}`;
    const session = await api.joinByInvitation({ email, firstName: `Person${index}`, lastName: 'Tester', password });
    const { questions } = await api.questionnaire(session, assessmentId);
    const domains = [...new Set(questions.map((question) => question.domain))];
    const answers = Object.fromEntries(
      questions.map((question) => [question.id, Math.min(5, 2 + domains.indexOf(question.domain) + (index % 2))]),
    );
    await api.completeAssessment(session, assessmentId, answers);
    return session;
  }

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    adminSession = (await api.createOrganisation('Northwind Traders', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Northwind Traders', selectedCategories: ['deib-assessment'] });
    assessmentId = (await api.startAssessment(adminSession, 'deib-assessment')).id;
  });

  const text = (page: Page, value: string) => page.getByText(value, { exact: true });
  const pageAs = (session: string) => pageWithSession(browser, app.baseUrl, session);

  it('shows why there is no roadmap and no export before six people have answered', async () => {
    const page = await pageAs(adminSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Priority Roadmap');
    await expect.poll(() => text(page, 'Insufficient Data for Roadmap Generation').count()).toBe(1);
    expect(await text(page, 'You need at least 6 responses to generate a roadmap. Currently have 0 responses.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Generate Roadmap' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(`${app.baseUrl}/export`);
    await expect.poll(() => heading(page).textContent()).toBe('Export Results');
    await expect.poll(() => text(page, 'Export Not Available').count()).toBe(1);
    expect(await text(page, 'Insufficient Data').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Invite Team Members' }).getAttribute('href')).toBe('/invite-employee');
    expect(await page.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('generates the roadmap after six responses and moves an action to done', async () => {
    const emails = Array.from({ length: PEOPLE }, (_, index) => `person${index + 1}@northwind.test`);
    await api.invite(
      adminSession,
      emails.map((email) => ({ email, role: 'employee' })),
    );
    for (const [index, email] of emails.entries()) {
      const session = await respond(email, index + 1);
      if (index === 0) employeeSession = session;
    }

    const page = await pageAs(adminSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Priority Roadmap');
    // The six are released by a job just after the sixth completion: the page may come first.
    await reloadUntilShown(
      page,
      page.getByRole('heading', { name: 'Ready to generate your roadmap' }),
      text(page, 'Insufficient Data for Roadmap Generation'),
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Generate Roadmap' }).click();
    await expect.poll(() => text(page, 'Roadmap Generated!').count()).toBe(1);
    // The third domain scores 4.50 (Excellent): no action for it, and the page says the rule.
    await expect.poll(() => text(page, 'Created 2 priority action items based on your assessment data.').count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Generate Roadmap' }).count()).toBe(0);
    for (const priority of [1, 2]) expect(await text(page, `Priority ${priority}`).count()).toBe(1);
    expect(await text(page, 'Priority 3').count()).toBe(0);
    expect(await text(page, inSourceLanguage(roadmapMessages.rule)).count()).toBe(1);
    // Each card reads its whole statement, not only the start its title quotes.
    expect(
      await page.getByRole('article').first().getByText(inSourceLanguage(roadmapMessages.wholeStatement), { exact: true }).count(),
    ).toBe(1);

    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^Start Action/ }).click();
    await expect.poll(() => text(page, 'Action started').count()).toBe(1);
    await expect.poll(() => first.getByText('In progress', { exact: true }).count()).toBe(1);
    await first.getByRole('button', { name: /^Mark Complete/ }).click();
    await expect.poll(() => first.getByText('Done', { exact: true }).count()).toBe(1);
    await expect.poll(() => first.getByText(/^by Laura Callahan, /).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The change is saved: the server and a fresh page say so.
    const { items } = await api.requestParsed(RoadmapResponseSchema, '/api/roadmap', { session: adminSession });
    expect(items.map((item) => item.status)).toEqual(['done', 'not_started']);
    expect(items[0]?.statusChangedBy).toBe('Laura Callahan');
    await page.reload();
    await expect.poll(() => page.getByRole('article').first().getByText('Done', { exact: true }).count()).toBe(1);
    expect(await page.getByText('1 of 2 actions done').count()).toBe(1);
    await page.close();
  });

  it('keeps employees out of the roadmap', async () => {
    const page = await pageAs(employeeSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Access Denied');
    await page.close();
  });

  it('previews the export and downloads the CSV, the PDF and the presentation under the server file names', async () => {
    const page = await pageAs(adminSession);
    await page.goto(`${app.baseUrl}/export`);
    await expect.poll(() => heading(page).textContent()).toBe('Export Results');
    await expect.poll(() => text(page, 'Export Available').count()).toBe(1);
    expect(await text(page, 'Total responses').count()).toBe(1);
    expect(await page.getByText(exportNote).count()).toBe(1);
    await expectNoAxeViolations(page);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^culturelens-[a-z0-9-]+-wave-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvPath = await csv.path();
    const rows = parse(await readFile(csvPath, 'utf8'), { bom: true }) as string[][];
    const preview = await api.requestParsed(ExportPreviewSchema, `/api/export?assessmentId=${assessmentId}`, { session: adminSession });
    const domainLabels = preview.domains.map((domain) => domain.label);
    expect(rows[0]).toEqual([
      'Organisation Name',
      'Assessment Title',
      'Export Date',
      'Total Responses',
      'Overall Score',
      'Completion Rate (%)',
      ...domainLabels,
      // Each score's band in the one score language (decision 0021), after the specification's columns.
      'Overall Band',
      ...domainLabels.map((label) => `${label} Band`),
      // Then each domain's favourable share (4–5 of the answers), after the bands.
      ...domainLabels.map((label) => `${label} Favourable %`),
    ]);
    expect(rows[1]?.slice(0, 4)).toEqual(['Northwind Traders', expect.any(String), csv.suggestedFilename().slice(-14, -4), String(PEOPLE)]);
    await expect.poll(() => text(page, 'CSV Export Complete').count()).toBe(1);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^culturelens-[a-z0-9-]+-wave-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The downloaded report is this organisation's, with the roadmap as it was just worked.
    const report = await readPdf(pdfBytes);
    // Long titles wrap onto a second line of the page: compare with single spaces.
    const reportText = report.text.replace(/\s+/g, ' ');
    expect(reportText).toContain('Organisation: Northwind Traders');
    expect(reportText).toContain(`Responses ${PEOPLE} completed`);
    const { items } = await api.requestParsed(RoadmapResponseSchema, '/api/roadmap', { session: adminSession });
    const starts = items.map((item) => reportText.indexOf(`${item.priority}. ${item.title}`));
    expect(starts.every((start, index) => start > (starts[index - 1] ?? 0))).toBe(true);
    const statuses = starts.map(
      (start, index) => reportText.slice(start, starts[index + 1]).match(/Status: (Not started|In progress|Done)/)?.[1],
    );
    expect(statuses).toEqual(['Done', 'Not started']);
    expect(report.pages.every((reportPage) => reportPage.ink > 0)).toBe(true);
    await expect.poll(() => text(page, 'PDF Export Complete').count()).toBe(1);

    const [presentation] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download presentation' }).click(),
    ]);
    expect(presentation.suggestedFilename()).toMatch(/^culturelens-[a-z0-9-]+-wave-\d+-\d{4}-\d{2}-\d{2}\.pptx$/);
    const deck = await readPptx(await readFile(await presentation.path()));
    expect(deck.slides[0]?.text).toContain('Northwind Traders');
    expect(deck.slides.map((slide) => slide.text.split('\n')[0])).toContain('Priority actions');
    await expect.poll(() => text(page, 'Presentation Export Complete').count()).toBe(1);
    await page.close();
  });
});

const exportNote = 'Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than 6 respondents.';
