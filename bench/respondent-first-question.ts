/**
 * How fast a respondent on a slow phone sees the first question: the time from opening the launch
 * e-mail's link (`/assessment/:id`, signed in, as the e-mail's "Answer now" button opens it) to the
 * first question visible, its statement and its answers, in Chromium on a first visit (an empty
 * cache), against the app started as `npm start` starts it.
 *
 * The phone is emulated through the DevTools protocol: network 1.6 Mbit/s down, 750 kbit/s up and
 * 150 ms of latency added to every request (`Network.emulateNetworkConditions`), CPU 4× slower
 * (`Emulation.setCPUThrottlingRate`). The clock is the page's own: `performance.now()` at the
 * first DOM change that shows a question, counted from the navigation's start, so the figure holds
 * neither Playwright's round trips nor the benchmark's polling. Printed against the target of
 * 2.5 s (a good Largest Contentful Paint), with the page's Largest Contentful Paint beside it.
 *   node --import tsx bench/respondent-first-question.ts     this figure only (about a minute)
 *   BENCH_RUNS=5                                             runs, each in a new browser (default 5)
 *   BENCH_TIMELINE=true                                      also print each run's requests (start, end, from the navigation's start)
 * `npm run bench` runs it unless BENCH_SKIP_RESPONDENT=true.
 */
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { apiClient } from '#tests/e2e/support/api.ts';
import { spawnApp, waitUntilHealthy } from '#tests/e2e/support/app-process.ts';
import { launchBrowser } from '#tests/e2e/support/browser.ts';
import { pageWithSession } from '#tests/e2e/support/pages.ts';
import { describeWeight, largestContentfulPaint, trackScripts } from '#tests/e2e/support/page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2_500;
const PRINT_TIMELINE = process.env.BENCH_TIMELINE === 'true';

/** Lighthouse's slow-4G figures for a mid-range phone, applied by the DevTools protocol. */
export const SLOW_PHONE = {
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

declare global {
  interface Window {
    firstQuestionAt?: number;
  }
}

/**
 * Runs in the page before any of its scripts: notes the moment a question is on the screen, the
 * progress line ("Question 1 of …") and at least one answer to choose. A string, so that the
 * TypeScript loader's helpers do not follow the function into the page.
 */
const WATCH_FOR_FIRST_QUESTION = `
  const shown = () => /Question 1 of \\d+/.test(document.body ? document.body.innerText : '') &&
    document.querySelector('input[type="radio"], [role="radio"]') !== null;
  const observer = new MutationObserver(() => {
    if (window.firstQuestionAt === undefined && shown()) {
      window.firstQuestionAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Where the time went: the document and each request it made, in the order they started, in the page's clock. */
async function requestTimeline(page: Page): Promise<string> {
  const { shownAt, entries } = await page.evaluate(() => ({
    shownAt: window.firstQuestionAt ?? Number.NaN,
    entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  }));
  const lines = entries
    .sort((a, b) => a.start - b.start)
    .map(({ name, start, end }) => `  ${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)} ms  ${new URL(name).pathname}`);
  return [...lines, `  first question shown at ${shownAt.toFixed(0)} ms`].join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchmarkRespondentFirstQuestion(): Promise<void> {
  const app = await spawnApp();
  try {
    // A first start in a checkout builds what is stale before it listens.
    await waitUntilHealthy(app, 600_000);
    const api = apiClient(app.baseUrl);
    const password = 'respondent-bench-password-1';
    const admin = { firstName: 'Ada', lastName: 'Bench', email: 'respondent-bench-admin@example.test', password };
    const { session: adminSession } = await api.createOrganisation('Respondent bench', admin);
    await api.completeSetup(adminSession, { organisationName: 'Respondent bench', selectedCategories: ['deib-assessment'] });
    const assessment = await api.startAssessment(adminSession, 'deib-assessment');
    const respondent = { firstName: 'Rhys', lastName: 'Respondent', email: 'respondent-bench@example.test', password };
    await api.invite(adminSession, [{ email: respondent.email, role: 'employee' }]);
    const session = await api.joinByInvitation(respondent);
    // The launch e-mail's link: the assessment's page at the app's address.
    const link = `${app.baseUrl}/assessment/${encodeURIComponent(assessment.id)}`;

    const firstQuestion: number[] = [];
    const paints: number[] = [];
    let weight = '';
    for (let run = 0; run < RUNS; run += 1) {
      // A new browser profile each run: an empty cache, so every file comes over the slow network.
      const browser = await launchBrowser();
      try {
        const page = await pageWithSession(browser, app.baseUrl, session);
        await page.addInitScript(WATCH_FOR_FIRST_QUESTION);
        await throttle(page);
        const scripts = trackScripts(page);
        await page.goto(link, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.firstQuestionAt !== undefined, undefined, { timeout: 60_000, polling: 250 });
        firstQuestion.push(await page.evaluate(() => window.firstQuestionAt ?? Number.NaN));
        const paint = await largestContentfulPaint(page);
        if (paint !== undefined) paints.push(paint);
        await page.waitForLoadState('networkidle');
        if (PRINT_TIMELINE) console.log(await requestTimeline(page));
        weight = describeWeight(await scripts.weight());
      } finally {
        await browser.close();
      }
    }

    const figure = median(firstQuestion);
    const lcp = paints.length ? `; Largest Contentful Paint median ${seconds(median(paints))}` : '';
    console.log(
      `respondent, launch e-mail link to first question (1.6 Mbit/s down, 150 ms latency, CPU 4× slower, first visit): ` +
        `median ${seconds(figure)} (${firstQuestion.map(seconds).join(', ')})${lcp}; ` +
        `target ≤ ${seconds(TARGET_MS)}: ${figure <= TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(`respondent, /assessment/:id first visit: ${weight}`);
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchmarkRespondentFirstQuestion();
}
