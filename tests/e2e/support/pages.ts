import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_COOKIE } from './api.ts';
import { hasAuthenticator, nextCode, rememberSecret } from './authenticator.ts';
import { accessibilityViolations, type TestBrowser } from './browser.ts';

/** Browser-side steps that the journeys share. */

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Pages load lazily: check the page once it has rendered (every page has one h1), not its empty shell.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page's one h1. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A new tab, signed out: the profile's cookies are shared by its pages, so they are cleared
 * first (and a new tab starts with an empty sessionStorage).
 */
export async function freshPage(browser: TestBrowser): Promise<Page> {
  await browser.context.clearCookies();
  return browser.newPage();
}

/** A new tab signed in with a session made through the API (signed out without one). */
export async function pageWithSession(browser: TestBrowser, baseUrl: string, session: string | undefined): Promise<Page> {
  await browser.context.clearCookies();
  // The attributes the server gives the cookie.
  if (session) await browser.context.addCookies([{ name: SESSION_COOKIE, value: session, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return browser.newPage();
}

/**
 * Signs in on /login in a new tab, as a person would, and waits for the dashboard; someone
 * with two-step sign-in (enrolled by these tests) types the code from the tests' authenticator.
 */
export async function signInOnLoginPage(browser: TestBrowser, baseUrl: string, person: { email: string; password: string }): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (hasAuthenticator(person.email)) await answerCodeStep(page, person.email);
  await page.waitForURL(`${baseUrl}/dashboard`);
  return page;
}

/** The sign-in's second step: the code from the tests' authenticator. */
export async function answerCodeStep(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Authentication code/).fill(await nextCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Sets up two-step sign-in on /account/two-step-sign-in, where an administrator without it is
 * taken: reads the key typed into an app from the page, confirms with a code, and continues
 * past the recovery codes (returned) to where they were going.
 */
export async function enrolOnTwoStepPage(page: Page, person: { email: string; password: string }): Promise<string[]> {
  await page.waitForURL(/\/account\/two-step-sign-in/);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  rememberSecret(person.email, await page.getByTestId('manual-key').innerText());
  await page.getByLabel(/^Code from the app/).fill(await nextCode(person.email));
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
  return recoveryCodes;
}

/**
 * Waits until the loaded page shows `shown`, reloading it meanwhile, for figures that a
 * background job publishes a moment after the request that caused them (answers are
 * released just after a completion was answered). Each load is read once it shows either
 * `shown` or `notYet`, so a page still loading is never taken for one without the figures.
 * Bounded by `timeout`.
 */
export async function reloadUntilShown(page: Page, shown: Locator, notYet: Locator, timeout = 30_000): Promise<void> {
  let loads = 0;
  await expect
    .poll(
      async () => {
        if (loads++ > 0) await page.reload();
        await shown.or(notYet).first().waitFor();
        return shown.count();
      },
      { timeout, interval: 250 },
    )
    .toBeGreaterThan(0);
}
