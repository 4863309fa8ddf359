import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type ScriptTransfer = { url: string; rawBytes: number; gzipBytes: number };

export type ScriptWeight = { files: ScriptTransfer[]; rawBytes: number; gzipBytes: number };

/**
 * Records every script the page loads from now on. The server sends them uncompressed, so the
 * gzip figure is each body compressed here: what a compressing proxy in front would transfer.
 */
export function trackScripts(page: Page): { weight(): Promise<ScriptWeight> } {
  const pending: Promise<ScriptTransfer>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body).length })),
    );
  });
  return {
    async weight() {
      const files = await Promise.all(pending);
      return {
        files,
        rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      };
    },
  };
}

/** The page's largest contentful paint so far, in ms since navigation start (undefined if none was reported). */
export async function largestContentfulPaint(page: Page): Promise<number | undefined> {
  return page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // Buffered entries arrive in the first callback; none at all means nothing was reported.
        setTimeout(() => resolve(undefined), 2000);
      }),
  );
}

export const formatKilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
