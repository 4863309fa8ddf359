import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { testChromium } from './chromium.ts';

// Our own flags whichever Chromium runs: the npm-shipped one comes with serverless defaults
// (--single-process, --disable-web-security) that would make the browser unlike a user's.
// Without the background-networking flags Chromium keeps dialling out on a closed network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type TestBrowser = {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
};

/**
 * A headless Chromium with a fresh, throw-away profile; with `locale`, a browser set to that
 * language (`navigator.languages` and the Accept-Language it sends), e.g. `de-DE`.
 */
export async function launchBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const profileDir = await mkdtemp(join(tmpdir(), 'culturelens-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: (await testChromium()).path,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

/** Accessibility violations axe-core finds on the page as it is now (WCAG 2.x A and AA). */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Collects what the browser reports as errors, including Content-Security-Policy refusals. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
