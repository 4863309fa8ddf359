/**
 * `npm start`. Plain JavaScript, so that a release installed with `npm ci --omit=dev` starts
 * on `node` alone. In a development checkout (src/ present) it first rebuilds what is missing
 * or older than its sources: the web app (dist/web) and the compiled server (dist/server),
 * through scripts/build.ts, which needs the dev dependencies. Then it runs the compiled server
 * in this process, so signals reach the server and its exit code is this process's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(projectRoot, path);
const compiledServer = at('dist/server/main.js');

// Each part: the file its build writes last (without it the build is incomplete), and what it is made from.
const parts = {
  web: { built: at('dist/web/prerendered/index.html'), inputs: ['src/web', 'src/domain', 'vite.config.ts', 'scripts/build-web.ts'] },
  server: { built: compiledServer, inputs: ['src/server', 'src/domain', 'scripts/build-server.ts'] },
};
const sharedInputs = ['package.json', 'package-lock.json', 'scripts/build.ts'];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function isStale({ built, inputs }) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return [...inputs, ...sharedInputs].some((input) => newestModification(at(input)) > builtAt);
}

// A release ships dist/ without src/: there is nothing to rebuild from.
const developmentCheckout = existsSync(at('src/server/main.ts'));
const stale = developmentCheckout ? Object.keys(parts).filter((name) => isStale(parts[name])) : [];

if (stale.length > 0) {
  console.log(`Building ${stale.join(' and ')}…`);
  // A child process: the TypeScript loader and the bundlers are needed for building only, and
  // their memory goes with it. Vite would also set NODE_ENV=production, which the server must not see.
  const build = spawnSync(process.execPath, ['--import', 'tsx', at('scripts/build.ts'), ...stale], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('CultureLens did not start: the build failed (see above). Is `npm install` done? Building needs the dev dependencies.');
    process.exit(1);
  }
}

if (!existsSync(compiledServer)) {
  console.error('CultureLens did not start: there is no dist/server/main.js. Run `npm run build` in a development checkout, or install a built release.');
  process.exit(1);
}

await import(pathToFileURL(compiledServer).href);
