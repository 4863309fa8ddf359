import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { questionsForSet } from '#domain/question-bank.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { expectNoAxeViolations, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const SCALE = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'];
const people = Array.from({ length: 6 }, (_, index) => `person${index + 1}@local.test`);
/** Each person's answer to every question: means per domain 3.50, so every domain is shown. */
const answerOf = [2, 3, 4, 4, 5, 3];
const questionCount = questionsForSet('culture-change-readiness').length;
const facilitator = {
  organisation: 'Greenhouse Cooperative',
  firstName: 'Ada',
  lastName: 'Facilitator',
  email: 'ada@local.test',
  password: 'seedlings-and-soil-2026',
};

async function answerAs(page: Page, email: string, value: number) {
  await page.getByRole('button', { name: `Answer as ${email}` }).click();
  for (let index = 0; index < questionCount; index += 1) {
    await page.getByRole('heading', { name: `Question ${index + 1} of ${questionCount}` }).waitFor();
    await page.getByRole('radio', { name: SCALE[value - 1], exact: true }).check();
    const last = index === questionCount - 1;
    await page.getByRole('button', { name: last ? 'Complete Assessment' : 'Next' }).click();
  }
  await page.getByText('Assessment Complete!').waitFor();
}

/**
 * The local workspace in a real browser with every /api request refused: from /alpha/join a
 * facilitator starts a workspace, adds six people, hands the device round, and sees results,
 * heat map and roadmap computed in the browser; a reload finds everything again.
 */
describe('a local workspace in the browser', () => {
  const { app, browser } = useAppInBrowser();

  it('runs a whole assessment on one device without the server, and keeps it across a reload', async () => {
    const page = await browser.newPage();
    const consoleErrors = collectConsoleErrors(page);
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${url.pathname}`);
    });
    // The server's API is out of reach for the whole journey.
    await page.route('**/api/**', (route) => route.abort());

    // /alpha/join is a page of the server's site and asks who is signed in (refused here): wait
    // until that has failed, and from then on nothing may ask the server or fail.
    const sessionCheckLogged = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('net::ERR_FAILED'),
    );
    await page.goto(`${app.baseUrl}/alpha/join`);
    await sessionCheckLogged;
    expect(apiRequests).toEqual(['GET /api/session']);
    apiRequests.length = 0;
    consoleErrors.length = 0;
    await page.getByRole('link', { name: 'Start a local workspace' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Start a local workspace');
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Local workspace' }).textContent())
      .toContain('nothing you enter here leaves this browser');
    await expectNoAxeViolations(page);

    await page.getByLabel('Organisation name').fill(facilitator.organisation);
    await page.getByLabel('Your first name').fill(facilitator.firstName);
    await page.getByLabel('Your last name').fill(facilitator.lastName);
    await page.getByLabel('Your email').fill(facilitator.email);
    await page.getByLabel('Facilitator password').fill(facilitator.password);
    await page.getByLabel('Confirm password').fill(facilitator.password);
    await page.getByRole('button', { name: 'Start the workspace' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Culture Change Readiness' }).count()).toBe(1);
    await page.getByText('Select domains: Please select at least one assessment domain.').waitFor();
    await page.getByRole('checkbox', { name: 'Culture Change Readiness' }).check();
    await page.getByRole('button', { name: 'Start the workspace' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(facilitator.organisation);

    for (const email of people) {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Add person' }).click();
      await page.getByRole('button', { name: `Remove ${email}` }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Email' }).fill(people[0] ?? '');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('Duplicate email: This email has already been added.').waitFor();

    await page.getByRole('button', { name: 'Start assessment' }).click();
    await page.getByText('This assessment needs at least 6 responses to show results. Currently have 0 responses.').first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Hand the device round for Culture Change Readiness' }).click();
    for (const [index, email] of people.entries()) {
      await answerAs(page, email, answerOf[index] ?? 3);
      if (index === 4) {
        // A reload while the device goes round stays in the answering view.
        await page.reload();
        await page.getByRole('list', { name: 'People still to answer' }).waitFor();
      }
    }
    await page.getByText('Everyone has answered.').waitFor();
    await page.getByLabel('Facilitator password').fill('not the password');
    await page.getByRole('button', { name: 'Back to the workspace' }).click();
    await page.getByText('That is not the facilitator password.').waitFor();
    await page.getByLabel('Facilitator password').fill(facilitator.password);
    await page.getByRole('button', { name: 'Back to the workspace' }).click();

    const expectResults = async () => {
      await page.getByRole('heading', { name: 'Results: Culture Change Readiness' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Domain scores' }).locator('xpath=../..').textContent()).toContain('3.50');
      await expect.poll(() => page.getByRole('table').count()).toBe(1);
      await expect.poll(() => page.getByRole('list', { name: 'Roadmap items' }).getByRole('listitem').count()).toBe(3);
      await expect.poll(() => page.getByRole('list', { name: 'People in this workspace' }).getByRole('listitem').count()).toBe(6);
      expect(await page.getByText('6 in the results').count()).toBe(1);
    };
    await expectResults();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(facilitator.organisation);
    await expectResults();

    // The password is kept only as a PBKDF2 hash, and answers carry no one's address.
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toContain(facilitator.password);
    expect(stored).toContain('PBKDF2-SHA-256');
    const responses = await page.evaluate(() => window.localStorage.getItem('alpha_assessment_responses') ?? '');
    for (const email of people) expect(responses).not.toContain(email);

    // Nothing of the workspace reached for the API, not even the session check, and nothing failed.
    expect(apiRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
