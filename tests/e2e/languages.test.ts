import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { apiClient, type ApiClient } from './support/api.ts';
import { startApp, type AppProcess } from './support/app-process.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { translated } from './support/catalogue.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';

/**
 * One assessment answered in German and in Arabic (and by five more people), and read by an
 * administrator in French: the same question ids, so the answers count together; each person
 * sees the app, the statements and the exports in their own language (decision 0053).
 */
describe('CultureLens in German, Arabic and French', () => {
  let app: AppProcess;
  let api: ApiClient;
  const browsers: TestBrowser[] = [];
  let adminSession = '';
  let assessmentId = '';
  const sessions: Record<'german' | 'arabic', string> = { german: '', arabic: '' };
  const RESPONDENTS = 7;

  const person = (name: string) => ({
    firstName: name,
    lastName: 'Tester',
    email: `${name.toLowerCase()}@lumiere.test`,
    password: `${name}-answers-in-kind-8`,
  });

  beforeAll(async () => {
    app = await startApp();
    api = apiClient(app.baseUrl);
    const admin = { firstName: 'Léa', lastName: 'Moreau', email: 'lea@lumiere.test', password: 'lumiere-reads-french-9' };
    adminSession = (await api.createOrganisation('Atelier Lumière', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Atelier Lumière', selectedCategories: ['deib-assessment'] });
    // One release when the assessment closes, so the answers of all seven, in whichever language, are released together.
    const settings = await api.request('/api/organisations/current/settings', {
      method: 'PATCH',
      body: { resultsAfterClose: true },
      session: adminSession,
    });
    expect(settings.status).toBe(200);
    assessmentId = (await api.startAssessment(adminSession, 'deib-assessment')).id;
    const people = ['Greta', 'Amira', 'Bruno', 'Chloe', 'Diego', 'Elif', 'Farid'].map(person);
    await api.invite(
      adminSession,
      people.map(({ email }) => ({ email, role: 'employee' as const })),
    );
    const joined = [];
    for (const someone of people) joined.push(await api.joinByInvitation(someone));
    [sessions.german, sessions.arabic] = joined as [string, string];
    for (const [index, session] of joined.slice(2).entries()) {
      const { questions } = await api.questionnaire(session, assessmentId);
      await api.completeAssessment(
        session,
        assessmentId,
        Object.fromEntries(questions.map((question, at) => [question.id, 1 + ((index + at) % 5)])),
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await app?.stop();
  });

  async function browserIn(locale?: string): Promise<TestBrowser> {
    const browser = await launchBrowser(locale ? { locale } : {});
    browsers.push(browser);
    return browser;
  }

  /** Answers every question with the scale's "Agree" in `locale`, as the person would: choose, then go on. */
  async function answerAll(page: Page, locale: string): Promise<void> {
    const agree = await translated(locale, 'Agree', {}, 'answer scale');
    const next = await translated(locale, 'Next');
    const complete = await translated(locale, 'Complete Assessment');
    for (let position = 1; position <= 9; position += 1) {
      await expect
        .poll(async () => page.getByText(await translated(locale, 'Question {position} of {total}', { position, total: 9 })).count())
        .toBe(1);
      await page.getByRole('radio', { name: agree, exact: true }).check();
      await page.getByRole('button', { name: position === 9 ? complete : next, exact: true }).click();
    }
    await page.waitForURL(`${app.baseUrl}/dashboard`);
  }

  it('asks a person whose browser speaks German in German: the page, the statements and the answer scale', async () => {
    const page = await pageWithSession(await browserIn('de-DE'), app.baseUrl, sessions.german);
    await page.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    const { questions } = await api.questionnaire(sessions.german, assessmentId);
    const first = questions[0]?.id ?? '';
    await expect.poll(() => page.getByText(STATEMENT_TRANSLATIONS[first]?.de ?? 'missing', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['de-DE', 'ltr']);
    await expect.poll(async () => page.getByRole('button', { name: await translated('de', 'Previous'), exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await answerAll(page, 'de');
  });

  it('mirrors the whole page for a person who chose Arabic on their account, and takes their answers', async () => {
    const chosen = await api.request('/api/account/locale', { method: 'PUT', body: { locale: 'ar' }, session: sessions.arabic });
    expect(chosen.status).toBeLessThan(300);
    // An English browser: the account's choice wins.
    const page = await pageWithSession(await browserIn('en-GB'), app.baseUrl, sessions.arabic);
    await page.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    const { questions } = await api.questionnaire(sessions.arabic, assessmentId);
    const first = questions[0]?.id ?? '';
    await expect.poll(() => page.getByText(STATEMENT_TRANSLATIONS[first]?.ar ?? 'missing', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    // Right to left: the way on ("Next") is on the left, the way back on the right.
    const next = await page.getByRole('button', { name: await translated('ar', 'Next'), exact: true }).boundingBox();
    const previous = await page.getByRole('button', { name: await translated('ar', 'Previous'), exact: true }).boundingBox();
    expect(next && previous && next.x < previous.x).toBe(true);
    // The frame runs right to left; an English title inside it keeps its own direction.
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await heading(page).getAttribute('dir')).toBe('auto');
    await expectNoAxeViolations(page);
    await answerAll(page, 'ar');
  });

  it('shows a French administrator the answers of all three languages together, in French, and exports them in French', async () => {
    await api.setAssessmentStatus(adminSession, assessmentId, 'closed');
    for (
      let waited = 0;
      (await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession })).responses < RESPONDENTS;
      waited += 500
    ) {
      if (waited > 60_000) throw new Error(`the ${RESPONDENTS} answers were not released within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // The administrator's browser asks for English; they choose French on their account page.
    const page = await pageWithSession(await browserIn('en-GB'), app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/account`);
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
    await expect.poll(async () => page.getByRole('heading', { name: await translated('fr', 'Language'), exact: true }).count()).toBe(1);

    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    await expect.poll(() => heading(page).textContent()).toBe(await translated('fr', 'Assessment Results'));
    await expect.poll(async () => page.getByText(await translated('fr', 'Responses'), { exact: true }).count()).toBeGreaterThan(0);
    const { questions } = await api.questionnaire(adminSession, assessmentId);
    const first = questions[0]?.id ?? '';
    await expect.poll(() => page.getByText(STATEMENT_TRANSLATIONS[first]?.fr ?? 'missing').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.goto(`${app.baseUrl}/export`);
    const download = await translated('fr', 'Download CSV');
    await page.getByRole('button', { name: download }).waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: download }).click()]);
    const rows = parse(await readFile(await csv.path(), 'utf8'), { bom: true, relax_column_count: true }) as string[][];
    const questionHeader = await Promise.all(
      ['Domain', 'Question', 'Mean', 'Band', 'Responses', 'Favourable %'].map((text) => translated('fr', text)),
    );
    expect(rows.map((row) => row.slice(0, questionHeader.length))).toContainEqual(questionHeader);
    expect(rows.flat()).toContain(STATEMENT_TRANSLATIONS[first]?.fr);
    expect(rows[1]?.[3]).toBe(String(RESPONDENTS));
  }, 150_000);
});
