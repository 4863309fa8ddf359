import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';

const SESSION_COOKIE = 'culturelens_session';

/**
 * Answering assessments in a real browser against `npm start`: the set-up (organisation,
 * categories, assessments, an invited and consented employee) goes through the real API.
 */
describe('assessments in the browser', () => {
  let app: AppProcess;
  let browser: TestBrowser;
  let adminSession = '';
  let deibId = '';
  let defaultId = '';
  const employee = { email: 'margaret@wingtip.test', password: 'tea-and-biscuits-42' };

  /** A JSON call to the API as a same-origin page would make it; `session` is the session cookie's value. */
  async function api(path: string, options: { method?: string; body?: unknown; session?: string } = {}) {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: app.baseUrl,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${options.method ?? 'POST'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    return { body: body as Record<string, unknown>, session: cookie?.slice(SESSION_COOKIE.length + 1) };
  }

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

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();

    const organisation = await api('/api/organisations', {
      body: {
        organisationName: 'Wingtip Toys',
        adminFirstName: 'Laura',
        adminLastName: 'Callahan',
        adminEmail: 'laura@wingtip.test',
        adminPassword: 'kites-and-yoyos-7',
        confirmPassword: 'kites-and-yoyos-7',
      },
    });
    if (!organisation.session) throw new Error('creating the organisation set no session cookie');
    adminSession = organisation.session;
    const session = adminSession;
    await api('/api/organisations/current/setup', { session, body: { organisationName: 'Wingtip Toys', selectedCategories: ['deib-assessment'] } });
    deibId = String((await api('/api/assessments', { session, body: { questionSetId: 'deib-assessment' } })).body.id);
    defaultId = String((await api('/api/assessments', { session, body: { questionSetId: 'default-assessment' } })).body.id);
    await api('/api/invitations', { session, body: { invitations: [{ email: employee.email, role: 'employee' }] } });

    const accepted = await api('/api/invitations/accept', {
      body: {
        token: await invitationToken(employee.email),
        firstName: 'Margaret',
        lastName: 'Peacock',
        password: employee.password,
        confirmPassword: employee.password,
      },
    });
    if (!accepted.session) throw new Error('accepting the invitation set no session cookie');
    await api('/api/consent', { session: accepted.session, body: { consent: true, version: 'alpha-v1' } });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function expectNoAxeViolations(page: Page) {
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
  const progress = (page: Page, text: string) => page.getByText(text, { exact: true });

  /** Each journey starts signed out: the profile's cookies are shared by its pages. */
  async function freshPage(): Promise<Page> {
    await browser.context.clearCookies();
    return browser.newPage();
  }

  async function signInAsEmployee(): Promise<Page> {
    const page = await freshPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill(employee.email);
    await page.getByLabel(/^Password/).fill(employee.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    return page;
  }

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

    await page.goto(`${app.baseUrl}/assessment/${deibId}`);
    await expect.poll(() => heading(page).textContent()).toBe('You have completed this assessment');
    await page.close();
  });

  it('shows the paused message while an assessment is paused, and answering goes on once it reopens', async () => {
    const page = await signInAsEmployee();
    await page.goto(`${app.baseUrl}/assessment/${defaultId}`);
    await expect.poll(() => progress(page, 'Question 1 of 5').count()).toBe(1);
    await answer(page, 'Agree', /^Question 2 of 5$/);

    await api(`/api/assessments/${defaultId}/status`, { method: 'PATCH', session: adminSession, body: { status: 'paused' } });
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

    await api(`/api/assessments/${defaultId}/status`, { method: 'PATCH', session: adminSession, body: { status: 'open' } });
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

  it('lets the admin start an assessment from the organisation\'s categories, accessibly', async () => {
    const page = await freshPage();
    await browser.context.addCookies([{ name: SESSION_COOKIE, value: adminSession, url: app.baseUrl }]);
    await page.goto(`${app.baseUrl}/create-assessment`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    expect(await page.getByRole('radio').count()).toBe(2);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
