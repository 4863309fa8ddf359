import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';

const SESSION_COOKIE = 'culturelens_session';
const PEOPLE = 6;

/**
 * The priority roadmap and the exports in a real browser against `npm start`: an organisation,
 * a DEIB assessment and six people who answered it are set up through the real API; the
 * administrator then generates the roadmap, works an action through to done and downloads
 * the CSV and PDF.
 */
describe('roadmap and export in the browser', () => {
  let app: AppProcess;
  let browser: TestBrowser;
  let adminSession = '';
  let employeeSession = '';
  let assessmentId = '';

  /** A JSON call to the API as a same-origin page would make it; `session` is the session cookie's value. */
  async function api(path: string, options: { method?: string; body?: unknown; session?: string } = {}) {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: {
        origin: app.baseUrl,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    return { body: body as Record<string, unknown>, session: cookie?.slice(SESSION_COOKIE.length + 1) };
  }

  /** The invitation token of the newest mail to `email` in the local mailbox. */
  async function invitationToken(email: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { body } = await api('/api/mailbox');
      const messages = body.messages as Array<{ to: string; links: string[] }>;
      const link = messages.find((message) => message.to.includes(email))?.links.find((candidate) => candidate.includes('/invite/'));
      if (link) return decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no invitation mail to ${email}`);
  }

  /** Accepts an invitation, consents and completes the assessment; answers differ by domain so the gaps differ. */
  async function respond(email: string, index: number): Promise<string> {
    const password = `paper-planes-${index}-${index}`;
    const accepted = await api('/api/invitations/accept', {
      body: { token: await invitationToken(email), firstName: `Person${index}`, lastName: 'Tester', password, confirmPassword: password },
    });
    const session = accepted.session;
    if (!session) throw new Error('accepting the invitation set no session cookie');
    await api('/api/consent', { session, body: { consent: true, version: 'alpha-v1' } });
    const { body } = await api(`/api/assessments/${assessmentId}/questionnaire`, { session });
    const questions = body.questions as Array<{ id: string; domain: string }>;
    const domains = [...new Set(questions.map((question) => question.domain))];
    const answers = Object.fromEntries(
      questions.map((question) => [question.id, Math.min(5, 2 + domains.indexOf(question.domain) + (index % 2))]),
    );
    await api(`/api/assessments/${assessmentId}/complete`, { session, body: { answers } });
    return session;
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();

    const organisation = await api('/api/organisations', {
      body: {
        organisationName: 'Northwind Traders',
        adminFirstName: 'Laura',
        adminLastName: 'Callahan',
        adminEmail: 'laura@northwind.test',
        adminPassword: 'kites-and-yoyos-7',
        confirmPassword: 'kites-and-yoyos-7',
      },
    });
    if (!organisation.session) throw new Error('creating the organisation set no session cookie');
    adminSession = organisation.session;
    const session = adminSession;
    await api('/api/organisations/current/setup', { session, body: { organisationName: 'Northwind Traders', selectedCategories: ['deib-assessment'] } });
    assessmentId = String((await api('/api/assessments', { session, body: { questionSetId: 'deib-assessment' } })).body.id);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function expectNoAxeViolations(page: Page) {
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const text = (page: Page, value: string) => page.getByText(value, { exact: true });

  /** A page signed in with a session made through the API. */
  async function pageWithSession(session: string): Promise<Page> {
    await browser.context.clearCookies();
    await browser.context.addCookies([{ name: SESSION_COOKIE, value: session, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    return browser.newPage();
  }

  it('shows why there is no roadmap and no export before six people have answered', async () => {
    const page = await pageWithSession(adminSession);
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
    await api('/api/invitations', { session: adminSession, body: { invitations: emails.map((email) => ({ email, role: 'employee' })) } });
    for (const [index, email] of emails.entries()) {
      const session = await respond(email, index + 1);
      if (index === 0) employeeSession = session;
    }

    const page = await pageWithSession(adminSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Priority Roadmap');
    await expect.poll(() => page.getByRole('heading', { name: 'Ready to generate your roadmap' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Generate Roadmap' }).click();
    await expect.poll(() => text(page, 'Roadmap Generated!').count()).toBe(1);
    await expect.poll(() => text(page, 'Created 3 priority action items based on your assessment data.').count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Generate Roadmap' }).count()).toBe(0);
    for (const priority of [1, 2, 3]) expect(await text(page, `Priority ${priority}`).count()).toBe(1);

    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^Start Action/ }).click();
    await expect.poll(() => text(page, 'Action started').count()).toBe(1);
    await expect.poll(() => first.getByText('In progress', { exact: true }).count()).toBe(1);
    await first.getByRole('button', { name: /^Mark Complete/ }).click();
    await expect.poll(() => first.getByText('Done', { exact: true }).count()).toBe(1);
    await expect.poll(() => first.getByText(/^by Laura Callahan, /).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The change is saved: the server and a fresh page say so.
    const roadmap = await api('/api/roadmap', { session: adminSession });
    const items = roadmap.body.items as Array<{ status: string; statusChangedBy: string | null }>;
    expect(items.map((item) => item.status)).toEqual(['done', 'not_started', 'not_started']);
    expect(items[0]?.statusChangedBy).toBe('Laura Callahan');
    await page.reload();
    await expect.poll(() => page.getByRole('article').first().getByText('Done', { exact: true }).count()).toBe(1);
    expect(await page.getByText('1 of 3 actions done').count()).toBe(1);
    await page.close();
  });

  it('keeps employees out of the roadmap', async () => {
    const page = await pageWithSession(employeeSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Access Denied');
    await page.close();
  });

  it('previews the export and downloads the CSV and the PDF under the server file names', async () => {
    const page = await pageWithSession(adminSession);
    await page.goto(`${app.baseUrl}/export`);
    await expect.poll(() => heading(page).textContent()).toBe('Export Results');
    await expect.poll(() => text(page, 'Export Available').count()).toBe(1);
    expect(await text(page, 'Total responses').count()).toBe(1);
    expect(await page.getByText(exportNote).count()).toBe(1);
    await expectNoAxeViolations(page);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^culturelens-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvPath = await csv.path();
    const rows = parse(await readFile(csvPath, 'utf8'), { bom: true }) as string[][];
    const preview = await api(`/api/export?assessmentId=${assessmentId}`, { session: adminSession });
    const domainLabels = (preview.body.domains as Array<{ label: string }>).map((domain) => domain.label);
    expect(rows[0]).toEqual([
      'Organisation Name',
      'Assessment Title',
      'Export Date',
      'Total Responses',
      'Overall Score',
      'Completion Rate (%)',
      ...domainLabels,
    ]);
    expect(rows[1]?.slice(0, 4)).toEqual(['Northwind Traders', expect.any(String), csv.suggestedFilename().slice(19, 29), String(PEOPLE)]);
    await expect.poll(() => text(page, 'CSV Export Complete').count()).toBe(1);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^culturelens-export-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect.poll(() => text(page, 'PDF Export Complete').count()).toBe(1);
    await page.close();
  });
});

const exportNote = 'Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than 6 respondents.';
