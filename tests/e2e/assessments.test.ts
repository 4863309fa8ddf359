import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiClient, SESSION_COOKIE, type ApiClient } from './support/api.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';
import { expectNoAxeViolations, heading, pageWithSession, signInOnLoginPage } from './support/pages.ts';

/**
 * Answering assessments in a real browser against `npm start`: the set-up (organisation,
 * categories, assessments, an invited and consented employee) goes through the real API.
 */
describe('assessments in the browser', () => {
  let app: AppProcess;
  let browser: TestBrowser;
  let api: ApiClient;
  let adminSession = '';
  let deibId = '';
  let defaultId = '';
  const admin = { firstName: 'Laura', lastName: 'Callahan', email: 'laura@wingtip.test', password: 'kites-and-yoyos-7' };
  const employee = { firstName: 'Margaret', lastName: 'Peacock', email: 'margaret@wingtip.test', password: 'tea-and-biscuits-42' };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);

    adminSession = (await api.createOrganisation('Wingtip Toys', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Wingtip Toys', selectedCategories: ['deib-assessment'] });
    deibId = (await api.startAssessment(adminSession, 'deib-assessment')).id;
    defaultId = (await api.startAssessment(adminSession, 'default-assessment')).id;
    await api.invite(adminSession, [{ email: employee.email, role: 'employee' }]);
    await api.joinByInvitation(employee);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
  const progress = (page: Page, text: string) => page.getByText(text, { exact: true });
  const signInAsEmployee = () => signInOnLoginPage(browser, app.baseUrl, employee);

  async function answer(page: Page, option: string, next: RegExp) {
    await radio(page, option).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText(next).count()).toBe(1);
  }

  it('saves answers as they go, resumes where the person left off, and completes with the keyboard only', async () => {
    let page = await signInAsEmployee();
    await page.goto(`${app.baseUrl}/assessment/${deibId}`);
    await expect.poll(() => heading(page).textContent()).toBe('Diversity, Equity, Inclusion & Belonging (DEIB)');
    await expect.poll(() => progress(page, 'Question 1 of 9').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await answer(page, 'Agree', /^Question 2 of 9$/);
    await answer(page, 'Prefer not to say', /^Question 3 of 9$/);
    await answer(page, 'Strongly Disagree', /^Question 4 of 9$/);
    await answer(page, 'Neutral', /^Question 5 of 9$/);
    await expect.poll(() => page.getByText('Auto-saved').count()).toBe(1);
    await expect.poll(() => page.getByText(/^4 of 9 answered/).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Leave: the browser closes, a new one opens and the person signs in again.
    await browser.close();
    browser = await launchBrowser();
    page = await signInAsEmployee();
    await page.goto(`${app.baseUrl}/assessment/${deibId}`);
    await expect.poll(() => progress(page, 'Question 5 of 9').count()).toBe(1);
    await expect.poll(() => page.getByText(/^4 of 9 answered/).count()).toBe(1);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);

    // The earlier answers are shown.
    const earlier: Array<[string, string]> = [
      ['Question 4 of 9', 'Neutral'],
      ['Question 3 of 9', 'Strongly Disagree'],
      ['Question 2 of 9', 'Prefer not to say'],
      ['Question 1 of 9', 'Agree'],
    ];
    for (const [step, option] of earlier) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => progress(page, step).count()).toBe(1);
      expect(await radio(page, option).isChecked()).toBe(true);
    }
    for (const step of ['Question 2 of 9', 'Question 3 of 9', 'Question 4 of 9', 'Question 5 of 9']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => progress(page, step).count()).toBe(1);
    }

    // Keyboard only from here: 1–5 and 0 choose, Enter goes on and, on the last question, completes.
    const keys = ['5', '4', '0', '2'];
    for (const [offset, key] of keys.entries()) {
      await page.keyboard.press(key);
      await page.keyboard.press('Enter');
      await expect.poll(() => progress(page, `Question ${6 + offset} of 9`).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Complete Assessment' }).isDisabled()).toBe(true);
    await page.keyboard.press('3');
    expect(await radio(page, 'Neutral').isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByText('Assessment Complete!').count()).toBe(1);

    // Completed answers wait sealed for a release: they are not shown back, not even to the person.
    await page.goto(`${app.baseUrl}/assessment/${deibId}`);
    await expect.poll(() => heading(page).textContent()).toBe('You have completed this assessment');
    expect(await page.getByRole('radio').count()).toBe(0);
    const session = (await browser.context.cookies(app.baseUrl)).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(session).toBeDefined();
    const questionnaire = await api.questionnaire(session ?? '', deibId);
    expect(questionnaire.assessment.myProgress.completed).toBe(true);
    expect(questionnaire.answers).toEqual({});
    await page.close();
  });

  it('shows the paused message while an assessment is paused, and answering goes on once it reopens', async () => {
    const page = await signInAsEmployee();
    await page.goto(`${app.baseUrl}/assessment/${defaultId}`);
    await expect.poll(() => progress(page, 'Question 1 of 5').count()).toBe(1);
    await answer(page, 'Agree', /^Question 2 of 5$/);

    await api.setAssessmentStatus(adminSession, defaultId, 'paused');
    // The next save is refused: the page shows the paused state instead of the questions.
    await radio(page, 'Disagree').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('radio').count()).toBe(0);
    await expect
      .poll(() => page.getByText('This assessment is paused. Your saved answers are kept: you can carry on when it reopens.').count())
      .toBe(1);
    await page.reload();
    await expect
      .poll(() => page.getByText('This assessment is paused. Your saved answers are kept: you can carry on when it reopens.').count())
      .toBe(1);
    await expect.poll(() => page.getByText('1 of 5 questions answered and saved so far.').count()).toBe(1);

    await api.setAssessmentStatus(adminSession, defaultId, 'open');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => progress(page, 'Question 2 of 5').count()).toBe(1);
    await answer(page, 'Disagree', /^Question 3 of 5$/);

    // The overview: grouped, and the same flow with 'Submit Anonymously', a thank-you and the results.
    await page.goto(`${app.baseUrl}/assessments/anonymous`);
    await expect.poll(() => heading(page).textContent()).toBe('Anonymous Workplace Assessments');
    await expect.poll(() => page.getByRole('heading', { name: /^Open: in progress/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: /^Completed/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue Organisational Culture (default)' }).click();
    await expect.poll(() => progress(page, 'Question 3 of 5').count()).toBe(1);
    await answer(page, 'Agree', /^Question 4 of 5$/);
    await answer(page, 'Strongly Agree', /^Question 5 of 5$/);
    await radio(page, 'Neutral').check();
    await page.getByRole('button', { name: 'Submit Anonymously' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Thank you!');
    await page.waitForURL(`${app.baseUrl}/results-dashboard`, { timeout: 10_000 });
    await page.close();
  });

  it("lets the admin start an assessment from the organisation's categories, accessibly", async () => {
    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/create-assessment`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    expect(await page.getByRole('radio').count()).toBe(2);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
