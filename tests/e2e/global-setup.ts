import { existsSync } from 'node:fs';
import { chromiumPath } from './support/browser.ts';

/** Browser tests must not pass silently without a browser: say how to get one instead. */
export default function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install it with: apt-get update && apt-get install -y chromium`);
  }
}
