/**
 * Rebuilds the parts of the build that are missing or older than their sources: the web app
 * (dist/web) and the compiled server (dist/server), through scripts/build.ts, which needs the
 * dev dependencies. Plain JavaScript, like scripts/start.js, which calls it before starting.
 * In a release (dist/ without src/) there is nothing to rebuild from, and it does nothing.
 *   node scripts/build-when-stale.js    the same from the command line (exit code 1 on failure)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(projectRoot, path);

// Each part: the files its build writes (without any of them the build is incomplete), and what it is made from.
const parts = {
  web: {
    built: [at('dist/web/prerendered/index.html')],
    inputs: [
      'src/web',
      'src/domain',
      'src/locales',
      'lingui.config.ts',
      'vite.config.ts',
      'scripts/build-web.ts',
      'scripts/precompress.ts',
    ],
  },
  server: {
    built: [
      at('dist/server/main.js'),
      at('dist/server/end-sessions.js'),
      at('dist/server/create-platform-admin.js'),
      at('dist/server/backup.js'),
      at('dist/server/restore.js'),
      at('dist/server/move-secrets.js'),
      at('dist/server/pglite-worker.js'),
    ],
    inputs: ['src/server', 'src/domain', 'src/locales', 'drizzle', 'scripts/build-server.ts'],
  },
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
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return [...inputs, ...sharedInputs].some((input) => newestModification(at(input)) > builtAt);
}

/** Returns false when a build was needed and failed (its output went to this process's terminal). */
export function buildWhatIsStale() {
  if (!existsSync(at('src/server/main.ts'))) return true;
  const stale = Object.keys(parts).filter((name) => isStale(parts[name]));
  if (stale.length === 0) return true;
  console.log(`Building ${stale.join(' and ')}…`);
  // A child process: the TypeScript loader and the bundlers are needed for building only, and
  // their memory goes with it. Vite would also set NODE_ENV=production, which the server must not see.
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', at('scripts/lingui-register.js'), at('scripts/build.ts'), ...stale],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  return build.status === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!buildWhatIsStale()) process.exit(1);
}
