import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';
import { expectNoAxeViolations, heading } from './support/pages.ts';

describe('an unknown page in the browser', () => {
  let app: AppProcess;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the 404 page, passes axe, and leads back home', async () => {
    const page = await browser.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${app.baseUrl}/no/such/page`);

    await expect.poll(() => heading(page).textContent()).toBe('Oops! Page not found');
    await expect.poll(() => page.title()).toBe('Page not found · CultureLens');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => heading(page).textContent()).toBe('Understand your culture. Protect every voice.');
    // Nothing was blocked by the Content-Security-Policy and no script failed.
    expect(consoleErrors).toEqual([]);
  });
});
