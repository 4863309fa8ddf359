import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors } from './support/browser.ts';
import { answerCodeStep, expectNoAxeViolations, freshPage, heading, pageWithSession } from './support/pages.ts';
import { trackScripts } from './support/page-weight.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const JAVASCRIPT_BUDGET_GZIP_BYTES = 100_000;
const LANDING_HEADING = 'Understand your culture. Protect every voice.';
const POST_AUTH_DESTINATION_KEY = 'culturelens.postAuthDestination';
const PASSWORD = 'landing-page-test-1';
const screenshots = 'test-results/screenshots';

/** The pre-rendered landing page (docs/decisions/0001), as a browser gets it from `npm start`. */
describe('the landing page in the browser', () => {
  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    await mkdir(screenshots, { recursive: true });
  });

  const url = (path: string) => `${app.baseUrl}${path}`;

  async function createOrganisation(adminEmail: string): Promise<string> {
    const admin = { firstName: 'Margaret', lastName: 'Peacock', email: adminEmail, password: PASSWORD };
    const created = await api.createOrganisation(`Landing ${adminEmail}`, admin);
    expect(created.status).toBe(201);
    return created.session;
  }

  const storedDestination = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), POST_AUTH_DESTINATION_KEY);

  // Each test starts signed out, in a new tab (so with an empty sessionStorage).

  it('is static HTML with under 100 kB of gzip JavaScript, complete, accessible and without errors', async () => {
    // The first page of a new browser profile: a cold cache, so every script is transferred.
    const page = await freshPage(browser);
    const consoleErrors = collectConsoleErrors(page);
    const scripts = trackScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/'), { waitUntil: 'networkidle' });

    const weight = await scripts.weight();
    expect(weight.gzipBytes).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_GZIP_BYTES);
    // Not the single-page app: only the arrival script, and no inline script for the CSP to refuse.
    expect(weight.files.map((file) => new URL(file.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/arrival-[\w-]+\.js$/)]);
    expect(await page.locator('script:not([src])').count()).toBe(0);

    expect(await heading(page).textContent()).toBe(LANDING_HEADING);
    expect(await page.title()).toBe('CultureLens — anonymous workplace-culture assessments');
    for (const name of ['Four assessment areas', 'Platform features', 'AI survey features', 'Join the alpha programme']) {
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    }
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Assessments', '/assessments'],
      ['Features', '/features'],
      ['Alpha Programme', '/alpha/join'],
      ['Sign In', '/login'],
    ]) {
      expect(await mainNavigation.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${screenshots}/landing-1280.png`, fullPage: true });

    // On a phone the header wraps: every link stays reachable without a menu script, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ['Assessments', 'Features', 'Alpha Programme', 'Sign In']) {
      expect(await mainNavigation.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${screenshots}/landing-390.png`, fullPage: true });

    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it.each([
    ['de-DE,de;q=0.9,en;q=0.5', '<html lang="de-DE" dir="ltr">'],
    ['ar-EG,ar;q=0.9', '<html lang="ar" dir="rtl">'],
    ['ja-JP,ja;q=0.9', '<html lang="en-GB" dir="ltr">'],
  ])('answers Accept-Language %s with the pre-rendered page in that language: %s', async (acceptLanguage, html) => {
    const response = await fetch(url('/'), { headers: { accept: 'text/html', 'accept-language': acceptLanguage } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    expect(await response.text()).toContain(html);
  });

  it('switches language with its chooser without a script of its own, and the app starts in the chosen one', async () => {
    const page = await freshPage(browser);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const chooser = page.getByRole('navigation', { name: 'Language' });
    await chooser.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(url('/?lang=ar'));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await expectNoAxeViolations(page);

    // The server kept the choice in the cookie the app reads at its start.
    await page.goto(url('/features'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Its label is Arabic now: found by the language it offers.
    await page.locator('footer a[hreflang="de-DE"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(page.url()).toBe(url('/features'));
    expect((await browser.context.cookies()).find((cookie) => cookie.name === 'culturelens_locale')?.value).toBe('de');
    await page.close();
  });

  it('leads to the alpha programme with its Join Alpha Programme link', async () => {
    const page = await freshPage(browser);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Join Alpha Programme' }).click();
    await page.waitForURL(url('/alpha/join'));
    await expect.poll(() => heading(page).textContent()).toBe('Join the Alpha Programme');
    await page.close();
  });

  it('sends a visitor on to a same-site next parameter', async () => {
    const page = await freshPage(browser);
    await page.goto(url('/?next=/features'));
    await page.waitForURL(url('/features'));
    await expect.poll(() => heading(page).textContent()).toBe('Platform features');
    await page.close();
  });

  it.each(['https://evil.example/', '//evil.example'])('keeps a visitor on the landing page with next=%s', async (next) => {
    const page = await freshPage(browser);
    const target = url(`/?next=${next}`);
    // networkidle: the arrival script has run and its session check has answered.
    await page.goto(target, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(target);
    expect(await heading(page).textContent()).toBe(LANDING_HEADING);
    await page.close();
  });

  it('takes a remembered destination once, and a next parameter before it', async () => {
    const page = await freshPage(browser);
    await page.goto(url('/help'));
    await page.evaluate((key) => window.sessionStorage.setItem(key, '/features'), POST_AUTH_DESTINATION_KEY);
    await page.goto(url('/'));
    await page.waitForURL(url('/features'));
    expect(await storedDestination(page)).toBeNull();

    await page.goto(url('/'), { waitUntil: 'networkidle' });
    expect(page.url()).toBe(url('/'));

    await page.evaluate((key) => window.sessionStorage.setItem(key, '/help'), POST_AUTH_DESTINATION_KEY);
    await page.goto(url('/?next=/assessments'));
    await page.waitForURL(url('/assessments'));
    expect(await storedDestination(page)).toBeNull();
    await page.close();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    const session = await createOrganisation('landing-signed-in@example.test');
    const page = await pageWithSession(browser, app.baseUrl, session);
    await page.goto(url('/'));
    await page.waitForURL(url('/dashboard'));
    await page.close();
  });

  it('takes a signed-out visitor to next=/roadmap, which is remembered through signing in on /login', async () => {
    const email = 'landing-sign-in@example.test';
    // Created through the API, which also confirms the address from the e-mail.
    await createOrganisation(email);

    const page = await freshPage(browser);
    await page.goto(url('/?next=/roadmap'));
    await page.waitForURL(url('/roadmap'));
    await expect.poll(() => page.getByText('Authentication Required').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/login\?/);
    expect(await storedDestination(page)).toBe('/roadmap');

    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await answerCodeStep(page, email);
    await page.waitForURL(url('/roadmap'));
    await expect.poll(() => page.getByText('Authentication Required').count()).toBe(0);
    expect(await storedDestination(page)).toBeNull();

    // Signed in now: arriving with nothing to go to leads to the dashboard.
    await page.goto(url('/'));
    await page.waitForURL(url('/dashboard'));
    await page.close();
  });
});
