import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, testChromium } from './support/chromium.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Before any test file runs: builds what `npm start` would find stale, once, so that files
 * running side by side never build at the same time and no file's time limit pays for it;
 * and chooses the browser, so that a first run unpacks the npm Chromium here rather than
 * inside a test's time limit, and says which browser the run used.
 */
export default async function setup() {
  const building = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build-when-stale.js'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build for the browser tests failed (see above).');
  console.log(`Build up to date in ${((Date.now() - building) / 1000).toFixed(1)} s`);
  const started = Date.now();
  const { path, source } = await testChromium();
  const version = await chromiumVersion(path);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Browser tests use ${version} from ${source}: ${path} (ready in ${seconds} s)`);
}
