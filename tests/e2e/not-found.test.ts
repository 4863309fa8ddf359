import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors } from './support/browser.ts';
import { expectNoAxeViolations, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

describe('an unknown page in the browser', () => {
  const { app, browser } = useAppInBrowser();

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

  it('has no development pages: /debug-auth and /test are unknown, and no script of the release holds them', async () => {
    const page = await browser.newPage();
    for (const path of ['/debug-auth', '/test']) {
      await page.goto(`${app.baseUrl}${path}`);
      await expect.poll(() => heading(page).textContent()).toBe('Oops! Page not found');
    }
    // The release's scripts, built by `npm start` before the app started.
    const assets = fileURLToPath(new URL('../../dist/web/assets/', import.meta.url));
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const holding = scripts.filter((name) => /debug-auth|Debug auth|Create a test user/.test(readFileSync(assets + name, 'utf8')));
    expect(holding).toEqual([]);
  });
});
