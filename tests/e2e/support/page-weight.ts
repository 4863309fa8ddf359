import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type ScriptTransfer = {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** The body as it came over the wire, after the server's compression. */
  transferredBytes: number;
  /** The response's Content-Encoding (`br`, `gzip`), or null when it was sent as it is. */
  encoding: string | null;
};

export type ScriptWeight = { files: ScriptTransfer[]; rawBytes: number; gzipBytes: number; transferredBytes: number };

/**
 * Records every script the page loads from now on. `transferredBytes` is what the server sent:
 * its precompressed copy in the encoding the browser preferred (brotli for Chromium). `gzipBytes`,
 * each body compressed here at the default level, stays comparable with figures taken before the
 * server compressed.
 */
export function trackScripts(page: Page): { weight(): Promise<ScriptWeight> } {
  const pending: Promise<ScriptTransfer>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]).then(
        ([body, sizes, encoding]) => ({
          url: response.url(),
          rawBytes: body.length,
          gzipBytes: gzipSync(body).length,
          transferredBytes: sizes.responseBodySize,
          encoding,
        }),
      ),
    );
  });
  return {
    async weight() {
      const files = await Promise.all(pending);
      const sum = (bytes: (file: ScriptTransfer) => number) => files.reduce((total, file) => total + bytes(file), 0);
      return {
        files,
        rawBytes: sum((file) => file.rawBytes),
        gzipBytes: sum((file) => file.gzipBytes),
        transferredBytes: sum((file) => file.transferredBytes),
      };
    },
  };
}

/** One line for the log: what was transferred, in which encodings, against raw and gzip sizes. */
export function describeWeight(weight: ScriptWeight): string {
  const encodings = [...new Set(weight.files.map((file) => file.encoding ?? 'uncompressed'))].join(', ');
  const files = `${weight.files.length} file${weight.files.length === 1 ? '' : 's'}`;
  return `JS ${formatKilobytes(weight.transferredBytes)} transferred (${encodings}) in ${files}; ${formatKilobytes(weight.gzipBytes)} gzip, ${formatKilobytes(weight.rawBytes)} raw`;
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
