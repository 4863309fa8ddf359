import { chromiumVersion, testChromium } from './support/chromium.ts';

/**
 * Chooses the browser once, before any test file runs, so that a first run unpacks the npm
 * Chromium here rather than inside a test's time limit, and says which browser the run used.
 */
export default async function setup() {
  const started = Date.now();
  const { path, source } = await testChromium();
  const version = await chromiumVersion(path);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Browser tests use ${version} from ${source}: ${path} (ready in ${seconds} s)`);
}
