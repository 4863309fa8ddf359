import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const assets = fileURLToPath(new URL('../../../dist/web/assets', import.meta.url));

/**
 * The message ids of the build `npm start` serves: the keys of its English catalogues
 * (scripts/lingui-chunk-catalogues.ts). A text whose translation did not load shows as its id.
 */
export function messageIdsOfBuild(): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => /^messages-en-.*\.js$/.test(name))) {
    const json = /^export const messages=(.*);$/m.exec(readFileSync(join(assets, file), 'utf8'))?.[1];
    for (const id of Object.keys(JSON.parse(json ?? '{}') as object)) ids.add(id);
  }
  return ids;
}

/** The page shows no message as its bare id: every text it shows had its translation loaded. */
export async function expectNoBareIds(page: Page, ids: ReadonlySet<string>): Promise<void> {
  const words = (await page.locator('body').innerText()).split(/[^\w-]+/);
  expect(words.filter((word) => ids.has(word))).toEqual([]);
}
